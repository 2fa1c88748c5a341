/**
 * The verify-email page against the Auth emulator and the repo's rules: checking,
 * resending with a cooldown, cancelling the registration, and docs/product.md §8's texts.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { doc, getDoc } from 'firebase/firestore/lite';
import {
  applyOobCode, createAccount, findAccount, latestOobCode, listOobCodes, removeAccount, uniqueEmail,
} from '../../../../tests/support/auth-emulator.js';
import { authThroughProxy } from '../../../../tests/support/app/auth-through-proxy.js';
import { appOnEmulators } from '../../../../tests/support/app/app-on-emulators.js';
import { renderApp } from '../../../../tests/support/app/render-app.js';
import { signInWithEmail } from '../api/email-sign-in.js';
import { resendVerificationEmail } from '../api/email-verification.js';


const env = appOnEmulators('demo-verify-email');
const password = 'secret1';
/** The app reaches Auth through it, so a test can cut the connection or answer for Auth. */
const auth = authThroughProxy(env);

/** A new, unverified reader, signed in. */
async function signedInReader(name: string): Promise<{ email: string; uid: string }> {
  const email = uniqueEmail(name);
  const uid = await createAccount(env.auth, { email, password, displayName: 'New Reader' });
  await signInWithEmail({ email, password, remember: true });
  return { email, uid };
}

const button = (name: string) => screen.getByRole('button', { name });

describe('verify email page', () => {
  it('sends a guest to log in first', async () => {
    renderApp('/verify-email');
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome back' })).toBeVisible();
  });

  it('shows the address and says when it is not verified yet', async () => {
    const { email } = await signedInReader('not-yet');
    renderApp('/email-verification');

    expect(await screen.findByRole('heading', { level: 1, name: 'Verify Your Email' })).toBeVisible();
    expect(screen.getByText(email)).toBeVisible();
    expect(screen.getByText(/check your spam folder/)).toBeVisible();
    await userEvent.click(button("I've Verified My Email"));
    expect(await screen.findByRole('alert')).toHaveTextContent('Email not yet verified. Please check your inbox or try again.');
  });

  it('resends the e-mail, then waits 60 seconds before the next', async () => {
    const { email } = await signedInReader('resend');
    renderApp('/verify-email');
    const sentBefore = (await listOobCodes(env.auth)).filter((code) => code.email === email).length;

    await userEvent.click(await screen.findByRole('button', { name: 'Resend Verification Email' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Verification email sent! Please check your inbox and spam folder.');
    expect(screen.getByRole('button', { name: /^Resend available in \d+s$/ })).toBeDisabled();
    const sentAfter = (await listOobCodes(env.auth)).filter((code) => code.email === email && code.requestType === 'VERIFY_EMAIL');
    expect(sentAfter).toHaveLength(sentBefore + 1);
  });

  it('once the link is followed, says so, updates the profile and goes to the dashboard', async () => {
    const { email, uid } = await signedInReader('verified');
    await resendVerificationEmail();
    renderApp('/verify-email');
    await screen.findByRole('heading', { level: 1, name: 'Verify Your Email' });

    await applyOobCode(env.auth, await latestOobCode(env.auth, email, 'VERIFY_EMAIL'));
    await userEvent.click(button("I've Verified My Email"));

    expect(await screen.findByRole('status')).toHaveTextContent('Email verified! Redirecting to dashboard...');
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('status')).not.toBeInTheDocument());
    const account = screen.getByRole('region', { name: 'Account Information' });
    expect(within(account).getByText('Email Verified').nextSibling).toHaveTextContent('Yes');
    expect((await getDoc(doc(env.owner.db, 'users', uid))).data()).toMatchObject({ emailVerified: true });
  });

  it('reports a failed check and a failed resend with the reason', async () => {
    await signedInReader('offline');
    renderApp('/verify-email');
    await screen.findByRole('heading', { level: 1, name: 'Verify Your Email' });
    auth.link.failing = true;

    await userEvent.click(button("I've Verified My Email"));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to check verification status: Network error. Please check your connection and try again.',
    );
    await userEvent.click(button('Resend Verification Email'));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to resend verification email: Network error. Please check your connection and try again.',
    );
  });

  it('goes to log in when the account was deleted elsewhere', async () => {
    const { uid } = await signedInReader('gone');
    renderApp('/verify-email');
    await screen.findByRole('heading', { level: 1, name: 'Verify Your Email' });
    await removeAccount(env.auth, uid);

    await userEvent.click(button("I've Verified My Email"));
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome back' })).toBeVisible();
  });

  it('asks before deleting the account, and Cancel keeps it', async () => {
    const { email } = await signedInReader('keep');
    renderApp('/verify-email');

    await userEvent.click(await screen.findByRole('button', { name: 'Cancel Registration & Delete Account' }));
    const dialog = screen.getByRole('alertdialog', {
      name: 'Are you sure you want to delete your account? This action cannot be undone.',
    });
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(await findAccount(env.auth, email)).not.toBeNull();
  });

  it('deletes the profile and the account, says so and goes on to registration', async () => {
    const { email, uid } = await signedInReader('cancel');
    renderApp('/verify-email');

    await userEvent.click(await screen.findByRole('button', { name: 'Cancel Registration & Delete Account' }));
    await userEvent.click(screen.getByRole('button', { name: 'Yes, Delete My Account' }));

    expect(await screen.findByRole('status')).toHaveTextContent(
      'Account deleted successfully. Redirecting to registration page...',
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Create your account' })).toBeVisible();
    expect(await findAccount(env.auth, email)).toBeNull();
    expect((await getDoc(doc(env.owner.db, 'users', uid))).exists()).toBe(false);
  });

  it('says when the account cannot be deleted', async () => {
    const { email } = await signedInReader('cannot-delete');
    renderApp('/verify-email');
    await screen.findByRole('heading', { level: 1, name: 'Verify Your Email' });
    auth.link.failing = true;

    await userEvent.click(button('Cancel Registration & Delete Account'));
    await userEvent.click(screen.getByRole('button', { name: 'Yes, Delete My Account' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to delete account. You may need to log in again before deleting your account.',
    );
    auth.link.failing = false;
    expect(await findAccount(env.auth, email)).not.toBeNull();
  });
});
