/**
 * The built site served the way Firebase Hosting serves it. firebase-tools' Hosting
 * emulator is superstatic given firebase.json's "hosting" block (rewrites, redirects,
 * headers, clean URLs) with compression on; we run that same server inside this process,
 * as we do the Auth emulator, without the CLI's hub and its calls to Google.
 */
import { readFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createRequire } from 'node:module';
import path from 'node:path';
import { resolveFeedRedirects } from './feed-redirects.js';
import { offsetPort } from '../../emulator/src/config.js';

const require = createRequire(import.meta.url);

interface Superstatic {
  server(spec: {
    config: Record<string, unknown>;
    cwd: string;
    compression: boolean;
    stack: 'strict';
    port: number;
    hostname: string;
  }): { listen(done: () => void): Server };
}

export interface HostingPreview {
  readonly host: string;
  readonly port: number;
  readonly url: string;
  stop(): Promise<void>;
}

interface FirebaseJson {
  hosting?: Record<string, unknown>;
  emulators?: { hosting?: { host?: string; port?: number } };
}

const readFirebaseJson = (root: string): FirebaseJson =>
  JSON.parse(readFileSync(path.join(root, 'firebase.json'), 'utf8')) as FirebaseJson;

/**
 * Where `npm run preview` serves: firebase.json's emulators.hosting, else 127.0.0.1:4173,
 * moved by LOCAL_PORT_OFFSET like the other local ports.
 */
export function previewAddress(root: string): { host: string; port: number } {
  const hosting = readFirebaseJson(root).emulators?.hosting;
  return { host: hosting?.host ?? '127.0.0.1', port: offsetPort('preview', hosting?.port ?? 4173) };
}

/**
 * Serves `publicDir` (default: firebase.json's hosting.public) with firebase.json's hosting
 * rules on host:port (0: a free port).
 */
export async function startHostingPreview(options: {
  readonly root: string;
  readonly publicDir?: string;
  readonly host: string;
  readonly port: number;
  /** The local Storage emulator and bucket that stand in for Firebase's downloads (the feeds). */
  readonly storage?: { readonly origin: string; readonly bucket: string };
}): Promise<HostingPreview> {
  const found = readFirebaseJson(options.root).hosting;
  if (!found) throw new Error('firebase.json has no "hosting" block.');
  const hosting = options.storage ? resolveFeedRedirects(found, options.storage.bucket, options.storage.origin) : found;
  // superstatic resolves `public` against cwd and serves nothing from an absolute path.
  const publicDir = options.publicDir && path.relative(options.root, path.resolve(options.root, options.publicDir));
  const config = { ...hosting, ...(publicDir ? { public: publicDir } : {}) };
  const superstatic = require('superstatic') as Superstatic;
  const app = superstatic.server({
    config,
    cwd: options.root,
    compression: true,
    stack: 'strict',
    port: options.port,
    hostname: options.host,
  });
  const server = await new Promise<Server>((resolve, reject) => {
    const listening = app.listen(() => resolve(listening));
    listening.once('error', reject);
  });
  const { port } = server.address() as AddressInfo;
  return {
    host: options.host,
    port,
    url: `http://${options.host}:${port}`,
    stop: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
