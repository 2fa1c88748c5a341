/**
 * Likes and saves of a signed-in reader: a real account on the Auth emulator, and the
 * repo's rules judging every write. Liking and saving need a verified e-mail address.
 */
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { doc, getDoc, setDoc, Timestamp, updateDoc } from 'firebase/firestore/lite';
import { refreshSession } from '../../../lib/session/session.js';
import { appOnEmulators } from '../../../../tests/support/app/app-on-emulators.js';
import { articleDoc } from '../../../../tests/support/app/article-fixtures.js';
import { renderApp } from '../../../../tests/support/app/render-app.js';
import { signInNewUser } from '../../../../tests/support/app/sign-in-to-app.js';

const env = appOnEmulators('demo-article-page-signed-in');
let articles = 0;

const TITLE = 'Reading the Yield Curve';

/** A new published article (its own id, so tests never share one). */
async function seedArticle(fields: Record<string, unknown> = {}): Promise<{ id: string; path: string }> {
  const id = `article-${++articles}`;
  await setDoc(doc(env.owner.db, 'articles', id), { ...articleDoc(TITLE), ...fields });
  return { id, path: `/article/${id}` };
}

async function read(path: string): Promise<Record<string, unknown> | undefined> {
  return (await getDoc(doc(env.owner.db, path))).data();
}

const likeButton = () => screen.getByRole('button', { name: /^Like/ });
// Save, or Saved once the article is saved.
const saveButton = () => screen.getByRole('button', { name: /^Saved?$/ });

/** The article is shown and its view counted: nothing on the page is still loading. */
async function openArticle(path: string): Promise<ReturnType<typeof renderApp>> {
  const view = renderApp(path);
  await screen.findByRole('heading', { level: 1, name: TITLE });
  // The first <article> is the article; the sidebar lists views of popular ones too.
  expect(await within(screen.getAllByRole('article')[0]!).findByText('1 view')).toBeVisible();
  // What follows the article is a lazy part of its own: waited for here, so its code never
  // arrives between two steps of a test (React would warn that it was not inside act()).
  expect(await screen.findByRole('heading', { name: 'Popular Articles' })).toBeVisible();
  return view;
}

beforeAll(async () => {
  // The lazy chunks, compiled once here so that no test waits for the compiler.
  await Promise.all([import('./article-page.js'), import('./article-extras.js'), import('./article-more.js')]);
});

describe('a signed-in reader', () => {
  it('likes and unlikes an article: one like document and the count, in one batch', async () => {
    const user = userEvent.setup();
    const uid = await signInNewUser('reader', { verified: true });
    const { id, path } = await seedArticle({ likeCount: 5 });

    await openArticle(path);
    await waitFor(() => expect(likeButton()).toHaveAttribute('aria-pressed', 'false'));
    expect(likeButton()).toHaveTextContent('5');

    await user.click(likeButton());
    expect(likeButton()).toHaveAttribute('aria-pressed', 'true');
    expect(likeButton()).toHaveTextContent('6');
    await waitFor(async () => expect(await read(`articles/${id}`)).toMatchObject({ likeCount: 6 }));
    expect((await read(`articles/${id}/likes/${uid}`))?.createdAt).toBeInstanceOf(Timestamp);

    await user.click(likeButton());
    expect(likeButton()).toHaveAttribute('aria-pressed', 'false');
    expect(likeButton()).toHaveTextContent('5');
    await waitFor(async () => expect(await read(`articles/${id}`)).toMatchObject({ likeCount: 5 }));
    expect(await read(`articles/${id}/likes/${uid}`)).toBeUndefined();
  });

  it('sees their like when they come back', async () => {
    const user = userEvent.setup();
    await signInNewUser('reader', { verified: true });
    const { id, path } = await seedArticle({ likeCount: 2 });

    const first = await openArticle(path);
    await user.click(likeButton());
    await waitFor(async () => expect(await read(`articles/${id}`)).toMatchObject({ likeCount: 3 }));
    first.unmount();

    renderApp(path);
    await waitFor(() => expect(likeButton()).toHaveAttribute('aria-pressed', 'true'));
    expect(likeButton()).toHaveTextContent('3');
  });

  it('gets their like back, with a message, when it cannot be saved', async () => {
    const user = userEvent.setup();
    // The denied write is reported by the page; the SDK also warns about it.
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await signInNewUser('reader', { verified: true });
    const { id, path } = await seedArticle({ likeCount: 5 });
    await openArticle(path);

    // Unpublished meanwhile: the rules refuse likes of drafts.
    // In act(): the page may still be reading the like state meanwhile.
    await act(() => updateDoc(doc(env.owner.db, 'articles', id), { status: 'draft' }));
    await user.click(likeButton());

    expect(await screen.findByText('Could not update your like. Please try again.')).toBeVisible();
    expect(likeButton()).toHaveAttribute('aria-pressed', 'false');
    expect(likeButton()).toHaveTextContent('5');
    await waitFor(async () => expect(await read(`articles/${id}`)).toMatchObject({ likeCount: 5 }));
  });

  it('is told to verify their e-mail before liking or saving, and nothing is written', async () => {
    const user = userEvent.setup();
    const uid = await signInNewUser('unverified');
    const { id, path } = await seedArticle({ likeCount: 5 });
    await openArticle(path);
    await waitFor(() => expect(likeButton()).toHaveAttribute('aria-pressed', 'false'));

    await user.click(likeButton());
    const notice = await screen.findByText(/Please verify your e-mail address to like and save articles\./);
    expect(within(notice).getByRole('link', { name: 'Verify your e-mail' })).toHaveAttribute('href', '/verify-email');
    expect(likeButton()).toHaveAttribute('aria-pressed', 'false');
    expect(likeButton()).toHaveTextContent('5');

    await user.click(saveButton());
    expect(saveButton()).toHaveAttribute('aria-pressed', 'false');
    expect(await read(`articles/${id}`)).toMatchObject({ likeCount: 5 });
    expect(await read(`articles/${id}/likes/${uid}`)).toBeUndefined();
    expect(await read(`savedArticles/${uid}_${id}`)).toBeUndefined();
  });

  it('saves and unsaves an article, with what the dashboard lists', async () => {
    const user = userEvent.setup();
    const uid = await signInNewUser('reader', { verified: true });
    const { id, path } = await seedArticle({ author: { id: 'author-1', name: 'Dana Whitfield', bio: 'Strategist.' } });

    await openArticle(path);
    await waitFor(() => expect(saveButton()).toHaveAttribute('aria-pressed', 'false'));

    expect(saveButton()).toHaveAccessibleName('Save');

    await user.click(saveButton());
    // It says its state, as Like does: pressed, and Saved.
    expect(saveButton()).toHaveAttribute('aria-pressed', 'true');
    expect(saveButton()).toHaveAccessibleName('Saved');
    await waitFor(async () => expect(await read(`savedArticles/${uid}_${id}`)).toBeDefined());
    const saved = await read(`savedArticles/${uid}_${id}`);
    expect(saved).toEqual({
      userId: uid,
      articleId: id,
      savedAt: expect.any(Timestamp) as unknown,
      title: TITLE,
      slug: 'reading-the-yield-curve',
      summary: `Summary of ${TITLE}.`,
      category: 'market-insights',
      publishedAt: Timestamp.fromDate(new Date(Date.UTC(2026, 0, 31, 12))),
      author: { id: 'author-1', name: 'Dana Whitfield' },
    });

    await user.click(saveButton());
    expect(saveButton()).toHaveAttribute('aria-pressed', 'false');
    expect(saveButton()).toHaveAccessibleName('Save');
    await waitFor(async () => expect(await read(`savedArticles/${uid}_${id}`)).toBeUndefined());
  });

  it('has no Edit link; an admin has one, to the article’s editor', async () => {
    await signInNewUser('reader', { verified: true });
    const { id, path } = await seedArticle();
    await openArticle(path);
    expect(screen.queryByRole('link', { name: 'Edit' })).not.toBeInTheDocument();
    cleanup();

    const uid = await signInNewUser('admin', { verified: true });
    await setDoc(doc(env.owner.db, 'users', uid), { role: 'admin' }, { merge: true });
    await act(() => refreshSession());
    await openArticle(path);
    expect(screen.getByRole('link', { name: 'Edit' })).toHaveAttribute('href', `/admin/edit-article/${id}`);
  });
});
