import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../../tests/support/app/render-app.js';

describe('an unknown address', () => {
  it('shows 404 Page Not Found with ways back, kept out of search results', async () => {
    renderApp('/no-such-page');

    expect(await screen.findByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
    expect(screen.getByText('404')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Explore Articles' })).toHaveAttribute('href', '/blog');
    expect(document.title).toBe('Page Not Found | Finance Articles');
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      'The page you are looking for does not exist or has been moved.',
    );
    expect(document.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  });

  it('marks no header link as current', async () => {
    renderApp('/no-such-page');
    await screen.findByRole('heading', { level: 1, name: 'Page Not Found' });

    const links = screen.getAllByRole('link');
    expect(links.filter((link) => link.hasAttribute('aria-current'))).toEqual([]);
  });

  it('leaves the robots rule behind when the reader moves on', async () => {
    renderApp('/no-such-page');

    await screen.findByRole('heading', { level: 1, name: 'Page Not Found' });
    await userEvent.click(within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: 'About' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'About Finance Articles' })).toBeVisible();
    expect(document.querySelector('meta[name="robots"]')).toBeNull();
  });
});
