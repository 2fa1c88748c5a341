import { useId } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '../../config/paths.js';
import { useHydrating } from '../../lib/use-hydrating.js';
import { SITE_NAME } from '../../config/site.js';
import { AccountMenu } from '../../features/account/components/account-menu.js';
import { HeaderSearch } from './header-search.js';
import { CloseIcon, MenuIcon, SiteMark } from './icons.js';
import { NavList } from './nav-list.js';
import { layoutTexts } from './texts.js';
import { ThemeToggle } from './theme-toggle.js';
import { useDisclosureMenu } from './use-disclosure-menu.js';
import { useScrolledPast } from './use-scrolled-past.js';

/** docs/product.md §9: the header gains its shadow after 20 px of scroll. */
const SHADOW_AFTER_PX = 20;

const iconButton =
  'inline-flex size-10 items-center justify-center rounded-md text-slate-600 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600 dark:text-slate-300 dark:hover:bg-slate-800 dark:hover:text-white';

/**
 * The sticky header. Wide screens show the links and the search in the bar; narrower ones a
 * Menu button that discloses the search, the same links and the account area below the bar.
 */
export function SiteHeader() {
  const scrolled = useScrolledPast(SHADOW_AFTER_PX);
  const { open, toggle, container, button } = useDisclosureMenu<HTMLElement>();
  // On a built page, until the app has it: the menu cannot open yet (lib/use-hydrating.ts).
  const hydrating = useHydrating();
  const menuId = useId();

  return (
    <header
      ref={container}
      data-scrolled={scrolled}
      className={`sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur transition-shadow dark:border-slate-800 dark:bg-slate-950/95 ${
        scrolled ? 'shadow-md dark:shadow-black/40' : ''
      }`}
    >
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-6 px-4">
        <Link
          to={paths.home.to()}
          className="flex items-center gap-2 rounded-md text-lg font-bold text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-blue-600 dark:text-white"
        >
          <SiteMark />
          {SITE_NAME}
        </Link>
        <nav aria-label={layoutTexts.mainNavigation} className="hidden lg:block">
          <NavList layout="bar" />
        </nav>
        {/* Unseen until its last button is in (index.css): a built page painted as it arrives would move the first ones. */}
        <div data-arrives-whole="" className="ml-auto flex items-center gap-2">
          <HeaderSearch layout="bar" />
          {/* The account area: Log In and Sign Up, or the account dropdown. */}
          <div className="hidden items-center gap-2 lg:flex">
            <AccountMenu />
          </div>
          <ThemeToggle />
          <button
            ref={button}
            type="button"
            aria-expanded={open}
            aria-controls={menuId}
            disabled={hydrating}
            data-last-part=""
            onClick={toggle}
            className={`${iconButton} lg:hidden`}
          >
            {open ? <CloseIcon /> : <MenuIcon />}
            <span className="sr-only">{layoutTexts.menu}</span>
          </button>
        </div>
      </div>
      <div
        id={menuId}
        hidden={!open}
        className="max-h-[calc(100dvh-4rem)] overflow-y-auto border-t border-slate-200 px-4 pt-2 pb-4 lg:hidden dark:border-slate-800"
      >
        <div className="py-2">
          <HeaderSearch layout="menu" />
        </div>
        <nav aria-label={layoutTexts.mainNavigation}>
          <NavList layout="menu" />
        </nav>
        <div className="mt-3 flex flex-wrap items-center gap-3 border-t border-slate-200 pt-4 empty:hidden dark:border-slate-800">
          <AccountMenu />
        </div>
      </div>
    </header>
  );
}
