/**
 * Forgot password, reset password (the oobCode flow) and the e-mail action route, against
 * the Auth emulator: docs/product.md §5 and §8's texts, and a login with the new password.
 */
import { cleanup, configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  createAccount, findAccount, latestOobCode, listOobCodes, resetPasswordWithCode, uniqueEmail, type AuthEmulatorTarget,
} from '../../../../tests/support/auth-emulator.js';
import { appOnEmulators } from '../../../../tests/support/app/app-on-emulators.js';
import { renderApp } from '../../../../tests/support/app/render-app.js';
import { signInWithEmail } from '../api/email-sign-in.js';
import { sendPasswordReset } from '../api/password-reset.js';

// Round trips to two emulators, and the page waits 3 s before going back to log in (docs/product.md §9).
configure({ asyncUtilTimeout: 6000 });

const projectId = 'demo-password-reset';
const env = appOnEmulators(projectId);
let auth: AuthEmulatorTarget;
beforeAll(() => {
  ({ auth } = env);
});

/** An account with a reset e-mail on its way; resolves with the code of the link. */
async function accountWithResetLink(name: string): Promise<{ email: string; oobCode: string }> {
  const email = uniqueEmail(name);
  await createAccount(auth, { email, password: 'old-password' });
  await sendPasswordReset(email);
  return { email, oobCode: await latestOobCode(auth, email, 'PASSWORD_RESET') };
}

describe('forgot password page', () => {
  it('asks for the address', async () => {
    renderApp('/forgot-password');
    await userEvent.click(await screen.findByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please enter your email address');
  });

  /** Asks for a reset link for `email`; resolves with what the page then says. */
  async function requestLink(email: string): Promise<HTMLElement> {
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Email'), email);
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    return screen.findByRole('status');
  }

  const resetMailsTo = async (email: string) =>
    (await listOobCodes(auth)).filter((code) => code.requestType === 'PASSWORD_RESET' && code.email === email);

  it('answers the same for an address with an account and one without; only the account gets the e-mail', async () => {
    const known = uniqueEmail('forgot');
    await createAccount(auth, { email: known, password: 'old-password' });
    const unknown = uniqueEmail('unknown');

    renderApp('/forgot-password');
    const knownAnswer = await requestLink(known);
    expect(knownAnswer).toHaveTextContent('Password reset email sent! Check your inbox.');
    const shownForKnown = document.querySelector('main')?.textContent;
    cleanup();

    renderApp('/forgot-password');
    const unknownAnswer = await requestLink(unknown);
    expect(unknownAnswer).toHaveTextContent('Password reset email sent! Check your inbox.');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    // The whole page, not only the message: nothing else tells the two apart.
    expect(document.querySelector('main')?.textContent).toBe(shownForKnown);

    expect(await resetMailsTo(known)).toHaveLength(1);
    expect(await resetMailsTo(unknown)).toHaveLength(0);
  });
});

describe('reset password page', () => {
  it('needs a code in the link', async () => {
    renderApp('/reset-password');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Invalid password reset link. Please try again by requesting a new password reset.',
    );
    expect(screen.getByRole('link', { name: 'Request a new link' })).toHaveAttribute('href', '/forgot-password');
  });

  it('refuses an invalid or used code', async () => {
    renderApp('/reset-password?oobCode=not-a-real-code');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Invalid or expired password reset link. Please try again by requesting a new password reset.',
    );
  });

  it('checks the new passwords', async () => {
    const { email, oobCode } = await accountWithResetLink('mismatch');
    renderApp(`/reset-password?oobCode=${oobCode}`);
    expect(await screen.findByText(email)).toBeVisible();
    const user = userEvent.setup();

    await user.type(screen.getByLabelText('New Password'), 'new-password');
    await user.type(screen.getByLabelText('Confirm New Password'), 'new-passw0rd');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Passwords do not match');

    await user.clear(screen.getByLabelText('New Password'));
    await user.clear(screen.getByLabelText('Confirm New Password'));
    await user.type(screen.getByLabelText('New Password'), 'short');
    await user.type(screen.getByLabelText('Confirm New Password'), 'short');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Password must be at least 6 characters');
  });

  it('says why a reset failed (the link was used meanwhile)', async () => {
    const { email, oobCode } = await accountWithResetLink('used-meanwhile');
    renderApp(`/reset-password?oobCode=${oobCode}`);
    await screen.findByText(email);
    await resetPasswordWithCode(auth, oobCode, 'from-another-tab'); // the link was used elsewhere
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('New Password'), 'new-password');
    await user.type(screen.getByLabelText('Confirm New Password'), 'new-password');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to reset password: The link is invalid or has already been used.',
    );
  });

  it('resets the password, says so, returns to log in, and the new password works', async () => {
    const { email, oobCode } = await accountWithResetLink('reset');
    // The e-mail's link, through the action route.
    renderApp(`/auth/action?mode=resetPassword&oobCode=${oobCode}&apiKey=demo-api-key`);
    expect(await screen.findByText(email)).toBeVisible();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('New Password'), 'brand-new-password');
    await user.type(screen.getByLabelText('Confirm New Password'), 'brand-new-password');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Password has been reset successfully!');
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome back' })).toBeVisible();
    cleanup();
    await expect(signInWithEmail({ email, password: 'brand-new-password', remember: false })).resolves.toBeUndefined();
  });
});

describe('e-mail action route', () => {
  it('verifies an e-mail address', async () => {
    const email = uniqueEmail('action-verify');
    await createAccount(auth, { email, password: 'secret1' });
    await signInWithEmail({ email, password: 'secret1', remember: true });
    const { resendVerificationEmail } = await import('../api/email-verification.js');
    await resendVerificationEmail();
    const oobCode = await latestOobCode(auth, email, 'VERIFY_EMAIL');

    renderApp(`/auth/action?mode=verifyEmail&oobCode=${oobCode}`);

    expect(await screen.findByText('Your email has been verified.')).toHaveRole('status');
    expect(screen.getByRole('link', { name: 'Go to Dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(await findAccount(auth, email)).toMatchObject({ emailVerified: true });
  });

  it('says when a link is invalid, and when it is not one of ours', async () => {
    renderApp('/auth/action?mode=verifyEmail&oobCode=expired');
    expect(await screen.findByRole('alert')).toHaveTextContent('This link is invalid or has expired. Please request a new one.');
    cleanup();
    renderApp('/auth/action?mode=signIn&oobCode=abc');
    expect(await screen.findByRole('alert')).toHaveTextContent('This link is not one we recognise.');
    await waitFor(() => expect(screen.queryByRole('status')).not.toBeInTheDocument());
  });
});
