/**
 * What `npm run bench:scale` does in the browser, as a reader and as the admin, each
 * measured from the Firestore traffic it causes (firestore-traffic.ts): a reader page read
 * to its end in a fresh browser (no cache, signed out), the admin's dashboard, one publish
 * from the editor, and the subscribers' CSV export.
 */
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { DEMO_ADMIN } from '../demo-content/accounts.js';
import { watchFirestore, type Exchange, type FirestoreWatch } from './firestore-traffic.js';

const VIEWPORT = { width: 1280, height: 900 };
/** What the feeds' rebuild after a publish reads and writes (feeds.ts, feed-index.ts). */
const FEED_COLLECTIONS = new Set(['feedItems', 'sitemapChunks', 'site']);

export interface BenchSite {
  readonly url: string;
  /** The Firestore emulator's origin, whose requests are counted. */
  readonly firestore: string;
}

/** Scrolls as a reader does, a screen at a time, until the end stays the end (lists below load as they near). */
async function scrollToEnd(page: Page): Promise<void> {
  let atEnd = 0;
  for (let step = 0; step < 200 && atEnd < 4; step++) {
    const bottom = await page.evaluate(() => {
      window.scrollBy(0, window.innerHeight * 0.8);
      return window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2;
    });
    atEnd = bottom ? atEnd + 1 : 0;
    await page.waitForTimeout(250);
  }
}

/** A reader's visit: the page opened in a fresh browser and read to its end. */
export async function readerVisit(browser: Browser, site: BenchSite, path: string): Promise<Exchange[]> {
  const context = await browser.newContext({ viewport: VIEWPORT });
  try {
    const watch = watchFirestore(context, site.firestore);
    const page = await context.newPage();
    watch.since();
    await page.goto(`${site.url}${path}`);
    await scrollToEnd(page);
    return watch.settled();
  } finally {
    await context.close();
  }
}

export interface AdminSession {
  readonly context: BrowserContext;
  readonly page: Page;
  readonly watch: FirestoreWatch;
}

/** The demo admin, signed in through the login page in a browser of its own. */
export async function signInAsAdmin(browser: Browser, site: BenchSite): Promise<AdminSession> {
  const context = await browser.newContext({ viewport: VIEWPORT });
  const watch = watchFirestore(context, site.firestore);
  const page = await context.newPage();
  await page.goto(`${site.url}/login`);
  await page.getByLabel('Email', { exact: true }).fill(DEMO_ADMIN.email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_ADMIN.password);
  await page.getByRole('button', { name: 'Log In' }).click();
  await page.waitForURL(/\/dashboard$/);
  await watch.settled();
  return { context, page, watch };
}

/** The admin dashboard, opened as a new page load. */
export async function adminDashboard({ page, watch }: AdminSession, site: BenchSite): Promise<Exchange[]> {
  watch.since();
  await page.goto(`${site.url}/admin`);
  await scrollToEnd(page);
  return watch.settled();
}

/**
 * One article written in the editor, autosaved, and published: what Publish costs (after
 * its confirm), that is the save and the feeds' rebuild it starts. The editor stays open,
 * saying it is published.
 */
export async function publishFromEditor({ page, watch }: AdminSession, site: BenchSite, title: string, paragraphs: readonly string[]): Promise<Exchange[]> {
  await page.goto(`${site.url}/admin/create-article`);
  await page.getByLabel('Title', { exact: true }).fill(title);
  const settings = page.getByRole('region', { name: 'Article settings' });
  await settings.getByLabel('Summary', { exact: true }).fill(`What ${title} means for a long-term investor.`);
  await settings.getByLabel('Category', { exact: true }).selectOption({ label: 'Market Insights' });
  await page.getByRole('textbox', { name: 'Content' }).click();
  for (const [index, paragraph] of paragraphs.entries()) {
    if (index > 0) await page.keyboard.press('Enter');
    await page.keyboard.insertText(paragraph);
  }
  // An admin publishes a draft the editor has autosaved while they wrote: the autosaves
  // are not the publish. The text reaches the form on blur (or within 2 s), and an autosave
  // follows 3 s after the last change: quiet for longer than both, it is saved.
  await page.getByLabel('Title', { exact: true }).focus();
  await watch.settled(7000);
  await page.getByRole('status').filter({ hasText: /^Saved on the server at / }).waitFor();

  watch.since();
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await page.getByRole('dialog', { name: 'Publish this article?' }).getByRole('button', { name: 'Publish now' }).click();
  await page.getByRole('status').filter({ hasText: 'Published.' }).waitFor({ timeout: 5 * 60_000 });
  const opened = Date.now();
  const exchanges = await watch.settled();
  const ofPublish = (exchange: Exchange) => exchange.startedAt < opened || exchange.collections.some((name) => FEED_COLLECTIONS.has(name));
  return exchanges.filter(ofPublish);
}

/** Export to CSV on the subscribers page, until the page says it is done. */
export async function exportSubscribers({ page, watch }: AdminSession, site: BenchSite): Promise<Exchange[]> {
  await page.goto(`${site.url}/admin/subscribers`);
  await page.getByRole('button', { name: 'Export to CSV' }).waitFor();
  await watch.settled();
  watch.since();
  await page.getByRole('button', { name: 'Export to CSV' }).click();
  await page.getByText(/^Exported [\d,]+ subscribers? to /).waitFor({ timeout: 60 * 60_000 });
  return watch.settled();
}
