/**
 * Deleting an account (issue 34, point 12), through the app's own code
 * (features/account/api/delete-account.ts): a reader erases their comments (text, position
 * and name go, the count follows; on a live article, on one unpublished since, on one
 * deleted since), deletes their author records, takes back their likes (found by a
 * collection-group query on their uid) with the counts, their bookmarks, their profile and,
 * when that resets nothing, their comment record. Nobody does any of it to someone else's.
 */
import {
  collection, collectionGroup, deleteDoc, doc, getDoc, getDocs, increment, limit, query, Timestamp, where, writeBatch,
  type DocumentData, type Firestore,
} from 'firebase/firestore/lite';
import { beforeEach, describe, expect, it } from 'vitest';
import { eraseAccountData } from '../../../src/features/account/api/delete-account.js';
import { articleFollows } from '../../../src/lib/firebase/comment-follows.js';
import { allowed, attackIsDenied, denied } from '../support/access.js';
import { ALICE, BOB, storedArticle, storedProfile } from '../support/fixtures.js';
import { useRulesWorld } from '../support/rules-world.js';

const ARTICLE = 'published-1';
const DRAFT = 'draft-1';
const GONE = 'gone-1';
const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const ERASED = { state: 'deleted', body: '', position: null, authorName: '' };

const midnight = (millis: number) => {
  const at = new Date(millis);
  return Timestamp.fromDate(new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate())));
};

function storedComment(authorName: string, fields: DocumentData = {}): DocumentData {
  return {
    body: `Words of ${authorName}.`, authorName, position: null, parentId: null, createdAt: Timestamp.fromMillis(Date.now() - HOUR),
    editedAt: null, state: 'visible', review: 'new', reportCount: 0, ...fields,
  };
}

const record = (daysAgo: number, blocked = false): DocumentData => ({
  lastAt: Timestamp.fromMillis(Date.now() - daysAgo * DAY), day: midnight(Date.now() - daysAgo * DAY), count: 2, lastCommentId: 'lonely', blocked,
});

export function accountDeletionTests(): void {
  describe('deleting an account', () => {
    const world = useRulesWorld('demo-rules-account-deletion');
    const stored = async (path: string) => (await getDoc(doc(world.owner.db, path))).data();

    beforeEach(async () => {
      await world.seed(`articles/${ARTICLE}`, storedArticle({ tickers: ['AAPL'], commentCount: 3, positionTally: { 'AAPL long': 1 }, likeCount: 5 }));
      await world.seed(`articles/${DRAFT}`, storedArticle({ status: 'draft', slug: DRAFT, commentCount: 1, likeCount: 2 }));
      await world.seed(`users/${ALICE.uid}`, storedProfile(ALICE));
      await world.seed(`users/${BOB.uid}`, storedProfile(BOB));
      const comments: [string, string, string, DocumentData][] = [
        [ARTICLE, 'answered', ALICE.uid, storedComment(ALICE.name, { position: { ticker: 'AAPL', side: 'long' } })],
        [ARTICLE, 'reply', BOB.uid, storedComment(BOB.name, { parentId: 'answered' })],
        [ARTICLE, 'lonely', ALICE.uid, storedComment(ALICE.name)],
        [ARTICLE, 'hidden', ALICE.uid, storedComment(ALICE.name, { state: 'hidden', body: '' })],
        [DRAFT, 'on-draft', ALICE.uid, storedComment(ALICE.name)],
        [GONE, 'orphan', ALICE.uid, storedComment(ALICE.name)],
      ];
      for (const [articleId, id, uid, data] of comments) {
        await world.seed(`articles/${articleId}/comments/${id}`, data);
        await world.seed(`commentAuthors/${id}`, { uid, articleId, createdAt: data.createdAt as Timestamp, ...(id === 'hidden' ? { hiddenBody: 'Rude words.' } : {}) });
      }
      for (const articleId of [ARTICLE, DRAFT, GONE]) await world.seed(`articles/${articleId}/likes/${ALICE.uid}`, { createdAt: Timestamp.now(), uid: ALICE.uid });
      await world.seed(`articles/${ARTICLE}/likes/${BOB.uid}`, { createdAt: Timestamp.now(), uid: BOB.uid });
      for (const n of [1, 2, 3, 4]) await world.seed(`savedArticles/${ALICE.uid}_a${n}`, { userId: ALICE.uid, articleId: `a${n}`, savedAt: Timestamp.now() });
      await world.seed(`savedArticles/${BOB.uid}_a1`, { userId: BOB.uid, articleId: 'a1', savedAt: Timestamp.now() });
      await world.seed(`commenters/${ALICE.uid}`, record(1));
    });

    it("a reader removes everything of theirs: comments erased with the counts, likes, bookmarks, records, profile", async () => {
      const own = query(collectionGroup(world.alice.db, 'likes'), where('uid', '==', ALICE.uid), limit(50));
      expect((await allowed(['articles/{id}/likes', 'user', 'list'], getDocs(own))).size).toBe(3);
      const progress: number[] = [];
      await allowed(['commentAuthors', 'user', 'delete'], eraseAccountData(ALICE.uid, ({ done }) => progress.push(done), world.alice.db));
      // 5 comments, 3 likes, 4 bookmarks, the profile.
      expect(progress.at(-1)).toBe(13);

      for (const id of ['answered', 'lonely', 'hidden']) expect(await stored(`articles/${ARTICLE}/comments/${id}`)).toMatchObject(ERASED);
      expect(await stored(`articles/${DRAFT}/comments/on-draft`)).toMatchObject(ERASED);
      expect(await stored(`articles/${GONE}/comments/orphan`)).toMatchObject(ERASED);
      expect(await stored(`articles/${ARTICLE}/comments/reply`)).toMatchObject({ state: 'visible', authorName: BOB.name });
      expect(await stored(`articles/${ARTICLE}`)).toMatchObject({ commentCount: 1, positionTally: { 'AAPL long': 0 }, likeCount: 4 });
      expect(await stored(`articles/${DRAFT}`)).toMatchObject({ commentCount: 0, likeCount: 1 });
      for (const articleId of [ARTICLE, DRAFT, GONE]) expect(await stored(`articles/${articleId}/likes/${ALICE.uid}`)).toBeUndefined();
      expect(await stored(`articles/${ARTICLE}/likes/${BOB.uid}`)).toBeDefined();
      for (const id of ['answered', 'lonely', 'hidden', 'on-draft', 'orphan']) expect(await stored(`commentAuthors/${id}`)).toBeUndefined();
      expect(await stored('commentAuthors/reply')).toBeDefined();
      expect((await getDocs(query(collection(world.owner.db, 'savedArticles'), where('userId', '==', ALICE.uid)))).size).toBe(0);
      expect(await stored(`savedArticles/${BOB.uid}_a1`)).toBeDefined();
      expect(await stored(`users/${ALICE.uid}`)).toBeUndefined();
      expect(await stored(`commenters/${ALICE.uid}`)).toBeUndefined();

      // A guest reading the discussion finds nothing of hers.
      const discussion = await getDocs(query(collection(world.guest.db, 'articles', ARTICLE, 'comments'), limit(50)));
      expect(JSON.stringify(discussion.docs.map((comment) => comment.data()))).not.toMatch(/Alice/);
      // Running it again finds nothing and changes nothing.
      await world.seed(`users/${ALICE.uid}`, storedProfile(ALICE));
      await eraseAccountData(ALICE.uid, undefined, world.alice.db);
      expect(await stored(`articles/${ARTICLE}`)).toMatchObject({ commentCount: 1, likeCount: 4 });
    });

    it("nobody erases another reader's comment, deletes their author record, like, likes' list or profile", async () => {
      const erase = (db: Firestore, id: string, fields: DocumentData = ERASED, count = true) => {
        const batch = writeBatch(db);
        batch.update(doc(db, 'articles', ARTICLE, 'comments', id), fields);
        if (count) articleFollows(batch, db, ARTICLE, id, -1, []);
        return batch.commit();
      };
      await attackIsDenied("anonymising another reader's comment", erase(world.bob.db, 'lonely'));
      await attackIsDenied('erasing a comment under another name', erase(world.alice.db, 'lonely', { ...ERASED, authorName: 'Someone Else' }));
      await attackIsDenied('erasing a comment without the count', erase(world.alice.db, 'lonely', ERASED, false));
      await attackIsDenied('an author record deleted while its comment names the writer', deleteDoc(doc(world.alice.db, 'commentAuthors', 'lonely')));
      await allowed(['articles/{id}/comments', 'user', 'update'], erase(world.alice.db, 'lonely'));
      await attackIsDenied("deleting another reader's author record", deleteDoc(doc(world.bob.db, 'commentAuthors', 'lonely')), ['commentAuthors', 'other', 'delete']);
      await allowed(['commentAuthors', 'user', 'delete'], deleteDoc(doc(world.alice.db, 'commentAuthors', 'lonely')));

      const unlike = (db: Firestore, articleId: string, uid: string, count = true) => {
        const batch = writeBatch(db);
        batch.delete(doc(db, 'articles', articleId, 'likes', uid));
        if (count) batch.update(doc(db, 'articles', articleId), { likeCount: increment(-1) });
        return batch.commit();
      };
      await attackIsDenied("deleting another reader's like", unlike(world.bob.db, ARTICLE, ALICE.uid));
      await attackIsDenied("deleting another reader's like", unlike(world.bob.db, GONE, ALICE.uid, false));
      await attackIsDenied('unlike without likeCount -1', unlike(world.alice.db, ARTICLE, ALICE.uid, false));
      await allowed(['articles/{id}/likes', 'user', 'delete'], unlike(world.alice.db, GONE, ALICE.uid, false));
      await allowed(['articles/{id}/likes', 'user', 'delete'], unlike(world.alice.db, DRAFT, ALICE.uid));
      const likesOf = (db: Firestore, uid: string) => getDocs(query(collectionGroup(db, 'likes'), where('uid', '==', uid), limit(50)));
      await attackIsDenied("listing another reader's likes", likesOf(world.bob.db, ALICE.uid), ['articles/{id}/likes', 'other', 'list']);
      await attackIsDenied("listing another reader's likes", getDocs(query(collectionGroup(world.bob.db, 'likes'), limit(50))));
      await denied(['articles/{id}/likes', 'guest', 'list'], likesOf(world.guest.db, ALICE.uid));
      await attackIsDenied('reader query over the limit', getDocs(query(collectionGroup(world.alice.db, 'likes'), where('uid', '==', ALICE.uid), limit(51))));
      expect((await likesOf(world.alice.db, ALICE.uid)).size).toBe(1);

      await attackIsDenied("deleting another user's profile", deleteDoc(doc(world.bob.db, 'users', ALICE.uid)));
      expect(await stored(`users/${ALICE.uid}`)).toBeDefined();
      expect(await stored(`articles/${ARTICLE}`)).toMatchObject({ likeCount: 5, commentCount: 2 });
    });

    it('the comment record goes only with the profile, and never to lift a block or reset the day', async () => {
      const forget = () => deleteDoc(doc(world.alice.db, 'commenters', ALICE.uid));
      await attackIsDenied('deleting the comment record while keeping the account', forget());
      await deleteDoc(doc(world.alice.db, 'users', ALICE.uid));
      await world.seed(`commenters/${ALICE.uid}`, record(3, true));
      await attackIsDenied('a blocked reader deleting their comment record', forget());
      await world.seed(`commenters/${ALICE.uid}`, record(0));
      await attackIsDenied("resetting the day's comment count by deleting the record", forget());
      await attackIsDenied("deleting another reader's comment record", deleteDoc(doc(world.bob.db, 'commenters', ALICE.uid)), ['commenters', 'other', 'delete']);
      await world.seed(`commenters/${ALICE.uid}`, record(1));
      await allowed(['commenters', 'user', 'delete'], forget());
    });
  });
}
