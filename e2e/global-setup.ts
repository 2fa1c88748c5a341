/**
 * The end-to-end stack: the local Firebase emulators on TEST_PORTS (so a running
 * `npm start` is not disturbed), seeded with the demo content and its feed index, and a
 * production build of the site pointed at them, served the way Firebase Hosting serves it
 * (firebase.json's rewrites, headers and compression; scripts/lib/hosting-preview.ts).
 * Returns the teardown.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { deleteApp, initializeApp } from 'firebase/app';
import { connectFirestoreEmulator, getFirestore } from 'firebase/firestore/lite';
import { readPublishedDemo, writePublished } from '../scripts/lib/bench-scale/scale-content.js';
import { buildSiteFor } from '../scripts/lib/build-site.js';
import { startHostingPreview } from '../scripts/lib/hosting-preview.js';
import { seedDemoContent } from '../scripts/lib/seed-demo.js';
import { E2E_PORT_OFFSET, startStack, TEST_PORTS, type RunningStack } from '../scripts/lib/stack.js';
import { E2E_BASE_URL, E2E_SITE } from './site.js';

const root = path.resolve(fileURLToPath(new URL('..', import.meta.url)));
const outDir = path.join(root, 'node_modules', '.cache', `e2e-dist-${E2E_PORT_OFFSET}`);

/**
 * The demo's place in the feed index (feedItems, sitemapChunks, site/feedIndex), as saves
 * would have written it; bench:scale writes it the same way. The seed leaves it to the
 * first feed rebuild, which reads every published article in an admin's browser: here that
 * would be whichever journey published first, racing the journeys that change their own
 * articles meanwhile (a commit the rules refuse, a 403 in that journey's console). The
 * build itself is tested in src/features/admin-articles/api/feed-index.test.ts.
 */
async function indexDemo(stack: RunningStack): Promise<void> {
  const app = initializeApp({ projectId: stack.projectId, apiKey: 'demo-api-key' }, 'e2e-feed-index');
  try {
    const db = getFirestore(app);
    connectFirestoreEmulator(db, stack.firestore.host, stack.firestore.port, { mockUserToken: 'owner' });
    await writePublished(db, await readPublishedDemo(db));
  } finally {
    await deleteApp(app);
  }
}

export default async function globalSetup(): Promise<() => Promise<void>> {
  // The repo's firestore.rules and storage.rules decide, as in production.
  // The Auth e-mails' links lead to the site under test, as the project's action URL does in production.
  const stack = await startStack({ root, ports: TEST_PORTS, siteOrigin: () => E2E_BASE_URL });
  try {
    await seedDemoContent(stack, { siteOrigin: E2E_BASE_URL });
    await indexDemo(stack);
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
