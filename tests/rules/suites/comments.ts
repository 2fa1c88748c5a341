/**
 * Comments, as the rules keep them (docs/data-model.md, comments), through the app's own
 * writes (features/comments/api/write-comments.ts, features/admin-comments/api/moderate.ts):
 * anyone reads a published article's discussion; a verified reader not blocked writes, with
 * their profile's name, a position in one of the article's tickers, replies one level deep;
 * 30 seconds apart and 50 a day; edits within 15 minutes; deletes their own; reports
 * another's once. The count and the tally of positions move with what readers see, in the
 * same commit, one comment a commit. Moderators hide, restore, delete and block. Each
 * refused write stands next to an allowed one.
 */
import {
  collection, deleteField, doc, getCount, getDoc, getDocs, increment, limit, query, serverTimestamp, setDoc, Timestamp, updateDoc, where, writeBatch,
  type DocumentData, type Firestore,
} from 'firebase/firestore/lite';
import { beforeEach, describe, expect, it } from 'vitest';
import { deleteComment, hideComment, markReviewed, restoreComment, setCommenterBlocked } from '../../../src/features/admin-comments/api/moderate.js';
import { commentFromDoc } from '../../../src/lib/comments/comment-from-doc.js';
import { deleteOwnComment, editComment, postComment, reportComment, type NewComment } from '../../../src/features/comments/api/write-comments.js';
import type { Comment } from '../../../src/lib/comments/model.js';
import { articleFollows } from '../../../src/lib/firebase/comment-follows.js';
import { reserveStaffName } from '../../../src/lib/firebase/staff-names.js';
import { allowed, attackIsDenied, denied, schemaIsEnforced } from '../support/access.js';
import { ADMIN, ALICE, BOB, storedArticle, storedProfile } from '../support/fixtures.js';
import { useRulesWorld } from '../support/rules-world.js';

const ARTICLE = 'published-1';
const LATER = () => new Date(Date.now() + 60 * 60 * 1000);
const MINUTE = 60 * 1000;
const utcToday = () => {
  const now = new Date();
  return Timestamp.fromDate(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate())));
};

const draftFor = (uid: string, name: string, fields: Partial<NewComment> = {}): NewComment => ({
  articleId: ARTICLE, uid, authorName: name, body: 'Margins look stretched; I am waiting for the next quarter.', position: { ticker: 'AAPL', side: 'long' }, parentId: null, staff: false, ...fields,
});

/** A comment as stored, with its author record: written `minutesAgo`. */
function storedComment(minutesAgo: number, fields: DocumentData = {}): DocumentData {
  return {
    body: 'An older comment.', authorName: 'Alice Reader', position: null, parentId: null, createdAt: Timestamp.fromMillis(Date.now() - minutesAgo * MINUTE),
    editedAt: null, state: 'visible', review: 'new', reportCount: 0, ...fields,
  };
}

export function commentTests(): void {
  describe('comments', () => {
    const world = useRulesWorld('demo-rules-comments');
    const comments = (db: Firestore, id = ARTICLE) => collection(db, 'articles', id, 'comments');
    const article = async () => (await getDoc(doc(world.owner.db, 'articles', ARTICLE))).data()!;
    const read = async (id: string): Promise<Comment> => commentFromDoc(id, ARTICLE, (await getDoc(doc(world.owner.db, 'articles', ARTICLE, 'comments', id))).data()!);
    const cell = (row: 'articles/{id}/comments' | 'commentAuthors' | 'commenters' | 'staffNames' | 'users', persona: 'guest' | 'user' | 'other' | 'admin', operation: 'get' | 'list' | 'create' | 'update' | 'delete') =>
      [row, persona, operation] as const;

    beforeEach(async () => {
      await world.seed(`articles/${ARTICLE}`, storedArticle({ tickers: ['AAPL', 'BRK.B'], commentCount: 1 }));
      await world.seed('articles/draft-1', storedArticle({ status: 'draft', slug: 'draft-1' }));
      await world.seed(`users/${ALICE.uid}`, storedProfile(ALICE));
      await world.seed(`users/${BOB.uid}`, storedProfile(BOB));
      // Alice's comment from an hour ago, and one on the draft.
      await world.seed(`articles/${ARTICLE}/comments/old`, storedComment(60));
      await world.seed('commentAuthors/old', { uid: ALICE.uid, articleId: ARTICLE, createdAt: Timestamp.fromMillis(Date.now() - 60 * MINUTE) });
      await world.seed('articles/draft-1/comments/c1', storedComment(60));
    });

    it("anyone reads a published article's comments, a page at a time; nobody reads a draft's", async () => {
      for (const persona of ['guest', 'user', 'admin'] as const) {
        const { db } = world.as(persona);
        await allowed(cell('articles/{id}/comments', persona, 'get'), getDoc(doc(comments(db), 'old')));
        await allowed(cell('articles/{id}/comments', persona, 'list'), getDocs(query(comments(db), limit(50))));
      }
      await attackIsDenied('reading the comments of a draft', getDoc(doc(comments(world.guest.db, 'draft-1'), 'c1')));
      await attackIsDenied('reading the comments of a draft', getDocs(query(comments(world.alice.db, 'draft-1'), limit(50))));
      await attackIsDenied('a comment query over the limit', getDocs(query(comments(world.guest.db), limit(51))));
      await attackIsDenied('a comment query over the limit', getCount(comments(world.guest.db)));
    });

    it('a verified reader comments with their name and a position, and the count and tally follow', async () => {
      const id = await allowed(cell('articles/{id}/comments', 'user', 'create'), postComment(world.alice.db, draftFor(ALICE.uid, ALICE.name), LATER()));
      expect(await article()).toMatchObject({ commentCount: 2, positionTally: { 'AAPL long': 1 }, commentChange: id });
      expect(await read(id)).toMatchObject({ authorName: 'Alice Reader', position: { ticker: 'AAPL', side: 'long' }, state: 'visible' });
      // A reply, one level deep.
      await allowed(cell('articles/{id}/comments', 'other', 'create'), postComment(world.bob.db, draftFor(BOB.uid, BOB.name, { parentId: id, position: null }), LATER()));
      expect((await article()).commentCount).toBe(3);
    });

    it('refuses comments that are not what the app writes', async () => {
      const post = (fields: Partial<NewComment>) => postComment(world.alice.db, draftFor(ALICE.uid, ALICE.name, fields), LATER());
      await attackIsDenied('a comment in another reader\'s name', post({ authorName: 'Bob Other' }));
      await attackIsDenied('a comment in another reader\'s name', post({ authorName: 'Daniel Brooks, Editor' }));
      await attackIsDenied('a position in a security the article does not name', post({ position: { ticker: 'TSLA', side: 'long' } }));
      await attackIsDenied('a position in a security the article does not name', post({ position: { ticker: 'AAPL', side: 'all in' as 'long' } }));
      await world.seed(`articles/${ARTICLE}/comments/reply`, storedComment(5, { parentId: 'old' }));
      await attackIsDenied('a reply to a reply', post({ parentId: 'reply' }));
      await attackIsDenied('a comment on a draft', postComment(world.alice.db, draftFor(ALICE.uid, ALICE.name, { articleId: 'draft-1', position: null }), LATER()));
      const unverified = world.withToken({ sub: 'carol', email: 'carol@example.com', email_verified: false });
      await world.seed('users/carol', storedProfile({ ...ALICE, uid: 'carol', name: 'Carol' }, { fullName: 'Carol', emailVerified: false }));
      await attackIsDenied('a comment from an unverified account', postComment(unverified.db, draftFor('carol', 'Carol'), LATER()));
      await denied(cell('articles/{id}/comments', 'guest', 'create'), postComment(world.guest.db, draftFor('nobody', 'Nobody'), LATER()));
      // Raw shapes the app never writes.
      for (const [name, fields] of [
        ['markup fields', { html: '<b>hi</b>' }],
        ['a body over 2,000 characters', { body: 'x'.repeat(2001) }],
        ['an empty body', { body: '   ' }],
        ['a comment already reviewed', { review: 'done' }],
        ['a comment born hidden', { state: 'hidden' }],
        ['a comment with reports', { reportCount: 3 }],
        ['a backdated comment', { createdAt: Timestamp.fromMillis(Date.now() - 60 * MINUTE) }],
      ] as const) {
        await schemaIsEnforced('articles/{id}/comments', name, forged(world.alice.db, ALICE.uid, fields));
      }
      await allowed(cell('articles/{id}/comments', 'user', 'create'), post({}));
    });

    it('keeps the count and the tally honest: one comment a commit, each named', async () => {
      await attackIsDenied('a comment without the count', forged(world.alice.db, ALICE.uid, {}, { count: 0 }));
      await attackIsDenied('a comment that moves the count by two', forged(world.alice.db, ALICE.uid, {}, { count: 2 }));
      await attackIsDenied('a comment that moves the tally wrong', forged(world.alice.db, ALICE.uid, { position: { ticker: 'AAPL', side: 'long' } }, { tally: 'AAPL short' }));
      await attackIsDenied('a comment without the count', forged(world.alice.db, ALICE.uid, { position: { ticker: 'AAPL', side: 'long' } }, { tally: null }));
      await attackIsDenied('two comments in one commit', forged(world.alice.db, ALICE.uid, {}, { second: true }));
      await attackIsDenied('commentCount moved without a comment', updateDoc(doc(world.alice.db, 'articles', ARTICLE), { commentCount: increment(1), commentChange: 'old', commentChangedAt: serverTimestamp() }));
      await attackIsDenied('commentCount moved without a comment', updateDoc(doc(world.alice.db, 'articles', ARTICLE), { commentCount: increment(-1), commentChange: 'old', commentChangedAt: serverTimestamp() }));
      await attackIsDenied('commentCount moved without a comment', updateDoc(doc(world.alice.db, 'articles', ARTICLE), { 'positionTally.AAPL long': 5, commentChange: 'old', commentChangedAt: serverTimestamp() }));
      await allowed(cell('articles/{id}/comments', 'user', 'create'), forged(world.alice.db, ALICE.uid, {}));
      expect((await article()).commentCount).toBe(2);
    });

    it('bounds how often a reader comments: 30 seconds apart, 50 a day, never when blocked', async () => {
      await postComment(world.alice.db, draftFor(ALICE.uid, ALICE.name), LATER());
      await attackIsDenied('a second comment within 30 seconds', postComment(world.alice.db, draftFor(ALICE.uid, ALICE.name), LATER()));
      const record = (fields: DocumentData) => world.seed(`commenters/${ALICE.uid}`, { lastAt: Timestamp.fromMillis(Date.now() - 5 * MINUTE), day: utcToday(), count: 49, lastCommentId: 'x', blocked: false, ...fields });
      await record({});
      await allowed(cell('commenters', 'user', 'update'), postComment(world.alice.db, draftFor(ALICE.uid, ALICE.name), LATER()));
      await record({ count: 50 });
      await attackIsDenied('a 51st comment in a day', forged(world.alice.db, ALICE.uid, {}, { record: { count: 51 } }));
      await attackIsDenied('a 51st comment in a day', forged(world.alice.db, ALICE.uid, {}, { record: { count: 1 } }));
      await attackIsDenied('resetting the comment record', forged(world.alice.db, ALICE.uid, {}, { record: { day: Timestamp.fromMillis(0), count: 1 } }));
      await attackIsDenied('resetting the comment record', forged(world.alice.db, ALICE.uid, {}, { record: { lastAt: Timestamp.fromMillis(0) } }));
      await record({ blocked: true });
      await attackIsDenied('a comment from a blocked reader', forged(world.alice.db, ALICE.uid, {}, { record: { blocked: true, count: 1 } }));
      await attackIsDenied('a reader unblocking themselves', forged(world.alice.db, ALICE.uid, {}, { record: { blocked: false, count: 1 } }));
      await attackIsDenied('a reader unblocking themselves', updateDoc(doc(world.alice.db, 'commenters', ALICE.uid), { blocked: false }));
      await attackIsDenied("resetting the day's comment count by deleting the record", writeBatch(world.alice.db).delete(doc(world.alice.db, 'commenters', ALICE.uid)).commit());
      await allowed(cell('commenters', 'user', 'get'), getDoc(doc(world.alice.db, 'commenters', ALICE.uid)));
      await denied(cell('commenters', 'other', 'get'), getDoc(doc(world.bob.db, 'commenters', ALICE.uid)));
      await denied(cell('commenters', 'guest', 'get'), getDoc(doc(world.guest.db, 'commenters', ALICE.uid)));
    });

    it('its writer edits it within 15 minutes and deletes it; nobody else does', async () => {
      const id = await postComment(world.alice.db, draftFor(ALICE.uid, ALICE.name), LATER());
      const edit = (db: Firestore, commentId: string, side: 'long' | 'short' = 'short') =>
        editComment(db, { articleId: ARTICLE, commentId, body: 'On reflection, I am short.', position: { ticker: 'AAPL', side }, before: { ticker: 'AAPL', side: 'long' } });
      await denied(cell('articles/{id}/comments', 'other', 'update'), edit(world.bob.db, id));
      await denied(cell('articles/{id}/comments', 'admin', 'update'), edit(world.admin.db, id));
      await allowed(cell('articles/{id}/comments', 'user', 'update'), edit(world.alice.db, id));
      expect(await article()).toMatchObject({ positionTally: { 'AAPL long': 0, 'AAPL short': 1 } });
      expect((await read(id)).editedAt).toBeInstanceOf(Date);
      await attackIsDenied('editing a comment after 15 minutes', editComment(world.alice.db, { articleId: ARTICLE, commentId: 'old', body: 'Rewritten.', position: null, before: null }));
      await attackIsDenied('moving the tally without the article', updateDoc(doc(world.alice.db, 'articles', ARTICLE, 'comments', id), { position: { ticker: 'AAPL', side: 'long' }, editedAt: serverTimestamp() }));

      await denied(cell('articles/{id}/comments', 'other', 'update'), deleteOwnComment(world.bob.db, ARTICLE, id, { ticker: 'AAPL', side: 'short' }));
      await allowed(cell('articles/{id}/comments', 'user', 'update'), deleteOwnComment(world.alice.db, ARTICLE, id, { ticker: 'AAPL', side: 'short' }));
      expect(await article()).toMatchObject({ commentCount: 1, positionTally: { 'AAPL short': 0 } });
      expect(await read(id)).toMatchObject({ state: 'deleted', body: '' });
      await denied(cell('articles/{id}/comments', 'user', 'delete'), writeBatch(world.alice.db).delete(doc(comments(world.alice.db), 'old')).commit());
    });

    it('another verified reader reports it once; its writer cannot', async () => {
      await denied(cell('articles/{id}/comments', 'user', 'update'), reportComment(world.alice.db, ARTICLE, 'old', ALICE.uid));
      await allowed(cell('articles/{id}/comments', 'other', 'update'), reportComment(world.bob.db, ARTICLE, 'old', BOB.uid));
      expect(await read('old')).toMatchObject({ reportCount: 1, review: 'reported' });
      await attackIsDenied('reporting a comment twice', reportComment(world.bob.db, ARTICLE, 'old', BOB.uid));
      await attackIsDenied('a report in another reader\'s name', reportComment(world.bob.db, ARTICLE, 'old', 'carol'));
      await attackIsDenied('a report that adds several', updateDoc(doc(world.bob.db, 'articles', ARTICLE, 'comments', 'old'), { reportCount: 5, review: 'reported' }));
      await denied(cell('articles/{id}/comments', 'guest', 'update'), reportComment(world.guest.db, ARTICLE, 'old', 'nobody'));
    });

    it('keeps who wrote a comment private to them and the moderators', async () => {
      await allowed(cell('commentAuthors', 'user', 'get'), getDoc(doc(world.alice.db, 'commentAuthors', 'old')));
      await allowed(cell('commentAuthors', 'user', 'list'), getDocs(query(collection(world.alice.db, 'commentAuthors'), where('uid', '==', ALICE.uid), where('articleId', '==', ARTICLE), limit(50))));
      await allowed(cell('commentAuthors', 'admin', 'get'), getDoc(doc(world.admin.db, 'commentAuthors', 'old')));
      await denied(cell('commentAuthors', 'other', 'get'), getDoc(doc(world.bob.db, 'commentAuthors', 'old')));
      await denied(cell('commentAuthors', 'guest', 'get'), getDoc(doc(world.guest.db, 'commentAuthors', 'old')));
      await attackIsDenied("listing who wrote others' comments", getDocs(query(collection(world.bob.db, 'commentAuthors'), where('articleId', '==', ARTICLE), limit(50))));
      await attackIsDenied('claiming another reader\'s comment', updateDoc(doc(world.bob.db, 'commentAuthors', 'old'), { uid: BOB.uid }));
      const fresh = writeBatch(world.bob.db);
      fresh.set(doc(world.bob.db, 'commentAuthors', 'old'), { uid: BOB.uid, articleId: ARTICLE, createdAt: serverTimestamp() });
      await attackIsDenied('claiming another reader\'s comment', fresh.commit());
    });

    it('admins hide, restore, review and delete; the count follows what readers see', async () => {
      const id = await postComment(world.alice.db, draftFor(ALICE.uid, ALICE.name), LATER());
      const shown = await read(id);
      await denied(cell('articles/{id}/comments', 'other', 'update'), hideComment(world.bob.db, shown));
      await allowed(cell('articles/{id}/comments', 'admin', 'update'), hideComment(world.admin.db, shown));
      expect(await article()).toMatchObject({ commentCount: 1, positionTally: { 'AAPL long': 0 } });
      const hidden = await read(id);
      expect(hidden).toMatchObject({ state: 'hidden', body: '' });
      await allowed(cell('commentAuthors', 'admin', 'update'), restoreComment(world.admin.db, hidden));
      expect(await read(id)).toMatchObject({ state: 'visible', body: shown.body });
      expect((await article()).commentCount).toBe(2);
      await attackIsDenied('restoring a comment with other words', updateDoc(doc(world.admin.db, 'articles', ARTICLE, 'comments', 'old'), { review: 'done', body: 'Words the reader never wrote.' }));
      await allowed(cell('articles/{id}/comments', 'admin', 'update'), markReviewed(world.admin.db, shown));
      await denied(cell('articles/{id}/comments', 'other', 'delete'), deleteComment(world.bob.db, shown));
      await denied(cell('articles/{id}/comments', 'guest', 'delete'), deleteComment(world.guest.db, shown));
      await allowed(cell('articles/{id}/comments', 'admin', 'delete'), deleteComment(world.admin.db, await read(id)));
      expect(await article()).toMatchObject({ commentCount: 1, positionTally: { 'AAPL long': 0 } });
      // A hidden one leaves no count behind; its author record goes with it.
      await hideComment(world.admin.db, await read('old'));
      await allowed(cell('commentAuthors', 'admin', 'delete'), deleteComment(world.admin.db, await read('old')));
      expect((await article()).commentCount).toBe(0);
      expect((await getDoc(doc(world.owner.db, 'commentAuthors', 'old'))).exists()).toBe(false);
    });

    it('a restore puts back exactly the text that was hidden, whatever the moderator writes between', async () => {
      const id = await postComment(world.alice.db, draftFor(ALICE.uid, ALICE.name), LATER());
      const shown = await read(id);
      const author = doc(world.admin.db, 'commentAuthors', id);
      const insider = 'Insider here: AAPL is about to be halted, sell everything.';
      await attackIsDenied('rewriting the text a restore puts back', updateDoc(author, { hiddenBody: insider }));
      // A hide that keeps other words than the comment's.
      const hide = writeBatch(world.admin.db);
      hide.update(doc(world.admin.db, 'articles', ARTICLE, 'comments', id), { state: 'hidden', body: '', review: 'done' });
      hide.update(author, { hiddenBody: insider });
      articleFollows(hide, world.admin.db, ARTICLE, id, -1, [[shown.position, -1]]);
      await attackIsDenied('rewriting the text a restore puts back', hide.commit());
      await hideComment(world.admin.db, shown);
      await attackIsDenied('rewriting the text a restore puts back', updateDoc(author, { hiddenBody: insider }));
      await attackIsDenied('rewriting the text a restore puts back', updateDoc(author, { hiddenBody: deleteField() }));
      // A restore with the moderator's words, the kept text dropped in the same commit.
      const restore = writeBatch(world.admin.db);
      restore.update(doc(world.admin.db, 'articles', ARTICLE, 'comments', id), { state: 'visible', body: insider, review: 'done' });
      restore.update(author, { hiddenBody: deleteField() });
      articleFollows(restore, world.admin.db, ARTICLE, id, 1, [[shown.position, 1]]);
      await attackIsDenied('rewriting the text a restore puts back', restore.commit());
      await allowed(cell('commentAuthors', 'admin', 'update'), restoreComment(world.admin.db, await read(id)));
      expect(await read(id)).toMatchObject({ state: 'visible', body: shown.body });
    });

    it('a comment id names one comment, on one article, so every comment has a writer a moderator can reach', async () => {
      await world.seed('articles/published-2', storedArticle({ slug: 'published-2', tickers: ['AAPL'] }));
      // "old" is Alice's on the first article; the same id on another, under its author record.
      await attackIsDenied('a comment under an id that already has a writer', sameIdOn(world.alice.db, ALICE.uid, 'old', ['published-2'], null));
      await attackIsDenied('a comment under an id that already has a writer', sameIdOn(world.alice.db, ALICE.uid, 'old', ['published-2'], 'published-2'));
      // An author record left behind (its comment deleted on its own): its id stays taken.
      await world.seed('commentAuthors/left', { uid: ALICE.uid, articleId: ARTICLE, createdAt: Timestamp.fromMillis(Date.now() - MINUTE) });
      await attackIsDenied('a comment under an id that already has a writer', sameIdOn(world.alice.db, ALICE.uid, 'left', [ARTICLE], null));
      // One new id on two (or four) articles in one commit: one comment counted twice or more.
      await attackIsDenied('one comment id on several articles in one commit', sameIdOn(world.alice.db, ALICE.uid, 'fresh', [ARTICLE, 'published-2'], ARTICLE));
      await attackIsDenied('one comment id on several articles in one commit', sameIdOn(world.alice.db, ALICE.uid, 'fresh', ['published-2', ARTICLE], ARTICLE));
      await allowed(cell('articles/{id}/comments', 'user', 'create'), sameIdOn(world.alice.db, ALICE.uid, 'fresh', ['published-2'], 'published-2'));
      const moderated = await read('old');
      await allowed(cell('articles/{id}/comments', 'admin', 'update'), hideComment(world.admin.db, moderated));
      await allowed(cell('commenters', 'admin', 'update'), setCommenterBlocked(world.admin.db, 'fresh', true));
    });

    it('keeps bidirectional controls out of comments and names; the app removes them before saving', async () => {
      const reversed = 'Long AAPL at \u202E00.051\u202C, target 180.';
      await attackIsDenied('a comment with bidirectional controls', forged(world.alice.db, ALICE.uid, { body: reversed }));
      await attackIsDenied('a comment with bidirectional controls', forged(world.alice.db, ALICE.uid, { body: 'Isolated \u2067text\u2069 here.' }));
      const id = await allowed(cell('articles/{id}/comments', 'user', 'create'), postComment(world.alice.db, draftFor(ALICE.uid, ALICE.name, { body: reversed }), LATER()));
      expect((await read(id)).body).toBe('Long AAPL at 00.051, target 180.');
      const profile = doc(world.alice.db, 'users', ALICE.uid);
      await attackIsDenied('a name with bidirectional controls', updateDoc(profile, { fullName: 'Alice \u202EredaeR', updatedAt: serverTimestamp() }));
      await allowed(cell('users', 'user', 'update'), updateDoc(profile, { fullName: 'Alice R.', updatedAt: serverTimestamp() }));
      // A name stored before the rule: it cannot sign a comment.
      await world.seed(`users/${BOB.uid}`, storedProfile(BOB, { fullName: 'Bob \u202Ereht\u202CO' }));
      await attackIsDenied('a name with bidirectional controls', forged(world.bob.db, BOB.uid, { authorName: 'Bob \u202Ereht\u202CO' }));
    });

    it("marks staff's comments, a mark no reader can copy, and keeps staff's bylines for them", async () => {
      await allowed(cell('staffNames', 'admin', 'create'), reserveStaffName(world.admin.db, 'Maya Chen'));
      await denied(cell('staffNames', 'user', 'create'), setDoc(doc(world.alice.db, 'staffNames', 'alicereader'), { name: 'Alice Reader', createdAt: serverTimestamp() }));
      await denied(cell('staffNames', 'guest', 'create'), setDoc(doc(world.guest.db, 'staffNames', 'guest'), { name: 'Guest', createdAt: serverTimestamp() }));
      await attackIsDenied('reserving a name under another key', setDoc(doc(world.admin.db, 'staffNames', 'alicereader'), { name: 'Maya Chen', createdAt: serverTimestamp() }));
      await denied(cell('staffNames', 'user', 'update'), setDoc(doc(world.alice.db, 'staffNames', 'mayachen'), { name: 'Maya Chen', createdAt: serverTimestamp() }));
      await denied(cell('staffNames', 'admin', 'update'), setDoc(doc(world.admin.db, 'staffNames', 'mayachen'), { name: 'Maya Chen', createdAt: serverTimestamp() }));
      for (const persona of ['guest', 'user', 'admin'] as const) await allowed(cell('staffNames', persona, 'get'), getDoc(doc(world.as(persona).db, 'staffNames', 'mayachen')));
      await denied(cell('staffNames', 'user', 'list'), getDocs(query(collection(world.alice.db, 'staffNames'), limit(10))));
      await denied(cell('staffNames', 'guest', 'list'), getDocs(query(collection(world.guest.db, 'staffNames'), limit(10))));
      await allowed(cell('staffNames', 'admin', 'list'), getDocs(query(collection(world.admin.db, 'staffNames'), limit(10))));

      // A reader named like the byline, credentials and all, cannot comment under it.
      for (const name of ['Maya Chen, CFA', 'maya  chen', 'Maya Chen CFA', 'Maya Chen (author)']) {
        await world.seed(`users/${BOB.uid}`, storedProfile(BOB, { fullName: name }));
        await attackIsDenied('a reader commenting under a staff byline', forged(world.bob.db, BOB.uid, { authorName: name }));
        await expect(postComment(world.bob.db, draftFor(BOB.uid, name), LATER())).rejects.toThrow('staff-name');
      }
      await world.seed(`users/${BOB.uid}`, storedProfile(BOB, { fullName: 'Maya Chenoweth' }));
      await allowed(cell('articles/{id}/comments', 'other', 'create'), postComment(world.bob.db, draftFor(BOB.uid, 'Maya Chenoweth'), LATER()));

      await attackIsDenied("a reader copying staff's mark", forged(world.alice.db, ALICE.uid, { staff: true }));
      await world.seed(`users/${ADMIN.uid}`, storedProfile(ADMIN, { role: 'admin', fullName: 'Maya Chen' }));
      await attackIsDenied('staff commenting without their mark', forged(world.admin.db, ADMIN.uid, { authorName: 'Maya Chen', staff: false }));
      const id = await postComment(world.admin.db, draftFor(ADMIN.uid, 'Maya Chen', { staff: true }), LATER());
      expect(await read(id)).toMatchObject({ authorName: 'Maya Chen', staff: true });
      await allowed(cell('articles/{id}/comments', 'user', 'create'), forged(world.alice.db, ALICE.uid, { staff: false }));
      expect(await read('old')).toMatchObject({ staff: false });
      await allowed(cell('staffNames', 'admin', 'delete'), writeBatch(world.admin.db).delete(doc(world.admin.db, 'staffNames', 'mayachen')).commit());
      await denied(cell('staffNames', 'user', 'delete'), writeBatch(world.alice.db).delete(doc(world.alice.db, 'staffNames', 'mayachen')).commit());
      await denied(cell('staffNames', 'guest', 'delete'), writeBatch(world.guest.db).delete(doc(world.guest.db, 'staffNames', 'mayachen')).commit());
    });

    it('admins block a reader from commenting, by their comment, and unblock them', async () => {
      await postComment(world.alice.db, draftFor(ALICE.uid, ALICE.name), LATER());
      await denied(cell('commenters', 'other', 'update'), setCommenterBlocked(world.bob.db, 'old', true));
      await allowed(cell('commenters', 'admin', 'update'), setCommenterBlocked(world.admin.db, 'old', true));
      await allowed(cell('commenters', 'admin', 'get'), getDoc(doc(world.admin.db, 'commenters', ALICE.uid)));
      await world.seed(`commenters/${ALICE.uid}`, { ...(await getDoc(doc(world.owner.db, 'commenters', ALICE.uid))).data(), lastAt: Timestamp.fromMillis(Date.now() - 5 * MINUTE) });
      await expect(postComment(world.alice.db, draftFor(ALICE.uid, ALICE.name), LATER())).rejects.toThrow('blocked');
      await allowed(cell('commenters', 'admin', 'update'), setCommenterBlocked(world.admin.db, 'old', false));
      await allowed(cell('commenters', 'user', 'update'), postComment(world.alice.db, draftFor(ALICE.uid, ALICE.name), LATER()));
      await world.seed(`commenters/${ADMIN.uid}`, { lastAt: Timestamp.fromMillis(0), day: Timestamp.fromMillis(0), count: 1, lastCommentId: 'x', blocked: false });
      await attackIsDenied('an admin blocking themselves', updateDoc(doc(world.admin.db, 'commenters', ADMIN.uid), { blocked: true }));
      await denied(cell('commenters', 'admin', 'delete'), writeBatch(world.admin.db).delete(doc(world.admin.db, 'commenters', ALICE.uid)).commit());
      await allowed(cell('commentAuthors', 'admin', 'list'), getDocs(query(collection(world.admin.db, 'commentAuthors'), limit(10))));
    });
  });
}

interface Forgery {
  /** How the article's count moves (1 by default). */
  readonly count?: number;
  /** The tally key moved +1 (null: none; the position's own by default). */
  readonly tally?: string | null;
  /** A second comment in the same commit. */
  readonly second?: boolean;
  /** The rate record's fields over the right ones. */
  readonly record?: DocumentData;
}

/** A comment commit built by hand, as an attacker would, with one part changed. */
async function forged(db: Firestore, uid: string, fields: DocumentData, forgery: Forgery = {}): Promise<void> {
  const ref = doc(collection(db, 'articles', ARTICLE, 'comments'));
  const name = uid === ALICE.uid ? ALICE.name : BOB.name;
  const position = (fields.position ?? null) as { ticker: string; side: string } | null;
  const now = new Date();
  const day = Timestamp.fromDate(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate())));
  const batch = writeBatch(db);
  batch.set(ref, { body: 'A forged comment.', authorName: name, position: null, parentId: null, createdAt: serverTimestamp(), editedAt: null, state: 'visible', review: 'new', reportCount: 0, ...fields });
  batch.set(doc(db, 'commentAuthors', ref.id), { uid, articleId: ARTICLE, createdAt: serverTimestamp() });
  batch.set(doc(db, 'commenters', uid), { lastAt: serverTimestamp(), day, count: 1, lastCommentId: ref.id, blocked: false, ...forgery.record });
  const tally = forgery.tally === undefined ? (position ? `${position.ticker} ${position.side}` : null) : forgery.tally;
  const count = forgery.count ?? 1;
  batch.update(doc(db, 'articles', ARTICLE), {
    commentChange: ref.id,
    commentChangedAt: serverTimestamp(),
    ...(count === 0 ? {} : { commentCount: increment(count) }),
    ...(tally ? { [`positionTally.${tally}`]: increment(1) } : {}),
  });
  if (forgery.second) {
    const other = doc(collection(db, 'articles', ARTICLE, 'comments'));
    batch.set(other, { body: 'A second one.', authorName: name, position: null, parentId: null, createdAt: serverTimestamp(), editedAt: null, state: 'visible', review: 'new', reportCount: 0 });
    batch.set(doc(db, 'commentAuthors', other.id), { uid, articleId: ARTICLE, createdAt: serverTimestamp() });
  }
  await batch.commit();
}

/**
 * One comment id written on `articles` in one commit, each with its count, under an author
 * record naming `authorOn` (none when null), as an attacker would build it.
 */
async function sameIdOn(db: Firestore, uid: string, id: string, articles: readonly string[], authorOn: string | null): Promise<void> {
  const now = new Date();
  const day = Timestamp.fromDate(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate())));
  const batch = writeBatch(db);
  for (const articleId of articles) {
    batch.set(doc(db, 'articles', articleId, 'comments', id), {
      body: 'One comment, several places.', authorName: ALICE.name, position: null, parentId: null, createdAt: serverTimestamp(), editedAt: null, state: 'visible', review: 'new', reportCount: 0,
    });
    articleFollows(batch, db, articleId, id, 1, []);
  }
  if (authorOn) batch.set(doc(db, 'commentAuthors', id), { uid, articleId: authorOn, createdAt: serverTimestamp() });
  batch.set(doc(db, 'commenters', uid), { lastAt: serverTimestamp(), day, count: 1, lastCommentId: id, blocked: false });
  await batch.commit();
}
