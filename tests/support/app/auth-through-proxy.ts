/**
 * The app reaches the Auth emulator through a proxy for the whole file (tests/support/failing-proxy.ts),
 * so that a test can cut the connection or answer one request as production Auth would.
 * Call at the top of a test file, before the app first loads Auth (it then keeps the port).
 */
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { startFailingProxy, type FailingProxy } from '../failing-proxy.js';

export function authThroughProxy(backend: { readonly auth: { readonly host: string; readonly port: number } }): { readonly link: FailingProxy } {
  let link: FailingProxy | undefined;
  beforeAll(async () => {
    // Known once the backend's own set-up has run (appOnEmulators points the app at Auth first).
    link = await startFailingProxy(backend.auth);
    vi.stubEnv('VITE_AUTH_EMULATOR_PORT', String(link.port));
  });
  afterEach(() => {
    if (link) link.failing = false;
  });
  afterAll(() => link?.stop());
  return {
    get link() {
      if (!link) throw new Error('authThroughProxy: the proxy starts in beforeAll.');
      return link;
    },
  };
}
