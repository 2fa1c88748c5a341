import { Link, useLocation } from 'react-router-dom';
import { currentState, NAV_LINKS } from './nav-links.js';

const focusRing = 'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600';

const styles = {
  bar: {
    list: 'flex items-center gap-1',
    link: 'block rounded-md px-3 py-2 text-sm font-medium',
  },
  menu: {
    list: 'flex flex-col gap-1',
    link: 'block rounded-md px-3 py-3 text-base font-medium',
  },
} as const;

const activeLink = 'bg-blue-50 text-blue-700 dark:bg-blue-950/60 dark:text-blue-300';
const idleLink =
  'text-slate-700 hover:bg-slate-100 hover:text-slate-900 dark:text-slate-300 dark:hover:bg-slate-800 dark:hover:text-white';

/** The header's links, in the bar (wide screens) or in the mobile menu. */
export function NavList({ layout }: { readonly layout: keyof typeof styles }) {
  const { pathname } = useLocation();
  return (
    <ul className={styles[layout].list}>
      {NAV_LINKS.map((link) => {
        const current = currentState(link, pathname);
        return (
          <li key={link.to}>
            <Link
              to={link.to}
              aria-current={current}
              className={`${styles[layout].link} ${focusRing} ${current ? activeLink : idleLink}`}
            >
              {link.label}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
