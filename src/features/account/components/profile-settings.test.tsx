/**
 * The profile page's settings against the Auth emulator and the repo's rules: name,
 * e-mail (confirmed by a link) and password, each confirmed with the current password.
 */
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { doc, getDoc, setDoc, Timestamp } from 'firebase/firestore/lite';
import {
  createAccount, findAccount, listOobCodes, uniqueEmail, type AuthEmulatorTarget,
} from '../../../../tests/support/auth-emulator.js';
import type { TestClients } from '../../../../tests/support/emulator.js';
import { signOut } from '../../../lib/session/session.js';
import { appOnEmulators } from '../../../../tests/support/app/app-on-emulators.js';
import { renderApp } from '../../../../tests/support/app/render-app.js';
import { signInWithEmail } from '../api/email-sign-in.js';


const projectId = 'demo-profile-settings';
const password = 'current-password';
const env = appOnEmulators(projectId);
let owner: TestClients;
let auth: AuthEmulatorTarget;
beforeAll(() => {
  ({ owner, auth } = env);
});

async function profilePage(name: string): Promise<{ email: string; uid: string }> {
  const email = uniqueEmail(name);
  const uid = await createAccount(auth, { email, password, displayName: 'Old Name' });
  await signInWithEmail({ email, password, remember: true });
  renderApp('/profile');
  expect(await screen.findByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
  await waitFor(() => expect(screen.queryByRole('status')).not.toBeInTheDocument());
  return { email, uid };
}

const form = (name: string) => screen.getByRole('form', { name });

describe('profile settings', () => {
  it('shows the dashboard with the settings and without the Edit Profile link', async () => {
    await profilePage('profile');
    expect(screen.getByRole('region', { name: 'Account Information' })).toBeVisible();
    expect(screen.getByRole('region', { name: 'Recent Articles' })).toBeVisible();
    expect(screen.getByRole('region', { name: 'Account Settings' })).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Edit Profile' })).not.toBeInTheDocument();
  });

  it('changes the name on the account, the profile and in the header', async () => {
    const { uid } = await profilePage('rename');
    const name = within(form('Name')).getByLabelText('Full Name');
    expect(name).toHaveValue('Old Name');
    await userEvent.clear(name);
    await userEvent.click(within(form('Name')).getByRole('button', { name: 'Save Name' }));
    expect(await within(form('Name')).findByRole('alert')).toHaveTextContent('Please enter your name');

    await userEvent.type(name, 'New Name');
    await userEvent.click(within(form('Name')).getByRole('button', { name: 'Save Name' }));

    expect(await within(form('Name')).findByRole('status')).toHaveTextContent('Your name has been updated.');
    expect(screen.getByRole('button', { name: 'New Name' })).toHaveAttribute('aria-haspopup', 'menu');
    expect((await getDoc(doc(owner.db, 'users', uid))).data()).toMatchObject({ fullName: 'New Name' });
  });

  it("refuses a name our authors publish under, and one's bidirectional controls", async () => {
    await setDoc(doc(owner.db, 'staffNames', 'danielbrooks'), { name: 'Daniel Brooks', createdAt: Timestamp.now() });
    const { uid } = await profilePage('spoof');
    const name = within(form('Name')).getByLabelText('Full Name');
    await userEvent.clear(name);
    await userEvent.type(name, 'daniel brooks cfa');
    await userEvent.click(within(form('Name')).getByRole('button', { name: 'Save Name' }));
    expect(await within(form('Name')).findByRole('alert')).toHaveTextContent('That name is one our authors publish under. Please use your own name.');
    expect((await getDoc(doc(owner.db, 'users', uid))).data()).toMatchObject({ fullName: 'Old Name' });

    await userEvent.clear(name);
    await userEvent.type(name, 'Dana \u202Ekcalb\u202C');
    await userEvent.click(within(form('Name')).getByRole('button', { name: 'Save Name' }));
    expect(await within(form('Name')).findByRole('status')).toHaveTextContent('Your name has been updated.');
    expect((await getDoc(doc(owner.db, 'users', uid))).data()).toMatchObject({ fullName: 'Dana kcalb' });
  });

  it('changes the password after confirming the current one', async () => {
    const { email } = await profilePage('password');
    const passwordForm = form('Password');
    const user = userEvent.setup();
    const fill = async (current: string, next: string, confirmation = next) => {
      for (const [label, text] of [['Current Password', current], ['New Password', next], ['Confirm New Password', confirmation]] as const) {
        const field = within(passwordForm).getByLabelText(label);
        await user.clear(field);
        await user.type(field, text);
      }
      await user.click(within(passwordForm).getByRole('button', { name: 'Change Password' }));
    };

    await fill(password, 'next-password', 'next-passwort');
    expect(await within(passwordForm).findByRole('alert')).toHaveTextContent('Passwords do not match');
    await fill('not-my-password', 'next-password');
    expect(await within(passwordForm).findByRole('alert')).toHaveTextContent('Could not save: The password is incorrect.');
    await fill(password, 'next-password');
    expect(await within(passwordForm).findByRole('status')).toHaveTextContent('Your password has been changed.');

    cleanup();
    await signOut();
    await expect(signInWithEmail({ email, password: 'next-password', remember: false })).resolves.toBeUndefined();
  });

  it('sends a confirmation link to the new e-mail address; following it changes the address', async () => {
    const { email, uid } = await profilePage('old-address');
    const emailForm = form('Email Address');
    const user = userEvent.setup();
    await user.type(within(emailForm).getByLabelText('New Email'), email.toUpperCase());
    await user.type(within(emailForm).getByLabelText('Current Password'), password);
    await user.click(within(emailForm).getByRole('button', { name: 'Change Email' }));
    expect(await within(emailForm).findByRole('alert')).toHaveTextContent('That is already your email address.');

    const newEmail = uniqueEmail('new-address');
    await user.clear(within(emailForm).getByLabelText('New Email'));
    await user.type(within(emailForm).getByLabelText('New Email'), newEmail);
    await user.click(within(emailForm).getByRole('button', { name: 'Change Email' }));
    expect(await within(emailForm).findByRole('status')).toHaveTextContent(
      `We sent a confirmation link to ${newEmail}. Your email address changes once you follow it.`,
    );

    const link = (await listOobCodes(auth)).find((code) => code.requestType === 'VERIFY_AND_CHANGE_EMAIL' && code.newEmail === newEmail);
    expect(link).toBeDefined();
    cleanup();
    renderApp(`/auth/action?mode=verifyAndChangeEmail&oobCode=${link!.oobCode}`);
    expect(await screen.findByText('Your email address has been changed.')).toBeVisible();
    expect(await findAccount(auth, newEmail)).toMatchObject({ localId: uid });

    // The next sign-in brings the profile's address in line.
    cleanup();
    await signOut();
    await signInWithEmail({ email: newEmail, password, remember: true });
    expect((await getDoc(doc(owner.db, 'users', uid))).data()).toMatchObject({ email: newEmail, emailVerified: true });
  });
});
