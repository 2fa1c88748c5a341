/**
 * savedArticles/{uid}_{articleId}: bookmarks, private to their owner, admins included.
 * The dashboard's query must say userId == the caller's uid.
 */
import {
  collection, deleteDoc, doc, getDoc, getDocs, limit, orderBy, query, setDoc, updateDoc, where,
  type Firestore,
} from 'firebase/firestore/lite';
import { beforeEach, describe, expect, it } from 'vitest';
import { allowed, attackIsDenied, denied, schemaIsEnforced } from '../support/access.js';
import { ADMIN, ALICE, BOB, LAST_WEEK, newSave, storedArticle, type Person } from '../support/fixtures.js';
import { useRulesWorld } from '../support/rules-world.js';

const saved = (db: Firestore, who: Person | string, articleId = 'published-1') =>
  doc(db, 'savedArticles', `${typeof who === 'string' ? who : who.uid}_${articleId}`);

/** The dashboard: the user's 3 most recent bookmarks. */
const recentSaves = (db: Firestore, uid: string) =>
  query(collection(db, 'savedArticles'), where('userId', '==', uid), orderBy('savedAt', 'desc'), limit(3));

export function savedArticleTests(): void {
  describe('savedArticles: bookmarks', () => {
    const world = useRulesWorld('demo-rules-saved-articles');

    beforeEach(async () => {
      await world.seed('articles/published-1', storedArticle());
      await world.seed('articles/published-2', storedArticle());
      await world.seed('articles/draft-1', storedArticle({ status: 'draft' }));
      await world.seed(`savedArticles/${BOB.uid}_published-2`, { ...newSave(BOB, 'published-2'), savedAt: LAST_WEEK });
    });

    it('user: saves, checks, lists and unsaves their bookmarks', async () => {
      const { db } = world.alice;
      expect((await allowed(['savedArticles', 'user', 'get'], getDoc(saved(db, ALICE)))).exists()).toBe(false);
      await allowed(['savedArticles', 'user', 'create'], setDoc(saved(db, ALICE), newSave(ALICE, 'published-1')));
      expect((await allowed(['savedArticles', 'user', 'get'], getDoc(saved(db, ALICE)))).get('userId')).toBe(ALICE.uid);
      const mine = await allowed(['savedArticles', 'user', 'list'], getDocs(recentSaves(db, ALICE.uid)));
      expect(mine.docs.map((d) => d.id)).toEqual([`${ALICE.uid}_published-1`]);
      await allowed(['savedArticles', 'user', 'delete'], deleteDoc(saved(db, ALICE)));
    });

    it('user: a bookmark is never edited, and the list must name their uid', async () => {
      const { db } = world.alice;
      await setDoc(saved(db, ALICE), newSave(ALICE, 'published-1'));
      await denied(['savedArticles', 'user', 'update'], updateDoc(saved(db, ALICE), { title: 'Renamed' }));
      await denied(['savedArticles', 'user', 'update'], setDoc(saved(db, ALICE), newSave(ALICE, 'published-1')));
      const unfiltered = getDocs(query(collection(db, 'savedArticles'), orderBy('savedAt', 'desc')));
      await attackIsDenied('listing bookmarks without the own-uid filter', unfiltered);
    });

    it("other: cannot read, list, save, edit or remove someone else's bookmarks", async () => {
      const { db } = world.alice;
      await denied(['savedArticles', 'other', 'get'], getDoc(saved(db, BOB, 'published-2')));
      await denied(['savedArticles', 'other', 'list'], getDocs(recentSaves(db, BOB.uid)));
      const forBob = setDoc(saved(db, BOB), newSave(BOB, 'published-1'));
      await attackIsDenied('saving an article for another user', forBob, ['savedArticles', 'other', 'create']);
      const inOwnName = setDoc(saved(db, ALICE), newSave(BOB, 'published-1'));
      await attackIsDenied('saving an article for another user', inOwnName, ['savedArticles', 'other', 'create']);
      await denied(['savedArticles', 'other', 'update'], updateDoc(saved(db, BOB, 'published-2'), { title: 'X' }));
      await denied(['savedArticles', 'other', 'delete'], deleteDoc(saved(db, BOB, 'published-2')));
    });

    it('guest: has no bookmarks', async () => {
      const { db } = world.guest;
      await denied(['savedArticles', 'guest', 'get'], getDoc(saved(db, BOB, 'published-2')));
      await denied(['savedArticles', 'guest', 'list'], getDocs(recentSaves(db, BOB.uid)));
      await denied(['savedArticles', 'guest', 'create'], setDoc(saved(db, BOB), newSave(BOB, 'published-1')));
      await denied(['savedArticles', 'guest', 'update'], updateDoc(saved(db, BOB, 'published-2'), { title: 'X' }));
      await denied(['savedArticles', 'guest', 'delete'], deleteDoc(saved(db, BOB, 'published-2')));
    });

    it("admin: has bookmarks of their own, and no access to readers'", async () => {
      const { db } = world.admin;
      await allowed(['savedArticles', 'admin', 'create'], setDoc(saved(db, ADMIN), newSave(ADMIN, 'published-1')));
      await allowed(['savedArticles', 'admin', 'get'], getDoc(saved(db, ADMIN)));
      await allowed(['savedArticles', 'admin', 'list'], getDocs(recentSaves(db, ADMIN.uid)));
      await denied(['savedArticles', 'admin', 'update'], updateDoc(saved(db, ADMIN), { title: 'X' }));
      await allowed(['savedArticles', 'admin', 'delete'], deleteDoc(saved(db, ADMIN)));
      await denied(['savedArticles', 'admin', 'get'], getDoc(saved(db, BOB, 'published-2')));
      await denied(['savedArticles', 'admin', 'list'], getDocs(recentSaves(db, BOB.uid)));
      await denied(['savedArticles', 'admin', 'create'], setDoc(saved(db, BOB), newSave(BOB, 'published-1')));
      await denied(['savedArticles', 'admin', 'delete'], deleteDoc(saved(db, BOB, 'published-2')));
    });

    it("a uid that begins another uid gives no access to that user's bookmarks", async () => {
      const longer = `${ALICE.uid}_x`;
      await world.seed(`savedArticles/${longer}_published-1`, { ...newSave({ ...BOB, uid: longer }, 'published-1'), savedAt: LAST_WEEK });
      const theirs = doc(world.alice.db, 'savedArticles', `${longer}_published-1`);
      await attackIsDenied("reading the bookmark of a uid that begins with one's own", getDoc(theirs));
      await attackIsDenied("reading the bookmark of a uid that begins with one's own", deleteDoc(theirs));
    });

    it('user: the bookmark list asks for at most 3 (the dashboard)', async () => {
      const { db } = world.alice;
      const mine = query(collection(db, 'savedArticles'), where('userId', '==', ALICE.uid), orderBy('savedAt', 'desc'));
      await attackIsDenied('bookmark query over the limit', getDocs(mine), ['savedArticles', 'user', 'list']);
      await attackIsDenied('bookmark query over the limit', getDocs(query(mine, limit(4))));
      await allowed(['savedArticles', 'user', 'list'], getDocs(query(mine, limit(3))));
    });

    it('saving needs a verified e-mail; reading and removing bookmarks do not', async () => {
      const carol = { ...ALICE, uid: 'carol', token: { sub: 'carol', email: 'carol@example.com', email_verified: false } };
      const { db } = world.withToken(carol.token);
      await attackIsDenied('save from an unverified account', setDoc(saved(db, carol), newSave(carol, 'published-1')));
      await world.seed(`savedArticles/carol_published-2`, { ...newSave(carol, 'published-2'), savedAt: LAST_WEEK });
      expect((await getDocs(recentSaves(db, carol.uid))).size).toBe(1);
      await deleteDoc(saved(db, carol, 'published-2'));
      expect((await getDoc(saved(world.owner.db, carol, 'published-2'))).exists()).toBe(false);
    });

    it('a bookmark is well formed, for a published article, saved now', async () => {
      const { db } = world.alice;
      await schemaIsEnforced('savedArticles', 'a draft article', setDoc(saved(db, ALICE, 'draft-1'), newSave(ALICE, 'draft-1')));
      await schemaIsEnforced('savedArticles', 'a missing article', setDoc(saved(db, ALICE, 'gone'), newSave(ALICE, 'gone')));
      const wrongId = setDoc(saved(db, ALICE, 'published-2'), newSave(ALICE, 'published-1'));
      await schemaIsEnforced('savedArticles', 'an id that does not match articleId', wrongId);
      const past = setDoc(saved(db, ALICE), newSave(ALICE, 'published-1', { savedAt: LAST_WEEK }));
      await schemaIsEnforced('savedArticles', 'a client-chosen savedAt', past);
      const extra = setDoc(saved(db, ALICE), newSave(ALICE, 'published-1', { notes: 'x' }));
      await schemaIsEnforced('savedArticles', 'an unknown field', extra);
      const category = setDoc(saved(db, ALICE), newSave(ALICE, 'published-1', { category: 'crypto' }));
      await schemaIsEnforced('savedArticles', 'a category that is not one of the four', category);
      const author = setDoc(saved(db, ALICE), newSave(ALICE, 'published-1', { author: { name: 'D', email: 'd@example.com' } }));
      await schemaIsEnforced('savedArticles', 'an e-mail in the author block', author);
      const image = setDoc(saved(db, ALICE), newSave(ALICE, 'published-1', { featuredImage: 'javascript:alert(1)' }));
      await attackIsDenied('article link that is not a web address', image);
    });
  });
}
