/**
 * Runs the Auth emulator of firebase-tools (plain Node, no Java) inside this process, on a
 * given port (0 picks a free one). We use its server directly rather than
 * `firebase emulators:start`, which would look for Java and reach out to Google.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { authServerModule } from './firebase-tools-internals.js';

export interface RunningAuthEmulator {
  readonly host: string;
  readonly port: number;
  stop(): Promise<void>;
}

/** Methods that can change accounts (lookups and the admin export are POSTs and GETs too). */
const READ_ONLY_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export async function startAuthEmulator(options: {
  host?: string;
  port: number;
  projectId: string;
  /**
   * Called after each answered request that may have changed accounts, so that the local
   * stack saves them while running (the emulator itself keeps them in memory only).
   */
  onChange?: () => void;
}): Promise<RunningAuthEmulator> {
  const host = options.host ?? '127.0.0.1';
  const app = await authServerModule().createApp(options.projectId);
  const server = app.listen(options.port, host);
  const { onChange } = options;
  if (onChange) {
    server.on('request', (req: IncomingMessage, res: ServerResponse) => {
      if (!READ_ONLY_METHODS.has(req.method ?? 'GET')) res.once('finish', onChange);
    });
  }
  await new Promise<void>((resolve, reject) => {
    server.once('listening', resolve);
    server.once('error', reject);
  });
  const { port } = server.address() as AddressInfo;
  return {
    host,
    port,
    stop: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
