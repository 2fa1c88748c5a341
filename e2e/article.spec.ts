/**
 * The article page as a reader uses it: opened from a list, shared (through the device's
 * share sheet on a phone that has one), counted as read, and liked and saved after logging
 * in from it, the save button saying Saved. Other specs may read the same demo article at
 * the same time, so view counts are checked by the writes this browser sends, and every
 * like or bookmark made here is taken back before the test ends.
 */
import type { Page, Request } from '@playwright/test';
import { DEMO_ARTICLES } from '../scripts/lib/demo-content/articles/index.js';
import { createAccount, uniqueEmail } from '../tests/support/auth-emulator.js';
import { readProjectConfig } from '../emulator/src/config.js';
import { DEMO_PROJECT_ID, TEST_PORTS } from '../scripts/lib/stack.js';
import { expect, test } from './test.js';

const TITLE = 'Tax-Loss Harvesting: Concepts, Wash Sales and Common Mistakes';
const PATH = '/article/tax-loss-harvesting-concepts-wash-sales-and-common-mistakes';
const PASSWORD = 'article-spec-password';

/** The writes that count a view of an article (Firestore commits of a viewCount increment). */
function recordViewCounts(page: Page): Request[] {
  const counted: Request[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname.endsWith('/documents:commit') && request.postData()?.includes('viewCount')) {
      counted.push(request);
    }
  });
  return counted;
}

const title = (page: Page) => page.getByRole('heading', { level: 1, name: TITLE });
const article = (page: Page) => page.getByRole('article').first();

test('a reader opens an article from its category list, copies its link and is counted once', async ({ page, context }) => {
  const counted = recordViewCounts(page);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);

  await page.goto('/portfolio-performance');
  await page.getByRole('link', { name: TITLE }).click();
  await expect(title(page)).toBeVisible();
  await expect(page).toHaveURL(PATH);
  await expect(page).toHaveTitle(`${TITLE} | Finance Articles`);
  await expect(article(page).getByText(/^[\d,]+ views$/)).toBeVisible();
  await expect.poll(() => counted.length).toBe(1);

  const alerts: string[] = [];
  page.on('dialog', (dialog) => {
    alerts.push(dialog.message());
    void dialog.accept();
  });
  // Chromium on Linux has no share sheet (navigator.share): the networks' links, and Copy link.
  const share = page.getByRole('region', { name: 'Share this article' });
  await expect(share.getByRole('button', { name: 'Share', exact: true })).toHaveCount(0);
  await share.getByRole('button', { name: 'Copy link' }).click();
  await expect(share.getByRole('status')).toHaveText('Link copied to clipboard!');
  expect(alerts).toEqual(['Link copied to clipboard!']);
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url());
  await expect(share.getByRole('link', { name: 'Share on LinkedIn' })).toHaveAttribute(
    'href',
    `https://www.linkedin.com/sharing/share-offsite/?url=${encodeURIComponent(page.url())}`,
  );

  // Read again in the same browser session: not counted again.
  await page.reload();
  await expect(title(page)).toBeVisible();
  await expect(article(page).getByText(/^[\d,]+ views$/)).toBeVisible();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' }).click();
  await page.goBack();
  await expect(title(page)).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(counted).toHaveLength(1);
});

test('a guest who likes is sent to log in and back, then likes, saves and takes both back', async ({ page }) => {
  const { host } = readProjectConfig(process.cwd());
  const email = uniqueEmail('article-reader');
  await createAccount(
    { host, port: TEST_PORTS.auth, projectId: DEMO_PROJECT_ID },
    { email, password: PASSWORD, displayName: 'Article Reader', emailVerified: true },
  );

  await page.goto(PATH);
  await expect(title(page)).toBeVisible();
  const like = page.getByRole('button', { name: /^Like/ });
  await expect(like).toHaveAttribute('aria-pressed', 'false');
  const likesBefore = Number((await like.innerText()).replace(/\D/g, ''));

  await like.click();
  await expect(page).toHaveURL(`/login?redirect=${encodeURIComponent(PATH)}`);
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Log In' }).click();

  await expect(page).toHaveURL(PATH);
  await expect(title(page)).toBeVisible();
  await like.click();
  await expect(like).toHaveAttribute('aria-pressed', 'true');
  await expect(like).toContainText(String(likesBefore + 1));

  // Save, then Saved: the button says its state, as Like's filled heart does.
  const save = page.getByRole('button', { name: /^Saved?$/ });
  await expect(save).toHaveText('Save');
  await save.click();
  await expect(save).toHaveAttribute('aria-pressed', 'true');
  await expect(save).toHaveText('Saved');
  // The buttons turn at once; the page says when each change has reached the server.
  const stored = async () => {
    await expect(like).toHaveAttribute('aria-busy', 'false');
    await expect(save).toHaveAttribute('aria-busy', 'false');
  };
  await stored();

  // Both were stored: a fresh load shows them.
  await page.reload();
  await expect(like).toHaveAttribute('aria-pressed', 'true');
  await expect(save).toHaveAttribute('aria-pressed', 'true');
  await expect(save).toHaveText('Saved');

  await like.click();
  await expect(like).toHaveAttribute('aria-pressed', 'false');
  await save.click();
  await expect(save).toHaveAttribute('aria-pressed', 'false');
  await stored();

  // Both were removed: once a fresh load has read them, they are still off.
  await page.reload({ waitUntil: 'networkidle' });
  await expect(title(page)).toBeVisible();
  await expect(like).toHaveAttribute('aria-pressed', 'false');
  await expect(like).toContainText(String(likesBefore));
  await expect(save).toHaveAttribute('aria-pressed', 'false');
  await expect(save).toHaveText('Save');
});

test('a reader who has not verified their e-mail is told why they cannot like, and where to verify', async ({ page }) => {
  const { host } = readProjectConfig(process.cwd());
  const email = uniqueEmail('unverified-reader');
  await createAccount({ host, port: TEST_PORTS.auth, projectId: DEMO_PROJECT_ID }, { email, password: PASSWORD, displayName: 'New Reader' });
  await page.goto(`/login?redirect=${encodeURIComponent(PATH)}`);
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(title(page)).toBeVisible();

  const like = page.getByRole('button', { name: /^Like/ });
  await expect(like).toHaveAttribute('aria-pressed', 'false');
  const likesBefore = (await like.innerText()).replace(/\D/g, '');
  await like.click();
  const refusal = page.getByRole('alert').filter({ hasText: 'Please verify your e-mail address to like and save articles.' });
  await expect(refusal).toBeVisible();
  await expect(like).toHaveAttribute('aria-pressed', 'false');
  await expect(like).toContainText(likesBefore);
  // The refusal's own link (the discussion below, once it has loaded, offers the same page).
  await refusal.getByRole('link', { name: 'Verify your e-mail' }).click();
  await expect(page).toHaveURL('/verify-email');
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('Share opens the device’s share sheet with the title, the summary and the address', async ({ page }) => {
    // A phone's share sheet, as the page calls it: what it was given is kept to be read back.
    await page.addInitScript(() => {
      const shared: ShareData[] = [];
      Object.assign(window, { shared });
      Object.defineProperty(navigator, 'share', {
        value: (data: ShareData) => {
          shared.push(data);
          return Promise.resolve();
        },
      });
    });
    await page.goto(PATH);
    await expect(title(page)).toBeVisible();

    const share = page.getByRole('region', { name: 'Share this article' });
    await share.getByRole('button', { name: 'Share', exact: true }).click();
    const summary = DEMO_ARTICLES.find((demo) => demo.title === TITLE)?.summary;
    expect(await page.evaluate(() => (window as unknown as { shared: ShareData[] }).shared)).toEqual([{ title: TITLE, text: summary, url: page.url() }]);
    // In place of the networks' links; Copy link stays.
    await expect(share.getByRole('link', { name: 'Share on LinkedIn' })).toHaveCount(0);
    await expect(share.getByRole('button', { name: 'Copy link' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });

  test('a reader saves an article: the button says Saved, and still does after a reload', async ({ page }) => {
    const { host } = readProjectConfig(process.cwd());
    const email = uniqueEmail('article-saver');
    await createAccount(
      { host, port: TEST_PORTS.auth, projectId: DEMO_PROJECT_ID },
      { email, password: PASSWORD, displayName: 'Article Saver', emailVerified: true },
    );
    await page.goto(`/login?redirect=${encodeURIComponent(PATH)}`);
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Log In' }).click();
    await expect(page).toHaveURL(PATH);
    await expect(title(page)).toBeVisible();

    const save = page.getByRole('button', { name: /^Saved?$/ });
    await expect(save).toHaveAttribute('aria-pressed', 'false');
    await expect(save).toHaveText('Save');
    await save.click();
    await expect(save).toHaveText('Saved');
    await expect(save).toHaveAttribute('aria-busy', 'false');

    await page.reload();
    await expect(title(page)).toBeVisible();
    await expect(save).toHaveText('Saved');
    await expect(save).toHaveAttribute('aria-pressed', 'true');

    await save.click();
    await expect(save).toHaveText('Save');
    await expect(save).toHaveAttribute('aria-busy', 'false');
  });
});
