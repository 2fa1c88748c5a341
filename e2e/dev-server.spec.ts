/**
 * The site as `npm start` serves it: Vite's development server, where React runs under
 * StrictMode and mounts every component twice (src/app/boot.tsx). The rest of the suite
 * runs the production build, where each mounts once, so an effect whose cleanup does not
 * undo what it did breaks only here: issue 34's Preview closed as soon as it opened under
 * `npm start`. This file starts the development server against the end-to-end stack, in
 * its worker, and runs the editor's Preview and the log-in form there.
 */
import { createServer, type ViteDevServer } from 'vite';
import { DEMO_PROJECT_ID, siteEnvFor, TEST_PORTS } from '../scripts/lib/stack.js';
import { DEMO_ACCOUNTS, logIn } from '../tests/support/e2e/sign-in.js';
import { E2E_DEV_SITE } from './site.js';
import { expect, test } from './test.js';

const HOST = E2E_DEV_SITE.host;
let server: ViteDevServer | undefined;

test.use({ baseURL: `http://${HOST}:${E2E_DEV_SITE.port}` });

test.beforeAll(async () => {
  // The development server takes the stack's address from these, as npm start gives them.
  Object.assign(
    process.env,
    siteEnvFor({
      projectId: DEMO_PROJECT_ID,
      firestore: { host: HOST, port: TEST_PORTS.firestore },
      storage: { host: HOST, port: TEST_PORTS.storage },
      auth: { host: HOST, port: TEST_PORTS.auth },
    }),
  );
  server = await createServer({ root: process.cwd(), logLevel: 'warn', server: { host: HOST, port: E2E_DEV_SITE.port, strictPort: true } });
  await server.listen();
});
test.afterAll(() => server?.close());

test.describe.configure({ timeout: 120_000 });

test('the editor’s Preview stays open under the development server, at a phone and a desktop width', async ({ page }) => {
  // Vite compiles each module as the browser first asks for it: the first page takes longer.
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome back' })).toBeVisible({ timeout: 60_000 });
  await logIn(page, DEMO_ACCOUNTS.admin);

  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/admin/create-article');
    const title = `Preview under StrictMode at ${width}`;
    await page.getByLabel('Title', { exact: true }).fill(title);
    await page.getByRole('button', { name: 'Preview' }).click();
    const dialog = page.getByRole('dialog', { name: 'Preview' });
    await expect(dialog).toBeVisible();
    const frame = page.frameLocator('iframe[title="The article as readers will see it"]');
    await expect(frame.getByRole('heading', { level: 1, name: title })).toBeVisible({ timeout: 30_000 });
    // Still open once everything in it has loaded and settled.
    await page.waitForLoadState('networkidle');
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  }
});
