/**
 * Articles a journey makes for itself, written as the emulators' owner in the shape the
 * editor stores (search terms included), so the admin's own saves over them pass the rules.
 */
import { readProjectConfig } from '../../../emulator/src/config.js';
import { DEMO_PROJECT_ID, TEST_PORTS } from '../../../scripts/lib/stack.js';
import { searchTermsFor, TITLE_MARK } from '../../../src/lib/article-text.js';
import { expect } from '../../../e2e/test.js';

const host = readProjectConfig(process.cwd()).host;
const documents = `http://${host}:${TEST_PORTS.firestore}/v1/projects/${DEMO_PROJECT_ID}/databases/(default)/documents`;

type Plain = string | number | boolean | null | Date | readonly Plain[] | { readonly [key: string]: Plain };

function value(plain: Plain): unknown {
  if (plain === null) return { nullValue: null };
  if (plain instanceof Date) return { timestampValue: plain.toISOString() };
  if (typeof plain === 'string') return { stringValue: plain };
  if (typeof plain === 'boolean') return { booleanValue: plain };
  if (typeof plain === 'number') return { integerValue: String(plain) };
  if (Array.isArray(plain)) return { arrayValue: { values: plain.map((item: Plain) => value(item)) } };
  return { mapValue: { fields: Object.fromEntries(Object.entries(plain).map(([key, inner]) => [key, value(inner)])) } };
}

export interface JourneyArticle {
  readonly id: string;
  readonly title: string;
  readonly summary?: string;
  readonly status?: 'draft' | 'published';
  /** Minutes before now it was created and last updated. */
  readonly createdMinutesAgo: number;
  readonly updatedMinutesAgo: number;
  /** Minutes before now it was published (a published article's place in the lists); none when left out. */
  readonly publishedMinutesAgo?: number;
  /** Its HTML; by default one paragraph naming it. */
  readonly content?: string;
  /** Its featured image's address; none by default. */
  readonly featuredImage?: string;
  /** Search terms as a version before the text was searched stored them: title, tags and summary only. */
  readonly termsWithoutText?: boolean;
  /** The securities it names (a commenter states a position in one of them). */
  readonly tickers?: readonly string[];
  /** Its byline block; Maya Chen's name alone when left out. */
  readonly author?: { readonly [key: string]: Plain };
}

/** A draft (by default) in Market Insights, complete enough to publish unless its summary is empty. */
export async function seedJourneyArticle(article: JourneyArticle): Promise<void> {
  const slug = article.id;
  const summary = article.summary ?? `Summary of ${article.title}.`;
  const content = article.content ?? `<p>${article.title}: the text.</p>`;
  const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);
  const fields: Record<string, Plain> = {
    title: article.title,
    slug,
    summary,
    excerpt: summary,
    content,
    category: 'market-insights',
    tags: [],
    featuredImage: article.featuredImage ?? '',
    status: article.status ?? 'draft',
    isFeatured: false,
    author: article.author ?? { id: 'maya-chen', name: 'Maya Chen' },
    createdAt: minutesAgo(article.createdMinutesAgo),
    updatedAt: minutesAgo(article.updatedMinutesAgo),
    publishedAt: article.publishedMinutesAgo === undefined ? null : minutesAgo(article.publishedMinutesAgo),
    readTime: 1,
    viewCount: 0,
    likeCount: 0,
    commentCount: 0,
    ...(article.tickers && { tickers: article.tickers }),
    searchTerms: article.termsWithoutText
      ? searchTermsFor({ title: article.title, summary, tags: [], content: '' }).filter((term) => !term.startsWith(TITLE_MARK))
      : searchTermsFor({ title: article.title, summary, tags: [], content }),
  };
  const body = { fields: Object.fromEntries(Object.entries(fields).map(([key, plain]) => [key, value(plain)])) };
  const response = await fetch(`${documents}/articles/${article.id}`, {
    method: 'PATCH',
    headers: { authorization: 'Bearer owner', 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(response.ok, `PATCH articles/${article.id}: ${response.status}`).toBe(true);
}
