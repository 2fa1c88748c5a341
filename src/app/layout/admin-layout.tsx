/**
 * The admin area's own frame (docs/product.md, Admin): the navigation beside the content on wide
 * screens, behind one Menu button on a phone, and no reader header or footer. Every admin
 * screen is one click from every other, and View site leads back to the publication.
 * The navigation shows once the session says admin; until then (and for anybody the
 * guards send away) only the bar with the site's name.
 */
import { Suspense, useId } from 'react';
import { Link, Outlet, useLocation } from 'react-router-dom';
import { Spinner } from '../../components/ui/spinner.js';
import { paths } from '../../config/paths.js';
import { SITE_NAME } from '../../config/site.js';
import { AccountDropdown } from '../../features/account/components/account-dropdown.js';
import { useSession } from '../../lib/session/session.js';
import { CloseIcon, MenuIcon, SiteMark } from './icons.js';
import { SkipLink } from './skip-link.js';
import { adminTexts as texts } from './texts.js';
import { ThemeToggle } from './theme-toggle.js';
import { useDisclosureMenu } from './use-disclosure-menu.js';

interface AdminLink {
  readonly label: string;
  readonly to: string;
  /** Whether `pathname` is this link's page, or a page inside its part (an article's editor is under Articles). */
  readonly current: (pathname: string) => 'page' | 'true' | undefined;
}

const exactly = (to: string) => (pathname: string) => (pathname === to ? 'page' : undefined);

const LINKS: readonly AdminLink[] = [
  { label: texts.dashboard, to: paths.admin.to(), current: exactly(paths.admin.to()) },
  {
    label: texts.articles,
    to: paths.adminArticles.to(),
    current: (pathname) => (pathname === paths.adminArticles.to() ? 'page' : pathname.startsWith('/admin/edit-article/') ? 'true' : undefined),
  },
  { label: texts.newArticle, to: paths.adminCreateArticle.to(), current: exactly(paths.adminCreateArticle.to()) },
  { label: texts.subscribers, to: paths.adminSubscribers.to(), current: exactly(paths.adminSubscribers.to()) },
  { label: texts.messages, to: paths.adminMessages.to(), current: exactly(paths.adminMessages.to()) },
  { label: texts.comments, to: paths.adminComments.to(), current: exactly(paths.adminComments.to()) },
  { label: texts.users, to: paths.adminUsers.to(), current: exactly(paths.adminUsers.to()) },
];

const focusRing = 'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600';
const linkClass = `block rounded-md px-3 py-2 text-sm font-medium ${focusRing}`;
const activeLink = 'bg-blue-50 text-blue-700 dark:bg-blue-950/60 dark:text-blue-300';
const idleLink = 'text-slate-700 hover:bg-slate-100 hover:text-slate-900 dark:text-slate-300 dark:hover:bg-slate-800 dark:hover:text-white';
const iconButton = `inline-flex size-10 items-center justify-center rounded-md text-slate-600 hover:bg-slate-100 hover:text-slate-900 dark:text-slate-300 dark:hover:bg-slate-800 dark:hover:text-white ${focusRing}`;

function AdminNav() {
  const { pathname } = useLocation();
  return (
    <nav aria-label={texts.navigation}>
      <ul className="flex flex-col gap-1">
        {LINKS.map((link) => {
          const current = link.current(pathname);
          return (
            <li key={link.to}>
              <Link to={link.to} aria-current={current} className={`${linkClass} ${current ? activeLink : idleLink}`}>
                {link.label}
              </Link>
            </li>
          );
        })}
        <li className="mt-2 border-t border-slate-200 pt-2 dark:border-slate-800">
          <Link to={paths.home.to()} className={`${linkClass} ${idleLink}`}>
            {texts.viewSite}
          </Link>
        </li>
      </ul>
    </nav>
  );
}

function Brand() {
  return (
    <Link to={paths.admin.to()} className={`flex items-center gap-2 rounded-md text-base font-bold text-slate-900 dark:text-white ${focusRing}`}>
      <SiteMark />
      <span>
        {SITE_NAME} <span className="font-medium text-slate-500 dark:text-slate-400">{texts.admin}</span>
      </span>
    </Link>
  );
}

export function AdminLayout() {
  const session = useSession();
  const isAdmin = session.status === 'signed-in' && session.isAdmin;
  const { open, toggle, container, button } = useDisclosureMenu<HTMLElement>();
  const menuId = useId();

  return (
    <div className="min-h-screen bg-slate-50 lg:flex dark:bg-slate-950">
      <SkipLink />
      {/* Wide screens: the navigation in a column of its own, on screen however far the page scrolls. */}
      <header className="hidden border-r border-slate-200 bg-white lg:sticky lg:top-0 lg:flex lg:h-screen lg:w-60 lg:shrink-0 lg:flex-col lg:gap-6 lg:p-4 dark:border-slate-800 dark:bg-slate-900">
        <Brand />
        {/* The account's menu opens over the navigation, lined up with the column's left edge. */}
        <div className="flex items-center justify-between gap-2">
          {isAdmin && <AccountDropdown align="left" />}
          <ThemeToggle />
        </div>
        {isAdmin && <AdminNav />}
      </header>
      {/* Phones and narrow windows: a bar, with the navigation behind its Menu button. */}
      <header ref={container} className="sticky top-0 z-40 border-b border-slate-200 bg-white lg:hidden dark:border-slate-800 dark:bg-slate-900">
        <div className="flex h-14 items-center gap-2 px-4">
          <Brand />
          <div className="ml-auto flex items-center gap-1">
            <ThemeToggle />
            {isAdmin && (
              <button ref={button} type="button" aria-expanded={open} aria-controls={menuId} onClick={toggle} className={iconButton}>
                {open ? <CloseIcon /> : <MenuIcon />}
                <span className="sr-only">{texts.menu}</span>
              </button>
            )}
          </div>
        </div>
        {isAdmin && (
          <div id={menuId} hidden={!open} className="max-h-[calc(100dvh-3.5rem)] overflow-y-auto border-t border-slate-200 px-4 pt-2 pb-4 dark:border-slate-800">
            <AdminNav />
            <div className="mt-3 border-t border-slate-200 pt-3 dark:border-slate-800">
              <AccountDropdown />
            </div>
          </div>
        )}
      </header>
      <main id="main" tabIndex={-1} className="min-w-0 flex-1 focus:outline-none">
        <Suspense fallback={<Spinner />}>
          <Outlet />
        </Suspense>
      </main>
    </div>
  );
}
