/**
 * The accessibility gate: axe-core (WCAG 2.1 A and AA, and axe's best practices) on every
 * route, as a guest, a reader and an admin, in the light and the dark theme, on a desktop
 * and a phone screen. Any violation fails, with the rule, its impact and where it is.
 *
 * Each route is opened once, in the light theme at the desktop width, then resized to the
 * phone's; on each screen the dark theme is checked on the same page by switching the system
 * preference, as a phone does at night, which the site follows while the reader has chosen
 * nothing (src/lib/theme/theme.ts).
 */
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { readProjectConfig } from '../emulator/src/config.js';
import { DEMO_PROJECT_ID, TEST_PORTS } from '../scripts/lib/stack.js';
import { articleIdByTitle, seedDocument, setFields } from '../tests/support/e2e/admin.js';
import { newReader, postAs } from '../tests/support/e2e/comments.js';
import { seedJourneyArticle } from '../tests/support/e2e/seed-articles.js';
import { createAccount, uniqueEmail } from '../tests/support/auth-emulator.js';
import { saveSignedInState, type Credentials, type DemoRole } from '../tests/support/e2e/sign-in.js';
import { audit, SCREENS } from '../tests/support/e2e/axe-audit.js';
import { seedDiscussion } from '../tests/support/e2e/discussions.js';
import { expect, opensNotFound, test } from './test.js';

const ARTICLE = '/article/reading-a-10-k-the-five-sections-analysts-check-first';

const GUEST_ROUTES = [
  '/', '/blog', '/articles', '/equity-research', '/trade-ideas', '/portfolio-performance', '/market-insights',
  '/blog?tag=ETFs', '/blog?search=dividend', '/blog?search=market', '/blog?search=zzzz-nothing', '/categories', ARTICLE, '/about', '/contact',
  '/ticker/SPY', '/ticker/TSLA', '/article/trend-following-with-moving-averages-a-rules-based-approach', '/article/trading-earnings-season-with-defined-risk-option-spreads',
  '/author/daniel-brooks', '/author/maya-chen',
  '/privacy-policy', '/terms-of-service', '/login', '/register', '/forgot-password', '/reset-password',
];
/** Addresses that name nothing: Hosting answers 404 (which the browser logs), and the app draws Page Not Found. */
const NOT_FOUND_ROUTES = ['/no-such-page', '/ticker/ZZZZ'];
/** A reset link with a code the Auth service refuses (400), which the browser logs. */
const REFUSED_RESET = '/reset-password?oobCode=not-a-code';
const READER_ROUTES = ['/dashboard', '/profile'];
const UNVERIFIED_ROUTES = ['/verify-email'];
/** An address, or one found when the test runs (the editor of a stored article). */
type Route = string | { readonly name: string; readonly path: () => Promise<string> };
const ADMIN_ROUTES: Route[] = [
  '/admin', '/admin/articles', '/admin/users', '/admin/subscribers', '/admin/messages', '/admin/comments', '/admin/create-article', '/admin/edit-article/x',
  { name: '/admin/edit-article/{a demo article}', path: async () => `/admin/edit-article/${await articleIdByTitle('Reading a 10-K: The Five Sections Analysts Check First')}` },
  { name: '/admin/edit-article/{a trade idea}', path: async () => `/admin/edit-article/${await articleIdByTitle('Trend Following with Moving Averages: A Rules-Based Approach')}` },
];

/** The published article whose discussion is audited, with a thread of its own (tests/support/e2e/discussions.ts). */
const DISCUSSION_AUDIT = 'a11y-discussion-audit';
const DISCUSSION_ROUTE = `/article/${DISCUSSION_AUDIT}#comments`;

/** The draft the merge state is audited on: this spec's own (a fixed id: test titles must not change between processes). */
const MERGE_AUDIT = 'a11y-merge-audit';

/** The draft the opened revision is audited on, with an earlier version of its own. */
const REVISION_AUDIT = 'a11y-revision-audit';

/** What the admin screens show once used: each is put on screen after the page settles, then audited. */
interface ScreenState {
  readonly name: string;
  readonly route: string;
  readonly prepare: (page: Page) => Promise<void>;
  /** Audited at the phone's width alone (a state only a phone shows); prepared there. */
  readonly phoneOnly?: boolean;
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
    name: 'an article selected, and a bulk publish reported (nothing changed: it was published)',
    route: '/admin/articles',
    prepare: async (page) => {
      // A demo article no journey changes (others publish and unpublish their own meanwhile).
      await page.getByLabel('Status').selectOption('published');
      await page.getByRole('searchbox', { name: 'Search by title' }).fill('slippage');
      await page.getByRole('searchbox', { name: 'Search by title' }).press('Enter');
      const bar = page.getByRole('group', { name: 'Actions on selected articles' });
      await bar.getByRole('checkbox', { name: 'Select all 1 shown' }).check();
      await bar.getByRole('button', { name: 'Publish', exact: true }).click();
      await bar.getByRole('button', { name: 'Publish 1 article' }).click();
      await expect(bar.getByText('1 article not published:')).toBeVisible();
    },
  },
  {
    name: 'a bulk delete of a published article asked for, with what crawlers keep',
    route: '/admin/articles',
    prepare: async (page) => {
      const bar = page.getByRole('group', { name: 'Actions on selected articles' });
      await page.getByLabel('Status').selectOption('published');
      await page.getByRole('region', { name: 'Articles', exact: true }).getByRole('checkbox').first().check();
      await bar.getByRole('button', { name: 'Delete', exact: true }).click();
      await expect(bar.getByRole('button', { name: 'Delete 1 article' })).toBeVisible();
      await expect(bar.getByText(/^Search engines and social networks that already fetched/)).toBeVisible();
    },
  },
  {
    name: 'Unpublish asked in the editor for a published article, with what crawlers keep',
    route: '/admin/articles',
    prepare: async (page) => {
      // A demo article no journey changes; it is not unpublished here.
      await page.getByRole('searchbox', { name: 'Search by title' }).fill('slippage');
      await page.getByRole('searchbox', { name: 'Search by title' }).press('Enter');
      // The search's own row: the list before it may still be on screen for a moment.
      const row = page.getByRole('region', { name: 'Articles', exact: true }).getByRole('row').filter({ hasText: 'Stop-Loss Orders: Types, Slippage' });
      await row.getByRole('link', { name: /^Edit/ }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Edit Article' })).toBeVisible();
      const settings = page.getByRole('button', { name: 'Settings', exact: true });
      if (await settings.isVisible()) await settings.click();
      const status = page.getByRole('group', { name: 'Publishing status' });
      await status.getByRole('button', { name: 'Unpublish this article' }).click();
      await expect(status.getByText(/^Search engines and social networks that already fetched/)).toBeVisible();
    },
  },
  {
    name: "a published trade idea's outcome form open, with a refused exit",
    route: '/admin/articles',
    prepare: async (page) => {
      // Refused in the browser: nothing is recorded on the demo idea.
      await page.getByRole('searchbox', { name: 'Search by title' }).fill('moving averages');
      await page.getByRole('searchbox', { name: 'Search by title' }).press('Enter');
      const row = page.getByRole('region', { name: 'Articles', exact: true }).getByRole('row').filter({ hasText: 'Trend Following with Moving Averages' });
      await row.getByRole('link', { name: /^Edit/ }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Edit Article' })).toBeVisible();
      const settings = page.getByRole('button', { name: 'Settings', exact: true });
      if (await settings.isVisible()) await settings.click();
      const idea = page.getByRole('group', { name: 'Trade idea' });
      await idea.getByRole('button', { name: 'Record outcome' }).click();
      await idea.getByLabel('Target hit').check();
      await idea.getByLabel('Exit price').fill('1');
      await idea.getByRole('group', { name: 'Record outcome' }).getByRole('button', { name: 'Record outcome' }).click();
      await expect(idea.getByRole('alert')).toHaveText(/^A target is hit above the entry/);
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
    name: 'a recount said, an import report and a removal asked for',
    route: '/admin/subscribers',
    prepare: async (page) => {
      await page.getByRole('button', { name: 'Recount' }).click();
      await expect(page.getByRole('status').filter({ hasText: /^Recounted: / })).toBeVisible();
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
    name: "a colleague's save merged, with a field both changed to choose",
    route: `/admin/edit-article/${MERGE_AUDIT}`,
    prepare: async (page) => {
      // A draft of this test's own, as stored before the colleague's save.
      await seedDocument(`articles/${MERGE_AUDIT}`, {
        title: 'Merge Audit', slug: MERGE_AUDIT, summary: 'The first summary.', content: '<p>Some text.</p>',
        category: 'market-insights', status: 'draft', editVersion: 'before', createdAt: new Date(),
      });
      await page.reload();
      await expect(page.getByLabel('Summary', { exact: true })).toHaveValue('The first summary.');
      await page.getByLabel('Summary', { exact: true }).fill('My summary.');
      await setFields(`articles/${MERGE_AUDIT}`, { summary: 'A colleague’s summary.', editVersion: 'a-colleague' });
      await page.getByRole('button', { name: 'Save Draft' }).click();
      await expect(page.getByRole('region', { name: 'Changed on both sides' })).toBeVisible();
    },
  },
  {
    name: 'a revision open, with what changed since it marked',
    route: `/admin/edit-article/${REVISION_AUDIT}`,
    prepare: async (page) => {
      await seedDocument(`articles/${REVISION_AUDIT}`, {
        title: 'Revision Audit', slug: REVISION_AUDIT, summary: 'The current summary.', content: '<h2>Now</h2><p>The current text, with a new sentence.</p>',
        category: 'market-insights', status: 'draft', editVersion: 'current', createdAt: new Date(),
      });
      await seedDocument(`articles/${REVISION_AUDIT}/revisions/earlier`, {
        title: 'Revision Audit', summary: 'An earlier summary.', content: '<p>The earlier text.</p><ul><li><p>An item since taken out</p></li></ul>',
        savedAt: new Date(), kind: 'save',
      });
      await page.reload();
      await expect(page.getByLabel('Title', { exact: true })).toHaveValue('Revision Audit');
      await page.getByText('Revisions', { exact: true }).click();
      await page.getByRole('list', { name: 'Revisions, newest first' }).getByRole('button', { name: /^Open/ }).click();
      await expect(page.getByRole('dialog', { name: /^Version of / }).locator('del').first()).toBeVisible();
    },
  },
  {
    name: 'the preview open, at the phone width',
    route: '/admin/create-article',
    prepare: async (page) => {
      await page.getByLabel('Title', { exact: true }).fill('Preview Audit');
      await page.getByRole('button', { name: 'Preview' }).click();
      const frame = page.frameLocator('iframe[title="The article as readers will see it"]');
      await expect(frame.getByRole('heading', { level: 1, name: 'Preview Audit' })).toBeVisible();
      await page.getByRole('dialog', { name: 'Preview' }).getByText('Phone', { exact: true }).click();
    },
  },
  {
    name: 'the article settings as a sheet, with the fields a publish found missing',
    route: '/admin/create-article',
    phoneOnly: true,
    prepare: async (page) => {
      await page.getByLabel('Title', { exact: true }).fill('Sheet Audit');
      const sheet = page.getByRole('dialog', { name: 'Article settings' });
      await page.getByRole('button', { name: 'Publish', exact: true }).click();
      await expect(sheet.getByLabel('Summary', { exact: true })).toBeFocused();
    },
  },
  {
    name: 'tag suggestions open, and the search texts with their preview',
    route: '/admin/create-article',
    prepare: async (page) => {
      await page.getByLabel('Title', { exact: true }).fill('Settings Audit');
      await page.getByText('Search and social').click();
      await page.getByLabel('SEO title').fill('Settings audit');
      await page.getByRole('combobox', { name: 'Tags' }).fill('Stocks, e');
      await expect(page.getByRole('listbox', { name: 'Existing tags' }).getByRole('option').first()).toBeVisible();
    },
  },
  {
    name: 'a comment kept, with its result said, its writer\'s block and its delete asked for',
    route: '/admin/comments',
    prepare: async (page) => {
      // A comment of this state's own, on an article of its own, written as a reader writes one.
      const word = `a11y${Math.random().toString(36).slice(2, 8)}`;
      await seedJourneyArticle({ id: `a11y-comments-${word}`, title: `Comments Audit ${word}`, status: 'published', createdMinutesAgo: 2e6, updatedMinutesAgo: 2e6, publishedMinutesAgo: 2e6, tickers: ['AAPL'] });
      const reader = await newReader(`Audit ${word}`);
      await postAs(reader, { articleId: `a11y-comments-${word}`, body: `A comment to audit, ${word}.`, position: { ticker: 'AAPL', side: 'short' } });
      await page.reload();
      const row = page.getByRole('list', { name: /^Comments, / }).getByRole('article').filter({ hasText: word });
      await row.getByRole('button', { name: /^Keep/ }).click();
      await expect(row.getByRole('status')).toHaveText('Kept: it stays as it is, out of the queue.');
      await row.getByRole('button', { name: /^Block writer/ }).click();
      await expect(row.getByRole('button', { name: 'Block', exact: true })).toBeVisible();
      await row.getByRole('button', { name: /^Delete/ }).click();
      await expect(row.getByRole('button', { name: 'Confirm' })).toBeVisible();
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


const auth = { host: readProjectConfig(process.cwd()).host, port: TEST_PORTS.auth, projectId: DEMO_PROJECT_ID };

/** Who a group of routes is audited as: a demo account, or an account made for the test. */
type Persona = DemoRole | (() => Promise<Credentials>);

/** The routes (and screen states) of one persona, one test each, signed in once per worker. */
function signedInRoutes(persona: string, who: Persona, routes: readonly Route[], states: readonly ScreenState[] = []): void {
  test.describe(`as ${persona}`, () => {
    if (typeof who === 'string') {
      test.use({ signedInAs: who });
    } else {
      const file = path.join(tmpdir(), `a11y-${persona.replace(/\W+/g, '-')}-${process.pid}.json`);
      test.use({ storageState: file });
      test.beforeAll(async ({ browser }) => {
        await saveSignedInState(browser, await who(), file);
      });
    }
    for (const route of routes) {
      test(typeof route === 'string' ? route : route.name, async ({ page }) => {
        const path = typeof route === 'string' ? route : await route.path();
        expect(await audit(page, path)).toEqual([]);
      });
    }
    for (const state of states) {
      test.describe(() => {
        test(`${state.route}: ${state.name}`, async ({ page }) => {
          expect(await audit(page, state.route, state.prepare, state.phoneOnly ? [SCREENS[1]] : SCREENS)).toEqual([]);
        });
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

  for (const route of NOT_FOUND_ROUTES) {
    test.describe(() => {
      test.use(opensNotFound(route));
      test(`as a guest: ${route}`, async ({ page }) => {
        expect(await audit(page, route)).toEqual([]);
      });
    });
  }

  // The header's search is in the bar on every page above; on a phone it is in the menu.
  test('as a guest: /, the phone’s menu open, with the site search', async ({ page }) => {
    const menuOpen = async (page: Page) => {
      await page.getByRole('banner').getByRole('button', { name: 'Menu' }).click();
      await expect(page.getByRole('banner').getByRole('search', { name: 'Site search' })).toBeVisible();
    };
    expect(await audit(page, '/', menuOpen, [SCREENS[1]])).toEqual([]);
  });

  test.describe(() => {
    const refused = /accounts:resetPassword/;
    // An array option is given as [value, options], or Playwright would read two patterns as one.
    test.use({
      // The page opens once (audit), so the code is refused once.
      expectedConsole: [[/^console\.error: Failed to load resource: .* 400 .*accounts:resetPassword/], { scope: 'test' }],
      expectedFailedRequests: [[refused], { scope: 'test' }],
    });
    test(`as a guest: ${REFUSED_RESET}`, async ({ page }) => {
      expect(await audit(page, REFUSED_RESET)).toEqual([]);
    });
  });

  signedInRoutes('a reader', 'reader', READER_ROUTES);

  // An article's discussion loads as the reader nears it, so the article's own audit does not
  // see it: here it is opened (#comments), with positions, replies, a removed comment, staff's marks and markup shown as text.
  test.describe('the discussion under an article', () => {
    test.beforeAll(async () => {
      await seedDiscussion(DISCUSSION_AUDIT, 'Discussion Audit', [
        { id: 'long', authorName: 'Priya Shah', body: 'Services carry the margin. The filing: https://www.sec.gov/edgar', minutesAgo: 300, position: { ticker: 'AAPL', side: 'long' } },
        { id: 'short', authorName: 'Marcus Webb', body: 'Stock-based pay is why I am short.\n\nAdjusted figures add it back.', minutesAgo: 200, position: { ticker: 'MSFT', side: 'short' } },
        { id: 'reply', authorName: 'Elena Park', body: 'Both can be true.', minutesAgo: 100, parentId: 'short', position: { ticker: 'MSFT', side: 'none' } },
        { id: 'removed', authorName: 'Pump Bot', body: '', minutesAgo: 90, state: 'hidden' },
        { id: 'answer', authorName: 'Dana Fox', body: '<b>Gone</b> now, whatever it was.', minutesAgo: 80, parentId: 'removed' },
        { id: 'author', authorName: 'Maya Chen', body: 'Author here: I hold neither, as the disclosure says.', minutesAgo: 70, parentId: 'short', staff: true },
        { id: 'staff', authorName: 'Sam Ortiz', body: 'A reminder from the editors: comments are not investment advice.', minutesAgo: 60, staff: true },
      ]);
    });
    const threadShown = async (page: Page) => {
      const discussion = page.getByRole('region', { name: 'Discussion' });
      await expect(discussion.getByRole('list', { name: 'Comments' })).toBeVisible();
      await expect(discussion.getByTitle('The author of this article')).toHaveText('Author: The author of this article');
      await expect(discussion.getByTitle('A member of the site’s staff')).toHaveText('Staff: A member of the site’s staff');
    };

    test(`as a guest: ${DISCUSSION_ROUTE}`, async ({ page }) => {
      expect(await audit(page, DISCUSSION_ROUTE, threadShown)).toEqual([]);
    });

    test.describe(() => {
      test.use({ signedInAs: 'reader' });
      test(`as a reader: ${DISCUSSION_ROUTE}, a reply box and a report asked for`, async ({ page }) => {
        // Nothing is posted or reported: the demo reader's comment record stays as it is.
        const prepare = async (opened: Page) => {
          await threadShown(opened);
          const discussion = opened.getByRole('region', { name: 'Discussion' });
          await discussion.getByRole('button', { name: 'Reply to Marcus Webb' }).click();
          await expect(discussion.getByLabel('Your reply to Marcus Webb')).toBeFocused();
          await discussion.getByRole('button', { name: 'Report the comment by Priya Shah' }).click();
          await expect(discussion.getByText('Report this comment to the moderators?')).toBeVisible();
        };
        expect(await audit(page, DISCUSSION_ROUTE, prepare)).toEqual([]);
      });
    });
  });
  signedInRoutes(
    'a reader with an unverified e-mail',
    async () => {
      const email = uniqueEmail('a11y-unverified');
      await createAccount(auth, { email, password: 'a11y-password', displayName: 'New Reader' });
      return { email, password: 'a11y-password' };
    },
    UNVERIFIED_ROUTES,
  );
  signedInRoutes('an admin', 'admin', ADMIN_ROUTES, ADMIN_STATES);

  test.describe(() => {
    // The share card's upload refused, so the editor says the card could not be made.
    test.use({
      signedInAs: 'admin',
      expectedConsole: [[/^console\.error: Failed to load resource: the server responded with a status of 403/], { scope: 'test' }],
      expectedFailedRequests: [[/^403 POST .*\/o\?name=images%2Fshare%2F/], { scope: 'test' }],
    });
    test('as an admin: /admin/create-article: published, but its share card could not be made', async ({ page }) => {
      await page.route(/\/o\?name=images%2Fshare%2F/, (route) =>
        route.fulfill({ status: 403, contentType: 'application/json', body: JSON.stringify({ error: { code: 403, message: 'Permission denied.' } }) }),
      );
      const prepare = async (opened: Page) => {
        await opened.getByLabel('Title', { exact: true }).fill(`Share Card Audit ${Math.random().toString(36).slice(2, 8)}`);
        await opened.getByLabel('Summary', { exact: true }).fill('What the editor says when a share card cannot be made.');
        await opened.getByLabel('Category', { exact: true }).selectOption({ label: 'Market Insights' });
        await opened.getByRole('textbox', { name: 'Content' }).click();
        await opened.keyboard.type('A card that cannot be made never holds a publish up.');
        await opened.getByRole('button', { name: 'Publish', exact: true }).click();
        await opened.getByRole('dialog', { name: 'Publish this article?' }).getByRole('button', { name: 'Publish now' }).click();
        await expect(opened.getByRole('alert').filter({ hasText: /^The article is published, but its share card/ })).toBeVisible();
      };
      expect(await audit(page, '/admin/create-article', prepare)).toEqual([]);
    });
  });
});
