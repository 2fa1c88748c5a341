import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths.js';
import { useSession } from '../../../lib/session/session.js';
import type { Session } from '../../../lib/session/session-types.js';
import { homeTexts } from '../texts.js';

const buttonBase =
  'rounded-md px-5 py-2.5 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600';
const primary = `${buttonBase} bg-blue-600 text-white hover:bg-blue-700 dark:bg-blue-600 dark:hover:bg-blue-700`;
const secondary = `${buttonBase} border border-slate-300 bg-white text-slate-900 hover:bg-slate-100 dark:border-slate-700 dark:bg-slate-900 dark:text-white dark:hover:bg-slate-800`;

/**
 * docs/product.md §2 home: the headline and calls to action for guests or for signed-in
 * readers. A masthead rather than a landing page: compact enough that on a phone the first
 * screen also holds the lead story's headline.
 */
export function HomeHero() {
  return <HomeHeroView session={useSession().status} />;
}

/**
 * The masthead for a session in this state. While it is 'loading' (and in the page the build
 * renders: src/app/built-page.ts), neither a guest's nor a reader's buttons, their place held.
 */
function HomeHeroView({ session }: { readonly session: Session['status'] }) {
  const signedIn = session === 'signed-in';

  return (
    <section className="py-6 sm:py-8">
      <div className="mx-auto max-w-6xl px-4 lg:grid lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-end lg:gap-12">
        <div>
          <h1 className="font-serif text-3xl font-bold tracking-tight text-balance text-slate-900 sm:text-5xl dark:text-white">
            {homeTexts.headline}
          </h1>
          <p className="mt-3 hidden max-w-2xl text-lg text-slate-600 sm:block dark:text-slate-300">{homeTexts.intro}</p>
        </div>
        {/* Beside the headline on wide screens, under it on narrow ones. */}
        <div>
          {/*
            While a remembered sign-in is being checked, blank buttons of the guest buttons' size
            hold their place (spans, not links): nothing jumps, and no wrong button flashes or
            can be reached.
          */}
          <div className="mt-4 flex flex-wrap gap-3 sm:mt-6 lg:mt-0">
            {session === 'loading' ? (
              <>
                <span aria-hidden="true" className={`${primary} invisible`}>
                  {homeTexts.joinForFree}
                </span>
                <span aria-hidden="true" className={`${secondary} invisible`}>
                  {homeTexts.logIn}
                </span>
              </>
            ) : signedIn ? (
              <>
                <Link to={paths.dashboard.to()} className={primary}>
                  {homeTexts.goToDashboard}
                </Link>
                <Link to={paths.blog.to()} className={secondary}>
                  {homeTexts.browseArticles}
                </Link>
              </>
            ) : (
              <>
                <Link to={paths.register.to()} data-guest-only="" className={primary}>
                  {homeTexts.joinForFree}
                </Link>
                <Link to={paths.login.to()} data-guest-only="" className={secondary}>
                  {homeTexts.logIn}
                </Link>
              </>
            )}
          </div>
          <p className="mt-4 max-w-2xl text-xs text-slate-500 dark:text-slate-400">{homeTexts.disclaimer}</p>
        </div>
      </div>
    </section>
  );
}
