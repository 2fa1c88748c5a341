import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../../tests/support/app/render-app.js';
import { SocialLinks } from './social-links.js';

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

  it('offers the newsletter where the page has no sign-up form of its own', async () => {
    renderApp('/about');
    await screen.findByRole('heading', { level: 1, name: 'About Finance Articles' });
    expect(within(screen.getByRole('contentinfo')).getByRole('region', { name: 'Get the newsletter' })).toBeVisible();
  });

  it('links no social network while the site has no profile there (config/site.ts)', async () => {
    renderApp('/about');
    await screen.findByRole('heading', { level: 1, name: 'About Finance Articles' });
    expect(within(screen.getByRole('contentinfo')).queryByRole('list', { name: 'Follow us' })).toBeNull();
  });

  it('names each profile that is set by where it goes, and opens it in a new tab', () => {
    render(<SocialLinks profiles={{ x: 'https://x.com/financearticles', linkedin: '', facebook: '', youtube: 'https://www.youtube.com/@financearticles' }} />);
    const links = within(screen.getByRole('list', { name: 'Follow us' })).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('aria-label'))).toEqual([
      'Finance Articles on X (Twitter) (opens in a new tab)',
      'Finance Articles on YouTube (opens in a new tab)',
    ]);
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['https://x.com/financearticles', 'https://www.youtube.com/@financearticles']);
    for (const link of links) {
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
