/**
 * The accessibility gate: axe-core (WCAG 2.1 A and AA, and axe's best practices) on every
 * route, as a guest, a reader and an admin, in the light and the dark theme, on a desktop
 * and a phone screen. Any violation fails, with the rule, its impact and where it is.
 */
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { readProjectConfig } from '../emulator/src/config.js';
import { DEMO_PROJECT_ID, TEST_PORTS } from '../scripts/lib/stack.js';
import { articleIdByTitle } from './support/admin.js';
import { createAccount, uniqueEmail } from './support/auth-emulator.js';
import { expect, test } from './test.js';

const AXE_SOURCE = createRequire(import.meta.url).resolve('axe-core/axe.min.js');
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];
const ARTICLE = '/article/reading-a-10-k-the-five-sections-analysts-check-first';

const GUEST_ROUTES = [
  '/', '/blog', '/articles', '/equity-research', '/trade-ideas', '/portfolio-performance', '/market-insights',
  '/blog?tag=ETFs', '/blog?search=dividend', '/blog?search=zzzz-nothing', '/categories', ARTICLE, '/about', '/contact',
  '/ticker/SPY', '/article/trend-following-with-moving-averages-a-rules-based-approach',
  '/privacy-policy', '/terms-of-service', '/no-such-page', '/login', '/register', '/forgot-password', '/reset-password',
];
/** A reset link with a code the Auth service refuses (400), which the browser logs, in each of the four views. */
const REFUSED_RESET = '/reset-password?oobCode=not-a-code';
const READER_ROUTES = ['/dashboard', '/profile'];
const UNVERIFIED_ROUTES = ['/verify-email'];
/** An address, or one found when the test runs (the editor of a stored article). */
type Route = string | { readonly name: string; readonly path: () => Promise<string> };
const ADMIN_ROUTES: Route[] = [
  '/admin', '/admin/articles', '/admin/users', '/admin/subscribers', '/admin/messages', '/admin/create-article', '/admin/edit-article/x',
  { name: '/admin/edit-article/{a demo article}', path: async () => `/admin/edit-article/${await articleIdByTitle('Reading a 10-K: The Five Sections Analysts Check First')}` },
  { name: '/admin/edit-article/{a trade idea}', path: async () => `/admin/edit-article/${await articleIdByTitle('Trend Following with Moving Averages: A Rules-Based Approach')}` },
];

/** What the admin screens show once used: each is put on screen after the page settles, then audited. */
interface ScreenState {
  readonly name: string;
  readonly route: string;
  readonly prepare: (page: Page) => Promise<void>;
}

const ADMIN_STATES: readonly ScreenState[] = [
  {
    name: 'the Articles tab and the weekly numbers as a table',
    route: '/admin',
    prepare: async (page) => {
      await page.getByText('Show the numbers as a table').click();
      await page.getByRole('tab', { name: 'Articles' }).click();
      await expect(page.getByRole('region', { name: 'Articles, newest first' })).toBeVisible();
      await page.getByRole('region', { name: 'Articles, newest first' }).getByRole('button', { name: /^Delete / }).first().click();
    },
  },
  {
    name: 'a promotion asked for',
    route: '/admin/users',
    prepare: async (page) => {
      await page.getByRole('combobox', { name: 'Role of Alex Morgan' }).selectOption('admin');
      await expect(page.getByRole('button', { name: 'Make admin' })).toBeVisible();
    },
  },
  {
    name: 'an import report and a removal asked for',
    route: '/admin/subscribers',
    prepare: async (page) => {
      await page.getByRole('button', { name: 'Import CSV' }).click();
      // Nothing new in it: the report comes without changing the list.
      await page.getByLabel('CSV file', { exact: true }).setInputFiles({
        name: 'a11y.csv',
        mimeType: 'text/csv',
        buffer: Buffer.from('Email\njordan.lee@example.com\nnot-an-address\n'),
      });
      await page.getByRole('button', { name: 'Import', exact: true }).click();
      await expect(page.getByRole('region', { name: 'Import report' })).toBeVisible();
      await page.getByRole('button', { name: 'Remove jordan.lee@example.com' }).click();
    },
  },
  {
    name: 'a message open',
    route: '/admin/messages',
    prepare: async (page) => {
      await page.getByRole('list', { name: 'Messages, newest first' }).getByRole('button').first().click();
      await expect(page.getByRole('article')).toBeVisible();
      await page.getByRole('article').getByRole('button', { name: /^Delete / }).click();
    },
  },
];

const VIEWS = [
  { theme: 'light', width: 1280, height: 800 },
  { theme: 'dark', width: 1280, height: 800 },
  { theme: 'light', width: 390, height: 844 },
  { theme: 'dark', width: 390, height: 844 },
] as const;

interface Violation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[]; failureSummary?: string }[];
}

declare global {
  interface Window {
    axe: { run(context: Document, options: object): Promise<{ violations: Violation[] }> };
  }
}

/** The page once it has settled: data loaded, nothing still spinning. */
async function settled(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.locator('[role="status"]:not(:empty)')).toHaveCount(0);
}

async function violationsOf(page: Page): Promise<string[]> {
  await page.addScriptTag({ path: AXE_SOURCE });
  const { violations } = await page.evaluate((tags) => window.axe.run(document, { runOnly: { type: 'tag', values: tags } }), TAGS);
  return violations.map(
    (violation) => `${violation.id} (${violation.impact ?? 'no impact'}): ${violation.help} at ${violation.nodes.map((node) => node.target.join(' ')).slice(0, 4).join(', ')}`,
  );
}

/** Runs axe on `route` in every view, after `prepare` when given; returns what it found, by view. */
async function audit(page: Page, route: string, prepare?: (page: Page) => Promise<void>): Promise<string[]> {
  const found: string[] = [];
  for (const view of VIEWS) {
    await page.setViewportSize({ width: view.width, height: view.height });
    await page.emulateMedia({ colorScheme: view.theme });
    await page.goto(route);
    await settled(page);
    if (prepare) await prepare(page);
    for (const violation of await violationsOf(page)) found.push(`${route} [${view.theme}, ${view.width} px] ${violation}`);
  }
  return found;
}

const auth = { host: readProjectConfig(process.cwd()).host, port: TEST_PORTS.auth, projectId: DEMO_PROJECT_ID };

/** Signs in through the login page and keeps the session in `file`, for test.use({ storageState }). */
async function saveSignedInState(browser: Browser, email: string, password: string, file: string): Promise<void> {
  // Signed out: the group's storageState option would otherwise apply here too, before the file exists.
  const context = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  const page = await context.newPage();
  await page.goto('/login');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log In' }).click();
  await page.waitForURL(/\/(dashboard|verify-email)$/);
  await context.storageState({ path: file });
  await context.close();
}

/** The routes (and screen states) of one persona, one test each, signed in once per worker. */
function signedInRoutes(
  persona: string,
  routes: readonly Route[],
  account: () => Promise<{ email: string; password: string }>,
  states: readonly ScreenState[] = [],
): void {
  test.describe(`as ${persona}`, () => {
    const file = path.join(tmpdir(), `a11y-${persona.replace(/\W+/g, '-')}-${process.pid}.json`);
    test.use({ storageState: file });
    test.beforeAll(async ({ browser }) => {
      const { email, password } = await account();
      await saveSignedInState(browser, email, password, file);
    });
    for (const route of routes) {
      test(typeof route === 'string' ? route : route.name, async ({ page }) => {
        const path = typeof route === 'string' ? route : await route.path();
        expect(await audit(page, path)).toEqual([]);
      });
    }
    for (const state of states) {
      test(`${state.route}: ${state.name}`, async ({ page }) => {
        expect(await audit(page, state.route, state.prepare)).toEqual([]);
      });
    }
  });
}

test.describe('no accessibility violations', () => {
  for (const route of GUEST_ROUTES) {
    test(`as a guest: ${route}`, async ({ page }) => {
      expect(await audit(page, route)).toEqual([]);
    });
  }

  test.describe(() => {
    const refused = /accounts:resetPassword/;
    // An array option is given as [value, options], or Playwright would read two patterns as one.
    test.use({
      expectedConsole: [VIEWS.map(() => /^console\.error: Failed to load resource: .* 400 .*accounts:resetPassword/), { scope: 'test' }],
      expectedFailedRequests: [VIEWS.map(() => refused), { scope: 'test' }],
    });
    test(`as a guest: ${REFUSED_RESET}`, async ({ page }) => {
      expect(await audit(page, REFUSED_RESET)).toEqual([]);
    });
  });

  signedInRoutes('a reader', READER_ROUTES, () => Promise.resolve({ email: 'reader@demo.finance', password: 'reader-demo-123' }));
  signedInRoutes('a reader with an unverified e-mail', UNVERIFIED_ROUTES, async () => {
    const email = uniqueEmail('a11y-unverified');
    await createAccount(auth, { email, password: 'a11y-password', displayName: 'New Reader' });
    return { email, password: 'a11y-password' };
  });
  signedInRoutes('an admin', ADMIN_ROUTES, () => Promise.resolve({ email: 'admin@demo.finance', password: 'admin-demo-123' }), ADMIN_STATES);
});
