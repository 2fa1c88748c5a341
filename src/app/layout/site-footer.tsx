import { useId, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { CATEGORIES } from '../../config/categories.js';
import { paths } from '../../config/paths.js';
import { SITE_NAME } from '../../config/site.js';
import { SubscribeForm } from '../../features/newsletter/components/subscribe-form.js';
import { PAGE_ADDRESSES } from '../page-addresses.js';
import { SiteMark } from './icons.js';
import { SocialLinks } from './social-links.js';
import { layoutTexts } from './texts.js';

const texts = layoutTexts.footer;

const link =
  'rounded-sm text-slate-600 hover:text-blue-700 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600 dark:text-slate-300 dark:hover:text-blue-300';

// docs/product.md §2: the footer's article list link is /articles.
const QUICK_LINKS = [
  { label: layoutTexts.nav.home, to: paths.home.to() },
  { label: layoutTexts.nav.articles, to: paths.articles.to() },
  { label: layoutTexts.nav.categories, to: paths.categories.to() },
  { label: layoutTexts.nav.about, to: paths.about.to() },
  { label: layoutTexts.nav.contact, to: paths.contact.to() },
];

const CATEGORY_LINKS = CATEGORIES.map((category) => ({ label: category.name, to: paths.category.to(category.id) }));

function LinkColumn({ heading, links }: { readonly heading: string; readonly links: readonly { label: string; to: string }[] }) {
  const headingId = useId();
  return (
    <nav aria-labelledby={headingId}>
      <FooterHeading id={headingId}>{heading}</FooterHeading>
      <ul className="space-y-2">
        {links.map((item) => (
          <li key={item.to}>
            <Link to={item.to} className={link}>
              {item.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function FooterHeading({ id, children }: { readonly id: string; readonly children: ReactNode }) {
  return (
    <h2 id={id} className="mb-4 text-sm font-semibold tracking-wide text-slate-900 uppercase dark:text-white">
      {children}
    </h2>
  );
}

export function SiteFooter() {
  const newsletterId = useId();
  // One sign-up form a page: the home page, the lists and the articles have their own.
  const { pathname } = useLocation();
  const pageHasForm = Object.values(PAGE_ADDRESSES).some((address) => address.test(pathname));
  return (
    <footer className="border-t border-slate-200 bg-slate-50 text-sm dark:border-slate-800 dark:bg-slate-900">
      <div className={`mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:grid-cols-2 ${pageHasForm ? 'lg:grid-cols-[1.3fr_1fr_1fr]' : 'lg:grid-cols-[1.3fr_1fr_1fr_1.5fr]'}`}>
        <div>
          <p className="flex items-center gap-2 text-lg font-bold text-slate-900 dark:text-white">
            <SiteMark />
            {SITE_NAME}
          </p>
          <p className="mt-4 text-slate-600 dark:text-slate-300">{texts.about}</p>
          {/* Nothing when the site has no profiles set (config/site.ts). */}
          <SocialLinks />
          <p className="mt-4">
            {/* A file served beside the app (firebase.json), not one of its routes. */}
            <a href="/rss.xml" type="application/rss+xml" className={link}>
              {texts.rss}
            </a>
          </p>
        </div>
        <LinkColumn heading={texts.quickLinks} links={QUICK_LINKS} />
        <LinkColumn heading={texts.categories} links={CATEGORY_LINKS} />
        {!pageHasForm && (
          <section aria-labelledby={newsletterId}>
            <FooterHeading id={newsletterId}>{texts.newsletter}</FooterHeading>
            <p className="mb-4 text-slate-600 dark:text-slate-300">{texts.newsletterIntro}</p>
            <SubscribeForm source="footer" />
          </section>
        )}
      </div>
      <div className="border-t border-slate-200 dark:border-slate-800">
        <div className="mx-auto max-w-6xl space-y-4 px-4 py-6 text-slate-500 dark:text-slate-400">
          <p className="text-xs leading-relaxed">{texts.disclaimer}</p>
          <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
            <p>{texts.copyright(new Date().getFullYear(), SITE_NAME)}</p>
            <nav aria-label={texts.legal}>
              <ul className="flex gap-6">
                <li>
                  <Link to={paths.privacyPolicy.to()} className={link}>
                    {texts.privacyPolicy}
                  </Link>
                </li>
                <li>
                  <Link to={paths.termsOfService.to()} className={link}>
                    {texts.termsOfService}
                  </Link>
                </li>
              </ul>
            </nav>
          </div>
        </div>
      </div>
    </footer>
  );
}
