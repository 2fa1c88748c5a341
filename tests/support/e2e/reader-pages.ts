/**
 * The reader pages the layout checks and the screenshots visit, and how to open one: the
 * app's own page in place (the built page taken over) and its data in.
 */
import type { Page } from '@playwright/test';
import { expect, ownedByReact } from '../../../e2e/test.js';

export const ARTICLE = '/article/reading-a-10-k-the-five-sections-analysts-check-first';
export const ARTICLE_TITLE = 'Reading a 10-K: The Five Sections Analysts Check First';
export const LIST_PAGES = ['/', '/blog', '/equity-research', '/ticker/SPY'];
/** An author's page: a demo author with closed ideas, one target hit and one stopped out. */
export const AUTHOR_PAGE = '/author/daniel-brooks';
export const WIDTHS = [1280, 390] as const;

export const viewportAt = (width: number) => ({ width, height: width === 390 ? 844 : 800 });

/**
 * Opens a reader page and waits for the app's page (a built page taken over, or drawn) with
 * its data, no status still pending. Not for the document's load: its images may be held.
 */
export async function openReaderPage(page: Page, path: string): Promise<void> {
  await page.goto(path, { waitUntil: 'domcontentloaded' });
  await expect.poll(() => ownedByReact(page, 'main#main')).toBe(true);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.getByRole('main').locator('[role="status"]:not(:empty)')).toHaveCount(0);
}

/** Scrolls to the foot of an article, where Related Articles load, and waits for them. */
export async function showRelated(page: Page): Promise<void> {
  await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
  await expect(page.getByRole('region', { name: 'Related Articles' }).getByRole('article').first()).toBeVisible();
}
