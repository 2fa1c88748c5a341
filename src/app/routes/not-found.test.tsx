import { screen } from '@testing-library/react';
import { renderApp } from '../../testing/render-app.js';

describe('an unknown address', () => {
  it('shows Page Not Found with ways back', async () => {
    renderApp('/no-such-page');

    expect(await screen.findByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Explore Articles' })).toHaveAttribute('href', '/blog');
    expect(document.title).toBe('Page Not Found | Finance Articles');
  });
});
