/**
 * The `test` every spec imports. A page must stay quiet: a console error or warning, an
 * uncaught error, or a failed request (HTTP 400 and above, or one that never got an
 * answer) fails the test, as console.error does in the component tests (docs/architecture.md, Conventions).
 * A test that provokes one on purpose names it: `test.use({ expectedConsole: [/…/] })`
 * or `expectedFailedRequests: [/…/]`; then exactly those must occur. What other journeys'
 * data may cause, which a test cannot know in advance, it names as `toleratedConsole` and
 * `toleratedFailedRequests`: those may occur, and are left out before the comparison. A
 * journey that only needs to be signed in says `test.use({ signedInAs: 'admin' })` (support/sign-in.ts).
 */
import path from 'node:path';
import { expect, test as base, type Page } from '@playwright/test';
import { DEMO_ACCOUNTS, saveSignedInState, type DemoRole } from '../tests/support/e2e/sign-in.js';

interface TestFixtures {
  expectedConsole: RegExp[];
  expectedFailedRequests: RegExp[];
  toleratedConsole: RegExp[];
  toleratedFailedRequests: RegExp[];
  quietPage: void;
  /** page.goto waits until the app has taken a built page over. */
  builtPagesTakenOver: void;
  /** Start signed in as a demo account (its session saved once per worker), or not at all. */
  signedInAs: DemoRole | null;
}

interface WorkerFixtures {
  /** The saved session of a demo account, signed in the first time a test of the worker needs it. */
  roleState: (role: DemoRole) => Promise<string>;
}

/** Whether React owns the node `selector` finds (it keeps its own properties on the nodes it has taken over or drawn). */
export const ownedByReact = (page: Page, selector: string): Promise<boolean> =>
  page.locator(selector).first().evaluate((node) => Object.keys(node).some((key) => key.startsWith('__reactFiber')));

const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/**
 * For `test.use`: the test opens these addresses (paths, or patterns of paths), in this order, once each, and Hosting
 * answers each with its 404 page (firebase.json names the site's routes; anything else is
 * a true 404): the failed request, and the line Chromium logs for it.
 */
export function opensNotFound(...addresses: (string | RegExp)[]) {
  // An address made when the test runs is given as a pattern of its path.
  const paths = addresses.map((address) => (typeof address === 'string' ? escapeRegExp(address) : address.source));
  const logged = paths.map((at) => new RegExp(`^console\\.error: Failed to load resource: the server responded with a status of 404 \\(Not Found\\) \\(https?://[^/]+${at}\\)$`));
  const failed = paths.map((at) => new RegExp(`^404 GET https?://[^/]+${at}$`));
  // An array option is given as [value, options], or Playwright would read two patterns as one.
  const option = (patterns: RegExp[]): [RegExp[], { scope: 'test' }] => [patterns, { scope: 'test' }];
  return { expectedConsole: option(logged), expectedFailedRequests: option(failed) };
}

export const test = base.extend<TestFixtures, WorkerFixtures>({
  expectedConsole: [[], { option: true }],
  expectedFailedRequests: [[], { option: true }],
  toleratedConsole: [[], { option: true }],
  toleratedFailedRequests: [[], { option: true }],
  signedInAs: [null, { option: true }],
  roleState: [
    async ({ browser }, use, workerInfo) => {
      const saved = new Map<DemoRole, Promise<string>>();
      await use((role) => {
        const file = path.join(workerInfo.project.outputDir, `.session-${role}-${workerInfo.workerIndex}.json`);
        if (!saved.has(role)) saved.set(role, saveSignedInState(browser, DEMO_ACCOUNTS[role], file));
        return saved.get(role)!;
      });
    },
    { scope: 'worker' },
  ],
  storageState: async ({ signedInAs, roleState, storageState }, use) => {
    await use(signedInAs ? await roleState(signedInAs) : storageState);
  },
  builtPagesTakenOver: [
    async ({ page }, use) => {
      // A page the build rendered (src/app/built-page.ts) is the browser's until the app has
      // taken it over: a link loads a whole document, a button waits. A journey acts on the
      // app's page, so page.goto waits for the takeover too (e2e/built-pages.spec.ts looks
      // at the moments before it, in contexts of its own). Not with waitUntil: 'commit'.
      const goto = page.goto.bind(page);
      page.goto = async (url, options) => {
        const response = await goto(url, options);
        if (options?.waitUntil !== 'commit' && (await page.locator('#built-page').count()) > 0) {
          await expect.poll(() => ownedByReact(page, 'main#main')).toBe(true);
        }
        return response;
      };
      await use();
    },
    { auto: true },
  ],
  quietPage: [
    async ({ page, expectedConsole, expectedFailedRequests, toleratedConsole, toleratedFailedRequests }, use) => {
      const messages: string[] = [];
      const failedRequests: string[] = [];
      page.on('console', (message) => {
        const type = message.type();
        if (type === 'error' || type === 'warning') messages.push(`console.${type}: ${message.text()} (${message.location().url})`);
      });
      page.on('pageerror', (error) => messages.push(`page error: ${error.message}`));
      page.on('response', (response) => {
        if (response.status() >= 400) failedRequests.push(`${response.status()} ${response.request().method()} ${response.url()}`);
      });
      page.on('requestfailed', (request) => {
        // A navigation away cancels what was still loading: that is not a failure.
        if (request.failure()?.errorText === 'net::ERR_ABORTED') return;
        failedRequests.push(`failed ${request.method()} ${request.url()}: ${request.failure()?.errorText ?? ''}`);
      });
      await use();
      const untolerated = (found: string[], tolerated: RegExp[]) => found.filter((item) => !tolerated.some((pattern) => pattern.test(item)));
      expect(untolerated(messages, toleratedConsole), 'the page logged errors or warnings').toEqual(expectedConsole.map((pattern) => expect.stringMatching(pattern)));
      expect(untolerated(failedRequests, toleratedFailedRequests), 'requests failed').toEqual(expectedFailedRequests.map((pattern) => expect.stringMatching(pattern)));
    },
    { auto: true },
  ],
});

export { expect };
