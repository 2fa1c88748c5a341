/**
 * Slug claims (slugs/{slug}) and revisions (articles/{id}/revisions): admins only, except
 * that anyone may read the claim of a published article (old links are redirected through
 * it). Only a published article holds claims: one for its slug, taken in the commit that
 * publishes it, and those of its earlier addresses. A draft holds none, so nothing an
 * outsider can ask (a read, a query, a count, a write's precondition) tells a slug a draft
 * uses from one nobody uses: slugs are titles, and unpublished research must stay unknown.
 * Deleting an article takes its likes with it once the article itself is gone.
 */
import {
  collection, deleteDoc, doc, getCount, getDoc, getDocs, limit, orderBy, query, serverTimestamp, setDoc, updateDoc, where, writeBatch,
  type DocumentData, type Firestore,
} from 'firebase/firestore/lite';
import { beforeEach, describe, expect, it } from 'vitest';
import { allowed, attackIsDenied, attackLearnsNothing, denied, schemaIsEnforced } from '../support/access.js';
import {
  ADMIN, ALICE, LAST_WEEK, createArticle, newArticle, publishArticle, storedArticle, storedClaim,
} from '../support/fixtures.js';
import type { RawFirestore } from '../support/raw-rest.js';
import { useRulesWorld } from '../support/rules-world.js';

const SLUG = storedArticle().slug as string;
/** The slug of a draft: a headline nobody outside may learn of before it is published. */
const DRAFT_SLUG = 'nvidia-downgrade-to-sell';
const UNUSED_SLUG = 'apple-upgrade-to-buy';

function newRevision(overrides: Record<string, unknown> = {}) {
  return {
    title: 'An earlier title',
    summary: 'An earlier summary.',
    content: '<p>An earlier text.</p>',
    savedAt: serverTimestamp(),
    savedBy: { id: ADMIN.uid, name: ADMIN.name },
    kind: 'save',
    ...overrides,
  };
}

/** A write on slugs/{slug} with a precondition, as a crafted request sends it. */
const probe = (raw: RawFirestore, slug: string, exists: boolean) => ({
  answer: raw.commitAnswer([{ delete: raw.name(`slugs/${slug}`), currentDocument: { exists } }]),
  about: slug,
});

export function slugAndRevisionTests(): void {
  describe('slugs: one published article per slug, and no trace of a draft', () => {
    const world = useRulesWorld('demo-rules-slugs');

    beforeEach(async () => {
      await world.seed('articles/published-1', storedArticle());
      await world.seed(`slugs/${SLUG}`, storedClaim('published-1'));
      // An earlier address of the published article, kept so that old links lead to it.
      await world.seed('slugs/an-older-title', storedClaim('published-1'));
      await world.seed('articles/draft-1', storedArticle({ status: 'draft', slug: DRAFT_SLUG }));
      // A draft's claim as an earlier version of the site left it.
      await world.seed('articles/legacy-draft', storedArticle({ status: 'draft', slug: 'an-old-draft' }));
      await world.seed('slugs/an-old-draft', storedClaim('legacy-draft'));
    });

    for (const persona of ['guest', 'user'] as const) {
      it(`${persona}: reads the claims of published articles (current or earlier), and nothing else`, async () => {
        const { db } = world.as(persona);
        expect((await allowed(['slugs', persona, 'get'], getDoc(doc(db, 'slugs', 'an-older-title')))).get('articleId')).toBe('published-1');
        expect((await getDoc(doc(db, 'slugs', UNUSED_SLUG))).exists()).toBe(false);
        await attackIsDenied("reading a draft's slug claim", getDoc(doc(db, 'slugs', 'an-old-draft')), ['slugs', persona, 'get']);
        await denied(['slugs', persona, 'list'], getDocs(query(collection(db, 'slugs'), limit(10))));
        const claim = setDoc(doc(db, 'slugs', 'taken-by-me'), { articleId: 'published-1', createdAt: serverTimestamp() });
        await denied(['slugs', persona, 'create'], claim);
        await denied(['slugs', persona, 'update'], updateDoc(doc(db, 'slugs', SLUG), { articleId: 'draft-1' }));
        await denied(['slugs', persona, 'delete'], deleteDoc(doc(db, 'slugs', 'an-older-title')));
      });

      it(`${persona}: cannot tell a draft's slug from an unused one, by a read, a precondition, a query or a count`, async () => {
        const { db } = world.as(persona);
        const raw = world.raw(persona);
        const name = "telling a draft's slug from an unused one";
        const read = async (slug: string) => (await getDoc(doc(db, 'slugs', slug))).exists();
        expect([await read(DRAFT_SLUG), await read(UNUSED_SLUG)]).toEqual([false, false]);
        await attackLearnsNothing(name, probe(raw, DRAFT_SLUG, true), probe(raw, UNUSED_SLUG, true));
        await attackLearnsNothing(name, probe(raw, DRAFT_SLUG, false), probe(raw, UNUSED_SLUG, false));
        const articles = collection(db, 'articles');
        for (const slug of [DRAFT_SLUG, UNUSED_SLUG]) {
          await attackIsDenied(name, getDocs(query(articles, where('slug', '==', slug), limit(1))));
          await attackIsDenied(name, getCount(query(articles, where('slug', '==', slug), limit(1))));
          const published = await getDocs(query(articles, where('slug', '==', slug), where('status', '==', 'published'), limit(1)));
          expect(published.empty).toBe(true);
        }
        // The control: a published article's slug is public, and found.
        expect((await getDocs(query(articles, where('slug', '==', SLUG), where('status', '==', 'published'), limit(1)))).size).toBe(1);
      });
    }

    it('admin: creates an article with its claim, renames it keeping the old claim, lists and deletes claims with the article', async () => {
      const { db } = world.admin;
      await allowed(['slugs', 'admin', 'create'], createArticle(db, 'new-1', newArticle({ slug: 'a-new-article', status: 'published' })));
      expect((await allowed(['slugs', 'admin', 'get'], getDoc(doc(db, 'slugs', 'a-new-article')))).get('articleId')).toBe('new-1');

      const rename = writeBatch(db);
      rename.update(doc(db, 'articles', 'new-1'), { slug: 'a-renamed-article', updatedAt: serverTimestamp() });
      rename.set(doc(db, 'slugs', 'a-renamed-article'), { articleId: 'new-1', createdAt: serverTimestamp() });
      await rename.commit();

      const claims = await allowed(['slugs', 'admin', 'list'], getDocs(query(collection(db, 'slugs'), where('articleId', '==', 'new-1'))));
      expect(claims.docs.map((claim) => claim.id).sort()).toEqual(['a-new-article', 'a-renamed-article']);
      // The earlier address no longer is the article's: it may be freed.
      await allowed(['slugs', 'admin', 'delete'], deleteDoc(doc(db, 'slugs', 'a-new-article')));

      const remove = writeBatch(db);
      remove.delete(doc(db, 'articles', 'new-1'));
      remove.delete(doc(db, 'slugs', 'a-renamed-article'));
      await remove.commit();
      expect((await getDoc(doc(world.owner.db, 'slugs', 'a-renamed-article'))).exists()).toBe(false);
    });

    it('admin: a draft claims nothing until it is published, and lets go of every claim when unpublished', async () => {
      const { db } = world.admin;
      await allowed(['articles (writes)', 'admin', 'create'], createArticle(db, 'new-1', newArticle({ slug: 'a-quiet-draft' })));
      const claimed = writeBatch(db);
      claimed.set(doc(db, 'articles', 'new-2'), newArticle({ slug: 'a-claimed-draft' }));
      claimed.set(doc(db, 'slugs', 'a-claimed-draft'), { articleId: 'new-2', createdAt: serverTimestamp() });
      await attackIsDenied('slug claim for a draft', claimed.commit());
      await attackIsDenied('slug claim for a draft', setDoc(doc(db, 'slugs', DRAFT_SLUG), { articleId: 'draft-1', createdAt: serverTimestamp() }));

      // Published with its claim; unpublished only together with letting go of it.
      await allowed(['articles (writes)', 'admin', 'update'], publishArticle(db, 'draft-1', DRAFT_SLUG, { publishedAt: serverTimestamp() }));
      const unpublish = updateDoc(doc(db, 'articles', 'draft-1'), { status: 'draft', updatedAt: serverTimestamp() });
      await attackIsDenied('unpublishing without letting go of the slug', unpublish);
      await world.seed('slugs/an-earlier-headline', storedClaim('draft-1'));
      const release = writeBatch(db);
      release.update(doc(db, 'articles', 'draft-1'), {
        status: 'draft', formerSlugs: [DRAFT_SLUG, 'an-earlier-headline'], updatedAt: serverTimestamp(),
      });
      release.delete(doc(db, 'slugs', DRAFT_SLUG));
      release.delete(doc(db, 'slugs', 'an-earlier-headline'));
      await allowed(['slugs', 'admin', 'delete'], release.commit());
      await attackLearnsNothing("telling a draft's slug from an unused one", probe(world.raw('guest'), DRAFT_SLUG, true), probe(world.raw('guest'), UNUSED_SLUG, true));

      // Published again: its addresses, current and earlier, answer again.
      const again = writeBatch(db);
      again.update(doc(db, 'articles', 'draft-1'), { status: 'published', updatedAt: serverTimestamp() });
      for (const slug of [DRAFT_SLUG, 'an-earlier-headline']) again.set(doc(db, 'slugs', slug), { articleId: 'draft-1', createdAt: serverTimestamp() });
      await allowed(['articles (writes)', 'admin', 'update'], again.commit());
      const stray = setDoc(doc(db, 'slugs', 'never-its-address'), { articleId: 'draft-1', createdAt: serverTimestamp() });
      await attackIsDenied('slug claim for another article', stray);

      // A draft may carry a slug another article holds (the editor warns); it cannot publish it.
      const collide = updateDoc(doc(db, 'articles', 'new-1'), { slug: SLUG, updatedAt: serverTimestamp() });
      await allowed(['articles (writes)', 'admin', 'update'], collide);
      await attackIsDenied('two articles claiming one slug', publishArticle(db, 'new-1', SLUG, { publishedAt: serverTimestamp() }));

      // A claim left behind by a deleted article cannot become a draft's.
      await world.seed('slugs/a-stale-claim', storedClaim('gone-1'));
      await attackIsDenied('slug claim for a draft', createArticle(db, 'gone-1', newArticle({ slug: 'a-stale-claim' })));
      const fresh = writeBatch(db);
      fresh.set(doc(db, 'articles', 'gone-1'), newArticle({ slug: 'a-stale-claim' }));
      fresh.delete(doc(db, 'slugs', 'a-stale-claim'));
      await allowed(['slugs', 'admin', 'delete'], fresh.commit());

      // A draft's claim left by an earlier version goes with the draft's next save.
      const legacy = updateDoc(doc(db, 'articles', 'legacy-draft'), { title: 'Still a draft', updatedAt: serverTimestamp() });
      await attackIsDenied('saving a draft that keeps a slug claim', legacy);
      const cleaned = writeBatch(db);
      cleaned.update(doc(db, 'articles', 'legacy-draft'), { title: 'Still a draft', updatedAt: serverTimestamp() });
      cleaned.delete(doc(db, 'slugs', 'an-old-draft'));
      await allowed(['slugs', 'admin', 'delete'], cleaned.commit());
    });

    it('no two articles share a slug, and a claim always names the article that holds the slug', async () => {
      const { db } = world.admin;
      await attackIsDenied('two articles claiming one slug', createArticle(db, 'copycat', newArticle({ slug: SLUG, status: 'published' })));
      const unclaimed = setDoc(doc(db, 'articles', 'new-2'), newArticle({ slug: 'nobody-claimed-this', status: 'published' }));
      await attackIsDenied('article with an unclaimed slug', unclaimed);
      const bare = updateDoc(doc(db, 'articles', 'draft-1'), { status: 'published', publishedAt: serverTimestamp(), updatedAt: serverTimestamp() });
      await attackIsDenied('article with an unclaimed slug', bare);
      await attackIsDenied('two articles claiming one slug', publishArticle(db, 'draft-1', SLUG, { slug: SLUG, publishedAt: serverTimestamp() }));
      const elsewhere = setDoc(doc(db, 'slugs', 'claimed-for-nothing'), { articleId: 'published-1', createdAt: serverTimestamp() });
      await attackIsDenied('slug claim for another article', elsewhere);
      const moved = updateDoc(doc(db, 'slugs', SLUG), { articleId: 'draft-1' });
      await attackIsDenied('moving a slug claim to another article', moved, ['slugs', 'admin', 'update']);
      await attackIsDenied('freeing the slug of a live article', deleteDoc(doc(db, 'slugs', SLUG)));
      // A well-formed publish with a malformed claim: only the claim's schema stops it.
      const publish = (claim: DocumentData) => {
        const batch = writeBatch(db);
        batch.update(doc(db, 'articles', 'draft-1'), { status: 'published', publishedAt: serverTimestamp(), updatedAt: serverTimestamp() });
        batch.set(doc(db, 'slugs', DRAFT_SLUG), claim);
        return batch.commit();
      };
      await schemaIsEnforced('slugs', 'a claim with an unknown field', publish({ articleId: 'draft-1', createdAt: serverTimestamp(), note: 'x' }));
      await schemaIsEnforced('slugs', 'a claim with a client-chosen createdAt', publish({ articleId: 'draft-1', createdAt: LAST_WEEK }));
      await publish({ articleId: 'draft-1', createdAt: serverTimestamp() });
    });
  });

  describe('no save over a version the editor has not seen', () => {
    const world = useRulesWorld('demo-rules-versions');
    const save = (db: Firestore, editedFrom: string, editVersion: string, title: string) =>
      updateDoc(doc(db, 'articles', 'published-1'), { title, editedFrom, editVersion, updatedAt: serverTimestamp() });

    beforeEach(async () => {
      await world.seed('articles/published-1', storedArticle());
    });

    it('takes saves in turn, each from the version before it, and refuses a save from an older one', async () => {
      const { db } = world.admin;
      // The first save of an article that has no version yet.
      await save(db, '', 'version1aaaaaaaaaaaa', 'First edit');
      // Another admin (or tab) saves from version 1.
      await save(db, 'version1aaaaaaaaaaaa', 'version2bbbbbbbbbbbb', 'Second edit');
      // A tab still holding version 1 cannot save over version 2, whatever version it brings.
      await attackIsDenied('saving over a version the editor has not seen', save(db, 'version1aaaaaaaaaaaa', 'version3cccccccccccc', 'Stale edit'));
      await attackIsDenied('saving over a version the editor has not seen', save(db, '', 'version3cccccccccccc', 'Stale edit'));
      // An update that leaves the version alone is a save from an unknown version.
      const silent = updateDoc(doc(db, 'articles', 'published-1'), { title: 'Silent edit', updatedAt: serverTimestamp() });
      await attackIsDenied('saving over a version the editor has not seen', silent);
      // A save must bring a new version, or a stale tab could not be told apart.
      await attackIsDenied('reusing the stored version', save(db, 'version2bbbbbbbbbbbb', 'version2bbbbbbbbbbbb', 'Same version'));
      // Knowingly overwriting: the editor reads the stored version and saves from it.
      await save(db, 'version2bbbbbbbbbbbb', 'version3cccccccccccc', 'Overwritten knowingly');
      expect((await getDoc(doc(world.owner.db, 'articles', 'published-1'))).get('title')).toBe('Overwritten knowingly');
      await schemaIsEnforced('articles', 'a malformed base version', save(db, 'Version 3!', 'version4dddddddddddd', 'Bad version'));
    });

    it('a new article starts from no version', async () => {
      const { db } = world.admin;
      await attackIsDenied('creating an article from another version', createArticle(db, 'new-3', newArticle({ slug: 'brand-new', editedFrom: 'version1aaaaaaaaaaaa' })));
      await createArticle(db, 'new-3', newArticle({ slug: 'brand-new', editVersion: 'version1aaaaaaaaaaaa' }));
    });
  });

  describe('revisions of an article', () => {
    const world = useRulesWorld('demo-rules-revisions');
    const revisions = (db: Firestore) => collection(db, 'articles/published-1/revisions');

    beforeEach(async () => {
      await world.seed('articles/published-1', storedArticle());
      await world.seed('articles/published-1/revisions/r1', { ...newRevision(), savedAt: LAST_WEEK });
    });

    it('admin: keeps, lists newest first, reads and deletes revisions, and never edits one', async () => {
      const { db } = world.admin;
      await allowed(['articles/{id}/revisions', 'admin', 'create'], setDoc(doc(revisions(db)), newRevision()));
      const listed = await allowed(['articles/{id}/revisions', 'admin', 'list'], getDocs(query(revisions(db), orderBy('savedAt', 'desc'), limit(26))));
      expect(listed.size).toBe(2);
      await allowed(['articles/{id}/revisions', 'admin', 'get'], getDoc(doc(revisions(db), 'r1')));
      await attackIsDenied('editing a revision', updateDoc(doc(revisions(db), 'r1'), { title: 'Rewritten history' }), ['articles/{id}/revisions', 'admin', 'update']);
      await allowed(['articles/{id}/revisions', 'admin', 'delete'], deleteDoc(doc(revisions(db), 'r1')));
      await schemaIsEnforced('revisions', 'a client-chosen savedAt', setDoc(doc(revisions(db)), newRevision({ savedAt: LAST_WEEK })));
      await schemaIsEnforced('revisions', 'an unknown field', setDoc(doc(revisions(db)), newRevision({ status: 'published' })));
      await schemaIsEnforced('revisions', 'no savedBy', setDoc(doc(revisions(db)), newRevision({ savedBy: null })));
      const byAddress = newRevision({ savedBy: { id: ADMIN.uid, name: ADMIN.email } });
      await attackIsDenied('e-mail address as a byline', setDoc(doc(revisions(db)), byAddress));
    });

    it('admin: keeps a revision of each kind, or of none (a tab opened before kinds), and no other kind', async () => {
      const { db } = world.admin;
      for (const kind of ['autosave', 'save', 'publish', 'restore']) {
        await allowed(['articles/{id}/revisions', 'admin', 'create'], setDoc(doc(revisions(db)), newRevision({ kind })));
      }
      const { kind: _none, ...withoutKind } = newRevision();
      await allowed(['articles/{id}/revisions', 'admin', 'create'], setDoc(doc(revisions(db)), withoutKind));
      await schemaIsEnforced('revisions', 'a kind that is not one of the four', setDoc(doc(revisions(db)), newRevision({ kind: 'rollback' })));
      await schemaIsEnforced('revisions', 'a kind of another case', setDoc(doc(revisions(db)), newRevision({ kind: 'Save' })));
      await schemaIsEnforced('revisions', 'a kind that is not a string', setDoc(doc(revisions(db)), newRevision({ kind: 1 })));
      await schemaIsEnforced('revisions', 'a kind that is a list', setDoc(doc(revisions(db)), newRevision({ kind: ['save'] })));
      await schemaIsEnforced('revisions', 'a null kind', setDoc(doc(revisions(db)), newRevision({ kind: null })));
    });

    for (const persona of ['guest', 'user'] as const) {
      it(`${persona}: has no access to revisions`, async () => {
        const { db } = world.as(persona);
        await denied(['articles/{id}/revisions', persona, 'get'], getDoc(doc(revisions(db), 'r1')));
        await denied(['articles/{id}/revisions', persona, 'list'], getDocs(query(revisions(db), limit(5))));
        await denied(['articles/{id}/revisions', persona, 'create'], setDoc(doc(revisions(db)), newRevision()));
        await denied(['articles/{id}/revisions', persona, 'create'], setDoc(doc(revisions(db)), newRevision({ kind: 'restore' })));
        await denied(['articles/{id}/revisions', persona, 'update'], updateDoc(doc(revisions(db), 'r1'), { title: 'X' }));
        await denied(['articles/{id}/revisions', persona, 'delete'], deleteDoc(doc(revisions(db), 'r1')));
      });
    }
  });

  describe('deleting an article', () => {
    const world = useRulesWorld('demo-rules-article-delete');

    beforeEach(async () => {
      await world.seed('articles/published-1', storedArticle({ likeCount: 1 }));
      await world.seed(`slugs/${SLUG}`, storedClaim('published-1'));
      await world.seed(`articles/published-1/likes/${ALICE.uid}`, { createdAt: LAST_WEEK });
    });

    it('takes its likes with it once the article is gone, and never before', async () => {
      const { db } = world.admin;
      const like = doc(db, `articles/published-1/likes/${ALICE.uid}`);
      await attackIsDenied('deleting likes of a live article', deleteDoc(like));
      const likes = await getDocs(collection(db, 'articles/published-1/likes'));
      expect(likes.size).toBe(1);
      const remove = writeBatch(db);
      remove.delete(doc(db, 'articles', 'published-1'));
      remove.delete(doc(db, 'slugs', SLUG));
      await remove.commit();
      await deleteDoc(like);
      expect((await getDoc(doc(world.owner.db, `articles/published-1/likes/${ALICE.uid}`))).exists()).toBe(false);
      // Nobody else lists likes.
      await expect(getDocs(collection(world.alice.db, 'articles/published-1/likes'))).rejects.toMatchObject({ code: 'permission-denied' });
    });
  });
}
