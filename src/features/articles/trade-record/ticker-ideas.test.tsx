import { screen, within } from '@testing-library/react';
import { collection, doc, writeBatch } from 'firebase/firestore/lite';
import { appOnEmulators } from '../../../../tests/support/app/app-on-emulators.js';
import { articleDoc } from '../../../../tests/support/app/article-fixtures.js';
import { renderApp } from '../../../../tests/support/app/render-app.js';
import { preloadPublishedIdeas } from '../api/published-ideas.js';

const backend = appOnEmulators('demo-ticker-ideas', { auth: false });

const DANA = { id: 'dana-whitfield', name: 'Dana Whitfield' };
const LEE = { id: 'lee-okafor', name: 'Lee Okafor' };

function article(title: string, daysAgo: number, fields: Record<string, unknown>): Record<string, unknown> {
  return { ...articleDoc(title, { publishedDaysAgo: daysAgo, category: 'trade-ideas' }), author: DANA, tickers: ['SPY', 'QQQ'], ...fields };
}

async function seed(...articles: Record<string, unknown>[]): Promise<void> {
  const batch = writeBatch(backend.owner.db);
  for (const item of articles) batch.set(doc(collection(backend.owner.db, 'articles')), item);
  await batch.commit();
}

const SPY_LONG = { direction: 'long', ticker: 'SPY', entry: 560, target: 590, stop: 548, horizon: '6–8 weeks' };

beforeAll(async () => {
  // The lazy chunks, compiled once here so that no test waits for the compiler.
  await Promise.all([import('../list-page/article-list-page.js'), import('./ticker-ideas.js')]);
});

beforeEach(() => backend.clearFirestore());

describe('a ticker’s page', () => {
  it('lists the ideas on its symbol, each with its author and outcome, with their record, before its articles', async () => {
    await seed(
      article('How Much to Risk per Trade', 3, {
        tradeIdea: SPY_LONG,
        ideaOutcome: { status: 'target-hit', price: 590.2, closedOn: new Date(Date.UTC(2026, 0, 31)), note: 'Target reached after the rate decision.' },
      }),
      article('Trend Following with Moving Averages', 10, { author: LEE, tradeIdea: { ...SPY_LONG, entry: 540, target: 600, stop: 515, horizon: '10 years' } }),
      article('An ETF Primer', 1, { category: 'market-insights' }),
    );

    renderApp('/ticker/SPY');

    const record = await screen.findByRole('region', { name: 'Trade ideas on SPY' });
    const ideas = within(record).getByRole('list', { name: 'Trade ideas, newest first' });
    const rows = within(ideas).getAllByRole('listitem');
    expect(rows.map((row) => within(row).getAllByRole('link')[0]?.textContent)).toEqual(['How Much to Risk per Trade', 'Trend Following with Moving Averages']);

    const [hit, open] = rows as [HTMLElement, HTMLElement];
    expect(within(hit).getByText('Target hit')).toBeVisible();
    expect(within(hit).getByText('Exit 590.20')).toBeVisible();
    expect(within(hit).getByText('+5.4%')).toBeVisible();
    expect(within(hit).getByRole('link', { name: 'Dana Whitfield' })).toHaveAttribute('href', '/author/dana-whitfield');
    expect(within(open).getByText('Open')).toBeVisible();
    expect(within(open).getByRole('link', { name: 'Lee Okafor' })).toHaveAttribute('href', '/author/lee-okafor');

    // The record of the symbol: two ideas, one closed at a gain.
    expect(within(record).getByText('Hit rate', { selector: 'dt' }).nextElementSibling).toHaveTextContent('100%');

    // The articles follow under their own heading, the idea-less one too.
    const list = screen.getByRole('region', { name: 'SPY: research and ideas' });
    expect(within(list).getByRole('heading', { level: 2, name: 'Articles on SPY' })).toBeVisible();
    expect(await within(list).findByRole('heading', { level: 3, name: 'An ETF Primer' })).toBeVisible();
    expect(within(open).getByRole('link', { name: 'Trend Following with Moving Averages' })).toHaveAttribute('href', '/article/trend-following-with-moving-averages');
  });

  it('shows no record for a symbol that articles name but no idea is on', async () => {
    await seed(article('How Much to Risk per Trade', 3, { tradeIdea: SPY_LONG }));
    // As the boot asks for them: the page draws with the answer, already in.
    expect((await preloadPublishedIdeas({ kind: 'ticker', ticker: 'QQQ' })).ideas).toEqual([]);

    renderApp('/ticker/QQQ');

    const list = await screen.findByRole('region', { name: 'QQQ: research and ideas' });
    expect(await within(list).findByRole('heading', { level: 3, name: 'How Much to Risk per Trade' })).toBeVisible();
    expect(screen.queryByRole('region', { name: /^Trade ideas on/ })).not.toBeInTheDocument();
  });
});
