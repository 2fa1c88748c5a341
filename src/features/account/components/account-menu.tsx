import { lazy, Suspense } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths.js';
import { useSession } from '../../../lib/session/session.js';
import { menuTexts } from '../menu-texts.js';

// Only signed-in readers see it, and most readers never sign in: its code loads with the session.
const AccountDropdown = lazy(() => import('./account-dropdown.js').then((m) => ({ default: m.AccountDropdown })));

const linkBase =
  'rounded-md px-3 py-2 text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600';

/**
 * The header's account area (docs/product.md §2): Log In and Sign Up for guests; for signed-in users
 * a dropdown labelled with their name. The header shows it in the bar on wide screens and
 * in its menu on narrow ones.
 */
export function AccountMenu() {
  const session = useSession();

  // Nothing while the stored user loads, rather than a Log In that turns into a name.
  if (session.status === 'loading') return null;
  if (session.status === 'guest') {
    return (
      <>
        <Link
          to={paths.login.to()}
          data-guest-only=""
          className={`${linkBase} text-slate-700 hover:bg-slate-100 hover:text-slate-900 dark:text-slate-200 dark:hover:bg-slate-800 dark:hover:text-white`}
        >
          {menuTexts.logIn}
        </Link>
        <Link to={paths.register.to()} data-guest-only="" className={`${linkBase} bg-blue-600 text-white hover:bg-blue-700 dark:bg-blue-600 dark:hover:bg-blue-700`}>
          {menuTexts.signUp}
        </Link>
      </>
    );
  }
  return (
    <Suspense fallback={null}>
      <AccountDropdown />
    </Suspense>
  );
}
