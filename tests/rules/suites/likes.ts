/**
 * Likes: a signed-in reader with a verified e-mail likes a published article with one
 * batch (their like document + likeCount +1) and unlikes with the reverse batch. Nobody
 * likes for someone else, likeCount never moves without its like document, by more than
 * one a request, or to anything but a whole number.
 */
import {
  doc, getDoc, increment, serverTimestamp, setDoc, updateDoc, writeBatch, type Firestore,
} from 'firebase/firestore/lite';
import { beforeEach, describe, expect, it } from 'vitest';
import { allowed, attackIsDenied, denied, schemaIsEnforced } from '../support/access.js';
import { ADMIN, ALICE, LAST_WEEK, storedArticle } from '../support/fixtures.js';
import { incrementField, setField, type RawFirestore, type RestWrite } from '../support/raw-rest.js';
import { useRulesWorld } from '../support/rules-world.js';

/** The like batch as REST: the like document, then the article's likeCount write(s). */
function rawLike(raw: RawFirestore, uid: string, countWrites: (article: string) => RestWrite[]): Promise<unknown> {
  const like: RestWrite = {
    update: { name: raw.name(`${ARTICLE}/likes/${uid}`), fields: {} },
    updateTransforms: [{ fieldPath: 'createdAt', setToServerValue: 'REQUEST_TIME' }],
    currentDocument: { exists: false },
  };
  return raw.commit([like, ...countWrites(raw.name(ARTICLE))]);
}

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

    it('likeCount stays a whole number', async () => {
      const raw = world.raw('user');
      const decimal = rawLike(raw, ALICE.uid, (article) => [setField(article, 'likeCount', { doubleValue: 4 })]);
      await attackIsDenied('likeCount written as a decimal', decimal);
      const decimalStep = rawLike(raw, ALICE.uid, (article) => [
        { ...incrementField(article, 'likeCount', 1), updateTransforms: [{ fieldPath: 'likeCount', increment: { doubleValue: 1 } }] },
      ]);
      await attackIsDenied('likeCount written as a decimal', decimalStep);
      expect(await likeCount()).toBe(3);
      const whole = rawLike(raw, ALICE.uid, (article) => [setField(article, 'likeCount', { integerValue: '4' })]);
      await allowed(['articles/{id}/likes', 'user', 'create'], whole);
      expect(await likeCount()).toBe(4);
    });

    it('one like request adds exactly one like', async () => {
      const raw = world.raw('user');
      const twice = rawLike(raw, ALICE.uid, (article) => [incrementField(article, 'likeCount', 1), incrementField(article, 'likeCount', 1)]);
      await attackIsDenied('many likes in one request', twice);
      const many = rawLike(raw, ALICE.uid, (article) => Array.from({ length: 100 }, () => incrementField(article, 'likeCount', 1)));
      await attackIsDenied('many likes in one request', many);
      expect(await likeCount()).toBe(3);
      await allowed(['articles/{id}/likes', 'user', 'create'], rawLike(raw, ALICE.uid, (article) => [incrementField(article, 'likeCount', 1)]));
      expect(await likeCount()).toBe(4);
    });

    it('liking needs a verified e-mail; taking a like back does not', async () => {
      const carol = { sub: 'carol', email: 'carol@example.com', email_verified: false };
      const unverified = world.withToken(carol);
      await attackIsDenied('like from an unverified account', like(unverified.db, carol.sub));
      const noClaim = world.withToken({ sub: 'dave', email: 'dave@example.com' });
      await attackIsDenied('like from an unverified account', like(noClaim.db, 'dave'));
      expect(await likeCount()).toBe(3);
      // Carol liked while verified, then changed her e-mail (unverified again): she can still unlike.
      await like(world.withToken({ ...carol, email_verified: true }).db, carol.sub);
      expect(await likeCount()).toBe(4);
      await allowed(['articles/{id}/likes', 'user', 'delete'], unlike(unverified.db, carol.sub));
      expect(await likeCount()).toBe(3);
    });

    it('a like is a well-formed document on a published article', async () => {
      const { db } = world.alice;
      await attackIsDenied('liking a draft', like(db, ALICE.uid, 'articles/draft-1'));
      await schemaIsEnforced('likes', 'a client-chosen createdAt', like(db, ALICE.uid, ARTICLE, { createdAt: LAST_WEEK }));
      const extra = { createdAt: serverTimestamp(), weight: 10 };
      await schemaIsEnforced('likes', 'an unknown field', like(db, ALICE.uid, ARTICLE, extra));
      await schemaIsEnforced('likes', 'no createdAt', like(db, ALICE.uid, ARTICLE, {}));
      await schemaIsEnforced('likes', "a uid not the liker's", like(db, ALICE.uid, ARTICLE, { createdAt: serverTimestamp(), uid: 'bob' }));
      await allowed(['articles/{id}/likes', 'user', 'create'], like(db, ALICE.uid, ARTICLE, { createdAt: serverTimestamp(), uid: ALICE.uid }));
    });
  });
}
