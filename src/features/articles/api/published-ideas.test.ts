/**
 * The published ideas of an author or on a security, read over REST as a guest against the
 * emulator with the site's rules and indexes: every one, across reads of 50, newest first,
 * and nothing a reader may not see.
 */
import { collection, doc, writeBatch } from 'firebase/firestore/lite';
import { appOnEmulators } from '../../../../tests/support/app/app-on-emulators.js';
import { articleDoc } from '../../../../tests/support/app/article-fixtures.js';
import { IDEAS_PER_READ, readPublishedIdeas } from './published-ideas.js';

const backend = appOnEmulators('demo-published-ideas', { auth: false });

const DANA = { id: 'dana-whitfield', name: 'Dana Whitfield' };
const LEE = { id: 'lee-okafor', name: 'Lee Okafor' };

interface Seeded {
  readonly id: string;
  readonly daysAgo: number;
  readonly author?: typeof DANA;
  readonly ticker?: string | null;
  readonly category?: string;
  readonly status?: 'draft' | 'published';
  readonly outcome?: Record<string, unknown>;
  readonly amendments?: Record<string, unknown>;
}

async function seed(...articles: Seeded[]): Promise<void> {
  const batch = writeBatch(backend.owner.db);
  for (const { id, daysAgo, author = DANA, ticker = 'SPY', category = 'trade-ideas', status = 'published', outcome, amendments } of articles) {
    batch.set(doc(collection(backend.owner.db, 'articles'), id), {
      ...articleDoc(id, { publishedDaysAgo: daysAgo, category, status }),
      author: { ...author, bio: 'A long bio the record does not need.' },
      tickers: ticker ? [ticker, 'QQQ'] : ['QQQ'],
      tradeIdea: ticker ? { direction: 'long', ticker, entry: 100, target: 120, stop: 90, horizon: '3 months' } : null,
      ...(outcome && { ideaOutcome: outcome }),
      ...(amendments && { ideaAmendments: amendments }),
    });
  }
  await batch.commit();
}

beforeEach(() => backend.clearFirestore());

describe('an author’s published ideas', () => {
  it('are every idea of theirs, newest first, across as many reads as it takes', async () => {
    const count = IDEAS_PER_READ + 3;
    await seed(...Array.from({ length: count }, (_, i) => ({ id: `idea-${String(i).padStart(2, '0')}`, daysAgo: i })));

    const { ideas } = await readPublishedIdeas({ kind: 'author', author: DANA.id });

    expect(ideas.map((idea) => idea.articleId)).toEqual(Array.from({ length: count }, (_, i) => `idea-${String(i).padStart(2, '0')}`));
  });

  it('leave out drafts, other authors, Trade Ideas articles without an idea and other categories', async () => {
    await seed(
      {
        id: 'theirs',
        daysAgo: 1,
        outcome: { status: 'target-hit', price: 121, closedOn: new Date(Date.UTC(2026, 1, 2)), note: 'Hit.' },
        amendments: { 1: { amendedAt: new Date(Date.UTC(2026, 1, 1, 9)), note: 'The stop is 90, as the card says.' } },
      },
      { id: 'a-draft', daysAgo: 2, status: 'draft' },
      { id: 'someone-elses', daysAgo: 3, author: LEE },
      { id: 'no-idea', daysAgo: 4, ticker: null },
      { id: 'research', daysAgo: 5, category: 'equity-research', ticker: null },
    );

    const { ideas } = await readPublishedIdeas({ kind: 'author', author: DANA.id });

    expect(ideas).toEqual([
      {
        articleId: 'theirs',
        slug: 'theirs',
        title: 'theirs',
        author: DANA,
        publishedAt: new Date(Date.UTC(2026, 0, 30, 12)),
        idea: { direction: 'long', ticker: 'SPY', entry: 100, target: 120, stop: 90, horizon: '3 months' },
        outcome: { status: 'target-hit', price: 121, closedOn: new Date(Date.UTC(2026, 1, 2)), note: 'Hit.' },
        amendments: [{ amendedAt: new Date(Date.UTC(2026, 1, 1, 9)), note: 'The stop is 90, as the card says.' }],
      },
    ]);
  });

  it('are none for an author nobody has published under', async () => {
    await seed({ id: 'theirs', daysAgo: 1 });
    expect((await readPublishedIdeas({ kind: 'author', author: 'nobody-here' })).ideas).toEqual([]);
  });
});

describe('a security’s published ideas', () => {
  it('are the ideas on that symbol by every author, not the articles that only name it', async () => {
    await seed(
      { id: 'dana-on-spy', daysAgo: 3 },
      { id: 'lee-on-spy', daysAgo: 1, author: LEE },
      { id: 'on-tsla', daysAgo: 2, ticker: 'TSLA' },
      { id: 'draft-on-spy', daysAgo: 0, status: 'draft' },
    );

    const spy = await readPublishedIdeas({ kind: 'ticker', ticker: 'SPY' });
    expect(spy.ideas.map((idea) => [idea.articleId, idea.author.name])).toEqual([
      ['lee-on-spy', LEE.name],
      ['dana-on-spy', DANA.name],
    ]);
    // QQQ is named by each of them, and the idea of none.
    expect((await readPublishedIdeas({ kind: 'ticker', ticker: 'QQQ' })).ideas).toEqual([]);
  });
});
