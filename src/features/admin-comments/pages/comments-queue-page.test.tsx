/**
 * The moderation queue against the emulator and the repo's rules (the collection-group
 * list only admins may make, and the indexes of firestore.indexes.json): comments posted by
 * readers through the app's own write API, listed newest first with their article, position,
 * reports and state; the filters; Keep, Hide, Restore, Delete (asked first) and Block with
 * what each stores and says; the comments of an article since deleted; pages; and the
 * failure texts, with nothing lost.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { collection, collectionGroup, doc, getDoc, getDocs, limit, query, Timestamp, writeBatch, type DocumentData } from 'firebase/firestore/lite';
import { signInNewAdmin } from '../../../../tests/support/app/admin-session.js';
import { articleDoc } from '../../../../tests/support/app/article-fixtures.js';
import { appOnEmulators } from '../../../../tests/support/app/app-on-emulators.js';
import { renderApp } from '../../../../tests/support/app/render-app.js';
import { postAsReader, reportAsReader } from '../../../../tests/support/app/comments-as-readers.js';
import { clientsFor } from '../../../../tests/support/emulator.js';

// The first admin page a file opens compiles the admin chunks into jsdom (up to 20 s for its
// heading on a busy machine), so these tests get more than the project's 20 s.
vi.setConfig({ testTimeout: 30_000 });

const projectId = 'demo-comments-queue';
const backend = appOnEmulators(projectId);

const ARTICLE = 'margins-and-moats';
const OTHER_ARTICLE = 'a-quiet-draft';
const READERS = { alice: 'Alice Reader', bob: 'Bob Trader', carol: 'Carol Saver' } as const;
type Reader = keyof typeof READERS;

/** Posts as a reader through the app's write API; resolves with the comment's id. */
const post = (reader: Reader, body: string, fields: { readonly position?: { ticker: string; side: 'long' | 'short' | 'none' } } = {}) =>
  postAsReader(backend.emulator, projectId, { uid: reader, name: READERS[reader] }, { articleId: ARTICLE, body, ...fields });

const report = (reader: Reader, commentId: string) => reportAsReader(backend.emulator, projectId, reader, ARTICLE, commentId);

/** A comment stored as the app stores one, written past the rules (an older one, a hidden one). */
function storedComment(batch: ReturnType<typeof writeBatch>, id: string, fields: DocumentData, author: DocumentData) {
  batch.set(doc(backend.owner.db, 'articles', ARTICLE, 'comments', id), {
    body: 'An older comment.', authorName: READERS.carol, position: null, parentId: null, createdAt: Timestamp.fromMillis(Date.UTC(2026, 0, 2, 9)),
    editedAt: null, state: 'visible', review: 'new', reportCount: 0, ...fields,
  });
  batch.set(doc(backend.owner.db, 'commentAuthors', id), { uid: 'carol', articleId: ARTICLE, createdAt: Timestamp.fromMillis(Date.UTC(2026, 0, 2, 9)), ...author });
}

/** A fresh world: the article, its readers' profiles and no comments. */
async function seedWorld(commentCount = 0): Promise<void> {
  await backend.clearFirestore();
  const batch = writeBatch(backend.owner.db);
  batch.set(doc(backend.owner.db, 'articles', ARTICLE), { ...articleDoc('Margins and Moats'), slug: ARTICLE, tickers: ['AAPL', 'MSFT'], commentCount });
  batch.set(doc(backend.owner.db, 'articles', OTHER_ARTICLE), { ...articleDoc('A Quiet Draft', { status: 'draft' }), slug: OTHER_ARTICLE });
  for (const [uid, fullName] of Object.entries(READERS)) batch.set(doc(backend.owner.db, 'users', uid), { uid, fullName, email: `${uid}@example.com`, role: 'subscriber' });
  await batch.commit();
}

const stored = async (path: string) => (await getDoc(doc(backend.owner.db, path))).data();
const commentCount = async () => (await stored(`articles/${ARTICLE}`))?.commentCount as number;

const queue = () => screen.getByRole('list', { name: /^Comments, / });
const comment = (name: string) => within(queue()).getByRole('article', { name: `Comment by ${name}` });
const headings = () => within(queue()).getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);

async function openQueue() {
  renderApp('/admin/comments');
  expect(await screen.findByRole('heading', { level: 1, name: 'Comments' }, { timeout: 20_000 })).toBeVisible();
  await waitFor(() => expect(screen.queryByText(/^Loading comments…$/)).not.toBeInTheDocument());
}

function expectDeniedRequests() {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  onTestFinished(() => warn.mockRestore());
}

describe('the moderation queue', () => {
  it('says so when nothing awaits review', async () => {
    await seedWorld();
    await signInNewAdmin(backend.owner);
    await openQueue();
    expect(await screen.findByText('No comments awaiting review.')).toBeVisible();
  });

  it('lists new and reported comments, reported first, then newest first, with the article, position, reports and state, and filters them', async () => {
    const user = userEvent.setup();
    await seedWorld(3);
    // Bob's is the older, but reported: it comes first among those awaiting review.
    const bobId = await post('bob', 'Buy now <b>before</b> it moons!! <script>alert(1)</script>', { position: { ticker: 'MSFT', side: 'short' } });
    await report('carol', bobId);
    const aliceId = await post('alice', 'Long into the print; margins hold.', { position: { ticker: 'AAPL', side: 'long' } });
    const batch = writeBatch(backend.owner.db);
    storedComment(batch, 'reviewed', { body: 'Already reviewed.', review: 'done' }, {});
    storedComment(batch, 'hidden', { body: '', state: 'hidden', review: 'done', position: { ticker: 'AAPL', side: 'none' } }, { hiddenBody: 'Spam link here.' });
    await batch.commit();

    await signInNewAdmin(backend.owner);
    await openQueue();
    expect(headings()).toEqual(['Comment by Bob Trader', 'Comment by Alice Reader']);
    expect(queue()).toHaveAccessibleName('Comments, reported first, then newest');
    const bob = comment('Bob Trader');
    // Plain text: what looks like markup is shown as typed, never run.
    expect(within(bob).getByText('Buy now <b>before</b> it moons!! <script>alert(1)</script>')).toBeVisible();
    expect(bob.querySelector('b, script')).toBeNull();
    expect(within(bob).getByText('Short MSFT')).toBeVisible();
    expect(within(bob).getByRole('link', { name: 'Margins and Moats' })).toHaveAttribute('href', `/article/${ARTICLE}`);
    expect(within(bob).getByText('1 report')).toBeVisible();
    expect(within(bob).getByText('Reported')).toBeVisible();
    expect(within(bob).getByText('Shown')).toBeVisible();
    const alice = comment('Alice Reader');
    expect(within(alice).getByText('Long into the print; margins hold.')).toBeVisible();
    expect(within(alice).getByText('Long AAPL')).toBeVisible();
    expect(within(alice).getByText('No reports')).toBeVisible();
    expect(within(alice).getByText('New')).toBeVisible();
    expect(within(alice).getByRole('button', { name: 'Keep the comment by Alice Reader' })).toBeVisible();
    expect(within(alice).getByRole('button', { name: 'Block writer Alice Reader' })).toBeVisible();
    expect(aliceId).not.toBe(bobId);

    await user.selectOptions(screen.getByLabelText('Show'), 'Reported');
    await waitFor(() => expect(headings()).toEqual(['Comment by Bob Trader']));
    await user.selectOptions(screen.getByLabelText('Show'), 'Hidden');
    await waitFor(() => expect(headings()).toEqual(['Comment by Carol Saver']));
    const hidden = comment('Carol Saver');
    expect(within(hidden).getByText('Hidden text, kept to restore:')).toBeVisible();
    expect(within(hidden).getByText('Spam link here.')).toBeVisible();
    expect(within(hidden).getByText('No position in AAPL')).toBeVisible();
    expect(within(hidden).getByText('Reviewed')).toBeVisible();
    expect(within(hidden).getByRole('button', { name: /^Restore/ })).toBeVisible();
    expect(within(hidden).queryByRole('button', { name: /^Keep/ })).not.toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Show'), 'All comments');
    await waitFor(() => expect(headings()).toHaveLength(4));
    expect(headings().slice(0, 2)).toEqual(['Comment by Alice Reader', 'Comment by Bob Trader']);
    expect(queue()).toHaveAccessibleName('Comments, newest first');
  });

  it('shows a reply with the comment it answers, or says that one is no longer shown', async () => {
    await seedWorld(2);
    const batch = writeBatch(backend.owner.db);
    storedComment(batch, 'parent', { body: `Margins hold. ${'The detail runs on. '.repeat(20)}`, review: 'done' }, {});
    storedComment(batch, 'gone-parent', { body: '', state: 'hidden', review: 'done' }, {});
    storedComment(batch, 'answer', { body: 'They will not.', authorName: READERS.bob, parentId: 'parent', createdAt: Timestamp.fromMillis(Date.UTC(2026, 0, 3, 9)) }, { uid: 'bob' });
    storedComment(batch, 'orphan-answer', { body: 'What was that?', authorName: READERS.alice, parentId: 'gone-parent', createdAt: Timestamp.fromMillis(Date.UTC(2026, 0, 4, 9)) }, { uid: 'alice' });
    await batch.commit();
    await signInNewAdmin(backend.owner);
    await openQueue();

    const answer = comment('Bob Trader');
    expect(within(answer).getByText('In reply to Carol Saver:')).toBeVisible();
    const quoted = within(answer).getByText(/^Margins hold\./);
    expect(quoted.textContent).toMatch(/…$/);
    expect(quoted.textContent.length).toBeLessThanOrEqual(281);
    expect(within(comment('Alice Reader')).getByText('In reply to a comment readers no longer see.')).toBeVisible();
  });

  it('keeps, hides and restores a comment, saying so in its row; the article count follows what readers see', async () => {
    const user = userEvent.setup();
    await seedWorld();
    const id = await post('alice', 'Watch the buyback pace.', { position: { ticker: 'AAPL', side: 'long' } });
    expect(await commentCount()).toBe(1);
    await signInNewAdmin(backend.owner);
    await openQueue();
    const alice = comment('Alice Reader');

    await user.click(within(alice).getByRole('button', { name: 'Hide the comment by Alice Reader' }));
    expect(await within(alice).findByText('Hidden: readers see “Comment removed by a moderator” in its place.')).toHaveAttribute('role', 'status');
    // Hide and Restore share a place: the focus stays on it.
    expect(within(alice).getByRole('button', { name: 'Restore the comment by Alice Reader' })).toHaveFocus();
    expect(within(alice).getByText('Watch the buyback pace.')).toBeVisible();
    expect(within(alice).getByText('Hidden', { selector: 'span' })).toBeVisible();
    expect(await stored(`articles/${ARTICLE}/comments/${id}`)).toMatchObject({ state: 'hidden', body: '', review: 'done' });
    expect(await stored(`commentAuthors/${id}`)).toMatchObject({ hiddenBody: 'Watch the buyback pace.' });
    expect(await commentCount()).toBe(0);

    await user.click(within(alice).getByRole('button', { name: 'Restore the comment by Alice Reader' }));
    expect(await within(alice).findByText('Restored: readers see it again.')).toBeVisible();
    expect(await stored(`articles/${ARTICLE}/comments/${id}`)).toMatchObject({ state: 'visible', body: 'Watch the buyback pace.' });
    expect(await commentCount()).toBe(1);
    expect((await stored(`articles/${ARTICLE}`))?.positionTally).toEqual({ 'AAPL long': 1 });

    // Keep: a second comment, out of the queue, as it is.
    const bobId = await post('bob', 'Fair value is lower.');
    await user.selectOptions(screen.getByLabelText('Show'), 'All comments');
    const bob = await waitFor(() => comment('Bob Trader'));
    await user.click(within(bob).getByRole('button', { name: 'Keep the comment by Bob Trader' }));
    expect(await within(bob).findByText('Kept: it stays as it is, out of the queue.')).toBeVisible();
    expect(within(bob).queryByRole('button', { name: /^Keep/ })).not.toBeInTheDocument();
    await waitFor(() => expect(within(bob).getByRole('button', { name: 'Hide the comment by Bob Trader' })).toHaveFocus());
    expect(within(bob).getByText('Reviewed')).toBeVisible();
    expect(await stored(`articles/${ARTICLE}/comments/${bobId}`)).toMatchObject({ state: 'visible', review: 'done' });
  });

  it('deletes a comment after Confirm, not after Cancel', async () => {
    const user = userEvent.setup();
    await seedWorld();
    const aliceId = await post('alice', 'First.');
    const bobId = await post('bob', 'Second.');
    await signInNewAdmin(backend.owner);
    await openQueue();
    const bob = comment('Bob Trader');
    await user.click(within(bob).getByRole('button', { name: 'Delete the comment by Bob Trader' }));
    expect(within(bob).getByText('Delete the comment by Bob Trader? This cannot be undone.')).toBeVisible();
    expect(within(bob).getByText('Replies to it stay on the article.')).toBeVisible();
    await user.click(within(bob).getByRole('button', { name: 'Cancel' }));
    expect(await stored(`articles/${ARTICLE}/comments/${bobId}`)).toBeDefined();

    await user.click(within(bob).getByRole('button', { name: 'Delete the comment by Bob Trader' }));
    await user.click(within(bob).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('The comment by Bob Trader was deleted.')).toHaveAttribute('role', 'status');
    expect(headings()).toEqual(['Comment by Alice Reader']);
    await waitFor(() => expect(within(comment('Alice Reader')).getByRole('heading', { level: 2 })).toHaveFocus());
    expect(await stored(`articles/${ARTICLE}/comments/${bobId}`)).toBeUndefined();
    expect(await stored(`commentAuthors/${bobId}`)).toBeUndefined();
    expect(await stored(`articles/${ARTICLE}/comments/${aliceId}`)).toBeDefined();
    expect(await commentCount()).toBe(1);
  });

  it("lists what a deletion of its article cut short left, offers only what can be done, and deletes it with its records", async () => {
    const user = userEvent.setup();
    await seedWorld(1);
    const id = await post('alice', 'Left behind by a closed tab.');
    await report('bob', id);
    const batch = writeBatch(backend.owner.db);
    storedComment(batch, 'hidden-left', { body: '', state: 'hidden', review: 'done' }, { hiddenBody: 'Kept to restore.' });
    // The article is gone; its comments, their reports and author records are not.
    batch.delete(doc(backend.owner.db, 'articles', ARTICLE));
    await batch.commit();
    await signInNewAdmin(backend.owner);
    await openQueue();

    const alice = comment('Alice Reader');
    expect(within(alice).getByText('An article since deleted')).toBeVisible();
    expect(within(alice).queryByRole('link')).not.toBeInTheDocument();
    // No count to move: nothing to hide or restore, but keep, block and delete work.
    expect(within(alice).queryByRole('button', { name: /^Hide/ })).not.toBeInTheDocument();
    expect(within(alice).getByRole('button', { name: 'Keep the comment by Alice Reader' })).toBeVisible();
    expect(within(alice).getByRole('button', { name: 'Block writer Alice Reader' })).toBeVisible();
    await user.click(within(alice).getByRole('button', { name: 'Delete the comment by Alice Reader' }));
    expect(within(alice).queryByText('Replies to it stay on the article.')).not.toBeInTheDocument();
    await user.click(within(alice).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('The comment by Alice Reader was deleted.')).toBeVisible();
    expect(await stored(`articles/${ARTICLE}/comments/${id}`)).toBeUndefined();
    expect(await stored(`commentAuthors/${id}`)).toBeUndefined();
    expect(await stored(`articles/${ARTICLE}/comments/${id}/reports/bob`)).toBeUndefined();
    expect(await stored(`articles/${ARTICLE}`)).toBeUndefined();

    await user.selectOptions(screen.getByLabelText('Show'), 'Hidden');
    const hidden = await waitFor(() => comment('Carol Saver'));
    expect(within(hidden).getByText('Kept to restore.')).toBeVisible();
    expect(within(hidden).queryByRole('button', { name: /^Restore/ })).not.toBeInTheDocument();
    await user.click(within(hidden).getByRole('button', { name: 'Delete the comment by Carol Saver' }));
    await user.click(within(hidden).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('The comment by Carol Saver was deleted.')).toBeVisible();
    expect(await stored('commentAuthors/hidden-left')).toBeUndefined();
  });

  it('blocks a writer (every comment of theirs says so) and their next comment is refused; unblocks them', async () => {
    const user = userEvent.setup();
    await seedWorld(1);
    await post('alice', 'A fresh take.');
    const batch = writeBatch(backend.owner.db);
    storedComment(batch, 'alice-older', { body: 'An older take.', authorName: READERS.alice }, { uid: 'alice' });
    await batch.commit();
    await signInNewAdmin(backend.owner);
    await openQueue();
    const [newer, older] = within(queue()).getAllByRole('article');
    expect(within(newer!).getByText('A fresh take.')).toBeVisible();

    await user.click(within(newer!).getByRole('button', { name: 'Block writer Alice Reader' }));
    // Blocking asks first, and Cancel leaves the writer as they were.
    expect(within(newer!).getByText('Block Alice Reader from commenting? Their comments stay as they are; you can unblock them later.')).toBeVisible();
    await user.click(within(newer!).getByRole('button', { name: 'Cancel' }));
    expect(within(newer!).getByRole('button', { name: 'Block writer Alice Reader' })).toHaveFocus();
    expect(await stored('commenters/alice')).not.toMatchObject({ blocked: true });
    await user.click(within(newer!).getByRole('button', { name: 'Block writer Alice Reader' }));
    await user.click(within(newer!).getByRole('button', { name: 'Block' }));
    expect(await within(newer!).findByText('Blocked: Alice Reader can no longer comment.')).toBeVisible();
    expect(within(newer!).getByRole('button', { name: 'Unblock writer Alice Reader' })).toHaveFocus();
    expect(within(newer!).getByText('Writer blocked')).toBeVisible();
    expect(within(older!).getByText('Writer blocked')).toBeVisible();
    expect(within(older!).getByRole('button', { name: 'Unblock writer Alice Reader' })).toBeVisible();
    expect(await stored('commenters/alice')).toMatchObject({ blocked: true });
    await expect(post('alice', 'Let me back in.')).rejects.toMatchObject({ problem: 'blocked' });

    await user.click(within(older!).getByRole('button', { name: 'Unblock writer Alice Reader' }));
    expect(await within(older!).findByText('Unblocked: Alice Reader can comment again.')).toBeVisible();
    expect(within(newer!).queryByText('Writer blocked')).not.toBeInTheDocument();
    expect(await stored('commenters/alice')).toMatchObject({ blocked: false });
  });

  it('shows 20 comments a page and the next on Load more', async () => {
    const user = userEvent.setup();
    await seedWorld();
    const batch = writeBatch(backend.owner.db);
    for (let i = 0; i < 23; i++) {
      storedComment(batch, `c${i}`, { body: `Comment number ${i}.`, authorName: `Writer ${i}`, createdAt: Timestamp.fromMillis(Date.UTC(2026, 0, 30) - i * 60_000) }, {});
    }
    await batch.commit();
    await signInNewAdmin(backend.owner);
    await openQueue();
    expect(within(queue()).getAllByRole('article')).toHaveLength(20);
    expect(headings()[0]).toBe('Comment by Writer 0');
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(within(queue()).getAllByRole('article')).toHaveLength(23));
    expect(headings().at(-1)).toBe('Comment by Writer 22');
  });

  it('says when the queue cannot be loaded or an action fails, and keeps the comment as it was', async () => {
    const user = userEvent.setup();
    await seedWorld();
    const id = await post('alice', 'Still here after a failure.');
    await signInNewAdmin(backend.owner);
    expectDeniedRequests();
    await backend.closeFirestore();
    renderApp('/admin/comments');
    expect(await screen.findByText('Failed to load comments. Please try again.', {}, { timeout: 20_000 })).toBeVisible();
    await backend.reopenFirestore();
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    const alice = await waitFor(() => comment('Alice Reader'));

    await backend.closeFirestore();
    await user.click(within(alice).getByRole('button', { name: 'Hide the comment by Alice Reader' }));
    expect(await within(alice).findByText('Failed to hide the comment. Please try again.')).toHaveAttribute('role', 'alert');
    expect(within(alice).getByText('Still here after a failure.')).toBeVisible();
    expect(within(alice).getByRole('button', { name: 'Hide the comment by Alice Reader' })).toBeVisible();
    await user.click(within(alice).getByRole('button', { name: 'Block writer Alice Reader' }));
    await user.click(within(alice).getByRole('button', { name: 'Block' }));
    expect(await within(alice).findByText('Failed to block the writer. Please try again.')).toBeVisible();
    await user.click(within(alice).getByRole('button', { name: 'Cancel' }));
    await user.click(within(alice).getByRole('button', { name: 'Delete the comment by Alice Reader' }));
    await user.click(within(alice).getByRole('button', { name: 'Confirm' }));
    expect(await within(alice).findByText('Failed to delete the comment. Please try again.')).toHaveAttribute('role', 'alert');
    expect(headings()).toEqual(['Comment by Alice Reader']);
    await backend.reopenFirestore();
    expect(await stored(`articles/${ARTICLE}/comments/${id}`)).toMatchObject({ state: 'visible', body: 'Still here after a failure.', review: 'new' });
    expect(await stored('commenters/alice')).toMatchObject({ blocked: false });
  });

  it("lists every article's comments to admins only: a reader lists one article's", async () => {
    await seedWorld();
    await post('alice', 'Readers cannot list the queue.');
    const client = clientsFor(backend.emulator, projectId, { sub: 'bob', email: 'bob@example.com', email_verified: true });
    onTestFinished(() => client.dispose());
    await expect(getDocs(query(collectionGroup(client.db, 'comments'), limit(20)))).rejects.toMatchObject({ code: 'permission-denied' });
    expect((await getDocs(query(collection(client.db, 'articles', ARTICLE, 'comments'), limit(20)))).size).toBe(1);
  });
});
