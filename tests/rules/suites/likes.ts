/**
 * Likes: a signed-in reader likes a published article with one batch (their like
 * document + likeCount +1) and unlikes with the reverse batch. Nobody likes for someone
 * else, and likeCount never moves without its like document.
 */
import {
  doc, getDoc, increment, serverTimestamp, setDoc, updateDoc, writeBatch, type Firestore,
} from 'firebase/firestore/lite';
import { beforeEach, describe, expect, it } from 'vitest';
import { allowed, attackIsDenied, denied, schemaIsEnforced } from '../support/access.js';
import { ADMIN, ALICE, LAST_WEEK, storedArticle } from '../support/fixtures.js';
import { useRulesWorld } from '../support/rules-world.js';

const ARTICLE = 'articles/published-1';

function like(db: Firestore, uid: string, article = ARTICLE, likeData: object = { createdAt: serverTimestamp() }): Promise<void> {
  const batch = writeBatch(db);
  batch.set(doc(db, `${article}/likes/${uid}`), likeData);
  batch.update(doc(db, article), { likeCount: increment(1) });
  return batch.commit();
}

function unlike(db: Firestore, uid: string): Promise<void> {
  const batch = writeBatch(db);
  batch.delete(doc(db, `${ARTICLE}/likes/${uid}`));
  batch.update(doc(db, ARTICLE), { likeCount: increment(-1) });
  return batch.commit();
}

export function likeTests(): void {
  describe('articles: likes', () => {
    const world = useRulesWorld('demo-rules-likes');
    const likeCount = async (): Promise<unknown> => (await getDoc(doc(world.owner.db, ARTICLE))).get('likeCount');

    beforeEach(async () => {
      await world.seed(ARTICLE, storedArticle({ likeCount: 3 }));
      await world.seed('articles/draft-1', storedArticle({ status: 'draft', likeCount: 0 }));
    });

    it('user: likes, sees their like, and unlikes, each in one batch', async () => {
      const { db } = world.alice;
      const own = doc(db, `${ARTICLE}/likes/${ALICE.uid}`);
      expect((await allowed(['articles/{id}/likes', 'user', 'get'], getDoc(own))).exists()).toBe(false);
      await allowed(['articles/{id}/likes', 'user', 'create'], like(db, ALICE.uid));
      expect(await likeCount()).toBe(4);
      expect((await allowed(['articles/{id}/likes', 'user', 'get'], getDoc(own))).exists()).toBe(true);
      await allowed(['articles/{id}/likes', 'user', 'delete'], unlike(db, ALICE.uid));
      expect(await likeCount()).toBe(3);
    });

    it('admin: likes and unlikes for themselves, but not for a reader', async () => {
      const { db } = world.admin;
      await allowed(['articles/{id}/likes', 'admin', 'create'], like(db, ADMIN.uid));
      await allowed(['articles/{id}/likes', 'admin', 'get'], getDoc(doc(db, `${ARTICLE}/likes/${ADMIN.uid}`)));
      await allowed(['articles/{id}/likes', 'admin', 'delete'], unlike(db, ADMIN.uid));
      await denied(['articles/{id}/likes', 'admin', 'create'], like(db, ALICE.uid));
      await like(world.alice.db, ALICE.uid);
      await denied(['articles/{id}/likes', 'admin', 'get'], getDoc(doc(db, `${ARTICLE}/likes/${ALICE.uid}`)));
      await denied(['articles/{id}/likes', 'admin', 'delete'], unlike(db, ALICE.uid));
    });

    it("other: cannot like for someone else, see their like, or remove it", async () => {
      const { db } = world.bob;
      await attackIsDenied('like on behalf of someone else', like(db, ALICE.uid), ['articles/{id}/likes', 'other', 'create']);
      await like(world.alice.db, ALICE.uid);
      await denied(['articles/{id}/likes', 'other', 'get'], getDoc(doc(db, `${ARTICLE}/likes/${ALICE.uid}`)));
      await denied(['articles/{id}/likes', 'other', 'delete'], unlike(db, ALICE.uid));
      expect(await likeCount()).toBe(4);
    });

    it('guest: cannot like, see a like, or unlike', async () => {
      const { db } = world.guest;
      await denied(['articles/{id}/likes', 'guest', 'create'], like(db, 'guest'));
      await like(world.alice.db, ALICE.uid);
      await denied(['articles/{id}/likes', 'guest', 'get'], getDoc(doc(db, `${ARTICLE}/likes/${ALICE.uid}`)));
      await denied(['articles/{id}/likes', 'guest', 'delete'], unlike(db, ALICE.uid));
    });

    it('likeCount never moves without the like document, nor the like without likeCount', async () => {
      const { db } = world.alice;
      const article = doc(db, ARTICLE);
      const own = doc(db, `${ARTICLE}/likes/${ALICE.uid}`);
      await attackIsDenied('likeCount changed without the like document', updateDoc(article, { likeCount: increment(1) }));
      await attackIsDenied('like without likeCount +1', setDoc(own, { createdAt: serverTimestamp() }));
      await like(db, ALICE.uid);
      await attackIsDenied('a second like by the same user', like(db, ALICE.uid));
      await attackIsDenied('a second like by the same user', updateDoc(article, { likeCount: increment(1) }));
      await attackIsDenied('likeCount changed without the like document', updateDoc(article, { likeCount: increment(-1) }));
      const batch = writeBatch(db);
      batch.delete(own);
      await attackIsDenied('unlike without likeCount -1', batch.commit());
      const twice = writeBatch(db);
      twice.delete(own);
      twice.update(article, { likeCount: increment(-2) });
      await attackIsDenied('unlike with likeCount -2', twice.commit());
      expect(await likeCount()).toBe(4);
    });

    it('a like is a well-formed document on a published article', async () => {
      const { db } = world.alice;
      await attackIsDenied('liking a draft', like(db, ALICE.uid, 'articles/draft-1'));
      await schemaIsEnforced('likes', 'a client-chosen createdAt', like(db, ALICE.uid, ARTICLE, { createdAt: LAST_WEEK }));
      const extra = { createdAt: serverTimestamp(), weight: 10 };
      await schemaIsEnforced('likes', 'an unknown field', like(db, ALICE.uid, ARTICLE, extra));
      await schemaIsEnforced('likes', 'no createdAt', like(db, ALICE.uid, ARTICLE, {}));
    });
  });
}
