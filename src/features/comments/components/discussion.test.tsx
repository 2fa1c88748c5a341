/**
 * The discussion under an article, in the real app against the emulators: what a guest
 * reads and is offered, and what a verified reader writes, each write judged by the
 * repo's rules. Every article here is the test's own, so no test sees another's comments.
 */
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { collection, doc, getDoc, getDocs, setDoc, Timestamp, writeBatch } from 'firebase/firestore/lite';
import { completeSignIn } from '../../../lib/session/session.js';
import { appOnEmulators } from '../../../../tests/support/app/app-on-emulators.js';
import { articleDoc } from '../../../../tests/support/app/article-fixtures.js';
import { renderAppAt } from '../../../../tests/support/app/render-app-at.js';
import { signInNewUser } from '../../../../tests/support/app/sign-in-to-app.js';

const env = appOnEmulators('demo-discussion');
const TITLE = 'Apple After the Buyback';
const MINUTE = 60 * 1000;
let articles = 0;

/** A published article of the test's own, on AAPL and MSFT. */
async function seedArticle(fields: Record<string, unknown> = {}): Promise<{ id: string; path: string }> {
  const id = `discussed-${++articles}`;
  await setDoc(doc(env.owner.db, 'articles', id), { ...articleDoc(TITLE), slug: id, tickers: ['AAPL', 'MSFT'], ...fields });
  return { id, path: `/article/${id}` };
}

interface Seeded {
  readonly id: string;
  readonly minutesAgo: number;
  readonly fields?: Record<string, unknown>;
  /** Whose it is (commentAuthors): another reader's unless said. */
  readonly uid?: string;
}

/** Comments as stored, each with its author record, written past the rules. */
async function seedComments(articleId: string, comments: readonly Seeded[]): Promise<void> {
  const batch = writeBatch(env.owner.db);
  for (const { id, minutesAgo, fields = {}, uid = 'someone-else' } of comments) {
    const createdAt = Timestamp.fromMillis(Date.now() - minutesAgo * MINUTE);
    batch.set(doc(env.owner.db, 'articles', articleId, 'comments', id), {
      body: `Comment ${id}.`, authorName: 'Jordan Lee', position: null, parentId: null, createdAt, editedAt: null,
      state: 'visible', review: 'new', reportCount: 0, ...fields,
    });
    batch.set(doc(env.owner.db, 'commentAuthors', id), { uid, articleId, createdAt });
  }
  await batch.commit();
}

const read = async (path: string) => (await getDoc(doc(env.owner.db, path))).data();
const discussion = () => screen.getByRole('region', { name: 'Discussion' });
const list = () => within(discussion()).getByRole('list', { name: 'Comments' });
const commentsBy = (name: string) => within(discussion()).queryAllByRole('article', { name: `Comment by ${name}` });

/** Opens the article and waits for its discussion to be read, and for what follows it. */
async function openDiscussion(path: string): Promise<void> {
  renderAppAt(path);
  await screen.findByRole('heading', { level: 1, name: TITLE });
  await waitFor(() => expect(within(discussion()).queryByRole('status')).not.toBeInTheDocument());
  expect(await screen.findByRole('heading', { name: 'Popular Articles' })).toBeVisible();
}

/** A verified reader with a name, signed in; resolves with their uid. */
async function signInReader(name = 'Alex Morgan'): Promise<string> {
  const uid = await signInNewUser('commenter', { verified: true });
  await act(() => completeSignIn({ fullName: name }));
  return uid;
}

beforeAll(async () => {
  // The discussion's lazy chunk, compiled once here so that no test waits for the compiler
  // (the article page's come in the first test, which waits for them: openDiscussion).
  await import('./discussion.js');
});

beforeEach(() => {
  sessionStorage.clear();
});

describe('the discussion, for a guest', () => {
  it('shows the count, the tally and the comments newest first, each with its replies', async () => {
    const { id, path } = await seedArticle({ commentCount: 5, positionTally: { 'AAPL long': 3, 'AAPL short': 1, 'AAPL none': 2, 'MSFT short': 1 } });
    await seedComments(id, [
      { id: 'older', minutesAgo: 90, fields: { authorName: 'Priya Shah', body: 'Buybacks at 30 times earnings.', position: { ticker: 'AAPL', side: 'short' } } },
      { id: 'newer', minutesAgo: 10, fields: { authorName: 'Sam Ortiz', body: 'Services carry the margin.\nHardware is flat.', position: { ticker: 'AAPL', side: 'long' }, editedAt: Timestamp.now() } },
      { id: 'reply-2', minutesAgo: 5, fields: { authorName: 'Sam Ortiz', parentId: 'older', body: 'Second reply.' } },
      { id: 'reply-1', minutesAgo: 60, fields: { authorName: 'Jordan Lee', parentId: 'older', body: 'First reply.', position: { ticker: 'MSFT', side: 'none' } } },
    ]);

    await openDiscussion(path);

    const region = discussion();
    expect(within(region).getByText('5 comments')).toBeVisible();
    // The count beside Like and Save leads here.
    expect(screen.getByRole('link', { name: '5 comments' })).toHaveAttribute('href', '#comments');
    expect(region).toHaveAttribute('id', 'comments');
    const tally = within(region).getByRole('list', { name: 'Reader positions' });
    expect(within(tally).getAllByRole('listitem').map((line) => line.textContent)).toEqual(['AAPL: 3 long · 1 short · 2 no position', 'MSFT: 1 short']);
    expect(within(region).getByRole('button', { name: 'Newest first' })).toHaveAttribute('aria-pressed', 'true');

    const threads = within(list()).getAllByRole('article');
    expect(threads.map((comment) => comment.getAttribute('aria-label'))).toEqual(['Comment by Sam Ortiz', 'Comment by Priya Shah', 'Reply by Jordan Lee', 'Reply by Sam Ortiz']);
    const [newer, older] = threads;
    expect(within(newer!).getByText('Long AAPL')).toBeVisible();
    expect(within(newer!).getByText(/Edited/)).toBeVisible();
    expect(within(newer!).getByText('10 min ago')).toHaveAttribute('datetime');
    expect(within(newer!).getByText(/Services carry the margin/).textContent).toBe('Services carry the margin.\nHardware is flat.');
    expect(within(older!).getByText('Short AAPL')).toBeVisible();
    expect(within(older!).getByText('1 h ago')).toBeVisible();
    expect(within(screen.getByRole('list', { name: 'Replies to Priya Shah' })).getByText('No position in MSFT')).toBeVisible();
    // A guest may read, not act.
    expect(within(region).queryByRole('button', { name: /^Reply|^Report|^Edit|^Delete/ })).not.toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(within(region).getByRole('button', { name: 'Oldest first' }));
    await waitFor(() => expect(within(list()).getAllByRole('article', { name: /^Comment by/ }).map((comment) => comment.getAttribute('aria-label'))).toEqual(['Comment by Priya Shah', 'Comment by Sam Ortiz']));
    expect(within(region).getByRole('button', { name: 'Oldest first' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('says what a moderator removed and what a writer deleted, keeping the replies, and leaves out what nobody answered', async () => {
    const { id, path } = await seedArticle({ commentCount: 2 });
    await seedComments(id, [
      { id: 'hidden', minutesAgo: 50, fields: { state: 'hidden', body: '' } },
      { id: 'deleted-answered', minutesAgo: 40, fields: { state: 'deleted', body: '' } },
      { id: 'deleted-alone', minutesAgo: 30, fields: { state: 'deleted', body: '', authorName: 'Nobody Answered' } },
      { id: 'r-hidden', minutesAgo: 20, fields: { parentId: 'hidden', authorName: 'Riley Chen', body: 'Replying to the removed one.' } },
      { id: 'r-deleted', minutesAgo: 10, fields: { parentId: 'deleted-answered', authorName: 'Dana Fox', body: 'Replying to the deleted one.' } },
      { id: 'r-gone', minutesAgo: 5, fields: { parentId: 'deleted-answered', state: 'deleted', body: '', authorName: 'Gone Reply' } },
    ]);

    await openDiscussion(path);

    const top = within(list()).getAllByRole('listitem').filter((item) => item.parentElement === list());
    expect(top).toHaveLength(2);
    expect(within(top[0]!).getByRole('article', { name: 'Comment deleted by its writer' })).toBeVisible();
    expect(within(top[0]!).getByText('Replying to the deleted one.')).toBeVisible();
    expect(within(top[1]!).getByRole('article', { name: 'Comment removed by a moderator' })).toBeVisible();
    expect(within(top[1]!).getByText('Replying to the removed one.')).toBeVisible();
    expect(within(discussion()).queryByText(/Nobody Answered|Gone Reply/)).not.toBeInTheDocument();
  });

  it("marks staff's comments: Author under their own article, Staff elsewhere; a reader's name earns no mark", async () => {
    const { id, path } = await seedArticle({ commentCount: 3 });
    await seedComments(id, [
      { id: 'by-author', minutesAgo: 30, fields: { authorName: 'Dana Whitfield', staff: true, body: 'Author here: I hold no AAPL.' } },
      { id: 'by-staff', minutesAgo: 20, fields: { authorName: 'Sam Editor', staff: true } },
      { id: 'by-reader', minutesAgo: 10, fields: { authorName: 'Dana Whitfield' } },
    ]);

    await openDiscussion(path);

    const byBody = (body: string) => within(discussion()).getByText(body).closest('article')!;
    expect(within(byBody('Author here: I hold no AAPL.')).getByTitle('The author of this article')).toHaveTextContent('Author');
    expect(within(byBody('Comment by-staff.')).getByTitle('A member of the site’s staff')).toHaveTextContent('Staff');
    const reader = byBody('Comment by-reader.');
    expect(reader).toHaveAccessibleName('Comment by Dana Whitfield');
    expect(within(reader).queryByTitle(/author of this article|staff/)).not.toBeInTheDocument();
  });

  it('shows what a reader wrote as text, never as markup, with its web addresses as links that pass on nothing', async () => {
    const { id, path } = await seedArticle({ commentCount: 1 });
    const markup = '<img src=x onerror="window.hacked = true"> <b>bold</b> <a href="javascript:alert(1)">x</a> See https://www.sec.gov/edgar.';
    await seedComments(id, [{ id: 'markup', minutesAgo: 3, fields: { body: markup } }]);

    await openDiscussion(path);

    const comment = commentsBy('Jordan Lee')[0]!;
    expect(within(comment).getByText(/onerror/).textContent).toBe(markup);
    expect(comment.querySelector('img, b, script')).toBeNull();
    expect((window as { hacked?: boolean }).hacked).toBeUndefined();
    const links = within(comment).getAllByRole('link');
    expect(links).toHaveLength(1);
    expect(links[0]).toHaveAttribute('href', 'https://www.sec.gov/edgar');
    expect(links[0]).toHaveAttribute('rel', 'nofollow ugc noopener');
    expect(links[0]).toHaveAttribute('target', '_blank');
  });

  it('reads the comments a page at a time', async () => {
    const { id, path } = await seedArticle({ commentCount: 23 });
    await seedComments(id, Array.from({ length: 23 }, (_, n) => ({ id: `c${String(n).padStart(2, '0')}`, minutesAgo: 100 - n, fields: { body: `Number ${n}.` } })));
    const user = userEvent.setup();

    await openDiscussion(path);
    expect(commentsBy('Jordan Lee')).toHaveLength(20);
    expect(within(list()).getAllByRole('article')[0]).toHaveTextContent('Number 22.');

    await user.click(within(discussion()).getByRole('button', { name: 'Show more comments' }));
    await waitFor(() => expect(commentsBy('Jordan Lee')).toHaveLength(23));
    expect(within(list()).getAllByRole('article').at(-1)).toHaveTextContent('Number 0.');
    // The keyboard goes on from the first of the new ones.
    await waitFor(() => expect(within(list()).getAllByRole('article')[20]).toHaveFocus());
    expect(within(list()).getAllByRole('article')[20]).toHaveTextContent('Number 2.');
    expect(within(discussion()).queryByRole('button', { name: 'Show more comments' })).not.toBeInTheDocument();
  });

  it('reads the replies to a page a few queries at a time, and the rest when asked', async () => {
    const { id, path } = await seedArticle({ commentCount: 201 });
    await seedComments(id, [
      { id: 'busy', minutesAgo: 500, fields: { authorName: 'Priya Shah', body: 'A question everyone answers.' } },
      ...Array.from({ length: 200 }, (_, n) => ({ id: `r${String(n).padStart(3, '0')}`, minutesAgo: 400 - n, fields: { parentId: 'busy', body: `Answer ${n}.` } })),
    ]);
    const user = userEvent.setup();
    await openDiscussion(path);

    const replies = () => within(screen.getByRole('list', { name: 'Replies to Priya Shah' })).getAllByRole('article');
    // Four queries of at most 50 (the rules' bound), each giving 49 and the place to go on from.
    expect(replies()).toHaveLength(196);
    expect(replies().at(-1)).toHaveTextContent('Answer 195.');
    await user.click(within(discussion()).getByRole('button', { name: 'Show more replies' }));
    await waitFor(() => expect(replies()).toHaveLength(200));
    expect(replies().at(-1)).toHaveTextContent('Answer 199.');
    expect(within(discussion()).queryByRole('button', { name: /^Show more/ })).not.toBeInTheDocument();
  });

  it('keeps what a guest types, and sends them to log in and back to the discussion', async () => {
    const { path } = await seedArticle();
    const user = userEvent.setup();
    await openDiscussion(path);
    expect(within(discussion()).getByText('No one has commented yet. Start the discussion.')).toBeVisible();

    await user.type(within(discussion()).getByLabelText('Your comment'), 'A thought before logging in.');
    await user.selectOptions(within(discussion()).getByLabelText('Your position'), 'MSFT: short');
    const logIn = within(discussion()).getByRole('link', { name: 'Log in to join the discussion' });
    expect(logIn).toHaveAttribute('href', `/login?redirect=${encodeURIComponent(`${path}#comments`)}`);
    expect(within(discussion()).queryByRole('button', { name: 'Post comment' })).not.toBeInTheDocument();

    // Back on the article (in this tab): the text and the position are still there.
    cleanup();
    await openDiscussion(path);
    expect(within(discussion()).getByLabelText('Your comment')).toHaveValue('A thought before logging in.');
    expect(within(discussion()).getByLabelText('Your position')).toHaveValue('MSFT short');
  });
});

/** Midnight UTC today: the day of a reader's comment record, as the rules compute it. */
const utcToday = () => {
  const now = new Date();
  return Timestamp.fromDate(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate())));
};

describe('the discussion, for a verified reader', () => {
  it('posts a comment with a position: shown at once, then stored with the count and the tally', async () => {
    const uid = await signInReader();
    const { id, path } = await seedArticle({ commentCount: 1, positionTally: { 'AAPL long': 1 } });
    await seedComments(id, [{ id: 'earlier', minutesAgo: 30, fields: { position: { ticker: 'AAPL', side: 'long' } } }]);
    const user = userEvent.setup();
    await openDiscussion(path);

    // Nothing to post: said, and nothing shown as posted.
    await user.click(within(discussion()).getByRole('button', { name: 'Post comment' }));
    await waitFor(() => expect(within(discussion()).getByRole('alert')).toHaveTextContent('Write something before posting.'));
    expect(commentsBy('Alex Morgan')).toHaveLength(0);

    await user.type(within(discussion()).getByLabelText('Your comment'), 'Services now carry the margin.{Enter}See https://investor.apple.com');
    expect(within(discussion()).getByText('61 / 2,000')).toBeVisible();
    await user.selectOptions(within(discussion()).getByLabelText('Your position'), 'AAPL: short');
    await user.click(within(discussion()).getByRole('button', { name: 'Post comment' }));

    // At once: first in the list, marked as being posted; the box empties.
    const mine = commentsBy('Alex Morgan');
    expect(mine).toHaveLength(1);
    expect(within(list()).getAllByRole('article')[0]).toBe(mine[0]);
    expect(within(discussion()).getByLabelText('Your comment')).toHaveValue('');
    await waitFor(() => expect(mine[0]).toHaveAttribute('aria-busy', 'false'));
    expect(within(discussion()).getByText('Your comment is posted.')).toBeInTheDocument();
    expect(within(mine[0]!).getByText('Short AAPL')).toBeVisible();
    expect(within(mine[0]!).getByText('You')).toBeVisible();
    expect(within(mine[0]!).getByRole('link', { name: 'https://investor.apple.com' })).toHaveAttribute('rel', 'nofollow ugc noopener');
    expect(within(discussion()).getByText('2 comments')).toBeVisible();
    expect(within(discussion()).getByRole('list', { name: 'Reader positions' })).toHaveTextContent('AAPL: 1 long · 1 short');

    const stored = await getDocs(collection(env.owner.db, 'articles', id, 'comments'));
    const posted = stored.docs.find((found) => found.id !== 'earlier')!;
    expect(posted.data()).toMatchObject({ body: 'Services now carry the margin.\nSee https://investor.apple.com', authorName: 'Alex Morgan', position: { ticker: 'AAPL', side: 'short' }, parentId: null, state: 'visible' });
    expect(await read(`commentAuthors/${posted.id}`)).toMatchObject({ uid, articleId: id });
    expect(await read(`articles/${id}`)).toMatchObject({ commentCount: 2, positionTally: { 'AAPL long': 1, 'AAPL short': 1 } });
    // The box's kept text goes once posted (the page keeps other things of its own there, its counted view).
    expect(sessionStorage.getItem(`comment-draft:${id}`)).toBeNull();
  });

  it('replies to a comment, edits their reply within 15 minutes and deletes it', async () => {
    await signInReader();
    const { id, path } = await seedArticle({ commentCount: 1 });
    await seedComments(id, [{ id: 'question', minutesAgo: 30, fields: { authorName: 'Priya Shah', body: 'Is the buyback priced in?' } }]);
    const user = userEvent.setup();
    await openDiscussion(path);

    const question = commentsBy('Priya Shah')[0]!;
    await user.click(within(question).getByRole('button', { name: 'Reply to Priya Shah' }));
    const box = within(discussion()).getByLabelText('Your reply to Priya Shah');
    expect(box).toHaveFocus();
    await user.type(box, 'Partly: the guidance is not.');
    await user.click(within(discussion()).getByRole('button', { name: 'Post reply' }));

    const replies = () => within(discussion()).getByRole('list', { name: 'Replies to Priya Shah' });
    const reply = within(replies()).getByRole('article', { name: 'Reply by Alex Morgan' });
    await waitFor(() => expect(reply).toHaveAttribute('aria-busy', 'false'));
    expect(within(discussion()).getByText('Your reply is posted.')).toBeInTheDocument();
    expect(within(discussion()).queryByLabelText('Your reply to Priya Shah')).not.toBeInTheDocument();
    const stored = (await getDocs(collection(env.owner.db, 'articles', id, 'comments'))).docs.find((found) => found.id !== 'question')!;
    expect(stored.data()).toMatchObject({ parentId: 'question', body: 'Partly: the guidance is not.' });
    // Only a comment on the article takes replies (one level deep); Priya's is not the reader's to edit.
    expect(within(reply).queryByRole('button', { name: /^Reply/ })).not.toBeInTheDocument();
    expect(within(question).queryByRole('button', { name: /^Edit/ })).not.toBeInTheDocument();

    // Edit: within the 15 minutes, said beside it.
    expect(within(reply).getByText('15 min left to edit')).toBeVisible();
    await user.click(within(reply).getByRole('button', { name: 'Edit your comment' }));
    const editBox = within(reply).getByLabelText('Edit your comment');
    await user.clear(editBox);
    await user.type(editBox, 'Partly: the guidance is not, in my view.');
    await user.click(within(reply).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(within(reply).getByText('Partly: the guidance is not, in my view.')).toBeVisible());
    expect(within(reply).getByText(/Edited/)).toBeVisible();
    expect(within(discussion()).getByText('Your comment is saved.')).toBeInTheDocument();
    await waitFor(async () => expect(await read(`articles/${id}/comments/${stored.id}`)).toMatchObject({ body: 'Partly: the guidance is not, in my view.', editedAt: expect.any(Timestamp) as unknown }));

    // Delete, asked twice: gone (it had no replies), and the count follows.
    await user.click(within(reply).getByRole('button', { name: 'Delete your comment' }));
    expect(within(reply).getByText('Delete your comment? This cannot be undone.')).toBeVisible();
    expect(within(reply).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.click(within(reply).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(within(discussion()).queryByRole('article', { name: 'Reply by Alex Morgan' })).not.toBeInTheDocument());
    expect(within(discussion()).getByText('Your comment is deleted.')).toBeInTheDocument();
    expect(within(discussion()).getByText('1 comment')).toBeVisible();
    expect(await read(`articles/${id}/comments/${stored.id}`)).toMatchObject({ state: 'deleted', body: '' });
    expect(await read(`articles/${id}`)).toMatchObject({ commentCount: 1 });
  });

  it("reports another reader's comment once; their own older ones offer Delete but no longer Edit", async () => {
    const uid = await signInReader();
    const { id, path } = await seedArticle({ commentCount: 3 });
    await seedComments(id, [
      { id: 'spam', minutesAgo: 20, fields: { authorName: 'Pump Bot', body: 'Buy now!!!' } },
      { id: 'again', minutesAgo: 15, fields: { authorName: 'Pump Bot 2', body: 'Buy again!!!' } },
      { id: 'mine', minutesAgo: 45, uid, fields: { authorName: 'Alex Morgan', body: 'My older view.' } },
    ]);
    // The reader reported the second one before (on another visit).
    await setDoc(doc(env.owner.db, 'articles', id, 'comments', 'again', 'reports', uid), { createdAt: Timestamp.now() });
    const user = userEvent.setup();
    await openDiscussion(path);

    const mine = commentsBy('Alex Morgan')[0]!;
    await waitFor(() => expect(within(mine).getByRole('button', { name: 'Delete your comment' })).toBeVisible());
    expect(within(mine).queryByRole('button', { name: /^Edit/ })).not.toBeInTheDocument();
    expect(within(mine).queryByRole('button', { name: /^Report/ })).not.toBeInTheDocument();

    const spam = commentsBy('Pump Bot')[0]!;
    await user.click(within(spam).getByRole('button', { name: 'Report the comment by Pump Bot' }));
    expect(within(spam).getByText('Report this comment to the moderators?')).toBeVisible();
    await user.click(within(spam).getByRole('button', { name: 'Report' }));
    await waitFor(() => expect(within(spam).getByText('Reported')).toHaveFocus());
    expect(within(discussion()).getByText('Thank you. The moderators will review this comment.')).toBeInTheDocument();
    expect(await read(`articles/${id}/comments/spam`)).toMatchObject({ reportCount: 1, review: 'reported' });
    expect(await read(`articles/${id}/comments/spam/reports/${uid}`)).toBeDefined();

    // A second report is refused by the rules; the page knows it was made and says so.
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const again = commentsBy('Pump Bot 2')[0]!;
    await user.click(within(again).getByRole('button', { name: 'Report the comment by Pump Bot 2' }));
    await user.click(within(again).getByRole('button', { name: 'Report' }));
    await waitFor(() => expect(within(again).getByText('Reported')).toBeVisible());
    expect(await read(`articles/${id}/comments/again`)).toMatchObject({ reportCount: 0 });
    warn.mockRestore();
  });

  it('sees their comment taken back, with the reason, when the rules refuse it', async () => {
    // The refused commit is reported by the page; the SDK also warns about it.
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await signInReader();
    const { id, path } = await seedArticle({ commentCount: 0 });
    const user = userEvent.setup();
    await openDiscussion(path);
    // Unpublished meanwhile: the rules take comments on published articles only.
    await act(() => setDoc(doc(env.owner.db, 'articles', id), { status: 'draft' }, { merge: true }));

    await user.type(within(discussion()).getByLabelText('Your comment'), 'Posted as it was unpublished.');
    await user.click(within(discussion()).getByRole('button', { name: 'Post comment' }));
    await waitFor(() => expect(within(discussion()).getByRole('alert')).toHaveTextContent('The site did not accept this comment. Please reload the page and try again.'));
    expect(commentsBy('Alex Morgan')).toHaveLength(0);
    expect(within(discussion()).getByText('No comments yet')).toBeVisible();
    expect(within(discussion()).getByLabelText('Your comment')).toHaveValue('Posted as it was unpublished.');
    expect((await getDocs(collection(env.owner.db, 'articles', id, 'comments'))).size).toBe(0);
    warn.mockRestore();
  });

  it("is told that their name is one of the site's authors', and gets their text back", async () => {
    await setDoc(doc(env.owner.db, 'staffNames', 'danawhitfield'), { name: 'Dana Whitfield', createdAt: Timestamp.now() });
    await signInReader('Dana Whitfield, CFA');
    const { id, path } = await seedArticle({ commentCount: 0 });
    const user = userEvent.setup();
    await openDiscussion(path);

    await user.type(within(discussion()).getByLabelText('Your comment'), 'Author here: I have sold my AAPL.');
    await user.click(within(discussion()).getByRole('button', { name: 'Post comment' }));
    await waitFor(() => expect(within(discussion()).getByRole('alert')).toHaveTextContent("Your profile's name is one our authors publish under."));
    expect(within(discussion()).getByLabelText('Your comment')).toHaveValue('Author here: I have sold my AAPL.');
    expect((await getDocs(collection(env.owner.db, 'articles', id, 'comments'))).size).toBe(0);
  });

  it('is told to wait 30 seconds between comments, and gets their text back', async () => {
    const uid = await signInReader();
    const { id, path } = await seedArticle();
    const user = userEvent.setup();
    await openDiscussion(path);
    await user.type(within(discussion()).getByLabelText('Your comment'), 'Too quick.');
    // Their last comment, 10 seconds before they press Post.
    const lastAt = Date.now() - 10 * 1000;
    await setDoc(doc(env.owner.db, 'commenters', uid), { lastAt: Timestamp.fromMillis(lastAt), day: utcToday(), count: 3, lastCommentId: 'x', blocked: false });
    const pressed = Date.now();
    await user.click(within(discussion()).getByRole('button', { name: 'Post comment' }));

    const alert = await within(discussion()).findByRole('alert');
    await waitFor(() => expect(alert).toHaveTextContent(/^Please wait \d+ seconds before posting again\.$/));
    const answered = Date.now();
    // The seconds left when the check ran, somewhere between pressing and the answer (a busy
    // machine takes its time): 20 at once, fewer the longer it took.
    const [, shown] = /^Please wait (\d+) seconds before posting again\.$/.exec(alert.textContent ?? '') ?? [];
    const left = (at: number) => Math.ceil((lastAt + 30 * 1000 - at) / 1000);
    expect(Number(shown)).toBeGreaterThanOrEqual(left(answered));
    expect(Number(shown)).toBeLessThanOrEqual(left(pressed));
    expect(within(discussion()).getByLabelText('Your comment')).toHaveValue('Too quick.');
    expect(commentsBy('Alex Morgan')).toHaveLength(0);
    expect(within(discussion()).getByText('No comments yet')).toBeVisible();
    expect((await getDocs(collection(env.owner.db, 'articles', id, 'comments'))).size).toBe(0);
  });

  it('is told when they have posted the most comments a day', async () => {
    const uid = await signInReader();
    const { path } = await seedArticle();
    await setDoc(doc(env.owner.db, 'commenters', uid), { lastAt: Timestamp.fromMillis(Date.now() - 5 * MINUTE), day: utcToday(), count: 50, lastCommentId: 'x', blocked: false });
    const user = userEvent.setup();
    await openDiscussion(path);

    await user.type(within(discussion()).getByLabelText('Your comment'), 'One more.');
    await user.click(within(discussion()).getByRole('button', { name: 'Post comment' }));
    await waitFor(() => expect(within(discussion()).getByRole('alert')).toHaveTextContent('You have posted 50 comments today, the most a day.'));
    expect(within(discussion()).getByLabelText('Your comment')).toHaveValue('One more.');
  });

  it('is told a moderator has stopped them, in place of the box', async () => {
    const uid = await signInReader();
    const { path } = await seedArticle();
    await setDoc(doc(env.owner.db, 'commenters', uid), { lastAt: Timestamp.fromMillis(Date.now() - 5 * MINUTE), day: utcToday(), count: 1, lastCommentId: 'x', blocked: true });
    await openDiscussion(path);
    expect(await within(discussion()).findByText('A moderator has stopped this account from commenting.')).toBeVisible();
    expect(within(discussion()).queryByLabelText('Your comment')).not.toBeInTheDocument();
  });
});

describe('the discussion, for a reader who cannot write yet', () => {
  it('tells a reader with an unverified e-mail where to verify it', async () => {
    await signInNewUser('unverified');
    const { path } = await seedArticle();
    await openDiscussion(path);
    const notice = within(discussion()).getByText(/Please verify your e-mail address to join the discussion\./);
    expect(within(notice).getByRole('link', { name: 'Verify your e-mail' })).toHaveAttribute('href', '/verify-email');
    expect(within(discussion()).queryByLabelText('Your comment')).not.toBeInTheDocument();
  });

  it('tells a reader with no name to add one in their profile', async () => {
    await signInNewUser('nameless', { verified: true });
    const { path } = await seedArticle();
    await openDiscussion(path);
    const notice = within(discussion()).getByText(/before commenting\./);
    expect(notice).toHaveTextContent('Add your name in your profile before commenting.');
    expect(within(notice).getByRole('link', { name: 'your profile' })).toHaveAttribute('href', '/profile');
  });
});
