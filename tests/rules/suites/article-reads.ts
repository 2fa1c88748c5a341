/**
 * Reading articles: published ones are public, drafts are for admins. Lists go through
 * the queries the site makes; rules are not filters, so a non-admin query must say
 * status == 'published' whatever the data holds.
 */
import {
  collection, doc, getCount, getDoc, getDocs, limit, orderBy, query, where, type Firestore, type Query,
} from 'firebase/firestore/lite';
import { beforeEach, describe, expect, it } from 'vitest';
import { allowed, attackIsDenied, denied } from '../support/access.js';
import { ADMIN } from '../support/fixtures.js';
import { storedArticle } from '../support/fixtures.js';
import { useRulesWorld } from '../support/rules-world.js';

/** The list page: published, optionally one category, newest first, 12 a page. */
const publishedList = (db: Firestore, category?: string): Query =>
  query(
    collection(db, 'articles'),
    where('status', '==', 'published'),
    ...(category ? [where('category', '==', category)] : []),
    orderBy('publishedAt', 'desc'),
    limit(12),
  );

const ids = (snapshot: { docs: { id: string }[] }): string[] => snapshot.docs.map((d) => d.id);

export function articleReadTests(): void {
  describe('articles: reading', () => {
    const world = useRulesWorld('demo-rules-article-reads');

    beforeEach(async () => {
      await world.seed('articles/published-1', storedArticle());
      await world.seed('articles/published-2', storedArticle({ category: 'trade-ideas', slug: 'trade-ideas' }));
      await world.seed('articles/draft-1', storedArticle({ status: 'draft', title: 'Unfinished thoughts' }));
    });

    for (const persona of ['guest', 'user', 'admin'] as const) {
      it(`${persona}: gets a published article by id`, async () => {
        const snapshot = await allowed(['articles (published)', persona, 'get'], getDoc(doc(world.as(persona).db, 'articles/published-1')));
        expect(snapshot.get('title')).toBe(storedArticle().title);
      });

      it(`${persona}: lists published articles, all of them or by category, newest first`, async () => {
        const { db } = world.as(persona);
        const all = await allowed(['articles (published)', persona, 'list'], getDocs(publishedList(db)));
        expect(ids(all).sort()).toEqual(['published-1', 'published-2']);
        expect(ids(await getDocs(publishedList(db, 'trade-ideas')))).toEqual(['published-2']);
      });
    }

    for (const persona of ['guest', 'user'] as const) {
      it(`${persona}: cannot get a draft by id`, async () => {
        await attackIsDenied('reading a draft by id', getDoc(doc(world.as(persona).db, 'articles/draft-1')), ['articles (draft)', persona, 'get']);
      });

      it(`${persona}: cannot list drafts, nor query without saying status == 'published'`, async () => {
        const articles = collection(world.as(persona).db, 'articles');
        const drafts = query(articles, where('status', '==', 'draft'));
        await attackIsDenied('reading a draft by query', getDocs(drafts), ['articles (draft)', persona, 'list']);
        await denied(['articles (draft)', persona, 'list'], getDocs(query(articles, orderBy('createdAt', 'desc'))));
        await denied(['articles (draft)', persona, 'list'], getDocs(query(articles, where('status', 'in', ['published', 'draft']))));
        await denied(['articles (draft)', persona, 'list'], getDocs(query(articles, where('category', '==', 'equity-research'))));
        await denied(['articles (draft)', persona, 'list'], getCount(articles));
        const draftCount = getCount(query(articles, where('status', '==', 'draft'), limit(50)));
        await attackIsDenied('non-admin counts drafts', draftCount, ['articles (draft)', persona, 'list']);
      });
    }

    for (const persona of ['guest', 'user'] as const) {
      it(`${persona}: a list must ask for at most 50 articles and skip none`, async () => {
        const articles = collection(world.as(persona).db, 'articles');
        const published = where('status', '==', 'published');
        const unbounded = query(articles, published, orderBy('publishedAt', 'desc'));
        await attackIsDenied('reader query without a limit', getDocs(unbounded), ['articles (published)', persona, 'list']);
        await attackIsDenied('reader query without a limit', getCount(query(articles, published)));
        await attackIsDenied('reader query over the limit', getDocs(query(unbounded, limit(51))));
        await attackIsDenied('reader query over the limit', getDocs(query(articles, published, limit(3000))));
        // The SDKs have no offset; a crafted query does, and Firestore bills what it skips.
        const structured = {
          from: [{ collectionId: 'articles' }],
          where: { fieldFilter: { field: { fieldPath: 'status' }, op: 'EQUAL', value: { stringValue: 'published' } } },
          limit: 50,
        };
        const raw = world.raw(persona);
        await attackIsDenied('reader query with an offset', raw.runQuery({ ...structured, offset: 2950 }));
        // The largest query the app runs (the search's batch) is the control.
        expect(ids(await allowed(['articles (published)', persona, 'list'], getDocs(query(unbounded, limit(50))))).sort()).toEqual(['published-1', 'published-2']);
        await allowed(['articles (published)', persona, 'list'], raw.runQuery(structured));
        await allowed(['articles (published)', persona, 'list'], raw.runQuery({ ...structured, offset: 0 }));
      });
    }

    it('admin: lists without a limit (the admin screens page through everything)', async () => {
      const articles = collection(world.admin.db, 'articles');
      const all = await allowed(['articles (published)', 'admin', 'list'], getDocs(query(articles, where('status', '==', 'published'))));
      expect(all.size).toBe(2);
      await allowed(['articles (draft)', 'admin', 'list'], world.raw(ADMIN.token).runQuery({ from: [{ collectionId: 'articles' }], offset: 1 }));
    });

    it("admin: the overview's counts by status, and the most read and most liked published articles", async () => {
      await world.seed('articles/published-3', storedArticle({ slug: 'third', viewCount: 500, likeCount: 1 }));
      await world.seed('articles/published-4', storedArticle({ slug: 'fourth', viewCount: 2, likeCount: 90 }));
      const articles = collection(world.admin.db, 'articles');
      const count = (status: string) => getCount(query(articles, where('status', '==', status), limit(1_000_000)));
      expect((await allowed(['articles (draft)', 'admin', 'list'], count('draft'))).data().count).toBe(1);
      expect((await allowed(['articles (published)', 'admin', 'list'], count('published'))).data().count).toBe(4);
      const top = (field: string) => query(articles, where('status', '==', 'published'), orderBy(field, 'desc'), limit(5));
      expect(ids(await getDocs(top('viewCount')))[0]).toBe('published-3');
      expect(ids(await getDocs(top('likeCount')))[0]).toBe('published-4');
    });

    it('admin: gets a draft by id', async () => {
      const snapshot = await allowed(['articles (draft)', 'admin', 'get'], getDoc(doc(world.admin.db, 'articles/draft-1')));
      expect(snapshot.get('status')).toBe('draft');
    });

    it('admin: lists every article newest first, and drafts alone', async () => {
      const articles = collection(world.admin.db, 'articles');
      const all = await allowed(['articles (draft)', 'admin', 'list'], getDocs(query(articles, orderBy('createdAt', 'desc'))));
      expect(ids(all).sort()).toEqual(['draft-1', 'published-1', 'published-2']);
      const drafts = await allowed(['articles (draft)', 'admin', 'list'], getDocs(query(articles, where('status', '==', 'draft'))));
      expect(ids(drafts)).toEqual(['draft-1']);
    });

    it('anyone: a missing article reads as not found, so a bad link is not an error', async () => {
      const snapshot = await getDoc(doc(world.guest.db, 'articles/no-such-article'));
      expect(snapshot.exists()).toBe(false);
    });

    it('a signed-in user without a profile is treated as a reader, not an error', async () => {
      const stranger = world.withToken({ sub: 'no-profile', email: 'np@example.com', email_verified: true });
      expect((await getDoc(doc(stranger.db, 'articles/published-1'))).exists()).toBe(true);
      await attackIsDenied('reading a draft by id', getDoc(doc(stranger.db, 'articles/draft-1')));
    });
  });
}
