import { useId } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { paths } from '../../../config/paths.js';
import { signOut, useSession } from '../../../lib/session/session.js';
import { menuTexts } from '../menu-texts.js';
import { useMenuButton } from './use-menu-button.js';

const texts = menuTexts;

// The item with the focus stands out clearly (white on blue), not just a shade off the menu.
const itemClass =
  'block w-full px-4 py-2 text-left text-sm text-slate-700 hover:bg-slate-100 focus:bg-blue-600 focus:text-white focus:outline-none dark:text-slate-200 dark:hover:bg-slate-800 dark:focus:bg-blue-600 dark:focus:text-white';

interface AccountDropdownProps {
  /** Which edge of the button the open menu lines up with, on wide screens: the header's right, the admin sidebar's left. */
  readonly align?: 'left' | 'right';
}

/**
 * The signed-in user's menu, labelled with their name: a menu button (WAI-ARIA menu
 * pattern) where arrows, Home/End, Escape and Tab work as expected.
 */
export function AccountDropdown({ align = 'right' }: AccountDropdownProps) {
  const session = useSession();
  const menuId = useId();
  const navigate = useNavigate();
  const { open, container, button, list, toggle, close, onButtonKeyDown, onMenuKeyDown } = useMenuButton();
  if (session.status !== 'signed-in') return null;
  const { isAdmin } = session;
  const label = session.user.displayName?.trim() || session.profile?.fullName.trim() || texts.account;

  const logout = () => {
    close();
    signOut().then(
      () => void navigate(paths.login.to()),
      // docs/product.md §8: a failed logout is only logged.
      (reason: unknown) => console.error('Logout failed', reason),
    );
  };

  const links = [
    { to: paths.dashboard.to(), text: texts.dashboard },
    { to: paths.profile.to(), text: texts.profile },
    ...(isAdmin
      ? [
          { to: paths.admin.to(), text: texts.adminDashboard },
          { to: paths.adminCreateArticle.to(), text: texts.newArticle },
          { to: paths.adminArticles.to(), text: texts.manageArticles },
          { to: paths.adminUsers.to(), text: texts.manageUsers },
          { to: paths.adminSubscribers.to(), text: texts.manageSubscribers },
          { to: paths.adminMessages.to(), text: texts.contactMessages },
          { to: paths.adminComments.to(), text: texts.comments },
        ]
      : []),
  ];

  return (
    <div ref={container} className="relative w-full lg:w-auto">
      <button
        ref={button}
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={toggle}
        onKeyDown={onButtonKeyDown}
        className="flex w-full items-center justify-between gap-2 rounded-md px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600 lg:w-auto dark:text-slate-200 dark:hover:bg-slate-800 dark:hover:text-white"
      >
        <span className="max-w-48 truncate">{label}</span>
        <svg aria-hidden="true" viewBox="0 0 20 20" className={`size-4 transition-transform ${open ? 'rotate-180' : ''}`}>
          <path fill="currentColor" d="M5.3 7.3a1 1 0 0 1 1.4 0L10 10.6l3.3-3.3a1 1 0 1 1 1.4 1.4l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 0 1 0-1.4Z" />
        </svg>
      </button>
      <div
        id={menuId}
        role="menu"
        tabIndex={-1}
        aria-label={label}
        hidden={!open}
        ref={list}
        onKeyDown={onMenuKeyDown}
        // In the narrow header's menu it opens in place; in the bar it floats below the button.
        className={`mt-1 w-full overflow-hidden rounded-md border border-slate-200 bg-white py-1 shadow-lg lg:absolute lg:z-50 lg:w-56 dark:border-slate-700 dark:bg-slate-900 ${align === 'left' ? 'lg:left-0' : 'lg:right-0'}`}
      >
        {links.map((link) => (
          <Link key={link.to} to={link.to} role="menuitem" tabIndex={-1} className={itemClass} onClick={close}>
            {link.text}
          </Link>
        ))}
        <div role="separator" className="my-1 border-t border-slate-200 dark:border-slate-700" />
        <button type="button" role="menuitem" tabIndex={-1} className={itemClass} onClick={logout}>
          {texts.logout}
        </button>
      </div>
    </div>
  );
}
