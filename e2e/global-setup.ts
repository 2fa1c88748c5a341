/**
 * The end-to-end stack: the local Firebase emulators on TEST_PORTS (so a running
 * `npm start` is not disturbed), seeded with the demo content, and a production build of
 * the site pointed at them, served the way Firebase Hosting serves it (firebase.json's
 * rewrites, headers and compression; scripts/lib/hosting-preview.ts). Returns the teardown.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildSiteFor } from '../scripts/lib/build-site.js';
import { startHostingPreview } from '../scripts/lib/hosting-preview.js';
import { seedDemoContent } from '../scripts/lib/seed-demo.js';
import { E2E_PORT_OFFSET, startStack, TEST_PORTS } from '../scripts/lib/stack.js';
import { E2E_BASE_URL, E2E_SITE } from './site.js';

const root = path.resolve(fileURLToPath(new URL('..', import.meta.url)));
const outDir = path.join(root, 'node_modules', '.cache', `e2e-dist-${E2E_PORT_OFFSET}`);

export default async function globalSetup(): Promise<() => Promise<void>> {
  // The repo's firestore.rules and storage.rules decide, as in production.
  const stack = await startStack({ root, ports: TEST_PORTS });
  try {
    await seedDemoContent(stack, { siteOrigin: E2E_BASE_URL });
    await buildSiteFor(stack, { root, outDir, siteUrl: E2E_BASE_URL });
    const site = await startHostingPreview({
      root,
      publicDir: outDir,
      host: E2E_SITE.host,
      port: E2E_SITE.port,
      storage: { origin: `http://${stack.storage.host}:${stack.storage.port}`, bucket: `${stack.projectId}.appspot.com` },
    });
    return async () => {
      await site.stop();
      await stack.stop();
    };
  } catch (err) {
    await stack.stop();
    throw err;
  }
}
