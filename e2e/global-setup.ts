/**
 * The end-to-end stack: the local Firebase emulators on TEST_PORTS (so a running
 * `npm start` is not disturbed), seeded with the demo content, and a production build of
 * the site pointed at them, served the way Firebase Hosting would (SPA fallback).
 * Returns the teardown.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, preview } from 'vite';
import { seedDemoContent } from '../scripts/lib/seed-demo.js';
import { E2E_PORT_OFFSET, startStack, TEST_PORTS } from '../scripts/lib/stack.js';
import { E2E_SITE } from './site.js';

const root = path.resolve(fileURLToPath(new URL('..', import.meta.url)));
const outDir = path.join(root, 'node_modules', '.cache', `e2e-dist-${E2E_PORT_OFFSET}`);

/** Builds with VITE_* variables set only for the duration of the build. */
async function buildSite(env: Record<string, string>): Promise<void> {
  const saved = Object.fromEntries(Object.keys(env).map((key) => [key, process.env[key]]));
  Object.assign(process.env, env);
  try {
    await build({ root, logLevel: 'warn', build: { outDir, emptyOutDir: true } });
  } finally {
    for (const [key, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[key];
      else process.env[key] = value;
    }
  }
}

export default async function globalSetup(): Promise<() => Promise<void>> {
  // The repo's firestore.rules and storage.rules decide, as in production.
  const stack = await startStack({ root, ports: TEST_PORTS });
  try {
    await seedDemoContent(stack);
    await buildSite({
      VITE_DEMO_PROJECT_ID: stack.projectId,
      VITE_EMULATOR_HOST: stack.firestore.host,
      VITE_FIRESTORE_EMULATOR_PORT: String(stack.firestore.port),
      VITE_STORAGE_EMULATOR_PORT: String(stack.storage.port),
      VITE_AUTH_EMULATOR_PORT: String(stack.auth.port),
    });
    const server = await preview({
      root,
      logLevel: 'warn',
      build: { outDir },
      preview: { host: E2E_SITE.host, port: E2E_SITE.port, strictPort: true },
    });
    return async () => {
      await server.close();
      await stack.stop();
    };
  } catch (err) {
    await stack.stop();
    throw err;
  }
}
