/**
 * The discussion of a deleted article (issue 33): once an article is gone, before the
 * commit or in it, there is no count to keep, and a moderator deletes its comments, their
 * reports and their author records without one: a comment at a time from the moderation
 * queue (features/admin-comments/api/moderate.ts), or hundreds a commit as deleting the
 * article does (features/admin-articles/api/delete-discussion.ts), which the rules' limit of
 * 20 document reads a commit would refuse if each write read its own comment. Readers still
 * delete nothing, and on a live article a shown comment still goes only with the count.
 */
import { Timestamp, collection, doc, getDoc, getDocs, limit, query, writeBatch, type DocumentData, type Firestore } from 'firebase/firestore/lite';
import { beforeEach, describe, expect, it } from 'vitest';
import { deleteComment } from '../../../src/features/admin-comments/api/moderate.js';
import { articleFollows } from '../../../src/lib/firebase/comment-follows.js';
import { commentFromDoc } from '../../../src/lib/comments/comment-from-doc.js';
import type { Comment } from '../../../src/lib/comments/model.js';
import { allowed, attackIsDenied, denied } from '../support/access.js';
import { ALICE, BOB, storedArticle, storedProfile } from '../support/fixtures.js';
import { useRulesWorld } from '../support/rules-world.js';

const ARTICLE = 'published-1';
const AN_HOUR_AGO = () => Timestamp.fromMillis(Date.now() - 60 * 60 * 1000);

/** Alice's shown comment, as stored, reported `reports` times. */
const storedComment = (reports: number, fields: DocumentData = {}): DocumentData => ({
  body: 'Margins look stretched.', authorName: ALICE.name, position: { ticker: 'AAPL', side: 'long' }, parentId: null, createdAt: AN_HOUR_AGO(),
  editedAt: null, state: 'visible', review: reports > 0 ? 'reported' : 'new', reportCount: reports, ...fields,
});

export function discussionCleanupTests(): void {
  describe('the discussion of a deleted article', () => {
    const world = useRulesWorld('demo-rules-discussion-cleanup');
    const commentPath = (id: string) => `articles/${ARTICLE}/comments/${id}`;
    const exists = async (path: string) => (await getDoc(doc(world.owner.db, path))).exists();
    const read = async (id: string): Promise<Comment> => commentFromDoc(id, ARTICLE, (await getDoc(doc(world.owner.db, commentPath(id)))).data()!);
    const cell = (row: 'articles/{id}/comments' | 'commentAuthors', persona: 'guest' | 'user' | 'other' | 'admin', operation: 'list' | 'delete') =>
      [row, persona, operation] as const;

    /** A comment of Alice's with its author record and Bob's report. */
    const seedComment = async (id: string, fields: DocumentData = {}) => {
      await world.seed(commentPath(id), storedComment(1, fields));
      await world.seed(`commentAuthors/${id}`, { uid: ALICE.uid, articleId: ARTICLE, createdAt: AN_HOUR_AGO() });
      await world.seed(`${commentPath(id)}/reports/${BOB.uid}`, { createdAt: AN_HOUR_AGO() });
    };

    /** Deletes, in one commit, the comment, its author record and Bob's report: no count. */
    const deleteWithoutCount = (db: Firestore, id: string) => {
      const batch = writeBatch(db);
      batch.delete(doc(db, commentPath(id)));
      batch.delete(doc(db, 'commentAuthors', id));
      batch.delete(doc(db, `${commentPath(id)}/reports/${BOB.uid}`));
      return batch.commit();
    };

    const deleteArticle = async () => {
      const batch = writeBatch(world.admin.db);
      batch.delete(doc(world.admin.db, 'articles', ARTICLE));
      await batch.commit();
    };

    beforeEach(async () => {
      await world.seed(`articles/${ARTICLE}`, storedArticle({ tickers: ['AAPL'], commentCount: 1, positionTally: { 'AAPL long': 1 } }));
      await world.seed(`users/${ALICE.uid}`, storedProfile(ALICE));
      await world.seed(`users/${BOB.uid}`, storedProfile(BOB));
      await seedComment('shown');
    });

    it('a moderator deletes a comment of a deleted article, its reports and its author record, without a count', async () => {
      await deleteArticle();
      // The queue's Delete, as the moderator presses it.
      await allowed(cell('articles/{id}/comments', 'admin', 'delete'), deleteComment(world.admin.db, await read('shown')));
      expect(await exists(commentPath('shown'))).toBe(false);
      expect(await exists('commentAuthors/shown')).toBe(false);
      expect(await exists(`${commentPath('shown')}/reports/${BOB.uid}`)).toBe(false);
      expect(await exists(`articles/${ARTICLE}`)).toBe(false);
    });

    it('its readers delete none of it: not its writer, not the reader who reported it, not a guest', async () => {
      await deleteArticle();
      await denied(cell('articles/{id}/comments', 'user', 'delete'), deleteWithoutCount(world.alice.db, 'shown'));
      await denied(cell('articles/{id}/comments', 'other', 'delete'), deleteWithoutCount(world.bob.db, 'shown'));
      await denied(cell('articles/{id}/comments', 'guest', 'delete'), deleteWithoutCount(world.guest.db, 'shown'));
      const one = (db: Firestore, path: string) => writeBatch(db).delete(doc(db, path)).commit();
      await attackIsDenied('a reader deleting the discussion of a deleted article', one(world.alice.db, commentPath('shown')));
      await attackIsDenied('a reader deleting the discussion of a deleted article', one(world.alice.db, 'commentAuthors/shown'));
      await attackIsDenied('a reader deleting the discussion of a deleted article', one(world.bob.db, `${commentPath('shown')}/reports/${BOB.uid}`));
      expect(await exists(commentPath('shown'))).toBe(true);
      expect(await exists('commentAuthors/shown')).toBe(true);
      // The control: the moderator's same commit.
      await allowed(cell('commentAuthors', 'admin', 'delete'), deleteWithoutCount(world.admin.db, 'shown'));
      expect(await exists('commentAuthors/shown')).toBe(false);
    });

    it('deletes the article and its discussion in one commit, or hundreds of writes a commit after it', async () => {
      // In the commit that deletes the article: the rules judge the state after it.
      const batch = writeBatch(world.admin.db);
      batch.delete(doc(world.admin.db, 'articles', ARTICLE));
      batch.delete(doc(world.admin.db, commentPath('shown')));
      batch.delete(doc(world.admin.db, 'commentAuthors', 'shown'));
      batch.delete(doc(world.admin.db, `${commentPath('shown')}/reports/${BOB.uid}`));
      await allowed(cell('articles/{id}/comments', 'admin', 'delete'), batch.commit());
      expect(await exists('commentAuthors/shown')).toBe(false);

      // 40 comments, each reported and with its author record: 120 writes, over the 20
      // documents a commit may read if each write read its comment.
      const ids = Array.from({ length: 40 }, (_, i) => `c${i}`);
      await Promise.all(ids.map((id, n) => seedComment(id, n % 2 ? { state: 'hidden', body: '' } : {})));
      const comments = collection(world.admin.db, 'articles', ARTICLE, 'comments');
      // The comments of a gone article are the moderators' to list (every article's at once).
      const found = await allowed(cell('articles/{id}/comments', 'admin', 'list'), getDocs(query(comments, limit(500))));
      expect(found.size).toBe(40);
      const all = writeBatch(world.admin.db);
      for (const id of ids) {
        all.delete(doc(world.admin.db, `${commentPath(id)}/reports/${BOB.uid}`));
        all.delete(doc(world.admin.db, 'commentAuthors', id));
        all.delete(doc(world.admin.db, commentPath(id)));
      }
      await allowed(cell('articles/{id}/comments', 'admin', 'delete'), all.commit());
      expect((await getDocs(query(collection(world.owner.db, 'articles', ARTICLE, 'comments'), limit(50)))).size).toBe(0);
      expect((await getDocs(query(collection(world.owner.db, 'commentAuthors'), limit(50)))).size).toBe(0);
    });

    it('on a live article, a shown comment still goes only with the count, and its records only with it', async () => {
      // Readers are refused the moderator's very commit, count and all.
      const withCount = (db: Firestore) => {
        const batch = writeBatch(db);
        batch.delete(doc(db, commentPath('shown')));
        batch.delete(doc(db, 'commentAuthors', 'shown'));
        batch.delete(doc(db, `${commentPath('shown')}/reports/${BOB.uid}`));
        articleFollows(batch, db, ARTICLE, 'shown', -1, [[{ ticker: 'AAPL', side: 'long' }, -1]]);
        return batch.commit();
      };
      await denied(cell('articles/{id}/comments', 'user', 'delete'), withCount(world.alice.db));
      await denied(cell('articles/{id}/comments', 'other', 'delete'), withCount(world.bob.db));
      await denied(cell('articles/{id}/comments', 'guest', 'delete'), withCount(world.guest.db));
      await attackIsDenied('deleting a visible comment of a live article without the count', deleteWithoutCount(world.admin.db, 'shown'));
      const alone = (path: string) => writeBatch(world.admin.db).delete(doc(world.admin.db, path)).commit();
      await attackIsDenied("deleting a live comment's author record or reports without it", alone('commentAuthors/shown'));
      await attackIsDenied("deleting a live comment's author record or reports without it", alone(`${commentPath('shown')}/reports/${BOB.uid}`));
      expect(await exists(commentPath('shown'))).toBe(true);
      // The control: the queue's Delete moves the count and the tally, and takes its records.
      await allowed(cell('articles/{id}/comments', 'admin', 'delete'), deleteComment(world.admin.db, await read('shown')));
      expect((await getDoc(doc(world.owner.db, 'articles', ARTICLE))).data()).toMatchObject({ commentCount: 0, positionTally: { 'AAPL long': 0 }, commentChange: 'shown' });
      expect(await exists('commentAuthors/shown')).toBe(false);
      expect(await exists(`${commentPath('shown')}/reports/${BOB.uid}`)).toBe(false);
    });
  });
}
