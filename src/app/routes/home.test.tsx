import { screen, within } from '@testing-library/react';
import { collection, doc, writeBatch } from 'firebase/firestore/lite';
import { clientsFor, startTestEmulator, type TestClients, type TestEmulator } from '../../../tests/support/emulator.js';
import { articleDoc } from '../../testing/article-fixtures.js';
import { pointAppAtEmulator } from '../../testing/point-app-at-emulator.js';
import { renderApp } from '../../testing/render-app.js';

const projectId = 'demo-home-page';
let emulator: TestEmulator;
let owner: TestClients;

async function seed(...articles: Record<string, unknown>[]): Promise<void> {
  const batch = writeBatch(owner.db);
  for (const article of articles) batch.set(doc(collection(owner.db, 'articles')), article);
  await batch.commit();
}

async function clearFirestore(): Promise<void> {
  const { host, port } = emulator.firestore;
  const response = await fetch(`http://${host}:${port}/emulator/v1/projects/${projectId}/databases/(default)/documents`, {
    method: 'DELETE',
    headers: { Authorization: 'Bearer owner' },
  });
  expect(response.ok).toBe(true);
}

function latestArticles(): HTMLElement {
  return screen.getByRole('region', { name: 'Latest Articles' });
}

beforeAll(async () => {
  // Open mode: the app reads as a guest, and rules are not evaluated yet.
  emulator = await startTestEmulator({ open: true });
  owner = clientsFor(emulator, projectId, 'owner');
  pointAppAtEmulator(projectId, emulator);
});

afterAll(async () => {
  await owner.dispose();
  await emulator.stop();
  vi.unstubAllEnvs();
});

beforeEach(clearFirestore);

describe('home page', () => {
  it('shows the headline, the disclaimer and published articles newest first, without drafts', async () => {
    await seed(
      articleDoc('Why Dividend Growth Beats High Yield', { publishedDaysAgo: 10 }),
      articleDoc('Three Semiconductor Stocks to Watch', { publishedDaysAgo: 1, category: 'equity-research' }),
      articleDoc('Unpublished: Bond Market Outlook', { status: 'draft', publishedDaysAgo: 0 }),
      articleDoc('Rebalancing a Two-Fund Portfolio', { publishedDaysAgo: 5 }),
    );

    renderApp('/');

    expect(screen.getByRole('heading', { level: 1, name: 'Invest Smarter with Expert Insights' })).toBeVisible();
    expect(screen.getByText(/educational purposes only/)).toBeVisible();
    const titles = await within(latestArticles()).findAllByRole('heading', { level: 3 });
    expect(titles.map((title) => title.textContent)).toEqual([
      'Three Semiconductor Stocks to Watch',
      'Rebalancing a Two-Fund Portfolio',
      'Why Dividend Growth Beats High Yield',
    ]);
    expect(within(latestArticles()).getByRole('link', { name: 'Three Semiconductor Stocks to Watch' })).toHaveAttribute(
      'href',
      '/article/three-semiconductor-stocks-to-watch',
    );
    expect(within(latestArticles()).getByText('Equity Research')).toBeVisible();
    expect(within(latestArticles()).getByText('January 30, 2026')).toBeVisible();
  });

  it('says so when nothing is published', async () => {
    await seed(articleDoc('Draft: Unfinished Bond Outlook', { status: 'draft' }));

    renderApp('/');

    expect(within(latestArticles()).getByRole('status')).toHaveTextContent('Loading articles…');
    expect(await within(latestArticles()).findByText('No articles found')).toBeVisible();
    expect(within(latestArticles()).getByRole('link', { name: 'Browse Categories' })).toHaveAttribute('href', '/categories');
  });
});
