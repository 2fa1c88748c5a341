/**
 * The profile's Delete Account section against the Auth emulator and the repo's rules: it
 * says what goes, asks for the account's address, shows the progress, removes the reader's
 * comments, likes and bookmarks, then the account, and says so before going to /register.
 * Firebase's demand for a recent sign-in (which the emulator never makes: the proxy answers
 * it as production does) brings a password field, then the deletion finishes; a failure
 * says so and leaves the reader signed in, to try again.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { doc, getDoc, setDoc, Timestamp } from 'firebase/firestore/lite';
import { createAccount, findAccount, uniqueEmail } from '../../../../tests/support/auth-emulator.js';
import { articleDoc } from '../../../../tests/support/app/article-fixtures.js';
import { appOnEmulators } from '../../../../tests/support/app/app-on-emulators.js';
import { renderApp } from '../../../../tests/support/app/render-app.js';
import { authThroughProxy } from '../../../../tests/support/app/auth-through-proxy.js';
import { signInWithEmail } from '../api/email-sign-in.js';

const env = appOnEmulators('demo-delete-account');
const password = 'secret1';
const ARTICLE = 'liked-article';
/** The app reaches Auth through it, so a test can cut the connection or answer for Auth. */
const auth = authThroughProxy(env);

/** A verified reader who liked, saved and commented on an article, signed in on /profile. */
async function readerOnProfile(name: string): Promise<{ email: string; uid: string }> {
  const email = uniqueEmail(name);
  const uid = await createAccount(env.auth, { email, password, displayName: 'Rita Reader', emailVerified: true });
  const { db } = env.owner;
  await setDoc(doc(db, 'articles', ARTICLE), { ...articleDoc('Liked Article'), likeCount: 1, commentCount: 1 });
  await setDoc(doc(db, 'articles', ARTICLE, 'likes', uid), { createdAt: Timestamp.now(), uid });
  await setDoc(doc(db, 'savedArticles', `${uid}_${ARTICLE}`), { userId: uid, articleId: ARTICLE, savedAt: Timestamp.now(), title: 'Liked Article' });
  await setDoc(doc(db, 'articles', ARTICLE, 'comments', `c-${uid}`), {
    body: 'My two cents.', authorName: 'Rita Reader', position: null, parentId: null, createdAt: Timestamp.now(), editedAt: null,
    state: 'visible', review: 'new', reportCount: 0, staff: false,
  });
  await setDoc(doc(db, 'commentAuthors', `c-${uid}`), { uid, articleId: ARTICLE, createdAt: Timestamp.now() });
  await signInWithEmail({ email, password, remember: true });
  renderApp('/profile');
  expect(await screen.findByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
  return { email, uid };
}

const section = () => screen.getByRole('region', { name: 'Delete Account' });

/** Every progress text the page showed, as it showed them (React may skip none it rendered). */
function recordProgress(): { texts: string[]; stop(): void } {
  const texts: string[] = [];
  const observer = new MutationObserver(() => {
    const shown = document.body.textContent?.match(/Deleting… \d+ of \d+/)?.[0];
    if (shown && texts.at(-1) !== shown) texts.push(shown);
  });
  observer.observe(document.body, { subtree: true, childList: true, characterData: true });
  return { texts, stop: () => observer.disconnect() };
}

async function confirmWith(address: string) {
  await userEvent.click(within(section()).getByRole('button', { name: 'Delete My Account' }));
  const dialog = within(section()).getByRole('alertdialog', { name: 'Are you sure you want to delete your account? This action cannot be undone.' });
  const field = within(dialog).getByLabelText('Type your email address to confirm');
  expect(field).toHaveFocus();
  await userEvent.type(field, address);
  await userEvent.click(within(dialog).getByRole('button', { name: 'Yes, Delete My Account' }));
}

async function expectDeleted(email: string, uid: string) {
  expect(await screen.findByText('Account deleted successfully. Redirecting to registration page...', {}, { timeout: 10_000 })).toHaveAttribute('role', 'status');
  expect(await findAccount(env.auth, email)).toBeNull();
  const { db } = env.owner;
  expect((await getDoc(doc(db, 'users', uid))).exists()).toBe(false);
  expect((await getDoc(doc(db, 'articles', ARTICLE, 'likes', uid))).exists()).toBe(false);
  expect((await getDoc(doc(db, 'savedArticles', `${uid}_${ARTICLE}`))).exists()).toBe(false);
  expect((await getDoc(doc(db, 'commentAuthors', `c-${uid}`))).exists()).toBe(false);
  expect((await getDoc(doc(db, 'articles', ARTICLE, 'comments', `c-${uid}`))).data()).toMatchObject({ state: 'deleted', body: '', authorName: '' });
  expect((await getDoc(doc(db, 'articles', ARTICLE))).data()).toMatchObject({ likeCount: 0, commentCount: 0 });
}

describe('deleting an account from the profile', () => {
  it('says what goes, asks for the address, shows the progress, deletes, then goes to /register', async () => {
    const { email, uid } = await readerOnProfile('delete');
    expect(within(section()).getByText(/your likes and saved articles are removed/)).toBeVisible();
    expect(within(section()).getByText(/"Comment deleted by its writer"/)).toBeVisible();
    expect(within(section()).getByText(/newsletter subscription is not part of your account/)).toBeVisible();

    // Cancel puts the focus back on the button that opened it.
    await userEvent.click(within(section()).getByRole('button', { name: 'Delete My Account' }));
    await userEvent.click(within(section()).getByRole('button', { name: 'Cancel' }));
    expect(within(section()).getByRole('button', { name: 'Delete My Account' })).toHaveFocus();

    await confirmWith('someone-else@example.com');
    expect(within(section()).getByText('That is not the email address of this account.')).toBeVisible();
    expect(within(section()).getByLabelText('Type your email address to confirm')).toHaveAttribute('aria-invalid', 'true');
    expect((await getDoc(doc(env.owner.db, 'users', uid))).exists()).toBe(true);

    const progress = recordProgress();
    const field = within(section()).getByLabelText('Type your email address to confirm');
    await userEvent.clear(field);
    await userEvent.type(field, email.toUpperCase());
    await userEvent.click(within(section()).getByRole('button', { name: 'Yes, Delete My Account' }));
    await expectDeleted(email, uid);
    progress.stop();
    // A comment, a like, a bookmark and the profile.
    expect(progress.texts.at(-1)).toBe('Deleting… 4 of 4');

    expect(await screen.findByRole('heading', { level: 1, name: 'Create your account' }, { timeout: 4000 })).toBeVisible();
  });

  it('asks for the password when Firebase wants a recent sign-in, then finishes', async () => {
    const { email, uid } = await readerOnProfile('recent');
    auth.link.answerOnce(/accounts:delete/, 400, { error: { code: 400, message: 'CREDENTIAL_TOO_OLD_LOGIN_AGAIN', errors: [] } });
    await confirmWith(email);

    const form = await within(section()).findByRole('form', { name: 'For your security, enter your password to finish deleting your account.' });
    const field = within(form).getByLabelText('Password');
    expect(field).toHaveFocus();
    expect(await findAccount(env.auth, email)).not.toBeNull();
    await userEvent.type(field, 'not-the-password');
    await userEvent.click(within(form).getByRole('button', { name: 'Confirm and Delete' }));
    const again = await within(section()).findByLabelText('Password');
    await waitFor(() => expect(again).toHaveAttribute('aria-invalid', 'true'));
    expect(await findAccount(env.auth, email)).not.toBeNull();

    await userEvent.clear(again);
    await userEvent.type(again, password);
    await userEvent.click(within(section()).getByRole('button', { name: 'Confirm and Delete' }));
    await expectDeleted(email, uid);
  });

  it('says when it failed and keeps the reader signed in, to try again', async () => {
    const { email, uid } = await readerOnProfile('failed');
    auth.link.answerOnce(/accounts:delete/, 503, { error: { code: 503, message: 'UNAVAILABLE', errors: [] } });
    await confirmWith(email);

    expect(await within(section()).findByRole('alert')).toHaveTextContent(
      'Failed to delete account. You may need to log in again before deleting your account.',
    );
    expect(within(section()).getByRole('button', { name: 'Delete My Account' })).toHaveFocus();
    expect(screen.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
    expect(await findAccount(env.auth, email)).not.toBeNull();

    // Running it again finishes it.
    await confirmWith(email);
    await expectDeleted(email, uid);
  });

  it("tells an admin to be made a reader first, and offers no deletion", async () => {
    const email = uniqueEmail('admin');
    const uid = await createAccount(env.auth, { email, password, displayName: 'Ada Admin', emailVerified: true });
    await setDoc(doc(env.owner.db, 'users', uid), {
      uid, fullName: 'Ada Admin', email, role: 'admin', emailVerified: true, createdAt: Timestamp.now(), updatedAt: Timestamp.now(),
    });
    await signInWithEmail({ email, password, remember: true });
    renderApp('/profile');
    expect(await screen.findByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
    expect(await within(section()).findByText(/Ask another admin to make you a Reader on Manage Users first/)).toBeVisible();
    expect(within(section()).queryByRole('button', { name: 'Delete My Account' })).not.toBeInTheDocument();
  });
});
