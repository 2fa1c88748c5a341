import { screen, within } from '@testing-library/react';
import { collection, doc, writeBatch } from 'firebase/firestore/lite';
import { appOnEmulators } from '../../../tests/support/app/app-on-emulators.js';
import { articleDoc } from '../../../tests/support/app/article-fixtures.js';
import { renderApp } from '../../../tests/support/app/render-app.js';

const backend = appOnEmulators('demo-home-page', { auth: false });

async function seed(...articles: Record<string, unknown>[]): Promise<void> {
  const batch = writeBatch(backend.owner.db);
  for (const article of articles) batch.set(doc(collection(backend.owner.db, 'articles')), article);
  await batch.commit();
}

const region = (name: string) => screen.getByRole('region', { name });
const latestArticles = () => region('Latest Articles');

/** The home page is a lazy chunk: rendered once its heading shows. */
async function openHome(): Promise<void> {
  renderApp('/');
  await screen.findByRole('heading', { level: 1, name: 'Invest Smarter with Expert Insights' });
}

beforeAll(async () => {
  // The lazy page, compiled once here so that no test waits for the compiler.
  await import('./home.js');
});

beforeEach(() => backend.clearFirestore());

describe('home page', () => {
  it('invites guests to join or log in, under the headline, with the educational-only disclaimer', async () => {
    await openHome();

    const hero = screen.getByRole('heading', { level: 1, name: 'Invest Smarter with Expert Insights' }).closest('section')!;
    expect(within(hero).getByRole('link', { name: 'Join for Free' })).toHaveAttribute('href', '/register');
    expect(within(hero).getByRole('link', { name: 'Log In' })).toHaveAttribute('href', '/login');
    expect(within(hero).queryByRole('link', { name: 'Go to Dashboard' })).not.toBeInTheDocument();
    expect(within(hero).getByText(/educational purposes only/)).toBeVisible();
    expect(document.title).toBe('Finance Articles: invest smarter with expert insights');
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute('content', expect.stringContaining('invest smarter'));
  });

  it('shows one newsletter sign-up form, its own, which promises only what happens', async () => {
    await openHome();
    expect(screen.getAllByRole('button', { name: 'Subscribe' })).toHaveLength(1);
    expect(within(region('Subscribe to Our Newsletter')).getByText(/newsletter list/)).toBeVisible();
    expect(document.body.textContent).not.toMatch(/inbox/);
  });

  it('shows the four categories with descriptions and links', async () => {
    await openHome();

    const grid = region('Explore Our Research');
    const links = within(grid).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Equity Research', '/equity-research'],
      ['Trade Ideas', '/trade-ideas'],
      ['Portfolio Performance', '/portfolio-performance'],
      ['Market Insights', '/market-insights'],
    ]);
    expect(within(grid).getByText(/financial statements, competitive position and valuation/)).toBeVisible();
  });

  it('shows the Coming Soon block at 75% and the newsletter form', async () => {
    await openHome();

    const progress = within(region('Coming Soon')).getByRole('progressbar', { name: 'Development progress' });
    expect(progress).toHaveAttribute('aria-valuenow', '75');
    expect(progress).toHaveAttribute('aria-valuetext', '75% complete');
    const newsletter = region('Subscribe to Our Newsletter');
    expect(within(newsletter).getByRole('textbox', { name: 'Email address' })).toBeRequired();
    expect(within(newsletter).getByRole('button', { name: 'Subscribe' })).toBeVisible();
  });

  it('shows featured articles and the latest published ones newest first, without drafts or what Featured shows', async () => {
    await seed(
      articleDoc('Why Dividend Growth Beats High Yield', { publishedDaysAgo: 10 }),
      articleDoc('Three Semiconductor Stocks to Watch', { publishedDaysAgo: 1, category: 'equity-research' }),
      articleDoc('Unpublished: Bond Market Outlook', { status: 'draft', publishedDaysAgo: 0 }),
      { ...articleDoc('Rebalancing a Two-Fund Portfolio', { publishedDaysAgo: 5 }), isFeatured: true },
      { ...articleDoc('A Featured Draft', { status: 'draft' }), isFeatured: true },
    );

    await openHome();

    expect(within(latestArticles()).getByText('Loading articles…')).toBeInTheDocument();
    const titles = await within(latestArticles()).findAllByRole('heading', { level: 3 });
    expect(titles.map((title) => title.textContent)).toEqual([
      'Three Semiconductor Stocks to Watch',
      'Why Dividend Growth Beats High Yield',
    ]);
    expect(within(latestArticles()).getByRole('link', { name: 'Three Semiconductor Stocks to Watch' })).toHaveAttribute(
      'href',
      '/article/three-semiconductor-stocks-to-watch',
    );
    expect(within(latestArticles()).getByText('Equity Research')).toBeVisible();
    expect(within(latestArticles()).getByText('January 30, 2026')).toBeVisible();
    expect(within(latestArticles()).getByRole('link', { name: 'View all articles' })).toHaveAttribute('href', '/blog');

    const featured = region('Featured Articles');
    expect(within(featured).getAllByRole('heading', { level: 3 }).map((title) => title.textContent)).toEqual([
      'Rebalancing a Two-Fund Portfolio',
    ]);
  });

  it('never lists an article in both Featured and Latest, and still fills Latest', async () => {
    await seed(
      ...Array.from({ length: 5 }, (_, i) => ({ ...articleDoc(`Featured ${i + 1}`, { publishedDaysAgo: i }), isFeatured: true })),
      ...Array.from({ length: 7 }, (_, i) => articleDoc(`Latest ${i + 1}`, { publishedDaysAgo: 10 + i })),
    );

    await openHome();

    const latest = (await within(latestArticles()).findAllByRole('heading', { level: 3 })).map((title) => title.textContent);
    const featured = within(region('Featured Articles')).getAllByRole('heading', { level: 3 }).map((title) => title.textContent);
    expect(featured).toEqual(['Featured 1', 'Featured 2', 'Featured 3', 'Featured 4']);
    expect(latest).toEqual(['Featured 5', 'Latest 1', 'Latest 2', 'Latest 3', 'Latest 4', 'Latest 5']);
  });

  it('says so when nothing is published, and shows no featured section', async () => {
    await seed({ ...articleDoc('Draft: Unfinished Bond Outlook', { status: 'draft' }), isFeatured: true });

    await openHome();

    expect(within(latestArticles()).getByRole('status')).toHaveTextContent('Loading articles…');
    expect(await within(latestArticles()).findByText('No articles found')).toBeVisible();
    expect(within(latestArticles()).getByRole('link', { name: 'Browse Categories' })).toHaveAttribute('href', '/categories');
    expect(screen.queryByRole('region', { name: 'Featured Articles' })).not.toBeInTheDocument();
  });
});
