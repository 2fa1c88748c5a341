/**
 * Manage Articles' list over REST against the emulator, the repo's rules and its indexes:
 * what each request reads of an article (the fields a row shows, never its text or its
 * stored search words), and that the list still pages, filters, sorts and searches the
 * words of titles as before.
 */
import { doc, Timestamp, writeBatch } from 'firebase/firestore/lite';
import { searchTermsFor } from '../../../lib/article-text.js';
import { signInNewAdmin } from '../../../../tests/support/app/admin-session.js';
import { appOnEmulators } from '../../../../tests/support/app/app-on-emulators.js';
import { articleDoc } from '../../../../tests/support/app/article-fixtures.js';
import { fieldsRead, runQueryExchanges } from '../../../../tests/support/app/run-query-answers.js';
import type { ArticleRow } from '../types.js';
import { listArticleRows, type ArticleQuery, type ArticlesCursor } from './list-articles.js';

const env = appOnEmulators('demo-list-articles');
const DAY = 86_400_000;
const at = (days: number) => Timestamp.fromMillis(Date.UTC(2026, 0, 31, 12) - days * DAY);

interface Seed {
  readonly id: string;
  readonly title: string;
  readonly status?: 'draft' | 'published';
  readonly category?: string;
  readonly summary?: string;
  /** Days before the fixtures' day. */
  readonly created: number;
  readonly updated: number;
  /** Never published when left out. */
  readonly published?: number;
}

async function seed(articles: readonly Seed[]): Promise<void> {
  const batch = writeBatch(env.owner.db);
  for (const article of articles) {
    const data = articleDoc(article.title, { status: article.status ?? 'published', category: article.category ?? 'market-insights' });
    const summary = article.summary ?? String(data.summary);
    // A text long enough to see if a list read it.
    const content = `<p>${'Dividends and buybacks compete for the same cash. '.repeat(40)}</p>`;
    batch.set(doc(env.owner.db, 'articles', article.id), {
      ...data,
      summary,
      content,
      createdAt: at(article.created),
      updatedAt: at(article.updated),
      publishedAt: article.published === undefined ? null : at(article.published),
      searchTerms: searchTermsFor({ title: article.title, summary, tags: [], content }),
    });
  }
  await batch.commit();
}

const query = (change: Partial<ArticleQuery> = {}): ArticleQuery => ({ status: 'all', category: 'all', search: '', sort: 'updated', ...change });

/** Every page of the list, in turn. */
async function allPages(filter: ArticleQuery): Promise<ArticleRow[][]> {
  const pages: ArticleRow[][] = [];
  let cursor: ArticlesCursor | null = null;
  do {
    const page = await listArticleRows(filter, cursor);
    pages.push([...page.items]);
    cursor = page.next;
  } while (cursor);
  return pages;
}

const titlesOf = async (filter: ArticleQuery) => (await allPages(filter)).flat().map((row) => row.title);

const ROW_FIELDS = ['title', 'slug', 'summary', 'category', 'status', 'createdAt', 'updatedAt', 'publishedAt'];

beforeEach(async () => {
  await env.clearFirestore();
  await signInNewAdmin(env.owner);
});

describe('what Manage Articles reads of an article', () => {
  it('asks for the fields a row shows, with the admin’s token: never the text or the search words', async () => {
    await seed(
      Array.from({ length: 25 }, (_, n) => ({
        id: `read-${n}`, title: `Apple Reading Note ${n}`, status: n % 3 === 0 ? ('draft' as const) : ('published' as const), created: n, updated: n, published: n,
      })),
    );
    const exchanges = await runQueryExchanges(async () => {
      await allPages(query());
      await allPages(query({ status: 'draft', sort: 'created' }));
      await allPages(query({ search: 'apple notes', sort: 'published' }));
      await allPages(query({ search: 'Apple Rea', status: 'published' }));
    });
    expect(exchanges.length).toBeGreaterThanOrEqual(6);
    expect(exchanges.flatMap(({ documents }) => documents).length).toBeGreaterThanOrEqual(75);
    for (const exchange of exchanges) {
      expect(exchange.request.structuredQuery.select?.fields.map(({ fieldPath }) => fieldPath)).toEqual(ROW_FIELDS);
      expect(exchange.authorization).toMatch(/^Bearer \S+$/);
    }
    const read = fieldsRead(exchanges);
    expect(read).not.toContain('content');
    expect(read).not.toContain('searchTerms');
    expect([...read].sort()).toEqual([...ROW_FIELDS].sort());
  });
});

describe('Manage Articles still', () => {
  it('pages through every article, twenty at a time, newest first, articles of the same date included once each', async () => {
    // Ten of them share a date across the first page's end: the cursor tells them apart by name.
    await seed(Array.from({ length: 45 }, (_, n) => ({ id: `page-${String(n).padStart(2, '0')}`, title: `Paged ${n}`, created: n, updated: n >= 15 && n < 25 ? 15 : n })));
    const pages = await allPages(query());
    expect(pages.map((page) => page.length)).toEqual([20, 20, 5]);
    const rows = pages.flat();
    expect(new Set(rows.map((row) => row.id)).size).toBe(45);
    const dates = rows.map((row) => row.updatedAt?.getTime() ?? 0);
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
  });

  it('filters by status and category, and sorts by created or published, the never published last, across pages', async () => {
    await seed([
      ...Array.from({ length: 18 }, (_, n) => ({ id: `pub-${n}`, title: `Published ${n}`, created: 40 + n, updated: n, published: n })),
      ...Array.from({ length: 6 }, (_, n) => ({
        id: `draft-${n}`, title: `Draft ${n}`, status: 'draft' as const, category: n < 2 ? 'trade-ideas' : 'market-insights', created: n, updated: 30 + n,
      })),
    ]);
    const published = await allPages(query({ sort: 'published' }));
    expect(published.map((page) => page.length)).toEqual([20, 4]);
    // Never published: last, and among themselves (no date) in Firestore's order, the last id first, page after page.
    expect(published.flat().map((row) => row.title)).toEqual([
      ...Array.from({ length: 18 }, (_, n) => `Published ${n}`),
      ...['Draft 5', 'Draft 4', 'Draft 3', 'Draft 2', 'Draft 1', 'Draft 0'],
    ]);
    expect(new Set(published.flat().map((row) => row.id)).size).toBe(24);
    expect(published[1]?.every((row) => row.publishedAt === null)).toBe(true);

    expect(await titlesOf(query({ sort: 'created', status: 'draft' }))).toEqual(['Draft 0', 'Draft 1', 'Draft 2', 'Draft 3', 'Draft 4', 'Draft 5']);
    expect(await titlesOf(query({ sort: 'updated', status: 'draft', category: 'trade-ideas' }))).toEqual(['Draft 0', 'Draft 1']);
    expect(await titlesOf(query({ sort: 'created', category: 'trade-ideas' }))).toEqual(['Draft 0', 'Draft 1']);
    expect((await titlesOf(query({ status: 'published' }))).length).toBe(18);
  });

  it('finds the words of titles only: every word typed, or its beginning, in the title', async () => {
    await seed([
      { id: 's-apple', title: 'Why Apple Buys Back Shares', summary: 'Dividend policy at a cash-rich company.', created: 5, updated: 5, published: 5 },
      { id: 's-pear', title: 'Pear Growers and Apple Orchards', status: 'draft', created: 6, updated: 6 },
      { id: 's-morgan', title: "Alex Morgan's Notes on Banks", created: 4, updated: 4, published: 4 },
    ]);
    expect(await titlesOf(query({ search: 'apple' }))).toEqual(['Why Apple Buys Back Shares', 'Pear Growers and Apple Orchards']);
    expect(await titlesOf(query({ search: 'ap' }))).toEqual(['Why Apple Buys Back Shares', 'Pear Growers and Apple Orchards']);
    expect(await titlesOf(query({ search: 'Morgan' }))).toEqual(["Alex Morgan's Notes on Banks"]);
    // Both words in the title: found, whichever is asked of Firestore.
    expect(await titlesOf(query({ search: 'apple shares' }))).toEqual(['Why Apple Buys Back Shares']);
    expect(await titlesOf(query({ search: 'orchard ap' }))).toEqual(['Pear Growers and Apple Orchards']);
    // One of them only in the summary (or the text): not found.
    expect(await titlesOf(query({ search: 'apple dividend' }))).toEqual([]);
    expect(await titlesOf(query({ search: 'apple buybacks' }))).toEqual([]);
    expect(await titlesOf(query({ search: 'dividend' }))).toEqual([]);
    // With the filters, checked on the row.
    expect(await titlesOf(query({ search: 'apple', status: 'draft' }))).toEqual(['Pear Growers and Apple Orchards']);
    expect(await titlesOf(query({ search: 'apple', status: 'published', category: 'trade-ideas' }))).toEqual([]);
  });

  it('reads on past a page of matches the filters leave out, so the first page shows the one that fits', async () => {
    await seed([
      ...Array.from({ length: 25 }, (_, n) => ({ id: `zinc-${n}`, title: `Notes on zinc ${n}`, created: n, updated: n, published: n })),
      { id: 'zinc-draft', title: 'Draft on zinc miners', status: 'draft', created: 40, updated: 40 },
    ]);
    const first = await listArticleRows(query({ search: 'zinc', status: 'draft' }), null);
    expect(first.items.map((row) => row.title)).toEqual(['Draft on zinc miners']);
  });
});
