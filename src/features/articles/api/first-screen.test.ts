/**
 * The first screen's REST queries (first-screen.ts) against the SDK queries they stand in
 * for, on the emulator with the site's rules: the same articles in the same order, lists
 * without the articles' text, and a cursor from which the SDK's next page is the same as
 * from its own.
 */
import { collection, doc, Timestamp, writeBatch } from 'firebase/firestore/lite';
import { appOnEmulators } from '../../../../tests/support/app/app-on-emulators.js';
import { articleDoc } from '../../../../tests/support/app/article-fixtures.js';
import type { Article, ArticleFilter } from '../types.js';
import {
  preloadArticle, preloadArticleList, restArticleList, restHomeArticles, restPublishedBySlug, type ListFilter,
} from './first-screen.js';
import { getArticle } from './get-article.js';
import { listArticles } from './list-articles.js';
import { firstArticle } from '../article-page/use-article.js';
import { firstArticleList } from '../list-page/use-article-list.js';
import { firstHomeArticles } from './use-home-articles.js';

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

describe('the first screen over REST', () => {
  it.each(filters)('lists what the SDK lists, and the next page follows on as from the SDK’s own cursor: %o', async (filter) => {
    const [rest, sdk] = await Promise.all([restArticleList(filter), listArticles(filter, null)]);
    expect(rest.articles).toEqual(sdk.articles.map(listed));
    expect(sdk.articles.every((article) => article.content !== '')).toBe(true);
    expect(rest.next === null).toBe(sdk.next === null);
    if (rest.next && sdk.next) {
      const [afterRest, afterSdk] = await Promise.all([listArticles(filter, rest.next), listArticles(filter, sdk.next)]);
      expect(afterRest.articles.map((article) => article.id)).toEqual(afterSdk.articles.map((article) => article.id));
      expect(afterRest.articles.length).toBeGreaterThan(0);
    }
  });

  it('gives the home page what the SDK gives it, without the text: Featured, then Latest without them', async () => {
    const counts = { featured: 4, latest: 6 };
    const [rest, sdk] = await Promise.all([restHomeArticles(counts), firstHomeArticles(counts)]);
    expect(rest).toEqual({ featured: sdk.featured.map(listed), latest: sdk.latest.map(listed) });
    expect(sdk.latest.length).toBeGreaterThan(0);
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

  it('and asks the SDK when it failed', async () => {
    const realFetch = globalThis.fetch;
    // The REST request is the one without headers; the SDK's pass.
    const spy = vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) =>
      init?.headers ? realFetch(input, init) : Promise.reject(new TypeError('Failed to fetch')),
    );
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
