/**
 * The header's account area: Log In and Sign Up for guests; for signed-in users a menu
 * button (keyboard, Escape, outside click, route change) with admin items for admins.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { doc, setDoc } from 'firebase/firestore/lite';
import { createAccount, uniqueEmail } from '../../../../tests/support/auth-emulator.js';
import { appOnEmulators } from '../../../../tests/support/app/app-on-emulators.js';
import { refreshSession } from '../../../lib/session/session.js';
import { renderAppAt } from '../../../../tests/support/app/render-app-at.js';
import { signInWithEmail } from '../api/email-sign-in.js';

const env = appOnEmulators('demo-account-menu');

/** A new account, signed in through the login page's own function; resolves with its uid. */
async function signInAs(displayName?: string): Promise<string> {
  const email = uniqueEmail('menu');
  const uid = await createAccount(env.auth, { email, password: 'secret1', ...(displayName && { displayName }) });
  await signInWithEmail({ email, password: 'secret1', remember: true });
  return uid;
}

/** The header's bar (its narrow-screen menu is closed, so hidden). */
const header = () => within(screen.getByRole('banner'));

async function renderSettled(url: string) {
  const view = renderAppAt(url);
  await waitFor(() => expect(screen.queryByRole('status')).not.toBeInTheDocument());
  return view;
}

describe('account menu', () => {
  it('offers a guest Log In and Sign Up', async () => {
    await renderSettled('/');
    expect(header().getByRole('link', { name: 'Log In' })).toHaveAttribute('href', '/login');
    expect(header().getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/register');
  });

  it('is labelled with the name (or Account) and lists Dashboard, Profile and Logout', async () => {
    await signInAs();
    await renderSettled('/');
    const button = await header().findByRole('button', { name: 'Account' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(header().queryByRole('link', { name: 'Log In' })).not.toBeInTheDocument();

    await userEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const menu = header().getByRole('menu', { name: 'Account' });
    expect(within(menu).getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Dashboard', 'Profile', 'Logout']);
    expect(within(menu).getByRole('menuitem', { name: 'Dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(within(menu).getByRole('menuitem', { name: 'Profile' })).toHaveAttribute('href', '/profile');
  });

  it('works from the keyboard and closes on Escape, outside clicks and navigation', async () => {
    await signInAs('Kay Board');
    const { location } = await renderSettled('/');
    const user = userEvent.setup();
    const button = await header().findByRole('button', { name: 'Kay Board' });

    button.focus();
    await user.keyboard('{ArrowDown}');
    expect(header().getByRole('menuitem', { name: 'Dashboard' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(header().getByRole('menuitem', { name: 'Profile' })).toHaveFocus();
    await user.keyboard('{End}');
    expect(header().getByRole('menuitem', { name: 'Logout' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(header().getByRole('menuitem', { name: 'Dashboard' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(header().queryByRole('menu')).not.toBeInTheDocument();
    expect(button).toHaveFocus();

    await user.keyboard('{ArrowUp}');
    expect(header().getByRole('menuitem', { name: 'Logout' })).toHaveFocus();
    await user.click(screen.getByRole('main'));
    expect(header().queryByRole('menu')).not.toBeInTheDocument();

    await user.click(button);
    await user.keyboard('{ArrowDown}');
    expect(header().getByRole('menuitem', { name: 'Dashboard' })).toHaveFocus();
    await user.click(header().getByRole('menuitem', { name: 'Profile' }));
    await waitFor(() => expect(location.current).toBe('/profile'));
    expect(header().queryByRole('menu')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('status')).not.toBeInTheDocument());
  });

  it('adds the admin items for an admin', async () => {
    const uid = await signInAs('Ada Admin');
    await setDoc(doc(env.owner.db, 'users', uid), { role: 'admin' }, { merge: true });
    await act(() => refreshSession());
    await renderSettled('/');

    await userEvent.click(header().getByRole('button', { name: 'Ada Admin' }));
    const items = header().getAllByRole('menuitem');
    expect(items.map((item) => [item.textContent, item.getAttribute('href')])).toEqual([
      ['Dashboard', '/dashboard'],
      ['Profile', '/profile'],
      ['Admin Dashboard', '/admin'],
      ['New Article', '/admin/create-article'],
      ['Manage Articles', '/admin/articles'],
      ['Manage Users', '/admin/users'],
      ['Manage Subscribers', '/admin/subscribers'],
      ['Contact Messages', '/admin/messages'],
      ['Comments', '/admin/comments'],
      ['Logout', null],
    ]);
  });

  it('logs out to the login page', async () => {
    await signInAs('Leaving Reader');
    const { location } = await renderSettled('/dashboard');
    await userEvent.click(header().getByRole('button', { name: 'Leaving Reader' }));
    await userEvent.click(header().getByRole('menuitem', { name: 'Logout' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome back' })).toBeVisible();
    // The address follows the page the guard shows (a busy machine may draw the page first).
    await waitFor(() => expect(location.current).toBe('/login'));
    expect(header().getByRole('link', { name: 'Log In' })).toBeVisible();
  });
});
