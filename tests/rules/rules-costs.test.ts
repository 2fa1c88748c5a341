// @vitest-environment jsdom
/**
 * What the site's writes cost the rules: a request may evaluate at most 1,000 expressions,
 * and every write the app makes must stay within 800 of them, so that a field added later
 * does not refuse an ordinary save (docs/security.md, "The rules' budget"). Each commit is
 * made by the app's own code (saveArticle, recordIdea, the comment and moderation writes,
 * likes, views, bookmarks, subscriptions, the profile) with the costliest inputs it can
 * send: every text at its longest, 20 tags, 10 tickers, a featured image, a share card, a
 * disclosure and a trade idea, on an article whose byline is full (bio, avatar, three links).
 * The repo's emulator reports each decision's count (docs/emulator.md §6.7); the test prints
 * a table of every write of each commit and the costliest, and asserts each is within 800.
 *
 * In jsdom: the save sanitizes the text with DOMPurify, as the admin's browser does.
 */
import { Timestamp, collection, doc, getDoc, serverTimestamp, setDoc, writeBatch, type DocumentData } from 'firebase/firestore/lite';
import { Blob as NodeBlob } from 'node:buffer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DecisionReport } from '../../emulator/src/rules/registry.js';
import { recordIdea } from '../../src/features/admin-articles/api/record-idea.js';
import { saveArticle, type Saved, type SaveRequest } from '../../src/features/admin-articles/api/save-article.js';
import { writeAuthorProfile } from '../../src/lib/firebase/author-profiles.js';
import { deleteArticle } from '../../src/features/admin-articles/api/delete-article.js';
import { reindexSearch } from '../../src/features/admin-articles/api/reindex-search.js';
import { tidyOlderTags } from '../../src/features/admin-articles/api/tags.js';
import type { DrawCard } from '../../src/features/admin-articles/api/share-card.js';
import { EMPTY_DRAFT, type ArticleDraft, type Writer } from '../../src/features/admin-articles/types.js';
import { changeName } from '../../src/features/account/api/profile-changes.js';
import { eraseAccountData } from '../../src/features/account/api/delete-account.js';
import { likeArticle, unlikeArticle } from '../../src/features/articles/api/likes.js';
import { saveArticle as bookmark, unsaveArticle } from '../../src/features/articles/api/saves.js';
import { countView } from '../../src/features/articles/api/views.js';
import { articleFromDoc } from '../../src/features/articles/api/article-from-doc.js';
import { deleteComment, hideComment, markReviewed, restoreComment, setCommenterBlocked } from '../../src/features/admin-comments/api/moderate.js';
import { deleteOwnComment, editComment, postComment, reportComment } from '../../src/features/comments/api/write-comments.js';
import { subscribe } from '../../src/features/newsletter/api/subscribe.js';
import type { Comment } from '../../src/lib/comments/model.js';
import { getDb } from '../../src/lib/firebase/firestore.js';
import { refreshSession } from '../../src/lib/session/session.js';
import { appOnEmulators } from '../support/app/app-on-emulators.js';
import { signInNewUser } from '../support/app/sign-in-to-app.js';
import { clientsFor, type TestClients } from '../support/emulator.js';

// The Storage SDK's uploads (the share cards) go through Node's fetch here, which cannot read
// jsdom's Blob ("object.stream is not a function"): the file's uploads get Node's own.
const jsdomBlob = globalThis.Blob;
beforeAll(() => {
  globalThis.Blob = NodeBlob as typeof Blob;
});

const PROJECT = 'demo-rules-costs';
const BUDGET = 800;
const env = appOnEmulators(PROJECT);

// ---- Measuring

interface Measured {
  readonly commit: string;
  readonly writes: readonly DecisionReport[];
}

const measured: Measured[] = [];
const WRITES = new Set(['create', 'update', 'delete']);

/** Runs `work` (the app's own call) and keeps the cost of every write it sent, under `commit`. */
async function measure<T>(commit: string, work: () => Promise<T>): Promise<T> {
  const writes: DecisionReport[] = [];
  const stop = env.emulator.rules.onDecision((report) => {
    if (report.service === 'cloud.firestore' && report.project === PROJECT && WRITES.has(report.method)) writes.push(report);
  });
  try {
    return await work();
  } finally {
    stop();
    measured.push({ commit, writes });
  }
}

const costliest = (writes: readonly DecisionReport[]): number => Math.max(0, ...writes.map((write) => write.expressions));

/** A write as the table names it: the collection path with ids shortened, the method, the cost. */
function described(write: DecisionReport): string {
  const path = write.path.split('/').map((part, i) => (i % 2 === 1 && part.length > 12 ? `${part.slice(0, 6)}…` : part)).join('/');
  return `${write.method} ${path} ${write.expressions}${write.allowed ? '' : ' (refused)'}`;
}

function table(): string {
  const width = Math.max(...measured.map((row) => row.commit.length));
  const lines = measured.map((row) => `${row.commit.padEnd(width)} | ${String(costliest(row.writes)).padStart(4)} | ${row.writes.map(described).join(', ')}`);
  return [`Rules costs, expressions a write (limit 1,000, budget ${BUDGET}):`, `${'commit'.padEnd(width)} |  max | each write`, ...lines].join('\n');
}

afterAll(() => {
  globalThis.Blob = jsdomBlob;
  if (measured.length > 0) console.log(table());
});

/** Measures `work`, and expects it to have written, every write within the budget. */
async function withinBudget<T>(commit: string, work: () => Promise<T>): Promise<T> {
  const result = await measure(commit, work);
  const row = measured.at(-1)!;
  expect(row.writes.length, `${commit}: no write was measured`).toBeGreaterThan(0);
  expect(row.writes.filter((write) => !write.allowed), commit).toEqual([]);
  // Soft: every commit is measured and printed, the costly ones each reported.
  expect.soft(costliest(row.writes), `${commit}: ${row.writes.map(described).join(', ')}`).toBeLessThanOrEqual(BUDGET);
  return result;
}

// ---- The costliest inputs

/** Words up to exactly `length` characters. */
const text = (length: number, word = 'Margin'): string => `${word} `.repeat(Math.ceil(length / (word.length + 1))).slice(0, length).trimEnd().padEnd(length, 'x');
const TICKERS = ['AAPL', 'MSFT', 'NVDA', 'TSLA', 'AMZN', 'GOOG', 'META', 'BRK.B', 'JPM', 'BTC-USD'];
const TAGS = Array.from({ length: 20 }, (_, i) => `${text(54, 'Tagged')} ${String(i).padStart(2, '0')}`);
const DISCLOSURE = `${text(1990, 'The author holds no position')}. Done.`.slice(-2000);
const IMAGE = 'https://example.com/images/featured/featured-a1b2c3d4e5f6g7h8i9j0.png';
const LINKS = { twitter: 'https://x.com/daniel', linkedin: 'https://www.linkedin.com/in/daniel', website: 'https://example.com/daniel' };
const FULL_BYLINE = { id: 'daniel-brooks', name: text(100, 'Daniel'), bio: text(1000, 'Analyst'), avatar: 'https://example.com/avatar.png', socialLinks: LINKS };
const LONG_IDEA = { direction: 'long', ticker: 'AAPL', entry: '180', target: '215.5', stop: '165', horizon: `${text(50, 'About')} 6 months` } as const;

/** The fullest article the editor's form can hold. */
function fullDraft(slug: string, changes: Partial<ArticleDraft> = {}): ArticleDraft {
  return {
    ...EMPTY_DRAFT,
    title: text(200, 'Headline'),
    slug,
    slugEdited: true,
    summary: text(300, 'Summary'),
    content: `<p>${text(20_000, 'Paragraph')}</p><h2>${text(100, 'Heading')}</h2><p>${text(20_000, 'More')}</p>`,
    category: 'trade-ideas',
    tags: TAGS.join(', '),
    featuredImage: IMAGE,
    featuredImageAlt: text(250, 'Chart'),
    featuredImageCaption: text(300, 'Source'),
    metaTitle: text(100, 'Search'),
    metaDescription: text(300, 'Results'),
    isFeatured: true,
    tickers: TICKERS,
    disclosure: DISCLOSURE,
    tradeIdea: { ...LONG_IDEA },
    ...changes,
  };
}

/** A share card drawn without a canvas: a PNG the storage rules take. */
const PNG = Uint8Array.from(atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8/5+hHgAHggJ/PchI7wAAAABJRU5ErkJggg=='), (c) => c.charCodeAt(0));
const drawCard: DrawCard = () => Promise.resolve({ png: new Blob([PNG], { type: 'image/png' }), withImage: true });

async function signInAdmin(): Promise<Writer> {
  const uid = await signInNewUser('editor');
  await setDoc(doc(env.owner.db, 'users', uid), { role: 'admin', fullName: 'Test Editor' }, { merge: true });
  await refreshSession();
  return { uid, name: 'Test Editor' };
}

/** A save as the editor makes it; a published article's share card must have been made (it is a field of the write). */
async function save(request: Omit<SaveRequest, 'drawCard' | 'rebuildFeeds'>): Promise<Saved> {
  const saved = await saveArticle({ ...request, drawCard, rebuildFeeds: false });
  expect(saved.shareCardFailed).toBe(false);
  return saved;
}

/** Gives a stored article the fullest byline (the editor bylines a new article with a name only; seeds and older articles hold more). */
async function giveFullByline(id: string): Promise<void> {
  await setDoc(doc(env.owner.db, 'articles', id), { author: FULL_BYLINE }, { merge: true });
}

/** The stored article `id`, created again under a new id and slug with the fullest byline, as an admin's write. */
async function createWithFullByline(id: string): Promise<void> {
  const fields = await stored(id);
  const db = getDb();
  const copy = doc(collection(db, 'articles'));
  const batch = writeBatch(db);
  const now = serverTimestamp();
  batch.set(copy, { ...fields, author: FULL_BYLINE, slug: 'a-full-byline', editedFrom: '', createdAt: now, updatedAt: now, publishedAt: now });
  batch.set(doc(db, 'slugs', 'a-full-byline'), { articleId: copy.id, createdAt: serverTimestamp() });
  await batch.commit();
}

const stored = async (id: string): Promise<DocumentData> => (await getDoc(doc(env.owner.db, 'articles', id))).data() ?? {};

// ---- The writes

describe('the rules budget: the costliest write of every commit the app makes', () => {
  it("an admin's saves: create, autosave, publish with an idea, edit, unpublish, publish again, delete", async () => {
    const writer = await signInAdmin();
    await withinBudget('article: create a draft', () => save({ id: null, draft: fullDraft('a-draft-idea'), status: 'draft', version: '', writer }));
    const created = await withinBudget('article: create, published', () => save({ id: null, draft: fullDraft('published-at-once'), status: 'published', version: '', writer }));
    // The editor bylines a new article with a name; a create may carry a whole byline (as
    // seeds and older articles do): the same article, under a new id, with the fullest one.
    await withinBudget('article: create, published, full byline (not the editor)', () => createWithFullByline(created.id));

    let saved = await save({ id: null, draft: fullDraft('the-idea'), status: 'draft', version: '', writer });
    await giveFullByline(saved.id);
    saved = await withinBudget('article: autosave of a draft', () =>
      save({ id: saved.id, draft: fullDraft('the-idea', { summary: text(300, 'Autosaved') }), status: 'draft', version: saved.version, writer, auto: true }));
    // An idea being typed (docs/authoring.md: a draft is stored whatever state its fields are in).
    saved = await withinBudget('article: autosave of a draft, its idea half filled', () =>
      save({ id: saved.id, draft: fullDraft('the-idea', { tradeIdea: { ...LONG_IDEA, entry: '', stop: '', horizon: text(60, 'into') } }), status: 'draft', version: saved.version, writer, auto: true }));
    saved = await withinBudget('article: publish a new idea, target changed', () =>
      save({ id: saved.id, draft: fullDraft('the-idea', { tradeIdea: { ...LONG_IDEA, target: '230' } }), status: 'published', version: saved.version, writer }));
    saved = await withinBudget('article: edit while published', () =>
      save({ id: saved.id, draft: fullDraft('the-idea', { title: text(200, 'Retitled'), tradeIdea: { ...LONG_IDEA, target: '230' } }), status: 'published', version: saved.version, writer }));
    saved = await withinBudget('article: new slug while published', () =>
      save({ id: saved.id, draft: fullDraft('the-idea-moved', { title: text(200, 'Retitled'), tradeIdea: { ...LONG_IDEA, target: '230' } }), status: 'published', version: saved.version, writer }));
    saved = await withinBudget('article: unpublish', () =>
      save({ id: saved.id, draft: fullDraft('the-idea-moved', { title: text(200, 'Retitled'), tradeIdea: { ...LONG_IDEA, target: '230' } }), status: 'draft', version: saved.version, writer }));
    saved = await withinBudget('article: publish again', () =>
      save({ id: saved.id, draft: fullDraft('the-idea-moved', { title: text(200, 'Retitled'), tradeIdea: { ...LONG_IDEA, target: '230' } }), status: 'published', version: saved.version, writer }));
    expect(await stored(saved.id)).toMatchObject({ status: 'published', author: FULL_BYLINE, tradeIdea: { target: 230 } });
    await withinBudget('article: delete', () => deleteArticle(saved.id, { rebuildFeeds: false }));
  });

  it("an admin's saves that bring the byline up to its author's profile", async () => {
    const writer = await signInAdmin();
    // Saved before the author had a profile: the byline holds the name alone.
    let saved = await save({ id: null, draft: fullDraft('a-byline-refreshed'), status: 'draft', version: '', writer });
    let published = await save({ id: null, draft: fullDraft('a-published-byline-refreshed'), status: 'published', version: '', writer });
    const profile = { name: 'Test Editor', bio: text(200, 'Analyst'), avatar: 'https://example.com/avatar.png', socialLinks: LINKS };
    await withinBudget('staff profile', () => writeAuthorProfile(getDb(), 'test-editor', profile));
    saved = await withinBudget('article: autosave of a draft, byline from a full profile', () =>
      save({ id: saved.id, draft: fullDraft('a-byline-refreshed', { summary: text(300, 'Autosaved') }), status: 'draft', version: saved.version, writer, auto: true }));
    expect((await stored(saved.id)).author).toEqual({ id: 'test-editor', ...profile });
    published = await withinBudget('article: edit while published, byline from a full profile', () =>
      save({ id: published.id, draft: fullDraft('a-published-byline-refreshed', { title: text(200, 'Retitled') }), status: 'published', version: published.version, writer }));
    expect((await stored(published.id)).author).toEqual({ id: 'test-editor', ...profile });
    await withinBudget('article: create, published, byline from a full profile', () =>
      save({ id: null, draft: fullDraft('published-with-profile'), status: 'published', version: '', writer }));
  });

  it("a published idea's record: outcome, amendment, outcome changed with an amendment", async () => {
    const writer = await signInAdmin();
    const saved = await save({ id: null, draft: fullDraft('a-recorded-idea'), status: 'published', version: '', writer });
    await giveFullByline(saved.id);
    const today = new Date();
    const closedOn = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate()));
    const outcome = { status: 'target-hit', price: 216, closedOn, note: text(140, 'Closed') } as const;
    let version = (await withinBudget('idea: outcome', () => recordIdea(saved.id, saved.version, { outcome }))).version;
    version = (await withinBudget('idea: amendment', () => recordIdea(saved.id, version, { amendment: text(280, 'Amended') }))).version;
    await withinBudget('idea: outcome changed, with an amendment', () =>
      recordIdea(saved.id, version, { outcome: { ...outcome, status: 'closed', price: 200 }, amendment: text(280, 'Corrected') }));
  });

  it("an admin's upkeep: the tags' first tidy and Re-index search, each a write of its own", async () => {
    const writer = await signInAdmin();
    const saved = await save({ id: null, draft: fullDraft('an-untidy-idea'), status: 'published', version: '', writer });
    const { tagKeys: _keys, ...untidy } = await stored(saved.id);
    await setDoc(doc(env.owner.db, 'articles', saved.id), { ...untidy, author: FULL_BYLINE, tags: TAGS.map((tag) => tag.toUpperCase()), searchTerms: [] });
    await withinBudget("tags: the first tidy", () => tidyOlderTags());
    await withinBudget('search: re-index', () => reindexSearch(() => undefined));
  });

  it("readers' and moderators' writes: comments, reports, hiding, restoring, deleting, blocking", async () => {
    const writer = await signInAdmin();
    const saved = await save({ id: null, draft: fullDraft('a-discussed-idea'), status: 'published', version: '', writer });
    await giveFullByline(saved.id);
    const articleId = saved.id;
    const reader = await readerClients('reader-one', text(100, 'Reader'));
    const other = await readerClients('reader-two', 'Other Reader');
    const moderator = clientsFor(env.emulator, PROJECT, { sub: writer.uid, email: 'editor@example.com', email_verified: true });
    try {
      const position = { ticker: 'AAPL', side: 'long' } as const;
      const body = text(2000, 'Comment');
      const commentId = await withinBudget('comment: post with a position', () =>
        postComment(reader.clients.db, { articleId, uid: reader.uid, authorName: reader.name, body, position, parentId: null, staff: false }));
      await withinBudget('comment: edit, position changed', () =>
        editComment(reader.clients.db, { articleId, commentId, body: text(2000, 'Edited'), position: { ticker: 'TSLA', side: 'short' }, before: position }));
      await withinBudget('comment: report', () => reportComment(other.clients.db, articleId, commentId, other.uid));
      const shown: Comment = await commentOf(articleId, commentId);
      await withinBudget('moderation: hide', () => hideComment(moderator.db, shown));
      await withinBudget('moderation: restore', () => restoreComment(moderator.db, { ...shown, state: 'hidden' }));
      await withinBudget('moderation: mark reviewed', () => markReviewed(moderator.db, shown));
      await withinBudget('moderation: block the writer', () => setCommenterBlocked(moderator.db, commentId, true));
      await withinBudget('moderation: delete', () => deleteComment(moderator.db, shown));

      const replyTo = await postComment(other.clients.db, { articleId, uid: other.uid, authorName: other.name, body: 'A first word.', position: null, parentId: null, staff: false });
      await setDoc(doc(env.owner.db, 'commenters', other.uid), { lastAt: Timestamp.fromMillis(Date.now() - 60_000) }, { merge: true });
      const reply = await withinBudget('comment: reply', () =>
        postComment(other.clients.db, { articleId, uid: other.uid, authorName: other.name, body, position, parentId: replyTo, staff: false }));
      await withinBudget('comment: delete own', () => deleteOwnComment(other.clients.db, articleId, reply, position));
      // Deleting the account: a shown comment erased with the count, a deleted one, their author records, the profile.
      await withinBudget('account deletion: comments erased, profile', () => eraseAccountData(other.uid, undefined, other.clients.db));
    } finally {
      await Promise.all([reader.clients.dispose(), other.clients.dispose(), moderator.dispose()]);
    }
  });

  it("a reader's own writes: like, unlike, view, bookmark, subscribe, profile", async () => {
    const writer = await signInAdmin();
    const saved = await save({ id: null, draft: fullDraft('a-liked-idea'), status: 'published', version: '', writer });
    await giveFullByline(saved.id);
    const uid = await signInNewUser('liker', { verified: true });
    await withinBudget('like', () => likeArticle(saved.id, uid));
    await withinBudget('unlike', () => unlikeArticle(saved.id, uid));
    await withinBudget('view', () => countView(saved.id));
    const article = articleFromDoc(saved.id, await stored(saved.id));
    await withinBudget('bookmark', () => bookmark(article, uid));
    await withinBudget('bookmark removed', () => unsaveArticle(saved.id, uid));
    await withinBudget('profile: new name', () => changeName(text(100, 'Renamed')));
    const address = `${'s'.repeat(60)}.${'u'.repeat(3)}@${'d'.repeat(60)}.example.com`;
    await withinBudget('subscription', () => subscribe(address, 'footer'));
    await withinBudget('subscription, repeated', () => subscribe(address, 'article-page'));
    await likeArticle(saved.id, uid);
    await bookmark(article, uid);
    await withinBudget('account deletion: likes, bookmarks, profile', () => eraseAccountData(uid));
  });
});

// ---- Readers

interface Reader {
  readonly uid: string;
  readonly name: string;
  readonly clients: TestClients;
}

/** A verified reader with a stored profile (the rules compare a comment's name with it), and a client of their own. */
async function readerClients(uid: string, name: string): Promise<Reader> {
  await setDoc(doc(env.owner.db, 'users', uid), {
    uid, fullName: name, email: `${uid}@example.com`, role: 'subscriber', emailVerified: true, createdAt: serverTimestamp(), updatedAt: serverTimestamp(),
  });
  return { uid, name, clients: clientsFor(env.emulator, PROJECT, { sub: uid, email: `${uid}@example.com`, email_verified: true }) };
}

/** The comment as the moderation queue holds it. */
async function commentOf(articleId: string, commentId: string): Promise<Comment> {
  const data = (await getDoc(doc(env.owner.db, 'articles', articleId, 'comments', commentId))).data() ?? {};
  return { id: commentId, articleId, ...data } as unknown as Comment;
}
