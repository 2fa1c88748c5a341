import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addDoc, collection } from 'firebase/firestore/lite';
import { clientsFor, startTestEmulator, type TestEmulator } from '../../../tests/support/emulator.js';
import { articleDoc } from '../../testing/article-fixtures.js';
import { pointAppAtEmulator } from '../../testing/point-app-at-emulator.js';
import { renderApp } from '../../testing/render-app.js';

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

beforeAll(async () => {
  port = await freePort();
  pointAppAtEmulator(projectId, { firestore: { host, port } });
});

afterAll(async () => {
  await emulator?.stop();
  vi.unstubAllEnvs();
});

describe('home page without Firestore', () => {
  it('shows an error with Try Again, which loads the articles once Firestore is back', async () => {
    // The SDK itself logs a failed connection (one error, and a warning with the details);
    // expect exactly that, nothing else.
    const consoleError = vi.mocked(console.error).mockImplementationOnce(() => undefined);
    const consoleWarn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    onTestFinished(() => consoleWarn.mockRestore());

    renderApp('/');

    const latest = screen.getByRole('region', { name: 'Latest Articles' });
    expect(await within(latest).findByRole('alert')).toHaveTextContent('Failed to load articles. Please try again.');
    expect(consoleError).toHaveBeenCalledWith(
      expect.stringContaining('@firebase/firestore'),
      expect.stringContaining('RPC_ERROR'),
      'HTTP error has no status',
    );
    expect(consoleWarn.mock.calls.map((call) => call.map(String).join(' '))).toEqual([
      expect.stringContaining("RPC 'RunQuery'"),
    ]);

    emulator = await startTestEmulator({ open: true, host, ports: { firestore: port, storage: 0 } });
    const owner = clientsFor(emulator, projectId, 'owner');
    await addDoc(collection(owner.db, 'articles'), articleDoc('Reading a Cash Flow Statement'));
    await owner.dispose();

    await userEvent.click(within(latest).getByRole('button', { name: 'Try Again' }));

    expect(await within(latest).findByRole('link', { name: 'Reading a Cash Flow Statement' })).toBeVisible();
    expect(within(latest).queryByRole('alert')).not.toBeInTheDocument();
  });
});
