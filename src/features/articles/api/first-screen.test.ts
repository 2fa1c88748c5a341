/**
 * The reader's REST queries (first-screen.ts, list-articles.ts) against the same queries
 * through the SDK, which reads whole documents, on the emulator with the site's rules: the
 * same articles in the same order, lists without the articles' text, and a cursor from
 * which the next page is the one the SDK's own cursor gives.
 */
import {
  collection, doc, documentId, getDocs, orderBy, query, Timestamp, where, writeBatch, type QueryConstraint,
} from 'firebase/firestore/lite';
import { tagKey } from '../../../lib/tags.js';
import { appOnEmulators } from '../../../../tests/support/app/app-on-emulators.js';
import { articleDoc } from '../../../../tests/support/app/article-fixtures.js';
import type { Article, ArticleFilter } from '../types.js';
import {
  preloadArticle, preloadArticleList, restArticleList, restHomeArticles, restPublishedBySlug, type ListFilter,
} from './first-screen.js';
import { articleFromDoc } from './article-from-doc.js';
import { getArticle } from './get-article.js';
import { listArticles } from './list-articles.js';
import { ARTICLES_PER_PAGE } from './pages.js';
import { firstArticle } from '../article-page/use-article.js';
import { firstArticleList } from '../list-page/use-article-list.js';

const projectId = 'demo-first-screen';
const backend = appOnEmulators(projectId, { auth: false });

// Noon on 31 January 2026, to the nanosecond: fourteen articles share it, so a page ends among equals.
const sameMoment = new Timestamp(1769860800, 123456789);

beforeAll(async () => {

  const batch = writeBatch(backend.owner.db);
  const add = (id: string, data: Record<string, unknown>) => batch.set(doc(collection(backend.owner.db, 'articles'), id), data);
  for (let i = 0; i < 14; i++) {
    add(`tied-${String(i).padStart(2, '0')}`, {
      ...articleDoc(`Tied ${i}`, { category: i % 2 ? 'equity-research' : 'trade-ideas' }),
      publishedAt: sameMoment,
      tags: i % 3 ? ['Bonds'] : ['Rates'],
      tagKeys: i % 3 ? ['bonds'] : ['rates'],
      tickers: i % 4 ? ['SPY'] : ['QQQ'],
      isFeatured: i % 5 === 0,
    });
  }
  for (let i = 0; i < 6; i++) {
    add(`id-older-${i}`, { ...articleDoc(`Older ${i}`, { publishedDaysAgo: i + 1, category: 'equity-research' }), tags: ['Bonds'], tagKeys: ['bonds'], tickers: ['SPY'], isFeatured: i === 2 });
  }
  add('a-draft', { ...articleDoc('A draft'), status: 'draft', publishedAt: null });
  await batch.commit();
});

/** An article as a list read over REST has it: everything but the text. */
const listed = (article: Article): Article => ({ ...article, content: '' });

const filters: ListFilter[] = [
  { kind: 'all' },
  { kind: 'category', category: 'equity-research' },
  { kind: 'tag', tag: 'Bonds' },
  { kind: 'ticker', ticker: 'SPY' },
  { kind: 'ticker', ticker: 'NONE' },
];

/** The same list through the SDK, whole articles, read at once: the page after `afterId`. */
async function sdkList(filter: ListFilter, afterId: string | null) {
  const byFilter: Record<ListFilter['kind'], QueryConstraint[]> = {
    all: [],
    category: filter.kind === 'category' ? [where('category', '==', filter.category)] : [],
    tag: filter.kind === 'tag' ? [where('tagKeys', 'array-contains', tagKey(filter.tag))] : [],
    ticker: filter.kind === 'ticker' ? [where('tickers', 'array-contains', filter.ticker)] : [],
    author: filter.kind === 'author' ? [where('author.id', '==', filter.author)] : [],
  };
  const all = await getDocs(
    query(collection(backend.owner.db, 'articles'), where('status', '==', 'published'), ...byFilter[filter.kind], orderBy('publishedAt', 'desc'), orderBy(documentId(), 'desc')),
  );
  const from = afterId ? all.docs.findIndex((found) => found.id === afterId) + 1 : 0;
  return {
    articles: all.docs.slice(from, from + ARTICLES_PER_PAGE).map((found) => articleFromDoc(found.id, found.data())),
    more: all.docs.length > from + ARTICLES_PER_PAGE,
  };
}

describe('the first screen over REST', () => {
  it.each(filters)('lists what the SDK lists, without the text, and the next page follows on in the same order: %o', async (filter) => {
    const [rest, sdk] = await Promise.all([restArticleList(filter), sdkList(filter, null)]);
    expect(rest.articles).toEqual(sdk.articles.map(listed));
    expect(sdk.articles.every((article) => article.content !== '')).toBe(true);
    expect(rest.next !== null).toBe(sdk.more);
    if (rest.next) {
      const [afterRest, afterSdk] = await Promise.all([listArticles(filter, rest.next), sdkList(filter, rest.articles.at(-1)!.id)]);
      expect(afterRest.articles).toEqual(afterSdk.articles.map(listed));
      expect(afterRest.articles.length).toBeGreaterThan(0);
    }
  });

  it('gives the home page what the SDK gives it, without the text: Featured, then Latest without them', async () => {
    const counts = { featured: 4, latest: 6 };
    const newest = await getDocs(query(collection(backend.owner.db, 'articles'), where('status', '==', 'published'), orderBy('publishedAt', 'desc'), orderBy(documentId(), 'desc')));
    const all = newest.docs.map((found) => articleFromDoc(found.id, found.data()));
    const featured = all.filter((article) => article.isFeatured).slice(0, counts.featured);
    const latest = all.filter((article) => !featured.includes(article)).slice(0, counts.latest);

    const rest = await restHomeArticles(counts);
    expect(rest).toEqual({ featured: featured.map(listed), latest: latest.map(listed) });
    expect(rest.latest).toHaveLength(counts.latest);
    expect(rest.featured.length).toBeGreaterThan(0);
  });

  it('finds a published article by its slug, as the SDK does, and never a draft', async () => {
    expect(await restPublishedBySlug('older-3')).toEqual(await getArticle('older-3'));
    expect(await restPublishedBySlug('older-3')).toMatchObject({ id: 'id-older-3', title: 'Older 3', status: 'published' });
    expect(await restPublishedBySlug('a-draft')).toBeNull();
    expect(await restPublishedBySlug('no-such-article')).toBeNull();
  });

  it('asks without a preflight: a POST with a text body, no header of its own and no credentials', async () => {
    const realFetch = globalThis.fetch;
    const sent: RequestInit[] = [];
    const spy = vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
      sent.push(init ?? {});
      return realFetch(input, init);
    });
    try {
      await restPublishedBySlug('older-1');
    } finally {
      spy.mockRestore();
    }
    expect(sent).toHaveLength(1);
    expect(sent[0]).toEqual({ method: 'POST', body: expect.any(String) as unknown, credentials: 'omit' });
  });
});

describe('a page takes the boot’s request over', () => {
  it('and asks the SDK when it found nothing by that slug: an old link by id still opens the article', async () => {
    await expect(preloadArticle('id-older-4')).resolves.toBeNull();
    await expect(firstArticle('id-older-4')).resolves.toMatchObject({ id: 'id-older-4', title: 'Older 4' });
  });

  it('and asks again when it failed', async () => {
    const realFetch = globalThis.fetch;
    // The boot's request fails; the page's own goes through.
    let failed = false;
    const spy = vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
      if (failed) return realFetch(input, init);
      failed = true;
      return Promise.reject(new TypeError('Failed to fetch'));
    });
    try {
      const filter: ArticleFilter = { kind: 'tag', tag: 'Rates' };
      await expect(preloadArticleList(filter)).rejects.toThrow('Failed to fetch');
      const page = await firstArticleList(filter);
      expect(page.articles.map((article) => article.title)).toEqual(['Tied 0', 'Tied 3', 'Tied 6', 'Tied 9', 'Tied 12'].reverse());
    } finally {
      spy.mockRestore();
    }
  });
});
