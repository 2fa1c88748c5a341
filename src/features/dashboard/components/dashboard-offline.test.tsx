/**
 * The dashboard when Firestore cannot be reached (Auth can): docs/product.md §8's failure text, and
 * sample articles in both lists, labelled as samples (docs/decisions.md). Firestore is a
 * port nothing answers, so this file sets up its own backend rather than appOnEmulators.
 */
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { startTestEmulator } from '../../../../tests/support/emulator.js';
import { pointAppAtEmulator } from '../../../../tests/support/app/point-app-at-emulator.js';
import { renderApp } from '../../../../tests/support/app/render-app.js';
import { pointAppAtAuthEmulator, signInNewUser, signOutOfApp } from '../../../../tests/support/app/sign-in-to-app.js';


const projectId = 'demo-dashboard-offline';
const host = '127.0.0.1';
let stopAuth: () => Promise<void>;

/** A port nothing listens on: one an emulator just had. */
async function freePort(): Promise<number> {
  const probe = await startTestEmulator({ host, ports: { firestore: 0, storage: 0 } });
  await probe.stop();
  return probe.firestore.port;
}

beforeAll(async () => {
  let port;
  [stopAuth, port] = await Promise.all([pointAppAtAuthEmulator(projectId), freePort()]);
  pointAppAtEmulator(projectId, { firestore: { host, port } });
}, 30_000);

afterEach(async () => {
  cleanup();
  await signOutOfApp();
});

afterAll(async () => {
  await stopAuth();
  vi.unstubAllEnvs();
});

describe('dashboard without Firestore', () => {
  it('says the dashboard failed to load and shows labelled samples instead of the lists', async () => {
    // The SDK logs each failed request; those are expected here, nothing else.
    const sdkErrors: unknown[][] = [];
    vi.mocked(console.error).mockImplementation((...args: unknown[]) => void sdkErrors.push(args));
    const consoleWarn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    onTestFinished(() => consoleWarn.mockRestore());

    await signInNewUser('offline-reader');
    renderApp('/dashboard');

    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load your dashboard. Please try again later.');
    await waitFor(() => expect(screen.queryByText(/Loading/)).not.toBeInTheDocument());

    const recent = screen.getByRole('region', { name: 'Recent Articles' });
    expect(within(recent).getByRole('status')).toHaveTextContent(
      'Recent articles could not be loaded. These are sample articles, not real ones:',
    );
    expect(within(recent).getAllByText('Sample')).toHaveLength(3);
    expect(within(recent).queryAllByRole('link', { name: /Dividend|Rebalancing|Yield Curve/ })).toEqual([]);
    expect(within(recent).getByRole('button', { name: 'Try Again' })).toBeEnabled();

    const saved = screen.getByRole('region', { name: 'Saved Articles' });
    expect(within(saved).getByRole('status')).toHaveTextContent(
      'Your saved articles could not be loaded. These are sample articles, not the ones you saved:',
    );
    expect(within(saved).getAllByText('Sample')).toHaveLength(3);

    expect(sdkErrors.length).toBeGreaterThan(0);
    expect(sdkErrors.every((args) => String(args[0]).includes('@firebase/firestore'))).toBe(true);
  });
});
