/**
 * What makes the site a finance publication, as a reader and an admin meet it: the
 * securities an article names and their ticker pages, the disclosure and the site's
 * statement after the text, trade idea cards, and feeds that follow what is published.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { storedDocument, uniqueTitle } from '../tests/support/e2e/admin.js';
import { DEMO_ACCOUNTS, logIn } from '../tests/support/e2e/sign-in.js';
import { publishInEditor } from '../tests/support/e2e/editor.js';
import { expect, test } from './test.js';

const TREND = 'Trend Following with Moving Averages: A Rules-Based Approach';
const ETFS = 'What Are ETFs? How Exchange-Traded Funds Work';
const TEN_K = 'Reading a 10-K: The Five Sections Analysts Check First';

test('a reader goes from an article to the page of a security it names, and finds it by $SYMBOL too', async ({ page }) => {
  await page.goto('/article/what-are-etfs-how-exchange-traded-funds-work');
  const securities = page.getByRole('region', { name: 'Securities' });
  await expect(securities.getByRole('link')).toHaveText(['SPY', 'VTI', 'QQQ']);
  await securities.getByRole('link', { name: 'SPY' }).click();

  await expect(page).toHaveURL('/ticker/SPY');
  await expect(page.getByRole('heading', { level: 1, name: 'SPY: research and ideas' })).toBeVisible();
  await expect(page).toHaveTitle('SPY: research and ideas | Finance Articles');
  const titles = page.getByRole('main').getByRole('article').getByRole('heading');
  // Newest first: published 3, 33 and 74 days before the seed.
  await expect(titles).toHaveText([ETFS, 'How Much to Risk per Trade: The Fixed-Fractional Method', TREND]);

  await page.goto('/blog?search=%24spy');
  await expect(page.getByRole('heading', { level: 1, name: 'SPY: research and ideas' })).toBeVisible();
  await expect(titles).toHaveCount(3);
});

test('research closes with the disclosure of the author, and every article with the site\'s statement', async ({ page }) => {
  await page.goto('/article/reading-a-10-k-the-five-sections-analysts-check-first');
  await expect(page.getByRole('heading', { level: 1, name: TEN_K })).toBeVisible();
  const disclosure = page.getByRole('region', { name: 'Disclosure' });
  await expect(disclosure).toContainText('The author holds no position in AAPL or MSFT and received no compensation for this article.');
  await expect(page.getByText(/^This article is for educational purposes only and is not personalised investment advice\./)).toBeVisible();

  await page.goto('/article/what-are-etfs-how-exchange-traded-funds-work');
  await expect(page.getByRole('heading', { level: 1, name: ETFS })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Disclosure' })).toHaveCount(0);
  await expect(page.getByText(/^This article is for educational purposes only and is not personalised/)).toBeVisible();
});

test('a trade idea shows as a card with its reward-to-risk, and in brief on the lists', async ({ page }) => {
  await page.goto('/trade-ideas');
  const card = (title: string) => page.getByRole('article').filter({ has: page.getByRole('heading', { name: title }) });
  await expect(card(TREND)).toContainText('Long SPY · R/R 2.4');
  await expect(card('Trading Earnings Season with Defined-Risk Option Spreads')).toContainText('Short TSLA · R/R 2.0');
  await expect(card('Stop-Loss Orders: Types, Slippage and Where to Place Them')).toContainText('AAPL');

  await page.getByRole('link', { name: TREND }).click();
  const idea = page.getByRole('region', { name: 'Trade idea Long SPY' });
  await expect(idea).toBeVisible();
  await expect(idea.getByRole('definition')).toHaveText(['540.00', '600.00', '515.00', '3–6 months', '2.4 to 1']);
  await expect(idea.getByRole('link', { name: 'SPY' })).toHaveAttribute('href', '/ticker/SPY');
});

/** A feed as a reader's feed reader fetches it: /rss.xml or /sitemap.xml, redirects followed. */
async function feed(request: APIRequestContext, path: string): Promise<{ type: string; text: string }> {
  const response = await request.get(path);
  expect(response.status(), path).toBe(200);
  return { type: response.headers()['content-type'] ?? '', text: await response.text() };
}

/** Whether a strict XML parser (the browser's) reads it without error. */
const wellFormed = (page: Page, xml: string) =>
  page.evaluate((text) => new DOMParser().parseFromString(text, 'application/xml').getElementsByTagName('parsererror').length === 0, xml);

test('the RSS feed and the sitemap follow what an admin publishes', async ({ page, request }) => {
  const rss = await feed(request, '/rss.xml');
  expect(rss.type).toContain('application/rss+xml');
  await page.goto('/');
  expect(await wellFormed(page, rss.text)).toBe(true);
  expect(rss.text).toContain(`<title>${ETFS}</title>`);
  expect(rss.text).toMatch(/<pubDate>\w{3}, \d{2} \w{3} \d{4} \d{2}:\d{2}:\d{2} GMT<\/pubDate>/);
  const sitemap = await feed(request, '/sitemap.xml');
  expect(sitemap.type).toContain('application/xml');
  expect(await wellFormed(page, sitemap.text)).toBe(true);
  expect(sitemap.text).toContain('/ticker/SPY</loc>');

  // Every page tells feed readers where the feed is, and the footer links it.
  await page.goto('/');
  await expect(page.locator('head link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute('href', '/rss.xml');
  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'RSS feed' })).toHaveAttribute('href', '/rss.xml');

  await logIn(page, DEMO_ACCOUNTS.admin);
  const title = uniqueTitle('Free Cash Flow & Buybacks');
  await page.goto('/admin/create-article');
  await page.getByLabel('Title', { exact: true }).fill(title);
  await page.getByLabel('Summary', { exact: true }).fill('How buybacks <really> spend free cash flow.');
  await page.getByLabel('Category', { exact: true }).selectOption({ label: 'Market Insights' });
  await page.getByLabel('Tickers', { exact: true }).fill('FCFX');
  await page.keyboard.press('Enter');
  await page.getByRole('textbox', { name: 'Content' }).click();
  await page.keyboard.type('Buybacks return cash when shares are cheap.');
  await publishInEditor(page);
  const slug = title.toLowerCase().replace(/&/g, '').replace(/\s+/g, '-').replace(/-+/g, '-');

  await expect.poll(async () => (await feed(request, '/rss.xml')).text, { timeout: 15_000 }).toContain(`<title>${title.replace('&', '&amp;')}</title>`);
  const updated = await feed(request, '/rss.xml');
  expect(await wellFormed(page, updated.text)).toBe(true);
  expect(updated.text).toContain('<description>How buybacks &lt;really&gt; spend free cash flow.</description>');
  // The whole text, sanitized and escaped, and who wrote it.
  expect(updated.text).toContain('<content:encoded>&lt;p&gt;Buybacks return cash when shares are cheap.&lt;/p&gt;</content:encoded>');
  expect(updated.text).toMatch(/<dc:creator>[^<]+<\/dc:creator>/);
  expect(updated.text.indexOf(title.replace('&', '&amp;'))).toBeLessThan(updated.text.indexOf(ETFS));
  const newSitemap = (await feed(request, '/sitemap.xml')).text;
  expect(newSitemap).toContain(`/article/${slug}</loc>`);
  expect(newSitemap).toContain('/ticker/FCFX</loc>');
  // The rebuild said how it went where every admin reads it.
  await expect.poll(async () => (await storedDocument('site/feeds'))?.state).toBe('done');

  // Deleted: gone from both.
  await page.goto('/admin/articles');
  await page.getByLabel('Search by title').fill(title.split(' ').at(-1)!);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  const row = page.getByRole('row').filter({ hasText: title });
  await row.getByRole('button', { name: /^Delete/ }).click();
  await row.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByRole('row').filter({ hasText: title })).toHaveCount(0);
  await expect.poll(async () => (await feed(request, '/sitemap.xml')).text, { timeout: 15_000 }).not.toContain('/ticker/FCFX</loc>');
  expect((await feed(request, '/rss.xml')).text).not.toContain(title.replace('&', '&amp;'));
});
