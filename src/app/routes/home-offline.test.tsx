/**
 * The home page while Firestore cannot be reached, and once it can again. The app points
 * at a port nothing answers until a test starts an emulator there, so this file sets up
 * its own backend rather than appOnEmulators.
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addDoc, collection } from 'firebase/firestore/lite';
import { clientsFor, startTestEmulator, type TestEmulator } from '../../../tests/support/emulator.js';
import { articleDoc } from '../../../tests/support/app/article-fixtures.js';
import { pointAppAtEmulator } from '../../../tests/support/app/point-app-at-emulator.js';
import { renderApp } from '../../../tests/support/app/render-app.js';

const projectId = 'demo-home-offline';
const host = '127.0.0.1';
let port: number;
let emulator: TestEmulator | undefined;

/** A port nothing listens on yet: one an emulator just had. */
async function freePort(): Promise<number> {
  const probe = await startTestEmulator({ host, ports: { firestore: 0, storage: 0 } });
  await probe.stop();
  return probe.firestore.port;
}

/**
 * The SDK itself logs each failed connection (an error, and a warning with the details);
 * expect exactly `count` of those, nothing else.
 */
function expectConnectionFailures(count: number): () => void {
  const consoleError = vi.mocked(console.error);
  for (let i = 0; i < count; i++) consoleError.mockImplementationOnce(() => undefined);
  const consoleWarn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  onTestFinished(() => consoleWarn.mockRestore());
  return () => {
    expect(consoleError.mock.calls).toEqual(
      Array.from({ length: count }, (): unknown[] => [
        expect.stringContaining('@firebase/firestore'),
        expect.stringContaining('RPC_ERROR'),
        'HTTP error has no status',
      ]),
    );
    expect(consoleWarn).toHaveBeenCalledTimes(count);
  };
}

beforeAll(async () => {
  port = await freePort();
  pointAppAtEmulator(projectId, { firestore: { host, port } });
});

afterAll(async () => {
  await emulator?.stop();
  vi.unstubAllEnvs();
});

describe('home page without Firestore', () => {
  it('shows one error with Try Again for its articles, and keeps a subscription that failed; both work once Firestore is back', async () => {
    // The subscription's: the articles are REST queries (api/first-screen.ts), which the SDK does not log.
    const checkFailures = expectConnectionFailures(1);
    const user = userEvent.setup();

    renderApp('/');

    const latest = await screen.findByRole('region', { name: 'Latest Articles' });
    expect(await within(latest).findByRole('alert')).toHaveTextContent('Failed to load articles. Please try again.');
    expect(screen.getAllByRole('alert')).toHaveLength(1);

    const newsletter = screen.getByRole('region', { name: 'Subscribe to Our Newsletter' });
    const email = within(newsletter).getByRole('textbox', { name: 'Email address' });
    await user.type(email, 'offline.reader@example.com');
    await user.click(within(newsletter).getByRole('button', { name: 'Subscribe' }));
    expect(await within(newsletter).findByText('Subscription failed. Please try again later.')).toBeVisible();
    expect(email).toHaveValue('offline.reader@example.com');
    checkFailures();

    emulator = await startTestEmulator({
      rules: { firestore: 'firestore.rules', storage: 'storage.rules' },
      host,
      ports: { firestore: port, storage: 0 },
    });
    const owner = clientsFor(emulator, projectId, 'owner');
    await addDoc(collection(owner.db, 'articles'), articleDoc('Reading a Cash Flow Statement'));
    await owner.dispose();

    await user.click(within(latest).getByRole('button', { name: 'Try Again' }));
    expect(await within(latest).findByRole('link', { name: 'Reading a Cash Flow Statement' })).toBeVisible();
    expect(within(latest).queryByRole('alert')).not.toBeInTheDocument();

    await user.click(within(newsletter).getByRole('button', { name: 'Subscribe' }));
    expect(await within(newsletter).findByText(/Thank you for subscribing!/)).toBeVisible();
  });
});
