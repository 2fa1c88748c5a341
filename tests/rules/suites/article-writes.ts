/**
 * Writing articles: only admins, and only well-formed articles. The admin flow (draft,
 * publish, edit, unpublish, delete) goes through as the admin screens write it.
 */
import {
  Timestamp, collection, deleteDoc, deleteField, doc, getDoc, serverTimestamp, updateDoc, writeBatch, type Firestore,
} from 'firebase/firestore/lite';
import { beforeEach, describe, expect, it } from 'vitest';
import { allowed, attackIsDenied, denied, schemaIsEnforced } from '../support/access.js';
import {
  ALICE, LAST_WEEK, createArticle, newArticle, publishArticle, storedArticle, storedClaim, unpublishArticle,
} from '../support/fixtures.js';
import { useRulesWorld } from '../support/rules-world.js';

const now = () => ({ updatedAt: serverTimestamp() });
const DRAFT_SLUG = 'a-draft-in-progress';

export function articleWriteTests(): void {
  describe('articles: writing', () => {
    const world = useRulesWorld('demo-rules-article-writes');
    const article = (db: Firestore, id = 'published-1') => doc(db, 'articles', id);

    beforeEach(async () => {
      await world.seed('articles/published-1', storedArticle());
      await world.seed(`slugs/${storedArticle().slug as string}`, storedClaim('published-1'));
      await world.seed('articles/draft-1', storedArticle({ status: 'draft', slug: DRAFT_SLUG }));
    });

    it('admin: creates a draft with server timestamps and counters at 0', async () => {
      const ref = doc(collection(world.admin.db, 'articles'));
      await allowed(['articles (writes)', 'admin', 'create'], createArticle(world.admin.db, ref.id, newArticle()));
      const stored = await getDoc(doc(world.owner.db, 'articles', ref.id));
      expect(stored.get('status')).toBe('draft');
      expect(stored.get('publishedAt')).toBeNull();
      expect(stored.get('createdAt')).toBeInstanceOf(Timestamp);
    });

    it('admin: creates an article published at once, publishedAt = now', async () => {
      const write = createArticle(world.admin.db, 'new-1', newArticle({ status: 'published', slug: 'published-at-once' }));
      await allowed(['articles (writes)', 'admin', 'create'], write);
      expect((await getDoc(article(world.owner.db, 'new-1'))).get('publishedAt')).toBeInstanceOf(Timestamp);
    });

    it('admin: publishes a draft, edits it, unpublishes it and deletes it', async () => {
      const ref = article(world.admin.db, 'draft-1');
      const publish = publishArticle(world.admin.db, 'draft-1', DRAFT_SLUG, { publishedAt: serverTimestamp() });
      await allowed(['articles (writes)', 'admin', 'update'], publish);
      const edit = updateDoc(ref, { title: 'Reading a 10-K, revised', tags: ['Stocks'], content: '<p>New</p>', ...now() });
      await allowed(['articles (writes)', 'admin', 'update'], edit);
      await allowed(['articles (writes)', 'admin', 'update'], unpublishArticle(world.admin.db, 'draft-1', DRAFT_SLUG));
      await allowed(['articles (writes)', 'admin', 'update'], updateDoc(ref, { isFeatured: true, ...now() }));
      await allowed(['articles (writes)', 'admin', 'delete'], deleteDoc(ref));
      expect((await getDoc(article(world.owner.db, 'draft-1'))).exists()).toBe(false);
    });

    it('admin: publishedAt is set when first published and kept through unpublishing and publishing again', async () => {
      const { db } = world.admin;
      await publishArticle(db, 'draft-1', DRAFT_SLUG, { publishedAt: serverTimestamp() });
      const first = (await getDoc(article(world.owner.db, 'draft-1'))).get('publishedAt') as Timestamp;
      await allowed(['articles (writes)', 'admin', 'update'], unpublishArticle(db, 'draft-1', DRAFT_SLUG));
      await schemaIsEnforced('articles', 'publishing again with a new publishedAt', publishArticle(db, 'draft-1', DRAFT_SLUG, { publishedAt: serverTimestamp() }));
      await allowed(['articles (writes)', 'admin', 'update'], publishArticle(db, 'draft-1', DRAFT_SLUG));
      expect(((await getDoc(article(world.owner.db, 'draft-1'))).get('publishedAt') as Timestamp).isEqual(first)).toBe(true);
    });

    it('admin: never clears the publishedAt of an article once published, whatever its status', async () => {
      const { db } = world.admin;
      const ref = article(db, 'draft-1');
      await publishArticle(db, 'draft-1', DRAFT_SLUG, { publishedAt: serverTimestamp() });
      const name = 'clearing publishedAt of a once-published article';
      await attackIsDenied(name, unpublishArticle(db, 'draft-1', DRAFT_SLUG, { publishedAt: null }));
      await attackIsDenied(name, unpublishArticle(db, 'draft-1', DRAFT_SLUG, { publishedAt: deleteField() }));
      await allowed(['articles (writes)', 'admin', 'update'], unpublishArticle(db, 'draft-1', DRAFT_SLUG));
      await attackIsDenied(name, updateDoc(ref, { publishedAt: null, ...now() }));
      await attackIsDenied(name, updateDoc(ref, { publishedAt: deleteField(), ...now() }));
      await attackIsDenied(name, updateDoc(ref, { publishedAt: serverTimestamp(), ...now() }));
      // A draft never published has none, and may say so.
      await allowed(['articles (writes)', 'admin', 'update'], updateDoc(ref, { isFeatured: true, ...now() }));
      await world.seed('articles/never-1', storedArticle({ status: 'draft', slug: 'never-published' }));
      await allowed(['articles (writes)', 'admin', 'update'], updateDoc(article(db, 'never-1'), { publishedAt: null, ...now() }));
    });

    it('admin: cannot replace an article by deleting and creating it in one commit', async () => {
      await world.seed(`articles/published-1/likes/${ALICE.uid}`, { createdAt: LAST_WEEK });
      const { db } = world.admin;
      const replace = writeBatch(db);
      replace.delete(article(db));
      replace.set(article(db), newArticle({ status: 'published' }));
      await attackIsDenied('replacing an article by deleting and creating it in one commit', replace.commit());
      const kept = await getDoc(article(world.owner.db));
      expect([kept.get('likeCount'), kept.get('viewCount'), (kept.get('createdAt') as Timestamp).isEqual(LAST_WEEK)]).toEqual([3, 41, true]);
      // Deleting it and creating a new article, under a new id, is how an article is replaced.
      await allowed(['articles (writes)', 'admin', 'delete'], deleteDoc(article(db)));
      await allowed(['articles (writes)', 'admin', 'create'], createArticle(db, 'new-1', newArticle({ status: 'published', slug: 'the-replacement' })));
    });

    it("admin: an edit never fails because of a counter's type", async () => {
      // A counter stored as a double (by an older client, or before the rules checked it).
      await world.seed('articles/legacy-1', storedArticle({ viewCount: 41.5, likeCount: 3.5 }));
      const ref = article(world.admin.db, 'legacy-1');
      await allowed(['articles (writes)', 'admin', 'update'], updateDoc(ref, { title: 'Still editable', ...now() }));
      await allowed(['articles (writes)', 'admin', 'update'], updateDoc(ref, { status: 'draft', ...now() }));
    });

    for (const persona of ['guest', 'user'] as const) {
      it(`${persona}: cannot create, edit, publish or delete an article`, async () => {
        const { db } = world.as(persona);
        await denied(['articles (writes)', persona, 'create'], createArticle(db, 'mine-1', newArticle()));
        await denied(['articles (writes)', persona, 'update'], updateDoc(article(db), { title: 'Defaced', ...now() }));
        const publish = updateDoc(article(db, 'draft-1'), { status: 'published', publishedAt: serverTimestamp(), ...now() });
        await denied(['articles (writes)', persona, 'update'], publish);
        await denied(['articles (writes)', persona, 'delete'], deleteDoc(article(db)));
      });
    }

    it('a user with a forged admin claim in the token is still not an admin', async () => {
      const forged = world.withToken({ sub: 'mallory', email: 'm@example.com', email_verified: true, role: 'admin', admin: true });
      await denied(['articles (writes)', 'user', 'create'], createArticle(forged.db, 'forged-1', newArticle()));
    });
  });
}
