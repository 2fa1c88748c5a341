/**
 * The admin screens on the local stack, as the demo admin: a role change that the promoted
 * user sees, the subscriber export read back from the downloaded file, an import and its
 * report, and a contact message read and deleted. Every test makes its own data (unique
 * accounts, addresses and subjects), so specs running side by side never share any.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { readProjectConfig } from '../emulator/src/config.js';
import { DEMO_PROJECT_ID, TEST_PORTS } from '../scripts/lib/stack.js';
import { seedDocument, storedDocument } from '../tests/support/e2e/admin.js';
import { createAccount, uniqueEmail, type AuthEmulatorTarget } from '../tests/support/auth-emulator.js';
import { DEMO_ACCOUNTS, logIn } from '../tests/support/e2e/sign-in.js';
import { expect, test } from './test.js';

const auth: AuthEmulatorTarget = { host: readProjectConfig(process.cwd()).host, port: TEST_PORTS.auth, projectId: DEMO_PROJECT_ID };
const PASSWORD = 'admin-spec-password';
const DEMO_SUBSCRIBERS = ['jordan.lee@example.com', 'sofia.martinez@example.com', 'reader@demo.finance', 'rafael.silva@example.com'];

const logInAsAdmin = (page: Page) => logIn(page, DEMO_ACCOUNTS.admin);

/** A unique token for names, addresses and subjects this test alone uses. */
const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;

/** The local date as the export names its file. */
function today(): string {
  const now = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

test('the dashboard gives the overview, and its Articles tab edits and deletes (Cancel, then Confirm)', async ({ page }) => {
  const id = `dashboard-${unique()}`;
  const title = `Dashboard Journey ${id}`;
  await seedDocument(`articles/${id}`, { title, slug: id, summary: 'A draft to delete.', category: 'market-insights', status: 'draft', createdAt: new Date() });

  await logInAsAdmin(page);
  await page.goto('/admin');
  await expect(page.getByRole('link', { name: /^\d[\d,]* Published articles$/ })).toBeVisible();
  await expect(page.getByRole('link', { name: /^\d[\d,]* Unread messages$/ })).toHaveAttribute('href', '/admin/messages');
  await expect(page.getByRole('region', { name: 'Most read' }).getByRole('listitem')).toHaveCount(5);
  await expect(page.getByRole('region', { name: 'New subscribers per week' }).getByText(/in the last 12 weeks/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Create New Article' })).toHaveAttribute('href', '/admin/create-article');

  await page.getByRole('tab', { name: 'Articles' }).click();
  const row = page.getByRole('region', { name: 'Articles, newest first' }).getByRole('row').filter({ has: page.getByRole('rowheader', { name: title }) });
  await expect(row.getByText('Draft')).toBeVisible();
  await expect(row.getByRole('link', { name: `Edit ${title}` })).toHaveAttribute('href', `/admin/edit-article/${id}`);
  await row.getByRole('button', { name: `Delete ${title}` }).click();
  await row.getByRole('button', { name: 'Cancel' }).click();
  expect(await storedDocument(`articles/${id}`)).not.toBeNull();
  await row.getByRole('button', { name: `Delete ${title}` }).click();
  await row.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByRole('status').filter({ hasText: `“${title}” was deleted.` })).toBeVisible();
  await expect(row).toHaveCount(0);
  expect(await storedDocument(`articles/${id}`)).toBeNull();
  expect(await storedDocument(`slugs/${id}`)).toBeNull();
});

test('an admin makes a reader an admin, who then reaches the admin dashboard', async ({ page, browser }) => {
  const email = uniqueEmail('promoted');
  await createAccount(auth, { email, password: PASSWORD, displayName: 'Promoted Reader', emailVerified: true });
  const readerContext = await browser.newContext();
  const reader = await readerContext.newPage();
  await logIn(reader, { email, password: PASSWORD });
  await reader.goto('/admin');
  await expect(reader).toHaveURL('/');

  await logInAsAdmin(page);
  await page.goto('/admin/users');
  await page.getByRole('searchbox', { name: 'Search by name or e-mail' }).fill(email);
  await page.getByRole('button', { name: 'Search' }).click();
  const role = page.getByRole('combobox', { name: 'Role of Promoted Reader' });
  await expect(role).toHaveValue('subscriber');
  await role.selectOption('admin');
  await expect(page.getByRole('group', { name: 'Make Promoted Reader an admin?' })).toBeVisible();
  await page.getByRole('button', { name: 'Make admin' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved: Promoted Reader is now an admin.' })).toBeVisible();
  await expect(role).toHaveValue('admin');

  // The reader's next page load reads the new role.
  await reader.goto('/admin');
  await expect(reader.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
  await expect(reader).toHaveURL('/admin');
  await readerContext.close();
});

test('the subscriber export downloads every address as CSV, with a newly subscribed one', async ({ page }) => {
  const address = `export-${unique()}@example.com`;
  await page.goto('/');
  const newsletter = page.getByRole('region', { name: 'Subscribe to Our Newsletter' });
  await newsletter.getByRole('textbox', { name: 'Email address' }).fill(address);
  await newsletter.getByRole('button', { name: 'Subscribe' }).click();
  await expect(newsletter.getByText(/Thank you for subscribing!/)).toBeVisible();

  await logInAsAdmin(page);
  await page.goto('/admin/subscribers');
  await expect(page.getByText(/^Total subscribers: \d+$/)).toBeVisible();
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export to CSV' }).click()]);
  expect(download.suggestedFilename()).toBe(`subscribers_${today()}.csv`);
  await expect(page.getByRole('status').filter({ hasText: /^Exported \d+ subscribers to subscribers_/ })).toBeVisible();

  const lines = (await readFile(await download.path(), 'utf8')).split('\r\n');
  expect(lines[0]).toBe('Email,Date Subscribed');
  const rows = lines.slice(1).map((line) => line.split(','));
  expect(rows.every((row) => row.length === 2 && /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/.test(row[1] ?? ''))).toBe(true);
  const emails = rows.map((row) => row[0]);
  expect(emails).toContain(address);
  for (const demo of DEMO_SUBSCRIBERS) expect(emails).toContain(demo);
  expect(new Set(emails).size).toBe(emails.length);
});

test('an import adds the new addresses and reports the rest with the reason', async ({ page }) => {
  const token = unique();
  const file = path.join(tmpdir(), `import-${token}.csv`);
  await writeFile(
    file,
    ['Name,Email', `Ann,Import.Ann.${token}@Example.com`, `Ann again,import.ann.${token}@example.com`, 'Jordan,jordan.lee@example.com', 'Bad,not-an-address', `Bo,import.bo.${token}@example.com`].join('\n'),
  );
  await logInAsAdmin(page);
  await page.goto('/admin/subscribers');
  await page.getByRole('button', { name: 'Import CSV' }).click();
  const panel = page.getByRole('region', { name: 'Import subscribers from a CSV file' });
  await panel.getByLabel('CSV file', { exact: true }).setInputFiles(file);
  await panel.getByRole('button', { name: 'Import', exact: true }).click();

  const report = panel.getByRole('region', { name: 'Import report' });
  await expect(report.getByRole('listitem')).toHaveText([
    'Added: 2 addresses',
    'Already on the list: 1 address',
    'Repeated in the file: 1 address',
    'Invalid: 1 row',
  ]);
  await expect(report.getByRole('table', { name: 'Rows not imported' }).getByRole('row')).toHaveText([
    'RowValueReason',
    `3import.ann.${token}@example.comSame address as row 2`,
    '5not-an-addressNot an e-mail address (no @)',
  ]);

  await page.getByRole('searchbox', { name: 'Search by e-mail address' }).fill(`import.ann.${token}`);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  const table = page.getByRole('region', { name: 'Subscribers', exact: true });
  await expect(table.getByRole('rowheader')).toHaveText([`import.ann.${token}@example.com`]);
  await expect(table.getByText('Active')).toBeVisible();
});

test('a contact message is read (and stays read), answered by e-mail and deleted', async ({ page }) => {
  const subject = `Question ${unique()}`;
  await page.goto('/contact');
  const form = page.getByRole('form', { name: 'Send Us a Message' });
  await form.getByRole('textbox', { name: 'Name' }).fill('Dana Reader');
  await form.getByRole('textbox', { name: 'Email' }).fill('dana.reader@example.com');
  await form.getByRole('textbox', { name: 'Subject' }).fill(subject);
  await form.getByRole('textbox', { name: 'Message' }).fill('Which index do you use for the CAPE ratio?');
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(form.getByText('Message sent successfully!')).toBeVisible();

  await logInAsAdmin(page);
  await page.goto('/admin/messages');
  const inbox = page.getByRole('list', { name: 'Messages, newest first' });
  const item = inbox.getByRole('button', { name: new RegExp(subject) });
  await expect(item).toHaveText(/^Unread: Dana Reader/);
  await item.click();
  const message = page.getByRole('article', { name: subject });
  await expect(message.getByRole('heading', { name: subject })).toBeFocused();
  await expect(message.getByText('Which index do you use for the CAPE ratio?')).toBeVisible();
  await expect(message.getByRole('link', { name: 'Reply by e-mail' })).toHaveAttribute(
    'href',
    `mailto:dana.reader@example.com?subject=${encodeURIComponent(`Re: ${subject}`)}`,
  );
  await expect(item).not.toHaveText(/^Unread/);

  await page.reload();
  await expect(item).toHaveText(/^Dana Reader/);
  await item.click();
  await message.getByRole('button', { name: `Delete ${subject}` }).click();
  await message.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'The message was deleted.' })).toBeVisible();
  await expect(item).toHaveCount(0);
  await page.reload();
  await expect(inbox.getByRole('button').first()).toBeVisible();
  await expect(item).toHaveCount(0);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('every admin screen fits the width; its tables are stacked rows', async ({ page }) => {
    await logInAsAdmin(page);
    for (const route of ['/admin', '/admin/articles', '/admin/create-article', '/admin/users', '/admin/subscribers', '/admin/messages']) {
      await page.goto(route);
      await page.waitForLoadState('networkidle');
      await expect(page.locator('[role="status"]:not(:empty)')).toHaveCount(0);
      expect(await page.evaluate(() => document.documentElement.scrollWidth), route).toBeLessThanOrEqual(390);
    }
    // A row is a block: its cells one under another, nothing wider than the frame.
    const frame = page.getByRole('region', { name: 'Subscribers', exact: true });
    await page.goto('/admin/subscribers');
    const row = frame.getByRole('row').filter({ hasText: 'jordan.lee@example.com' });
    const address = await row.getByRole('rowheader').boundingBox();
    const since = await row.getByRole('cell').first().boundingBox();
    expect(since!.y).toBeGreaterThan(address!.y + address!.height - 1);
    expect(await frame.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
  });
});

test.describe("the admin area's own frame", () => {
  test.use({ signedInAs: 'admin' });

  test('on a wide screen: every admin screen one click from every other, and back to the site', async ({ page }) => {
    await page.goto('/admin');
    const nav = page.getByRole('navigation', { name: 'Admin' });
    await expect(nav.getByRole('link')).toHaveText(['Dashboard', 'Articles', 'New article', 'Subscribers', 'Messages', 'Comments', 'Users', 'View site']);
    await expect(nav.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
    // Not the reader site's header and footer.
    await expect(page.getByRole('contentinfo')).toHaveCount(0);
    await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);

    for (const [link, heading] of [['Articles', 'Manage Articles'], ['New article', 'Create Article'], ['Subscribers', 'Manage Subscribers'], ['Messages', 'Contact Messages'], ['Comments', 'Comments'], ['Users', 'Manage Users']] as const) {
      await nav.getByRole('link', { name: link }).click();
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(nav.getByRole('link', { name: link })).toHaveAttribute('aria-current', 'page');
    }
    // An article's editor is part of Articles.
    await page.goto('/admin/edit-article/no-such-article');
    await expect(nav.getByRole('link', { name: 'Articles' })).toHaveAttribute('aria-current', 'true');

    // The account's menu opens whole on screen, with the admin items.
    await page.getByRole('banner').getByRole('button', { name: 'Maya Chen' }).click();
    const item = page.getByRole('menuitem', { name: 'Contact Messages' });
    await expect(item).toBeInViewport();
    await page.keyboard.press('Escape');

    await nav.getByRole('link', { name: 'View site' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Invest Smarter with Expert Insights' })).toBeVisible();
  });

  test('from the reader side: the dashboard and an article lead into the admin area', async ({ page }) => {
    await page.goto('/dashboard');
    await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'New article' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Create Article' })).toBeVisible();

    await page.goto('/article/reading-a-10-k-the-five-sections-analysts-check-first');
    await page.getByRole('link', { name: 'Edit', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Edit Article' })).toBeVisible();
    await expect(page.getByLabel('Title', { exact: true })).toHaveValue('Reading a 10-K: The Five Sections Analysts Check First');
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test('the navigation is behind one Menu button, which closes on the way to the next screen', async ({ page }) => {
      await page.goto('/admin/articles');
      await expect(page.getByRole('heading', { level: 1, name: 'Manage Articles' })).toBeVisible();
      const nav = page.getByRole('navigation', { name: 'Admin' });
      await expect(nav).toBeHidden();
      await page.getByRole('button', { name: 'Menu' }).click();
      await expect(nav.getByRole('link', { name: 'Articles' })).toHaveAttribute('aria-current', 'page');
      await nav.getByRole('link', { name: 'Messages' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Contact Messages' })).toBeVisible();
      await expect(nav).toBeHidden();
      await expect(page.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'false');
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    });
  });
});
