/**
 * The register page against the Auth emulator and the repo's rules: docs/product.md §5's validation
 * texts, the account, its verification e-mail and its users document.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { doc, getDoc, setDoc, Timestamp } from 'firebase/firestore/lite';
import {
  createAccount, findAccount, listOobCodes, uniqueEmail, type AuthEmulatorTarget,
} from '../../../../tests/support/auth-emulator.js';
import type { TestClients } from '../../../../tests/support/emulator.js';
import { appOnEmulators } from '../../../../tests/support/app/app-on-emulators.js';
import { renderApp } from '../../../../tests/support/app/render-app.js';
import { signInWithEmail } from '../api/email-sign-in.js';


const projectId = 'demo-register-page';
const env = appOnEmulators(projectId);
let owner: TestClients;
let auth: AuthEmulatorTarget;
beforeAll(() => {
  ({ owner, auth } = env);
});

interface Entries {
  name?: string;
  email?: string;
  password?: string;
  confirm?: string;
  agree?: boolean;
}

async function fillIn({ name = 'Ada Lovelace', email = uniqueEmail('ada'), password = 'secret1', confirm = password, agree = true }: Entries) {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('Full Name'), name);
  await user.type(screen.getByLabelText('Email'), email);
  await user.type(screen.getByLabelText('Password'), password);
  await user.type(screen.getByLabelText('Confirm Password'), confirm);
  if (agree) await user.click(screen.getByRole('checkbox', { name: /I agree to the Terms of Service/ }));
  return user;
}

const submit = () => screen.getByRole('button', { name: 'Create Account' });

describe('register page', () => {
  it('has the four fields, show/hide for both passwords and the terms in new tabs', async () => {
    renderApp('/register');
    const user = userEvent.setup();

    const password = await screen.findByLabelText('Password');
    expect(password).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
    expect(screen.getByRole('button', { name: 'Show password' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'Show confirm password' }));
    expect(screen.getByLabelText('Confirm Password')).toHaveAttribute('type', 'text');

    for (const [name, href] of [
      [/Terms of Service/, '/terms-of-service'],
      [/Privacy Policy/, '/privacy-policy'],
    ] as const) {
      const link = within(screen.getByRole('main')).getByRole('link', { name });
      expect(link).toHaveAttribute('href', href);
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAccessibleName(expect.stringContaining('(opens in a new tab)'));
    }
    expect(screen.getByRole('button', { name: 'Continue with Google' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Continue with Facebook' })).toBeEnabled();
  });

  it('marks the confirmation red and disables submit while the passwords differ', async () => {
    renderApp('/register');
    const user = await fillIn({ password: 'secret1', confirm: 'secret2' });

    const confirm = screen.getByLabelText('Confirm Password');
    expect(confirm).toHaveAttribute('aria-invalid', 'true');
    expect(confirm).toHaveAccessibleDescription('Passwords do not match');
    expect(confirm.className).toContain('border-red-500');
    expect(submit()).toBeDisabled();

    await user.clear(confirm);
    await user.type(confirm, 'secret1');
    expect(confirm).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText('Passwords do not match')).not.toBeInTheDocument();
    expect(submit()).toBeEnabled();
  });

  it('wants at least 6 characters', async () => {
    renderApp('/register');
    const user = await fillIn({ password: 'abc12' });
    await user.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent('Password must be at least 6 characters long');
  });

  it('wants the terms accepted', async () => {
    renderApp('/register');
    const user = await fillIn({ agree: false });
    await user.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent('You must agree to the Terms of Service and Privacy Policy');
  });

  it('keeps a name our authors publish under for them, before any account is made', async () => {
    await setDoc(doc(owner.db, 'staffNames', 'mayachen'), { name: 'Maya Chen', createdAt: Timestamp.now() });
    const email = uniqueEmail('impostor');
    renderApp('/register');
    const user = await fillIn({ name: 'Maya Chen, CFA', email });
    await user.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent('That name is one our authors publish under. Please use your own name.');
    expect(screen.getByLabelText('Full Name')).toHaveValue('Maya Chen, CFA');
    expect(await findAccount(auth, email)).toBeNull();
  });

  it("shows the service's message when the account cannot be created", async () => {
    const email = uniqueEmail('taken');
    await createAccount(auth, { email, password: 'secret1' });
    renderApp('/register');
    const user = await fillIn({ email });
    await user.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent('An account with this email already exists.');
    expect(screen.getByLabelText('Full Name')).toHaveValue('Ada Lovelace');
  });

  it('creates the account with its name, sends the verification e-mail, writes the profile and goes to /verify-email', async () => {
    const email = uniqueEmail('new-reader');
    renderApp('/register');
    const user = await fillIn({ name: '  Ada Lovelace ', email });
    await user.click(submit());

    expect(await screen.findByRole('heading', { level: 1, name: 'Verify Your Email' })).toBeVisible();
    expect(screen.getByText(email)).toBeVisible();

    const account = await findAccount(auth, email);
    expect(account).toMatchObject({ displayName: 'Ada Lovelace', emailVerified: false });
    const codes = await listOobCodes(auth);
    expect(codes.filter((code) => code.email === email && code.requestType === 'VERIFY_EMAIL')).toHaveLength(1);
    const profile = (await getDoc(doc(owner.db, 'users', account!.localId))).data();
    expect(profile).toEqual({
      uid: account!.localId,
      fullName: 'Ada Lovelace',
      email,
      role: 'subscriber',
      emailVerified: false,
      createdAt: (expect.any(Timestamp) as unknown),
      updatedAt: (expect.any(Timestamp) as unknown),
      lastLogin: (expect.any(Timestamp) as unknown),
      // What Manage Users finds the account by: the name's words first, then the address's.
      searchTerms: expect.arrayContaining(['ada', 'lovelace', 'lov', 'new', 'reader']) as unknown,
    });
    expect((profile?.searchTerms as string[]).slice(0, 2)).toEqual(['ada', 'lovelace']);
  });

  it('sends a signed-in visitor to the dashboard', async () => {
    const email = uniqueEmail('signed-in');
    await createAccount(auth, { email, password: 'secret1' });
    await signInWithEmail({ email, password: 'secret1', remember: true });
    renderApp('/register');
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('status')).not.toBeInTheDocument());
  });
});
