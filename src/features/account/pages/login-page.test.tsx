/**
 * The login page against the Auth emulator and the repo's rules: the product's error texts (docs/product.md §8),
 * the return to where the user came from, users/{uid} kept in line on every sign-in.
 */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { doc, getDoc, setDoc, Timestamp } from 'firebase/firestore/lite';
import {
  createAccount, uniqueEmail, updateAccount, type AuthEmulatorTarget,
} from '../../../../tests/support/auth-emulator.js';
import type { TestClients } from '../../../../tests/support/emulator.js';
import { signInWithEmail } from '../api/email-sign-in.js';
import { appOnEmulators } from '../../../../tests/support/app/app-on-emulators.js';
import { renderApp } from '../../../../tests/support/app/render-app.js';


const projectId = 'demo-login-page';
const password = 'correct-horse';
const env = appOnEmulators(projectId);
let owner: TestClients;
let auth: AuthEmulatorTarget;
beforeAll(() => {
  ({ owner, auth } = env);
});

async function logIn(email: string, secret: string, options: { remember?: boolean } = {}) {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('Email'), email);
  await user.type(screen.getByLabelText('Password'), secret);
  if (options.remember === false) await user.click(screen.getByRole('checkbox', { name: 'Remember me' }));
  await user.click(screen.getByRole('button', { name: 'Log In' }));
}

/** The landing page has loaded everything (no update may land after the test). */
async function landedOn(heading: string) {
  expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeVisible();
  await waitFor(() => expect(screen.queryByRole('status')).not.toBeInTheDocument());
}

const profileOf = async (uid: string) => (await getDoc(doc(owner.db, 'users', uid))).data();

describe('login page', () => {
  it('offers remember me (on), a reset link, Google, Facebook and registration', async () => {
    renderApp('/login');

    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome back' })).toBeVisible();
    expect(screen.getByRole('checkbox', { name: 'Remember me' })).toBeChecked();
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/forgot-password');
    expect(screen.getByRole('button', { name: 'Continue with Google' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Continue with Facebook' })).toBeEnabled();
    expect(screen.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/register');
    expect(document.title).toBe('Log In | Finance Articles');
  });

  it('says when no account has that e-mail', async () => {
    renderApp('/login');
    await logIn(uniqueEmail('nobody'), password);
    expect(await screen.findByRole('alert')).toHaveTextContent('No account found with this email. Please register.');
  });

  it('says when the password is wrong, and keeps what was typed', async () => {
    const email = uniqueEmail('wrong-password');
    await createAccount(auth, { email, password });
    renderApp('/login');
    await logIn(email, 'not-the-password');
    expect(await screen.findByRole('alert')).toHaveTextContent('Incorrect password. Please try again.');
    expect(screen.getByLabelText('Email')).toHaveValue(email);
  });

  it('shows the default text for other failures (a disabled account)', async () => {
    const email = uniqueEmail('disabled');
    await updateAccount(auth, await createAccount(auth, { email, password }), { disableUser: true });
    renderApp('/login');
    await logIn(email, password);
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password. Please try again.');
  });

  it('signs in, creates the missing users document and goes to the dashboard', async () => {
    const email = uniqueEmail('first-login');
    const uid = await createAccount(auth, { email, password, displayName: 'Grace Hopper' });
    renderApp('/login');
    await logIn(email.toUpperCase(), password);

    await landedOn('Dashboard');
    expect(await profileOf(uid)).toMatchObject({
      uid,
      fullName: 'Grace Hopper',
      email,
      role: 'subscriber',
      emailVerified: false,
      lastLogin: (expect.any(Timestamp) as unknown),
      createdAt: (expect.any(Timestamp) as unknown),
    });
  });

  it('returns to the page the user came from, brings emailVerified in line and records the login', async () => {
    const email = uniqueEmail('returning');
    const uid = await createAccount(auth, { email, password, emailVerified: true });
    const longAgo = Timestamp.fromDate(new Date('2025-01-02T03:04:05Z'));
    await setDoc(doc(owner.db, 'users', uid), {
      uid, fullName: 'Returning Reader', email, role: 'subscriber', emailVerified: false,
      createdAt: longAgo, updatedAt: longAgo, lastLogin: longAgo,
    });
    renderApp('/login?redirect=%2Fprofile');
    await logIn(email, password, { remember: false });

    await landedOn('Profile');
    const stored = await profileOf(uid);
    expect(stored).toMatchObject({ emailVerified: true, createdAt: longAgo, fullName: 'Returning Reader' });
    expect((stored?.lastLogin as Timestamp).toMillis()).toBeGreaterThan(longAgo.toMillis());
  });

  it('takes an admin to the admin area, not the reader dashboard', async () => {
    const email = uniqueEmail('admin-login');
    const uid = await createAccount(auth, { email, password, emailVerified: true });
    const longAgo = Timestamp.fromDate(new Date('2025-01-02T03:04:05Z'));
    await setDoc(doc(owner.db, 'users', uid), {
      uid, fullName: 'Editor In Chief', email, role: 'admin', emailVerified: true, createdAt: longAgo, updatedAt: longAgo, lastLogin: longAgo,
    });
    renderApp('/login');
    await logIn(email, password);
    await landedOn('Admin Dashboard');
  });

  it('sends a signed-in visitor on at once', async () => {
    const email = uniqueEmail('already-in');
    await createAccount(auth, { email, password });
    await signInWithEmail({ email, password, remember: true });
    renderApp('/login?redirect=%2Fprofile');
    await landedOn('Profile');
  });

  // The Node build of Auth that these tests run has no redirect sign-in: the provider's
  // own failure, as a browser without the needed storage would report it.
  it('says when Google or Facebook sign-in cannot start', async () => {
    renderApp('/login');
    await userEvent.click(await screen.findByRole('button', { name: 'Continue with Google' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Google login failed: .+/);
    await userEvent.click(screen.getByRole('button', { name: 'Continue with Facebook' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Facebook login failed: .+/);
  });

  it('says when the result of a redirect sign-in cannot be read', async () => {
    // As left by a sign-in that went to the provider and came back.
    sessionStorage.setItem('finance-articles:remember-provider-sign-in', 'yes');
    onTestFinished(() => sessionStorage.clear());
    renderApp('/login');
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Authentication failed: .+/);
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome back' })).toBeVisible();
  });

  it('never sends the user to another site', async () => {
    const email = uniqueEmail('open-redirect');
    await createAccount(auth, { email, password });
    renderApp('/login?redirect=https%3A%2F%2Fevil.example%2F');
    await logIn(email, password);
    await landedOn('Dashboard');
  });
});
