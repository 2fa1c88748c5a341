/**
 * firestore.rules for the feed index (src/features/admin-articles/api/feed-index.ts): the
 * RSS items (feedItems/{articleId}), the sitemap's chunks (sitemapChunks/{n}) and the mark
 * that the index was built (site/feedIndex). Admins only; an item or an entry only for an
 * article published after the commit, an item saying what its article says; one sitemap
 * entry a write; sizes and types checked; an article never a draft, nor deleted, while its
 * item stays, and an item never taken out while its sitemap entry stays.
 */
import {
  collection, deleteDoc, deleteField, doc, FieldPath, getDoc, getDocs, limit, query, serverTimestamp, setDoc, updateDoc, writeBatch, type WriteBatch,
} from 'firebase/firestore/lite';
import { beforeEach, describe, expect, it } from 'vitest';
import { allowed, attackIsDenied, denied, schemaIsEnforced } from '../support/access.js';
import { LAST_WEEK, storedArticle } from '../support/fixtures.js';
import { useRulesWorld } from '../support/rules-world.js';

const LIVE = 'live-article';
const DRAFT = 'draft-article';
const OTHER = 'other-article';
const SLUG = 'reading-a-10-k-the-five-sections-analysts-check-first';

/** The item of the article storedArticle() makes: its own slug, date, texts, byline, category and image. */
const item = (overrides: Record<string, unknown> = {}) => {
  const article = storedArticle();
  return {
    slug: SLUG,
    title: article.title as string,
    summary: article.summary as string,
    author: (article.author as { name: string }).name,
    category: 'equity-research',
    publishedAt: LAST_WEEK,
    content: article.content as string,
    image: { url: article.featuredImage as string, type: 'image/png' },
    chunk: 1,
    ...overrides,
  };
};

const entry = (overrides: Record<string, unknown> = {}) => ({ s: SLUG, c: 'equity-research', t: ['AAPL', 'BRK.B'], m: LAST_WEEK, ...overrides });

export function feedIndexTests(): void {
  describe('firestore: the feed index', () => {
    const world = useRulesWorld('demo-rules-feed-index');

    /** Takes an article's item and sitemap entry (chunk 1) out, as feed-index.ts does, in `batch` or a batch of its own. */
    const takeOut = (id: string, batch: WriteBatch = writeBatch(world.admin.db)) =>
      batch.delete(doc(world.admin.db, 'feedItems', id)).update(doc(world.admin.db, 'sitemapChunks', '1'), new FieldPath('entries', id), deleteField(), 'changed', id).commit();

    beforeEach(async () => {
      await world.seed(`articles/${LIVE}`, storedArticle());
      await world.seed(`articles/${OTHER}`, storedArticle({ slug: 'other-slug' }));
      await world.seed(`articles/${DRAFT}`, storedArticle({ status: 'draft', slug: 'a-draft' }));
      await world.seed(`feedItems/${OTHER}`, item({ slug: 'other-slug' }));
      await world.seed(`feedItems/${DRAFT}`, item({ slug: 'a-draft' }));
      await world.seed('sitemapChunks/1', { n: 1, entries: { [OTHER]: entry({ s: 'other-slug' }), [DRAFT]: entry({ s: 'a-draft' }) }, changed: OTHER });
    });

    it("admin: writes a published article's RSS item, reads and lists items, deletes a draft's", async () => {
      const { db } = world.admin;
      const live = doc(db, 'feedItems', LIVE);
      await allowed(['feedItems', 'admin', 'create'], setDoc(live, item()));
      await allowed(['feedItems', 'admin', 'update'], setDoc(live, item({ image: null })));
      expect((await allowed(['feedItems', 'admin', 'get'], getDoc(live))).get('image')).toBeNull();
      expect((await allowed(['feedItems', 'admin', 'list'], getDocs(query(collection(db, 'feedItems'), limit(50))))).size).toBe(3);
      await allowed(['feedItems', 'admin', 'delete'], takeOut(DRAFT));
    });

    it("admin: an item says what its article says: title, summary, byline, category, text and image", async () => {
      const { db } = world.admin;
      const live = doc(db, 'feedItems', LIVE);
      const name = "a feed item whose title, summary, byline or text is not its article's";
      for (const [field, value] of [
        ['title', 'Defaced: a title of its own'], ['summary', 'A summary of its own.'], ['author', 'Someone Else'],
        ['content', '<p>A text the article never had.</p>'], ['content', '<p>A company&#39;s annual report is the most complete picture of its business.</p>'],
        ['category', 'trade-ideas'], ['category', null],
      ] as const) {
        await attackIsDenied(name, setDoc(live, item({ [field]: value })));
      }
      await attackIsDenied(name, setDoc(live, item({ image: { url: 'https://example.com/elsewhere.png', type: 'image/png' } })));
      // An edit of the article carries its item along in the same commit.
      const batch = writeBatch(db);
      batch.update(doc(db, 'articles', LIVE), { title: 'Reading a 10-K, again', updatedAt: serverTimestamp() });
      batch.set(live, item({ title: 'Reading a 10-K, again' }));
      await allowed(['feedItems', 'admin', 'create'], batch.commit());
    });

    it('admin: an article leaves the feeds when it becomes a draft or is deleted, item and entry in the same commit', async () => {
      const { db } = world.admin;
      const article = (id: string) => doc(db, 'articles', id);
      const unpublish = (id: string) => writeBatch(db).update(article(id), { status: 'draft', updatedAt: serverTimestamp() });
      await attackIsDenied('unpublishing while the feed item stays', unpublish(OTHER).commit());
      await attackIsDenied('deleting an article while its feed item stays', deleteDoc(article(OTHER)));
      await attackIsDenied('taking a feed item out while its sitemap entry stays', deleteDoc(doc(db, 'feedItems', OTHER)));
      await attackIsDenied('taking a feed item out while its sitemap entry stays', unpublish(OTHER).delete(doc(db, 'feedItems', OTHER)).commit());
      await allowed(['articles (writes)', 'admin', 'update'], takeOut(OTHER, unpublish(OTHER)));
      // A draft an older version of the site left with its item: saved, or deleted, only without it.
      await attackIsDenied('saving a draft that keeps a feed item', updateDoc(article(DRAFT), { title: 'Still a draft', updatedAt: serverTimestamp() }));
      await attackIsDenied('deleting an article while its feed item stays', deleteDoc(article(DRAFT)));
      const save = writeBatch(db).update(article(DRAFT), { title: 'Still a draft', updatedAt: serverTimestamp() });
      await allowed(['articles (writes)', 'admin', 'update'], takeOut(DRAFT, save));
      await world.seed(`feedItems/${LIVE}`, item());
      await world.seed('sitemapChunks/1', { n: 1, entries: { [LIVE]: entry() }, changed: LIVE });
      await allowed(['articles (writes)', 'admin', 'delete'], takeOut(LIVE, writeBatch(db).delete(article(LIVE))));
      await allowed(['articles (writes)', 'admin', 'delete'], deleteDoc(article(DRAFT)));
    });

    it('admin: no item for a draft or under another slug, none removed while published, and in shape', async () => {
      const { db } = world.admin;
      const live = doc(db, 'feedItems', LIVE);
      await attackIsDenied('feed item for a draft', setDoc(doc(db, 'feedItems', DRAFT), item({ slug: 'a-draft' })));
      await attackIsDenied('feed item for a draft', setDoc(doc(db, 'feedItems', 'no-such-article'), item()));
      await attackIsDenied('feed item that is not its article', setDoc(live, item({ slug: 'other-slug' })));
      await attackIsDenied('feed item that is not its article', setDoc(live, item({ publishedAt: serverTimestamp() })));
      await attackIsDenied('removing a live article from the feeds', deleteDoc(doc(db, 'feedItems', OTHER)));
      await schemaIsEnforced('feedItems', 'an unknown field', setDoc(live, { ...item(), html: '<script>' }));
      const { content: _content, ...withoutContent } = item();
      await schemaIsEnforced('feedItems', 'a missing field', setDoc(live, withoutContent));
      await schemaIsEnforced('feedItems', 'an unknown category', setDoc(live, item({ category: 'crypto' })));
      await schemaIsEnforced('feedItems', 'an image that is not a web address', setDoc(live, item({ image: { url: 'javascript:alert(1)', type: 'image/png' } })));
      await schemaIsEnforced('feedItems', 'an SVG image', setDoc(live, item({ image: { ...item().image, type: 'image/svg+xml' } })));
      await schemaIsEnforced('feedItems', 'a chunk that is not a number', setDoc(live, item({ chunk: '1' })));
    });

    it("admin: lists an article in a sitemap chunk, one entry a write, and takes out a draft's", async () => {
      const { db } = world.admin;
      const chunk = doc(db, 'sitemapChunks', '1');
      await allowed(['sitemapChunks', 'admin', 'update'], updateDoc(chunk, new FieldPath('entries', LIVE), entry({ m: serverTimestamp() }), 'changed', LIVE));
      await allowed(['sitemapChunks', 'admin', 'update'], updateDoc(chunk, new FieldPath('entries', DRAFT), deleteField(), 'changed', DRAFT));
      const stored = await allowed(['sitemapChunks', 'admin', 'get'], getDoc(chunk));
      expect(Object.keys(stored.get('entries') as object).sort()).toEqual([LIVE, OTHER]);
      await allowed(['sitemapChunks', 'admin', 'list'], getDocs(query(collection(db, 'sitemapChunks'), limit(50))));
      await allowed(['sitemapChunks', 'admin', 'create'], setDoc(doc(db, 'sitemapChunks', '2'), { n: 2, entries: { [LIVE]: entry() }, changed: LIVE }));
      await denied(['sitemapChunks', 'admin', 'delete'], deleteDoc(doc(db, 'sitemapChunks', '2')));
    });

    it('admin: no sitemap entry for a draft, none dropped while published, one entry a write, in shape', async () => {
      const { db } = world.admin;
      const chunk = doc(db, 'sitemapChunks', '1');
      const set = (id: string, value: unknown, changed = id) => updateDoc(chunk, new FieldPath('entries', id), value, 'changed', changed);
      await attackIsDenied('sitemap entry for a draft', setDoc(doc(db, 'sitemapChunks', '2'), { n: 2, entries: { [DRAFT]: entry({ s: 'a-draft' }) }, changed: DRAFT }));
      await attackIsDenied('sitemap entry that is not its article', set(LIVE, entry({ s: 'somewhere-else' })));
      await attackIsDenied('dropping a live article from the sitemap', set(OTHER, deleteField()));
      await attackIsDenied('changing several sitemap entries in one write', updateDoc(chunk, new FieldPath('entries', LIVE), entry(), new FieldPath('entries', DRAFT), deleteField(), 'changed', LIVE));
      await attackIsDenied('changing several sitemap entries in one write', set(LIVE, entry(), OTHER));
      await schemaIsEnforced('sitemapChunks', 'a number that is not its own', setDoc(doc(db, 'sitemapChunks', '3'), { n: 4, entries: { [LIVE]: entry() }, changed: LIVE }));
      await schemaIsEnforced('sitemapChunks', 'an unknown field', setDoc(doc(db, 'sitemapChunks', '3'), { n: 3, entries: { [LIVE]: entry() }, changed: LIVE, by: 'ann' }));
      await schemaIsEnforced('sitemapChunks', 'an entry with an unknown field', set(LIVE, { ...entry(), x: 1 }));
      await schemaIsEnforced('sitemapChunks', 'a ticker that is not a symbol', set(LIVE, entry({ t: ['<script>'] })));
      await schemaIsEnforced('sitemapChunks', 'over 10 tickers', set(LIVE, entry({ t: Array.from({ length: 11 }, (_, i) => `T${i}`) })));
      await schemaIsEnforced('sitemapChunks', 'a lastmod that is not a time', set(LIVE, entry({ m: '2026-01-01' })));
      await world.seed('sitemapChunks/5', { n: 5, entries: Object.fromEntries(Array.from({ length: 2000 }, (_, i) => [`a${i}`, entry()])), changed: 'a0' });
      await schemaIsEnforced('sitemapChunks', 'over 2,000 entries', updateDoc(doc(db, 'sitemapChunks', '5'), new FieldPath('entries', LIVE), entry(), 'changed', LIVE));
    });

    it('admin: publishing writes the article, its item and its entry in one commit', async () => {
      const { db } = world.admin;
      await world.seed(`articles/${DRAFT}`, storedArticle({ status: 'draft', slug: 'a-draft', editVersion: 'v1' }));
      const batch = writeBatch(db);
      batch.update(doc(db, 'articles', DRAFT), { status: 'published', publishedAt: serverTimestamp(), updatedAt: serverTimestamp(), editedFrom: 'v1', editVersion: 'v2' });
      batch.set(doc(db, 'slugs', 'a-draft'), { articleId: DRAFT, createdAt: serverTimestamp() });
      batch.set(doc(db, 'feedItems', DRAFT), item({ slug: 'a-draft', publishedAt: serverTimestamp() }));
      batch.update(doc(db, 'sitemapChunks', '1'), new FieldPath('entries', DRAFT), entry({ s: 'a-draft', m: serverTimestamp() }), 'changed', DRAFT);
      await allowed(['feedItems', 'admin', 'create'], batch.commit());
    });

    it('admin: marks the index built, once', async () => {
      const { db } = world.admin;
      const mark = doc(db, 'site', 'feedIndex');
      await schemaIsEnforced('site/feedIndex', 'a client-chosen time', setDoc(mark, { builtAt: LAST_WEEK }));
      await schemaIsEnforced('site/feedIndex', 'an unknown field', setDoc(mark, { builtAt: serverTimestamp(), by: 'ann' }));
      await allowed(['site/feedIndex', 'admin', 'create'], setDoc(mark, { builtAt: serverTimestamp() }));
      await allowed(['site/feedIndex', 'admin', 'get'], getDoc(mark));
      await denied(['site/feedIndex', 'admin', 'update'], setDoc(mark, { builtAt: serverTimestamp() }));
      await denied(['site/feedIndex', 'admin', 'delete'], deleteDoc(mark));
      await denied(['site/feedIndex', 'admin', 'list'], getDocs(query(collection(db, 'site'), limit(1))));
    });

    for (const persona of ['guest', 'user'] as const) {
      it(`${persona}: neither reads nor writes the feed index`, async () => {
        const { db } = world.as(persona);
        const name = 'non-admin reads or writes the feed index';
        await attackIsDenied(name, getDoc(doc(db, 'feedItems', OTHER)), ['feedItems', persona, 'get']);
        await denied(['feedItems', persona, 'list'], getDocs(query(collection(db, 'feedItems'), limit(1))));
        await attackIsDenied(name, setDoc(doc(db, 'feedItems', LIVE), item()), ['feedItems', persona, 'create']);
        await denied(['feedItems', persona, 'update'], setDoc(doc(db, 'feedItems', OTHER), item({ slug: 'other-slug', title: 'Defaced' })));
        await denied(['feedItems', persona, 'delete'], deleteDoc(doc(db, 'feedItems', DRAFT)));
        const chunk = doc(db, 'sitemapChunks', '1');
        await attackIsDenied(name, getDoc(chunk), ['sitemapChunks', persona, 'get']);
        await denied(['sitemapChunks', persona, 'list'], getDocs(query(collection(db, 'sitemapChunks'), limit(1))));
        await denied(['sitemapChunks', persona, 'create'], setDoc(doc(db, 'sitemapChunks', '2'), { n: 2, entries: { [LIVE]: entry() }, changed: LIVE }));
        await attackIsDenied(name, updateDoc(chunk, new FieldPath('entries', LIVE), entry(), 'changed', LIVE), ['sitemapChunks', persona, 'update']);
        await denied(['sitemapChunks', persona, 'delete'], deleteDoc(chunk));
        const mark = doc(db, 'site', 'feedIndex');
        await denied(['site/feedIndex', persona, 'create'], setDoc(mark, { builtAt: serverTimestamp() }));
        await world.seed('site/feedIndex', { builtAt: LAST_WEEK });
        await denied(['site/feedIndex', persona, 'get'], getDoc(mark));
        await denied(['site/feedIndex', persona, 'list'], getDocs(query(collection(db, 'site'), limit(1))));
        await denied(['site/feedIndex', persona, 'update'], setDoc(mark, { builtAt: serverTimestamp() }));
        await denied(['site/feedIndex', persona, 'delete'], deleteDoc(mark));
      });
    }
  });
}
