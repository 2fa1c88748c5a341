import { screen, waitFor } from '@testing-library/react';
import { appOnEmulators } from '../../../tests/support/app/app-on-emulators.js';
import { renderAppAt } from '../../../tests/support/app/render-app-at.js';

// The category page the redirect lands on reads Firestore: give it the real rules.
appOnEmulators('demo-static-routes', { auth: false });

describe('the old /categories/{slug} addresses', () => {
  it('redirect to the category page, keeping the query', async () => {
    const { location } = renderAppAt('/categories/trade-ideas?page=2');

    // The address changes once the category page's code has loaded (navigations are transitions).
    await waitFor(() => expect(location.current).toBe('/trade-ideas?page=2'), { timeout: 5000 });
  });

  it('are Page Not Found for a category that does not exist', async () => {
    const { location } = renderAppAt('/categories/crypto-moonshots');

    expect(await screen.findByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
    expect(location.current).toBe('/categories/crypto-moonshots');
  });
});

describe('the static routes', () => {
  it('serve the contact page at /contact', async () => {
    renderAppAt('/contact');

    expect(await screen.findByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
  });
});
