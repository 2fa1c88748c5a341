import { screen, within } from '@testing-library/react';
import { renderApp } from '../../../tests/support/app/render-app.js';

describe('the Categories page', () => {
  it('describes the four categories, each with a link to its articles', async () => {
    renderApp('/categories');

    expect(await screen.findByRole('heading', { level: 1, name: 'Categories' })).toBeVisible();
    expect(document.title).toBe('Categories | Finance Articles');

    const cards = screen.getAllByRole('article');
    expect(cards.map((card) => within(card).getByRole('heading', { level: 2 }).textContent)).toEqual([
      'Equity Research',
      'Trade Ideas',
      'Portfolio Performance',
      'Market Insights',
    ]);
    expect(cards.map((card) => within(card).getByRole('link', { name: /^View Articles/ }).getAttribute('href'))).toEqual([
      '/equity-research',
      '/trade-ideas',
      '/portfolio-performance',
      '/market-insights',
    ]);
    expect(screen.getByRole('link', { name: 'View Articles in Trade Ideas' })).toBeVisible();
    expect(within(cards[0]!).getByText(/financial statements/)).toBeVisible();
  });

  it('has topic chips leading to the articles with that tag, and a way to request research', async () => {
    renderApp('/categories');

    const topics = await screen.findByRole('region', { name: 'Popular Topics' });
    expect(
      within(topics)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Investment', '/blog?tag=Investment'],
      ['Market Analysis', '/blog?tag=Market+Analysis'],
      ['Bitcoin', '/blog?tag=Bitcoin'],
      ['ETFs', '/blog?tag=ETFs'],
      ['Retirement', '/blog?tag=Retirement'],
      ['Portfolio', '/blog?tag=Portfolio'],
      ['Stocks', '/blog?tag=Stocks'],
      ['Trading', '/blog?tag=Trading'],
      ['Financial Planning', '/blog?tag=Financial+Planning'],
    ]);
    expect(screen.getByRole('link', { name: 'Contact Us for Research Requests' })).toHaveAttribute('href', '/contact');
  });
});
