/**
 * What a search costs, on the emulator with the site's rules: the requests it sends and
 * what comes back, recorded from the wire. Bounded by what it finds: a word no article
 * holds stops it after counting; it reads by the rarest word; a page reads at most
 * MAX_BATCHES batches of card-sized articles and then goes on from where it stopped; no
 * answer carries an article's text or its stored words.
 */
import { collection, doc, writeBatch } from 'firebase/firestore/lite';
import { appOnEmulators } from '../../../../tests/support/app/app-on-emulators.js';
import { articleDoc } from '../../../../tests/support/app/article-fixtures.js';
import { searchTermsFor } from '../../../lib/article-text.js';
import type { ArticleCursor } from '../types.js';
import { BATCH, MAX_BATCHES, searchArticles } from './search-articles.js';

const backend = appOnEmulators('demo-search-cost', { auth: false });
const PAGE = 12;

interface Sent {
  readonly method: string;
  /** The terms the query's filters name (searchTerms array-contains). */
  readonly terms: readonly string[];
  /** Whether it asked for the cards' fields (a batch of articles) or names only. */
  readonly select: 'cards' | 'names' | 'all';
  readonly documents: number;
  readonly body: string;
}

interface SentQuery {
  readonly where?: unknown;
  readonly select?: { readonly fields: readonly { readonly fieldPath: string }[] };
}

interface SentBody {
  readonly structuredQuery?: SentQuery;
  readonly structuredAggregationQuery?: { readonly structuredQuery: SentQuery };
}

/** Runs `search` with every Firestore request it sends recorded. */
async function recorded<T>(search: () => Promise<T>): Promise<{ result: T; sent: Sent[] }> {
  const realFetch = globalThis.fetch;
  const sent: Sent[] = [];
  const spy = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const response = await realFetch(input, init);
    const url = String(input instanceof Request ? input.url : input);
    const method = /:(\w+)$/.exec(url)?.[1] ?? 'other';
    const request = (typeof init?.body === 'string' ? JSON.parse(init.body) : {}) as SentBody;
    const query = request.structuredQuery ?? request.structuredAggregationQuery?.structuredQuery ?? {};
    const body = await response.clone().text();
    const fields = query.select?.fields;
    sent.push({
      method,
      terms: JSON.stringify(query.where ?? {}).match(/"searchTerms"\},"op":"ARRAY_CONTAINS","value":\{"stringValue":"([^"]+)"/g)?.map((found) => found.replace(/.*"stringValue":"/, '').slice(0, -1)) ?? [],
      select: !fields ? 'all' : fields.length === 1 && fields[0]!.fieldPath === '__name__' ? 'names' : 'cards',
      documents: method === 'runQuery' ? (JSON.parse(body) as { document?: unknown }[]).filter((entry) => entry.document).length : 0,
      body,
    });
    return response;
  });
  try {
    return { result: await search(), sent };
  } finally {
    spy.mockRestore();
  }
}

let seeded = 0;

/** Published articles, newest first in the order given, each with its stored search words. */
async function seed(articles: readonly { title: string; summary: string }[]): Promise<void> {
  const batch = writeBatch(backend.owner.db);
  articles.forEach(({ title, summary }, i) => {
    const content = `<p>${'Body text that no list should carry. '.repeat(40)}</p>`;
    batch.set(doc(collection(backend.owner.db, 'articles'), `cost-${++seeded}`), {
      ...articleDoc(title, { publishedDaysAgo: i }),
      summary,
      content,
      searchTerms: searchTermsFor({ title, summary, tags: [], content }),
    });
  });
  await batch.commit();
}

const many = (count: number, title: (i: number) => string, summary: string) => Array.from({ length: count }, (_, i) => ({ title: title(i), summary }));

it('stops a search of several words after counting when one word is in no article, having read none', async () => {
  await seed(many(60, (i) => `Market Wrap ${i}`, 'Where the market closed.'));

  const { result, sent } = await recorded(() => searchArticles('market zinc', null, PAGE));

  expect(result).toEqual({ articles: [], next: null });
  expect(sent.map((request) => request.method)).toEqual(['runAggregationQuery', 'runAggregationQuery']);
});

it('reads by the rarest word, and no answer carries an article’s text or its stored words', async () => {
  await seed([
    ...many(3, (i) => `Antitrust Ruling ${i}`, 'How the bond market took it.'),
    ...many(60, (i) => `Bond Market Note ${i}`, 'Bond market news.'),
  ]);

  const { result, sent } = await recorded(() => searchArticles('bond antitrust', null, PAGE));

  expect(result.articles.map((article) => article.title)).toEqual(['Antitrust Ruling 0', 'Antitrust Ruling 1', 'Antitrust Ruling 2']);
  expect(result.next).toBeNull();
  const batches = sent.filter((request) => request.select === 'cards');
  expect(batches.map((request) => request.terms)).toEqual([['t:antitrust'], ['antitrust']]);
  // The three, once in each phase: not one of the sixty that hold only "bond".
  expect(batches.reduce((sum, request) => sum + request.documents, 0)).toBe(6);
  for (const request of sent) {
    expect(request.body).not.toContain('"content"');
    expect(request.body).not.toContain('"searchTerms"');
  }
});

it('reads at most MAX_BATCHES batches a page, then goes on from where it stopped', async () => {
  // Both words are common; the only article holding both is the oldest of its word's.
  const pivotOnly = 2 * MAX_BATCHES * BATCH;
  await seed([
    ...many(pivotOnly, (i) => `Weekly Note ${i}`, 'Semiconductors this week.'),
    ...many(60, (i) => `Ticker Tape ${i}`, 'Earnings season.'),
    { title: 'The Last Word', summary: 'Semiconductors and their earnings.' },
  ]);

  const pages: string[][] = [];
  let after: ArticleCursor | null = null;
  for (let first = true; first || after; first = false) {
    const { result, sent } = await recorded(() => searchArticles('semiconductors earnings', after, PAGE));
    const batches = sent.filter((request) => request.select === 'cards');
    expect(batches.length).toBeLessThanOrEqual(MAX_BATCHES);
    expect(batches.every((request) => request.terms.every((term) => term.endsWith('semiconductor')))).toBe(true);
    expect(batches.reduce((sum, request) => sum + request.documents, 0)).toBeLessThanOrEqual(MAX_BATCHES * BATCH);
    pages.push(result.articles.map((article) => article.title));
    after = result.next;
  }

  expect(pages.length).toBeGreaterThan(1);
  expect(pages[0]).toEqual([]);
  expect(pages.flat()).toEqual(['The Last Word']);
});
