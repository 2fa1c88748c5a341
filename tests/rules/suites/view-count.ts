/**
 * View counting: anyone may add exactly one view a request to a published article, as a
 * whole number, and change nothing else while doing so.
 */
import { doc, getDoc, increment, serverTimestamp, updateDoc } from 'firebase/firestore/lite';
import { beforeEach, describe, expect, it } from 'vitest';
import { allowed, attackIsDenied } from '../support/access.js';
import { storedArticle } from '../support/fixtures.js';
import { incrementField, setField } from '../support/raw-rest.js';
import { useRulesWorld } from '../support/rules-world.js';

export function viewCountTests(): void {
  describe('articles: view counting', () => {
    const world = useRulesWorld('demo-rules-view-count');

    beforeEach(async () => {
      await world.seed('articles/published-1', storedArticle({ viewCount: 41 }));
      await world.seed('articles/draft-1', storedArticle({ status: 'draft', viewCount: 0 }));
    });

    for (const persona of ['guest', 'user', 'admin'] as const) {
      it(`${persona}: counts a view of a published article (+1)`, async () => {
        const ref = doc(world.as(persona).db, 'articles/published-1');
        await allowed(['articles.viewCount', persona, 'update'], updateDoc(ref, { viewCount: increment(1) }));
        expect((await getDoc(doc(world.owner.db, 'articles/published-1'))).get('viewCount')).toBe(42);
      });

      it(`${persona}: cannot add more than one view, or change anything else with it`, async () => {
        const ref = doc(world.as(persona).db, 'articles/published-1');
        await attackIsDenied('viewCount +2', updateDoc(ref, { viewCount: increment(2) }));
        await attackIsDenied('viewCount +1 with another field', updateDoc(ref, { viewCount: increment(1), title: 'Hijacked' }));
        const withLikes = updateDoc(ref, { viewCount: increment(1), likeCount: increment(1) });
        await attackIsDenied('viewCount +1 with another field', withLikes);
        const withTimestamp = updateDoc(ref, { viewCount: increment(1), updatedAt: serverTimestamp() });
        await attackIsDenied('viewCount +1 with another field', withTimestamp);
        await attackIsDenied('viewCount reset or lowered', updateDoc(ref, { viewCount: 0 }));
        await attackIsDenied('viewCount reset or lowered', updateDoc(ref, { viewCount: increment(-1) }));
        expect((await getDoc(doc(world.owner.db, 'articles/published-1'))).get('viewCount')).toBe(41);
      });
    }

    it('guest: a view written as a decimal is refused, so no visitor can freeze an article', async () => {
      const raw = world.raw('guest');
      const article = raw.name('articles/published-1');
      // 42.0 == 41 + 1, but a stored double would fail every later `is int`.
      await attackIsDenied('viewCount written as a decimal', raw.commit([setField(article, 'viewCount', { doubleValue: 42 })]));
      await attackIsDenied('viewCount written as a decimal', raw.commit([incrementField(article, 'viewCount', 1), setField(article, 'viewCount', { doubleValue: 42 })]));
      const increment = raw.commit([{ ...incrementField(article, 'viewCount', 1), updateTransforms: [{ fieldPath: 'viewCount', increment: { doubleValue: 1 } }] }]);
      await attackIsDenied('viewCount written as a decimal', increment);
      // The same request with a whole number is the control.
      await allowed(['articles.viewCount', 'guest', 'update'], raw.commit([setField(article, 'viewCount', { integerValue: '42' })]));
      expect((await getDoc(doc(world.owner.db, 'articles/published-1'))).get('viewCount')).toBe(42);
    });

    it('anyone: one request adds one view, however many writes it holds', async () => {
      for (const persona of ['guest', 'user'] as const) {
        const raw = world.raw(persona);
        const article = raw.name('articles/published-1');
        const many = Array.from({ length: 500 }, () => incrementField(article, 'viewCount', 1));
        await attackIsDenied('many views in one request', raw.commit(many));
        await attackIsDenied('many views in one request', raw.commit([incrementField(article, 'viewCount', 1), incrementField(article, 'viewCount', 1)]));
      }
      expect((await getDoc(doc(world.owner.db, 'articles/published-1'))).get('viewCount')).toBe(41);
      const raw = world.raw('guest');
      await allowed(['articles.viewCount', 'guest', 'update'], raw.commit([incrementField(raw.name('articles/published-1'), 'viewCount', 1)]));
      expect((await getDoc(doc(world.owner.db, 'articles/published-1'))).get('viewCount')).toBe(42);
    });

    it('guest: cannot count views of a draft', async () => {
      await attackIsDenied('viewCount of a draft', updateDoc(doc(world.guest.db, 'articles/draft-1'), { viewCount: increment(1) }));
    });
  });
}
