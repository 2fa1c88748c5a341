/**
 * Manage Articles, Users and Subscribers as lists an editor works through, at 1280 and 390
 * px: the order of the articles, the search by any word (of a title, a name, an address),
 * and publishing, unpublishing and deleting several articles after one question; and what
 * Manage Articles and the dashboard read of each article (never its text). Each
 * test makes its own articles (unique words in their titles), so journeys running side by
 * side never act on each other's.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { storedDocument } from '../tests/support/e2e/admin.js';
import { seedJourneyArticle } from '../tests/support/e2e/seed-articles.js';
import { WIDTHS, viewportAt } from '../tests/support/e2e/reader-pages.js';
import { expect, test } from './test.js';

test.use({ signedInAs: 'admin' });

/** A word no other title holds: letters only, so it is a word of its own. */
const uniqueWord = () => `zq${Array.from({ length: 6 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('')}`;

const articleTitles = (page: Page) => page.getByRole('region', { name: 'Articles', exact: true }).locator('td > p:first-child');

async function search(page: Page, label: string, text: string): Promise<void> {
  await page.getByRole('searchbox', { name: label }).fill(text);
  await page.getByRole('searchbox', { name: label }).press('Enter');
}

const noSidewaysScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

async function rss(request: APIRequestContext): Promise<string> {
  const response = await request.get('/rss.xml');
  return response.ok() ? response.text() : '';
}

/** The documents of every runQuery answer the page gets from now on, as REST gives them. */
function runQueryAnswers(page: Page): { documents: () => Promise<{ name: string; fields?: Record<string, unknown> }[]> } {
  const answers: Promise<string>[] = [];
  page.on('response', (response) => {
    if (response.url().endsWith(':runQuery') && response.request().method() === 'POST') answers.push(response.text());
  });
  return {
    documents: async () =>
      (await Promise.all(answers)).flatMap((text) =>
        (JSON.parse(text) as { document?: { name: string; fields?: Record<string, unknown> } }[]).flatMap(({ document }) => (document ? [document] : [])),
      ),
  };
}

test('Manage Articles and the dashboard read of each article what they show, never its text or search words', async ({ page }) => {
  const answers = runQueryAnswers(page);
  await page.goto('/admin/articles');
  await expect(articleTitles(page).first()).toBeVisible();
  await search(page, 'Search by title', 'cash flow');
  await expect(articleTitles(page).first()).toContainText(/cash flow/i);
  await page.goto('/admin');
  await expect(page.getByRole('region', { name: 'Most read' }).getByRole('listitem')).toHaveCount(5);
  await expect(page.getByRole('region', { name: 'Most liked' }).getByRole('listitem')).toHaveCount(5);
  await page.getByRole('tab', { name: 'Articles' }).click();
  await expect(page.getByRole('region', { name: 'Articles, newest first' }).getByRole('rowheader').first()).toBeVisible();

  const documents = await answers.documents();
  // The list's first page, the search, the top ten and the Articles tab's first page.
  expect(documents.length).toBeGreaterThanOrEqual(40);
  const fields = new Set(documents.flatMap((document) => Object.keys(document.fields ?? {})));
  expect(fields).not.toContain('content');
  expect(fields).not.toContain('searchTerms');
  expect(fields.size).toBeGreaterThan(0);
});

for (const width of WIDTHS) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: viewportAt(width) });

    test('Manage Articles orders by last updated, created or published, and finds any word of a title', async ({ page }) => {
      const word = uniqueWord();
      await seedJourneyArticle({ id: `${word}-a`, title: `Ledger ${word} Alpha Notes`, createdMinutesAgo: 30, updatedMinutesAgo: 1 });
      await seedJourneyArticle({ id: `${word}-b`, title: `Quarterly ${word} Beta Review`, createdMinutesAgo: 10, updatedMinutesAgo: 20 });

      await page.goto('/admin/articles');
      await expect(page.getByRole('heading', { level: 1, name: 'Manage Articles' })).toBeVisible();
      // A word in the middle of a demo title.
      await search(page, 'Search by title', 'moats');
      await expect(articleTitles(page)).toHaveText(['Economic Moats: Five Sources of Durable Competitive Advantage']);

      await search(page, 'Search by title', word);
      await expect(articleTitles(page)).toHaveText([`Ledger ${word} Alpha Notes`, `Quarterly ${word} Beta Review`]);
      await page.getByLabel('Sort by (newest first)').selectOption({ label: 'Created' });
      await expect(articleTitles(page)).toHaveText([`Quarterly ${word} Beta Review`, `Ledger ${word} Alpha Notes`]);
      // Every word typed must be in the title, in any order.
      await search(page, 'Search by title', `beta ${word}`);
      await expect(articleTitles(page)).toHaveText([`Quarterly ${word} Beta Review`]);

      // Published, newest first: the demo's articles, none of them a draft.
      await search(page, 'Search by title', '');
      await page.getByLabel('Sort by (newest first)').selectOption({ label: 'Published' });
      await page.getByLabel('Status').selectOption('published');
      await expect(articleTitles(page).first()).toBeVisible();
      await expect(page.getByRole('region', { name: 'Articles', exact: true }).getByText('Draft', { exact: true })).toHaveCount(0);
      // Drafts are there in that order too (never published: their date is a dash).
      await page.getByLabel('Status').selectOption('draft');
      await expect(articleTitles(page).filter({ hasText: 'Economic Moats: Five Sources of Durable Competitive Advantage' })).toBeVisible();
      expect(await noSidewaysScroll(page)).toBeLessThanOrEqual(width);
    });

    test('Users and Subscribers find any word of a name or an address, and the domain', async ({ page }) => {
      await page.goto('/admin/users');
      await expect(page.getByRole('heading', { level: 1, name: 'Manage Users' })).toBeVisible();
      const users = page.getByRole('region', { name: 'Users', exact: true });
      await search(page, 'Search by name or e-mail', 'Morgan');
      await expect(users.getByRole('rowheader')).toHaveText(['Alex Morgan']);
      // The domain: both demo accounts are at demo.finance.
      await search(page, 'Search by name or e-mail', 'demo.finance');
      await expect(users.getByRole('rowheader')).toHaveText(['Alex Morgan', /^Maya Chen/]);
      expect(await noSidewaysScroll(page)).toBeLessThanOrEqual(width);

      await page.goto('/admin/subscribers');
      await expect(page.getByRole('heading', { level: 1, name: 'Manage Subscribers' })).toBeVisible();
      const subscribers = page.getByRole('region', { name: 'Subscribers', exact: true });
      await search(page, 'Search by e-mail address', 'martinez');
      await expect(subscribers.getByRole('rowheader')).toHaveText(['sofia.martinez@example.com']);
      await search(page, 'Search by e-mail address', 'demo.finance');
      await expect(subscribers.getByRole('rowheader')).toHaveText(['reader@demo.finance']);
      expect(await noSidewaysScroll(page)).toBeLessThanOrEqual(width);
    });

    test('several articles are published, unpublished and deleted after one question each', async ({ page, request }) => {
      const word = uniqueWord();
      const ready = [`Bulk ${word} First Draft`, `Bulk ${word} Second Draft`];
      const incomplete = `Bulk ${word} No Summary`;
      await seedJourneyArticle({ id: `${word}-1`, title: ready[0]!, createdMinutesAgo: 3, updatedMinutesAgo: 3 });
      await seedJourneyArticle({ id: `${word}-2`, title: ready[1]!, createdMinutesAgo: 2, updatedMinutesAgo: 2 });
      await seedJourneyArticle({ id: `${word}-3`, title: incomplete, summary: '', createdMinutesAgo: 1, updatedMinutesAgo: 1 });

      await page.goto('/admin/articles');
      await search(page, 'Search by title', word);
      await expect(articleTitles(page)).toHaveCount(3);
      const bar = page.getByRole('group', { name: 'Actions on selected articles' });

      // Publish: the two complete drafts go out, the third is named with what it lacks.
      await bar.getByRole('checkbox', { name: 'Select all 3 shown' }).check();
      await expect(bar.getByText('3 articles selected')).toBeVisible();
      await bar.getByRole('button', { name: 'Publish', exact: true }).click();
      await expect(bar.getByText('Publish 3 articles?')).toBeVisible();
      await expect(bar.getByRole('button', { name: 'Cancel' })).toBeFocused();
      await bar.getByRole('button', { name: 'Publish 3 articles' }).click();
      await expect(bar.getByText('2 articles published.')).toBeVisible();
      await expect(bar.getByText('1 article not published:')).toBeVisible();
      await expect(bar.getByRole('listitem')).toHaveText([`“${incomplete}”: Summary is missing.`]);
      expect(await storedDocument(`slugs/${word}-1`)).toMatchObject({ articleId: `${word}-1` });
      // The feeds follow, as after a single publish.
      await expect.poll(() => rss(request), { timeout: 15_000 }).toContain(`<title>${ready[1]}</title>`);

      // What was not done stays selected; unpublish the two published instead.
      await expect(page.getByRole('checkbox', { name: `Select “${incomplete}”` })).toBeChecked();
      await page.getByRole('checkbox', { name: `Select “${incomplete}”` }).uncheck();
      for (const title of ready) await page.getByRole('checkbox', { name: `Select “${title}”` }).check();
      await bar.getByRole('button', { name: 'Unpublish', exact: true }).click();
      await expect(
        bar.getByText('Search engines and social networks that already fetched the published articles keep their copies until the site is next deployed and their own caches expire.'),
      ).toBeVisible();
      await bar.getByRole('button', { name: 'Unpublish 2 articles' }).click();
      await expect(bar.getByText('2 articles unpublished.')).toBeVisible();
      expect(await storedDocument(`articles/${word}-2`)).toMatchObject({ status: 'draft' });
      // (The feed is rebuilt here too, by the same call; whether it then lacks the title is
      // not asserted: another journey's rebuild, read before this unpublish, may end after it.)

      // Delete all three: asked once, with the number.
      await bar.getByRole('checkbox', { name: 'Select all 3 shown' }).check();
      await bar.getByRole('button', { name: 'Delete', exact: true }).click();
      await expect(bar.getByText('Delete 3 articles? Their images, likes, revisions and comments go with them.')).toBeVisible();
      await bar.getByRole('button', { name: 'Delete 3 articles' }).click();
      await expect(bar.getByText('3 articles deleted.')).toBeVisible();
      await expect(page.getByText('No articles found with the current filters.')).toBeVisible();
      for (const n of [1, 2, 3]) expect(await storedDocument(`articles/${word}-${n}`)).toBeNull();
      expect(await noSidewaysScroll(page)).toBeLessThanOrEqual(width);
    });
  });
}
