/**
 * View counting: anyone may add exactly one view to a published article, and change
 * nothing else while doing so.
 */
import { doc, getDoc, increment, serverTimestamp, updateDoc } from 'firebase/firestore/lite';
import { beforeEach, describe, expect, it } from 'vitest';
import { allowed, attackIsDenied } from '../support/access.js';
import { storedArticle } from '../support/fixtures.js';
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

    it('guest: cannot count views of a draft', async () => {
      await attackIsDenied('viewCount of a draft', updateDoc(doc(world.guest.db, 'articles/draft-1'), { viewCount: increment(1) }));
    });
  });
}
