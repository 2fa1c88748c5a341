import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../../tests/support/app/render-app.js';

function linksOf(region: HTMLElement): [string | null, string | null][] {
  return within(region)
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);
}

describe('the footer', () => {
  it('has quick links, the categories, the legal pages, the RSS feed and the disclaimer', async () => {
    renderApp('/about');
    await screen.findByRole('heading', { level: 1, name: 'About Finance Articles' });
    const footer = screen.getByRole('contentinfo');

    expect(linksOf(within(footer).getByRole('navigation', { name: 'Quick Links' }))).toEqual([
      ['Home', '/'],
      ['Articles', '/articles'],
      ['Categories', '/categories'],
      ['About', '/about'],
      ['Contact', '/contact'],
    ]);
    expect(linksOf(within(footer).getByRole('navigation', { name: 'Categories' }))).toEqual([
      ['Equity Research', '/equity-research'],
      ['Trade Ideas', '/trade-ideas'],
      ['Portfolio Performance', '/portfolio-performance'],
      ['Market Insights', '/market-insights'],
    ]);
    expect(linksOf(within(footer).getByRole('navigation', { name: 'Legal' }))).toEqual([
      ['Privacy Policy', '/privacy-policy'],
      ['Terms of Service', '/terms-of-service'],
    ]);
    expect(within(footer).getByRole('link', { name: 'RSS feed' })).toHaveAttribute('href', '/rss.xml');
    expect(within(footer).getByRole('region', { name: 'Get the newsletter' })).toBeVisible();
    expect(within(footer).getByText(/for educational purposes only and is not personalised investment advice/)).toBeVisible();
    expect(within(footer).getByText(`© ${new Date().getFullYear()} Finance Articles. All rights reserved.`)).toBeVisible();
  });

  it('names each social link by where it goes, and opens it in a new tab', async () => {
    renderApp('/about');
    await screen.findByRole('heading', { level: 1, name: 'About Finance Articles' });

    const social = within(screen.getByRole('contentinfo')).getByRole('list', { name: 'Follow us' });
    const links = within(social).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('aria-label'))).toEqual([
      'Finance Articles on X (Twitter) (opens in a new tab)',
      'Finance Articles on LinkedIn (opens in a new tab)',
      'Finance Articles on Facebook (opens in a new tab)',
      'Finance Articles on YouTube (opens in a new tab)',
    ]);
    for (const link of links) {
      expect(link).toHaveAttribute('href', expect.stringMatching(/^https:\/\//));
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
  });

  it('leads to the legal pages', async () => {
    renderApp('/about');
    const legal = within(screen.getByRole('contentinfo')).getByRole('navigation', { name: 'Legal' });

    await userEvent.click(within(legal).getByRole('link', { name: 'Terms of Service' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Terms of Service' })).toBeVisible();

    await userEvent.click(within(legal).getByRole('link', { name: 'Privacy Policy' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
  });
});
