/**
 * Documents for the emulator's data benchmark (scripts/bench-emulator.ts), in the REST
 * shape a commit sends: published articles of 1,500-3,000 words with the searchTerms the
 * app stores for them, and newsletter subscribers. Deterministic, so two runs (before and
 * after a change) write the same bytes.
 */
import { searchTermsFor } from '../../src/lib/article-text.js';
import { personSearchTerms } from '../../src/lib/search-terms.js';

type RestValue = Record<string, unknown>;
type RestFields = Record<string, RestValue>;

const CATEGORIES = ['equity-research', 'trade-ideas', 'portfolio-performance', 'market-insights'];
const SOURCES = ['footer', 'home', 'sidebar'];
/**
 * The words of every text: a small vocabulary keeps each article near the 23 KB that the
 * issue measured (231 MB for 10,000), searchTerms included.
 */
const VOCABULARY = [
  'market', 'earnings', 'revenue', 'margin', 'growth', 'value', 'yield', 'bond', 'equity', 'dividend',
  'valuation', 'cash', 'flow', 'debt', 'interest', 'rates', 'inflation', 'portfolio', 'risk', 'return',
  'sector', 'stock', 'shares', 'price', 'target', 'analyst', 'quarter', 'guidance', 'balance', 'sheet',
  'capital', 'spending', 'buyback', 'investor', 'volatility', 'index', 'fund', 'allocation', 'hedge', 'credit',
  'spread', 'duration', 'liquidity', 'momentum', 'trend', 'support', 'resistance', 'entry', 'exit', 'position',
  'long', 'short', 'thesis', 'catalyst', 'multiple', 'forecast', 'estimate', 'report', 'filing', 'outlook',
];
const BODY_VARIANTS = 64;

/** A small deterministic generator (mulberry32). */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Words used as prose uses them: a few often, most rarely. */
function prose(next: () => number, words: number): string {
  const out: string[] = [];
  for (let i = 0; i < words; i++) out.push(VOCABULARY[Math.floor(VOCABULARY.length * next() ** 3)]!);
  return out.join(' ');
}

interface Body {
  readonly summary: string;
  readonly content: string;
  readonly searchTerms: readonly string[];
}

const bodies = new Map<number, Body>();

function bodyFor(variant: number): Body {
  let body = bodies.get(variant);
  if (!body) {
    const next = random(1000 + variant);
    const words = 1500 + Math.floor(next() * 1500);
    const paragraphs: string[] = [];
    for (let said = 0; said < words; said += 120) paragraphs.push(`<p>${prose(next, Math.min(120, words - said))}.</p>`);
    const summary = `${prose(next, 25)}.`;
    const content = paragraphs.join('');
    body = { summary, content, searchTerms: searchTermsFor({ title: '', summary, tags: [], content }) };
    bodies.set(variant, body);
  }
  return body;
}

const string = (value: string): RestValue => ({ stringValue: value });
const integer = (value: number): RestValue => ({ integerValue: String(value) });
const timestamp = (millis: number): RestValue => ({ timestampValue: new Date(millis).toISOString() });
const strings = (values: readonly string[]): RestValue => ({ arrayValue: { values: values.map(string) } });

const EPOCH = Date.UTC(2024, 0, 1);

/** Article `n` (`articles/bench-{n}`), published n minutes after 2024-01-01. */
export function articleFields(n: number): RestFields {
  const body = bodyFor(n % BODY_VARIANTS);
  const title = `Bench article ${n}: ${prose(random(n), 6)}`;
  const category = CATEGORIES[n % CATEGORIES.length]!;
  const published = EPOCH + n * 60_000;
  return {
    title: string(title),
    slug: string(`bench-article-${n}`),
    summary: string(body.summary),
    content: string(body.content),
    category: string(category),
    tags: strings(['Bench', category]),
    tagKeys: strings(['bench', category]),
    searchTerms: strings(body.searchTerms),
    status: string('published'),
    isFeatured: { booleanValue: n % 50 === 0 },
    author: { mapValue: { fields: { id: string('bench-author'), name: string('Bench Author') } } },
    createdAt: timestamp(published),
    updatedAt: timestamp(published),
    publishedAt: timestamp(published),
    readTime: integer(Math.ceil(body.content.length / 1200)),
    viewCount: integer(0),
    likeCount: integer(0),
    commentCount: integer(0),
    editVersion: string(`v${n}`),
  };
}

/** The address of subscriber `n`. */
export function subscriberEmail(n: number): string {
  return `reader.${n.toString(36)}@bench${n % 97}.example.com`;
}

/** Subscriber `n` (`subscribers/{email}`). */
export function subscriberFields(n: number): RestFields {
  const email = subscriberEmail(n);
  return {
    email: string(email),
    subscribedAt: timestamp(EPOCH + n * 1000),
    source: string(SOURCES[n % SOURCES.length]!),
    searchTerms: strings(personSearchTerms('', email)),
  };
}
