import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths.js';
import { useSession } from '../../../lib/session/session.js';
import { homeTexts } from '../texts.js';

const buttonBase =
  'rounded-md px-6 py-3 font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600';
const primary = `${buttonBase} bg-blue-600 text-white hover:bg-blue-700 dark:bg-blue-600 dark:hover:bg-blue-700`;
const secondary = `${buttonBase} border border-slate-300 bg-white text-slate-900 hover:bg-slate-100 dark:border-slate-700 dark:bg-slate-900 dark:text-white dark:hover:bg-slate-800`;

/** docs/product.md §2 home: the headline and calls to action for guests or for signed-in readers. */
export function HomeHero() {
  const session = useSession();
  const signedIn = session.status === 'signed-in';

  return (
    <section className="bg-linear-to-b from-blue-50 to-white px-4 py-16 text-center sm:py-24 dark:from-slate-900 dark:to-slate-950">
      <div className="mx-auto max-w-3xl">
        <h1 className="text-4xl font-extrabold tracking-tight text-slate-900 sm:text-5xl dark:text-white">
          {homeTexts.headline}
        </h1>
        <p className="mt-6 text-lg text-slate-600 dark:text-slate-300">{homeTexts.intro}</p>
        {/*
          While a remembered sign-in is being checked, the guest buttons hold their place
          invisibly: nothing jumps, and no wrong button flashes.
        */}
        <div
          className={`mt-8 flex flex-wrap justify-center gap-4 ${session.status === 'loading' ? 'invisible' : ''}`}
          aria-hidden={session.status === 'loading' || undefined}
        >
          {signedIn ? (
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
              <Link to={paths.register.to()} className={primary}>
                {homeTexts.joinForFree}
              </Link>
              <Link to={paths.login.to()} className={secondary}>
                {homeTexts.logIn}
              </Link>
            </>
          )}
        </div>
        <p className="mt-8 text-sm text-slate-500 dark:text-slate-400">{homeTexts.disclaimer}</p>
      </div>
    </section>
  );
}
