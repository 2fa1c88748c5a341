import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { startTestEmulator, type TestEmulator } from '../../../tests/support/emulator.js';
import { pointAppAtEmulator } from '../../../tests/support/app/point-app-at-emulator.js';
import { App } from '../app.js';

let emulator: TestEmulator;

function Address() {
  const { pathname, search, hash } = useLocation();
  return <output aria-label="Address">{`${pathname}${search}${hash}`}</output>;
}

/** The real app, with the address it ends up at shown beside it. */
function renderAppAt(url: string) {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  render(
    <MemoryRouter initialEntries={[url]}>
      <App />
      <Address />
    </MemoryRouter>,
  );
}

beforeAll(async () => {
  // The category page the redirect lands on reads Firestore: give it the real rules.
  emulator = await startTestEmulator({ rules: { firestore: 'firestore.rules', storage: 'storage.rules' } });
  pointAppAtEmulator('demo-static-routes', emulator);
});

afterAll(async () => {
  await emulator.stop();
  vi.unstubAllEnvs();
});

describe('the old /categories/{slug} addresses', () => {
  it('redirect to the category page, keeping the query', async () => {
    renderAppAt('/categories/trade-ideas?page=2');

    // The address changes once the category page's code has loaded (navigations are transitions).
    await waitFor(() => expect(screen.getByRole('status', { name: 'Address' })).toHaveTextContent(/^\/trade-ideas\?page=2$/), {
      timeout: 5000,
    });
  });

  it('are Page Not Found for a category that does not exist', async () => {
    renderAppAt('/categories/crypto-moonshots');

    expect(await screen.findByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
    expect(screen.getByRole('status', { name: 'Address' })).toHaveTextContent(/^\/categories\/crypto-moonshots$/);
  });
});

describe('the static routes', () => {
  it('serve the contact page at /contact', async () => {
    renderAppAt('/contact');

    expect(await screen.findByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
  });
});
