/**
 * Search reads the article text, at 1280 and 390 px: a word only the text of some demo
 * articles holds finds them, listed after the articles whose title holds it; the header's
 * search (in the bar, or the phone's menu) leads to results that say how many they are and
 * mark what they found; a search that finds nothing offers the categories and the popular tags. Re-index search, which writes
 * every article, runs after all other journeys (e2e/reindex.spec.ts).
 *
 * Each test makes its own articles, published long ago (last in every list, so no other
 * journey's cards move), with a word no other article holds.
 */
import type { Page } from '@playwright/test';
import { DEMO_ARTICLES } from '../scripts/lib/demo-content/articles/index.js';
import { plainText, searchWords } from '../src/lib/article-text.js';
import { seedJourneyArticle } from '../tests/support/e2e/seed-articles.js';
import { ARTICLE, WIDTHS, openReaderPage, viewportAt } from '../tests/support/e2e/reader-pages.js';
import { expect, test } from './test.js';

/** A word no other article holds: letters only, so it is a word of its own. */
const uniqueWord = () => `zq${Array.from({ length: 6 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('')}`;

const LONG_AGO = 2e6;

const results = (page: Page, text: string) => page.getByRole('region', { name: `Search results for “${text}”` });
const cardTitles = (page: Page, text: string) => results(page, text).getByRole('heading', { level: 2 });

/** The published demo articles that say "dividend" in their text only, newest first. */
const mentionsDividend = (text: string) => searchWords(text).some((word) => word.startsWith('dividend'));
const DIVIDEND_IN_TEXT_ONLY = DEMO_ARTICLES.filter(
  (article) =>
    article.publishedDaysAgo !== null &&
    mentionsDividend(plainText(article.content)) &&
    !mentionsDividend([article.title, article.summary, ...article.tags].join(' ')),
)
  .sort((a, b) => (a.publishedDaysAgo ?? 0) - (b.publishedDaysAgo ?? 0))
  .map((article) => article.title);

async function openSearch(page: Page, text: string): Promise<void> {
  await page.goto(`/blog?search=${encodeURIComponent(text)}`);
  await expect(page.getByRole('heading', { level: 1, name: `Search results for “${text}”` })).toBeVisible();
}

for (const width of WIDTHS) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: viewportAt(width) });

    test('"dividend" finds the demo articles that say it only in their text, after those with it in their title', async ({ page }) => {
      expect(DIVIDEND_IN_TEXT_ONLY.length).toBeGreaterThanOrEqual(3);
      // Older than every demo article: first all the same, as its title holds the word.
      const word = uniqueWord();
      const titled = `Dividend Aristocrats ${word}`;
      await seedJourneyArticle({ id: `${word}-dividend`, title: titled, status: 'published', createdMinutesAgo: LONG_AGO, updatedMinutesAgo: LONG_AGO, publishedMinutesAgo: LONG_AGO });

      await openSearch(page, 'dividend');
      // The list is in once its last card is (it comes whole).
      await expect(cardTitles(page, 'dividend').filter({ hasText: DIVIDEND_IN_TEXT_ONLY.at(-1)! })).toHaveCount(1);
      const titles = await cardTitles(page, 'dividend').allTextContents();
      const position = (title: string) => titles.indexOf(title);
      for (const title of DIVIDEND_IN_TEXT_ONLY) expect(titles, title).toContain(title);
      // Newest first among them, and every title match (other journeys may publish their own) before them.
      expect(DIVIDEND_IN_TEXT_ONLY.map(position)).toEqual(DIVIDEND_IN_TEXT_ONLY.map(position).sort((a, b) => a - b));
      const firstInText = Math.min(...DIVIDEND_IN_TEXT_ONLY.map(position));
      expect(position(titled)).toBeGreaterThanOrEqual(0);
      expect(position(titled)).toBeLessThan(firstInText);
      const lastInTitle = Math.max(...titles.map((title, index) => (/dividend/i.test(title) ? index : -1)));
      expect(lastInTitle, titles.join(' | ')).toBeLessThan(firstInText);

      // Plural and the beginning of the word find the same text.
      for (const text of ['dividends', 'divid']) {
        await openSearch(page, text);
        await expect(cardTitles(page, text).filter({ hasText: DIVIDEND_IN_TEXT_ONLY[0]! })).toHaveCount(1);
      }

      // Its own word, in its title: found, and nothing else.
      await openSearch(page, word);
      await expect(cardTitles(page, word)).toHaveText([titled]);
    });

    test('the header searches from any page, in the bar or the phone’s menu; the results count and mark what they found', async ({ page }) => {
      const word = uniqueWord();
      const title = `Breadth Signals ${word}`;
      // Far into the summary: the card shows it from a few words before it.
      const summary = `How many stocks take part in a rally, what a narrow advance tells you, and where ${word} fits in.`;
      await seedJourneyArticle({ id: `${word}-header`, title, summary, status: 'published', createdMinutesAgo: LONG_AGO, updatedMinutesAgo: LONG_AGO, publishedMinutesAgo: LONG_AGO });

      // From an article's built page: the header is on every page.
      await openReaderPage(page, ARTICLE);
      const header = page.getByRole('banner');
      // On a phone the search is in the menu; on a wide screen, in the bar.
      if (width === 390) {
        await expect(header.getByRole('search', { name: 'Site search' })).toHaveCount(0);
        await header.getByRole('button', { name: 'Menu' }).click();
      }
      const search = header.getByRole('search', { name: 'Site search' });
      await expect(search).toHaveCount(1);
      await search.getByRole('searchbox', { name: 'Search articles' }).fill(word);
      await search.getByRole('button', { name: 'Search' }).click();

      await expect(page).toHaveURL(`/blog?search=${word}`);
      const list = results(page, word);
      await expect(list.getByText(`1 result for “${word}”`)).toBeVisible();
      const card = list.getByRole('article');
      await expect(card.getByRole('heading', { level: 2 })).toHaveText(title);
      await expect(card.locator('mark')).toHaveText([word, word]);
      await expect(card.locator('p').filter({ has: page.locator('mark') })).toHaveText(`…advance tells you, and where ${word} fits in.`);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    });

    test('a search that finds nothing offers the categories and the popular tags', async ({ page }) => {
      const word = uniqueWord();
      await openSearch(page, word);
      const list = results(page, word);
      await expect(list.getByText('No articles found')).toBeVisible();
      await expect(list.getByText(`Nothing matches “${word}”.`, { exact: false })).toBeVisible();
      const categories = list.getByRole('region', { name: 'Try a category' });
      await expect(categories.getByRole('link')).toHaveText(['Equity Research', 'Trade Ideas', 'Portfolio Performance', 'Market Insights']);
      await expect(list.getByRole('region', { name: 'Try a popular tag' }).getByRole('link', { name: 'ETFs' })).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

      await list.getByRole('region', { name: 'Try a popular tag' }).getByRole('link', { name: 'ETFs' }).click();
      await expect(page).toHaveURL('/blog?tag=ETFs');
      await expect(page.getByRole('heading', { level: 1, name: 'Articles tagged “ETFs”' })).toBeVisible();
    });
  });
}
