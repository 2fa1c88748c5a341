/**
 * Manage Articles' Re-index search, which stores the terms of articles saved before search
 * read the text: its progress while it runs, its report (audited by axe), the article found
 * by its text afterwards with its last update unchanged, and what an admin is told when a
 * write or a read fails.
 *
 * A run writes every article the emulators hold, and gives each a new version: an editor
 * open on one meanwhile would meet a colleague's save. So these journeys run after all
 * others (their own Playwright project, playwright.config.ts), and tolerate what the
 * incomplete drafts other journeys left make the browser log (REINDEX_NOISE).
 */
import type { Page, Route } from '@playwright/test';
import { DEMO_ARTICLES } from '../scripts/lib/demo-content/articles/index.js';
import { REINDEX_NOISE, seedDocument, storedDocument } from '../tests/support/e2e/admin.js';
import { audit } from '../tests/support/e2e/axe-audit.js';
import { seedJourneyArticle } from '../tests/support/e2e/seed-articles.js';
import { WIDTHS, viewportAt } from '../tests/support/e2e/reader-pages.js';
import { expect, test } from './test.js';

/** A word no other article holds: letters only, so it is a word of its own. */
const uniqueWord = () => `zq${Array.from({ length: 6 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('')}`;

const LONG_AGO = 2e6;

const results = (page: Page, text: string) => page.getByRole('region', { name: `Search results for “${text}”` });
const cardTitles = (page: Page, text: string) => results(page, text).getByRole('heading', { level: 2 });

async function openSearch(page: Page, text: string): Promise<void> {
  await page.goto(`/blog?search=${encodeURIComponent(text)}`);
  await expect(page.getByRole('heading', { level: 1, name: `Search results for “${text}”` })).toBeVisible();
}

/** An article a version before search read the text saved: `word`, which only its text holds, is not among its terms. */
async function seedOlderArticle(word: string): Promise<{ id: string; title: string }> {
  const article = { id: `${word}-older`, title: `Older Note ${uniqueWord()}` };
  await seedJourneyArticle({
    ...article,
    summary: 'Saved before search read the text.',
    content: `<p>Only the text says ${word}.</p>`,
    termsWithoutText: true,
    status: 'published',
    createdMinutesAgo: LONG_AGO,
    updatedMinutesAgo: LONG_AGO,
    publishedMinutesAgo: LONG_AGO,
  });
  return article;
}

const reindexSection = (page: Page) => page.getByRole('region', { name: 'Search index' });

async function openManageArticles(page: Page): Promise<void> {
  await page.goto('/admin/articles');
  await expect(page.getByRole('heading', { level: 1, name: 'Manage Articles' })).toBeVisible();
  // The list has loaded: its own query is not the one a test then holds or fails.
  await expect(page.getByRole('region', { name: 'Articles', exact: true }).locator('td').first()).toBeVisible();
}

/** Writes of one article, the others let through. */
const writesOf = (id: string) => (route: Route) => route.request().method() === 'POST' && (route.request().postData() ?? '').includes(`/articles/${id}"`);

test.describe('Re-index search', () => {
  test.use({
    signedInAs: 'admin',
    toleratedConsole: [REINDEX_NOISE.console, { scope: 'test' }],
    toleratedFailedRequests: [REINDEX_NOISE.failedRequests, { scope: 'test' }],
  });

  for (const width of WIDTHS) {
    test(`stores an older article's terms from its text, showing its progress, at ${width} px`, async ({ page }) => {
      await page.setViewportSize(viewportAt(width));
      const word = uniqueWord();
      const article = await seedOlderArticle(word);
      const before = await storedDocument(`articles/${article.id}`);

      await openSearch(page, word);
      await expect(results(page, word).getByText('No articles found')).toBeVisible();

      await openManageArticles(page);
      // Its write waits until the test has seen the run under way.
      let release = () => {};
      const released = new Promise<void>((resolve) => (release = resolve));
      await page.route('**/documents:commit*', async (route) => {
        if (writesOf(article.id)(route)) await released;
        await route.continue();
      });
      const section = reindexSection(page);
      await section.getByRole('button', { name: 'Re-index search' }).click();

      const status = section.getByRole('status');
      await expect(status).toHaveText(/^Re-indexed \d+ of \d+ articles…$/);
      const [, done, total] = /^Re-indexed (\d+) of (\d+)/.exec((await status.textContent()) ?? '') ?? [];
      expect(Number(done)).toBeLessThan(Number(total));
      expect(Number(total)).toBeGreaterThan(DEMO_ARTICLES.length);
      await expect(section.getByRole('button', { name: 'Re-index search' })).toBeDisabled();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

      release();
      // Drafts other journeys seed incomplete, which the rules refuse to update, may be named as not re-indexed; this one is not.
      await expect(status.getByText(/^Re-indexed \d+ of \d+ articles\. Search finds them by any word of their text\.$/)).toBeVisible();
      await expect(status.getByRole('listitem').filter({ hasText: article.title })).toHaveCount(0);
      await expect(section.getByRole('button', { name: 'Re-index search' })).toBeEnabled();
      await page.unroute('**/documents:commit*');

      const after = await storedDocument(`articles/${article.id}`);
      expect(after?.searchTerms).toEqual(expect.arrayContaining([word, 't:older']));
      // Not an edit: its last update stays, so lists by last update and the sitemap do not move it.
      expect(after?.updatedAt).toBe(before?.updatedAt);
      expect(after?.content).toBe(before?.content);

      await openSearch(page, word);
      await expect(cardTitles(page, word)).toHaveText([article.title]);
    });
  }

  test.describe('when a write fails', () => {
    test.use({
      expectedConsole: [[/^console\.error: Failed to load resource: .* 503 .*documents:commit/, /^console\.warning: .*RPC 'Commit'/], { scope: 'test' }],
      expectedFailedRequests: [[/^503 POST .*documents:commit/], { scope: 'test' }],
    });

    test('names the article that was not re-indexed, which keeps its earlier terms', async ({ page }) => {
      const word = uniqueWord();
      const article = await seedOlderArticle(word);
      const before = await storedDocument(`articles/${article.id}`);
      await openManageArticles(page);
      await page.route('**/documents:commit*', (route) =>
        writesOf(article.id)(route) ? route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ error: { code: 503, message: 'Unavailable', status: 'UNAVAILABLE' } }) }) : route.continue(),
      );

      const section = reindexSection(page);
      await section.getByRole('button', { name: 'Re-index search' }).click();

      const status = section.getByRole('status');
      await expect(status.getByText(/^Re-indexed \d+ of \d+ articles\./)).toBeVisible();
      await expect(status.getByText(/^\d+ articles? could not be re-indexed and keeps? (its|their) earlier search words:$/)).toBeVisible();
      await expect(status.getByRole('listitem').filter({ hasText: article.title })).toHaveText(
        `“${article.title}”: The server could not be reached. Check your connection and try again.`,
      );
      expect((await storedDocument(`articles/${article.id}`))?.searchTerms).toEqual(before?.searchTerms);
    });
  });

  test.describe('when the articles cannot be read', () => {
    test.use({
      expectedConsole: [[/^console\.error: Failed to load resource: .* 503 .*documents:runQuery/, /^console\.warning: .*RPC 'RunQuery'/], { scope: 'test' }],
      expectedFailedRequests: [[/^503 POST .*documents:runQuery/], { scope: 'test' }],
    });

    test('stops, saying how far it got, and finishes when run again', async ({ page }) => {
      const word = uniqueWord();
      const article = await seedOlderArticle(word);
      await openManageArticles(page);
      let failed = false;
      await page.route('**/documents:runQuery*', (route) => {
        if (failed) return route.continue();
        failed = true;
        return route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ error: { code: 503, message: 'Unavailable', status: 'UNAVAILABLE' } }) });
      });

      const section = reindexSection(page);
      await section.getByRole('button', { name: 'Re-index search' }).click();
      const status = section.getByRole('status');
      await expect(status).toHaveText(
        /^Re-indexing stopped after 0 of \d+ articles: The server could not be reached\. Check your connection and try again\. Those re-indexed keep their new search words and the others their earlier ones\. Re-index again to finish\.$/,
      );
      expect((await storedDocument(`articles/${article.id}`))?.searchTerms).not.toContain(word);

      await section.getByRole('button', { name: 'Re-index search' }).click();
      await expect(status.getByText(/^Re-indexed \d+ of \d+ articles\./)).toBeVisible();
      expect((await storedDocument(`articles/${article.id}`))?.searchTerms).toContain(word);
    });
  });
});

test.describe('Re-index search, audited', () => {
  test.use({
    signedInAs: 'admin',
    toleratedConsole: [REINDEX_NOISE.console, { scope: 'test' }],
    toleratedFailedRequests: [REINDEX_NOISE.failedRequests, { scope: 'test' }],
  });

  test('its report, with an article it could not re-index named, has no accessibility violations', async ({ page }) => {
    // A draft stored incomplete: the rules refuse its update, so the report names it.
    const id = `reindex-audit-${uniqueWord()}`;
    await seedDocument(`articles/${id}`, { title: 'Re-index Audit', slug: id, summary: 'Incomplete.', status: 'draft', createdAt: new Date() });
    const found = await audit(page, '/admin/articles', async () => {
      const section = reindexSection(page);
      await section.getByRole('button', { name: 'Re-index search' }).click();
      await expect(section.getByRole('status').getByText(/^Re-indexed \d+ of \d+ articles\./)).toBeVisible();
      await expect(section.getByRole('listitem').filter({ hasText: 'Re-index Audit' })).toBeVisible();
    });
    expect(found).toEqual([]);
  });
});
