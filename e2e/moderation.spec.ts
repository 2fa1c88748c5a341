/**
 * Moderating readers' comments (/admin/comments), as the demo admin, in both themes at 1280
 * and 390 px: the dashboard counts what awaits review and leads to the queue; a new and a
 * reported comment are there (the reported one under Reported too); hiding one takes it
 * from readers (its text kept privately, the article's count down one) and restoring brings
 * it back; Keep takes one out of the queue as it is; Delete asks first; blocking a writer
 * refuses their next comment. Readers post and report through the app's own write API from
 * Node (tests/support/e2e/comments.ts), on an article of the journey's own with unique
 * texts, since journeys share the emulator.
 */
import type { Locator, Page } from '@playwright/test';
import { storedDocument } from '../tests/support/e2e/admin.js';
import { newReader, postAs, reportAs } from '../tests/support/e2e/comments.js';
import { WIDTHS, viewportAt } from '../tests/support/e2e/reader-pages.js';
import { seedJourneyArticle } from '../tests/support/e2e/seed-articles.js';

/** Published long ago: last in every list, so no other journey's cards move (other journeys click the newest). */
const LONG_AGO = 2e6;
import { expect, test } from './test.js';

test.use({ signedInAs: 'admin' });

const uniqueWord = () => `zq${Math.random().toString(36).slice(2, 8)}`;

const queue = (page: Page) => page.getByRole('list', { name: /^Comments, / });
const commentWith = (page: Page, text: string): Locator => queue(page).getByRole('article').filter({ hasText: text });

const awaitingCount = async (page: Page): Promise<number> => {
  const tile = page.getByRole('main').getByRole('link', { name: /Comments awaiting review$/ });
  return Number((await tile.textContent())?.replace(/\D/g, ''));
};

for (const width of WIDTHS) {
  for (const theme of ['light', 'dark'] as const) {
    test.describe(`at ${width} px, ${theme}`, () => {
      test.use({ viewport: viewportAt(width), colorScheme: theme });

      test('an admin hides, restores, keeps and deletes comments, and blocks a writer', async ({ page }) => {
        const word = uniqueWord();
        const articleId = `moderation-${word}`;
        const title = `Moderation ${word} Margins`;
        await seedJourneyArticle({ id: articleId, title, status: 'published', createdMinutesAgo: LONG_AGO, updatedMinutesAgo: LONG_AGO, publishedMinutesAgo: LONG_AGO, tickers: ['AAPL'] });
        const [ann, ben, cat] = await Promise.all([newReader(`Ann ${word}`), newReader(`Ben ${word}`), newReader(`Cat ${word}`)]);
        const fresh = `Margins hold ${word}; buying more.`;
        const pump = `Pump ${word} to the moon, buy now!`;
        const annId = await postAs(ann, { articleId, body: fresh, position: { ticker: 'AAPL', side: 'long' } });
        const benId = await postAs(ben, { articleId, body: pump });
        await reportAs(cat, articleId, benId);

        // The dashboard counts both (and whatever other journeys left), and leads to the queue.
        await page.goto('/admin');
        await expect(page.getByRole('main').getByRole('link', { name: /Comments awaiting review$/ })).toBeVisible();
        expect(await awaitingCount(page)).toBeGreaterThanOrEqual(2);
        await page.getByRole('main').getByRole('link', { name: /Comments awaiting review$/ }).click();
        await expect(page.getByRole('heading', { level: 1, name: 'Comments' })).toBeVisible();

        const annRow = commentWith(page, fresh);
        const benRow = commentWith(page, pump);
        await expect(annRow.getByText('Long AAPL')).toBeVisible();
        await expect(annRow.getByText('New', { exact: true })).toBeVisible();
        await expect(annRow.getByRole('link', { name: title })).toHaveAttribute('href', `/article/${articleId}`);
        await expect(benRow.getByText('1 report')).toBeVisible();
        await expect(benRow.getByText('Reported', { exact: true })).toBeVisible();

        // Reported alone.
        await page.getByLabel('Show', { exact: true }).selectOption({ label: 'Reported' });
        await expect(benRow).toBeVisible();
        await expect(annRow).toHaveCount(0);
        await page.getByLabel('Show', { exact: true }).selectOption({ label: 'Awaiting review' });

        // Hide: readers lose it (the count with it), its text is kept to restore.
        await benRow.getByRole('button', { name: `Hide the comment by Ben ${word}` }).click();
        await expect(benRow.getByRole('status')).toHaveText('Hidden: readers see “Comment removed by a moderator” in its place.');
        await expect(benRow.getByRole('button', { name: `Restore the comment by Ben ${word}` })).toBeFocused();
        await expect.poll(() => storedDocument(`articles/${articleId}/comments/${benId}`)).toMatchObject({ state: 'hidden', body: '', review: 'done' });
        expect(await storedDocument(`commentAuthors/${benId}`)).toMatchObject({ hiddenBody: pump });
        expect(await storedDocument(`articles/${articleId}`)).toMatchObject({ commentCount: 1 });

        // Restore: back as it was.
        await benRow.getByRole('button', { name: `Restore the comment by Ben ${word}` }).click();
        await expect(benRow.getByRole('status')).toHaveText('Restored: readers see it again.');
        await expect.poll(() => storedDocument(`articles/${articleId}/comments/${benId}`)).toMatchObject({ state: 'visible', body: pump });
        expect(await storedDocument(`articles/${articleId}`)).toMatchObject({ commentCount: 2 });

        // Keep: out of the queue, as it is.
        await annRow.getByRole('button', { name: `Keep the comment by Ann ${word}` }).click();
        await expect(annRow.getByRole('status')).toHaveText('Kept: it stays as it is, out of the queue.');
        await expect(annRow.getByText('Reviewed', { exact: true })).toBeVisible();
        await expect.poll(() => storedDocument(`articles/${articleId}/comments/${annId}`)).toMatchObject({ state: 'visible', review: 'done' });

        // Delete, asked first.
        await benRow.getByRole('button', { name: `Delete the comment by Ben ${word}` }).click();
        await expect(benRow.getByText(`Delete the comment by Ben ${word}? This cannot be undone.`)).toBeVisible();
        await expect(benRow.getByRole('button', { name: 'Cancel' })).toBeFocused();
        await benRow.getByRole('button', { name: 'Confirm' }).click();
        await expect(page.getByText(`The comment by Ben ${word} was deleted.`)).toBeVisible();
        await expect(benRow).toHaveCount(0);
        expect(await storedDocument(`articles/${articleId}/comments/${benId}`)).toBeNull();
        expect(await storedDocument(`articles/${articleId}`)).toMatchObject({ commentCount: 1 });

        // Block the writer: their next comment is refused.
        await annRow.getByRole('button', { name: `Block writer Ann ${word}` }).click();
        await annRow.getByRole('button', { name: 'Block', exact: true }).click();
        await expect(annRow.getByRole('status')).toHaveText(`Blocked: Ann ${word} can no longer comment.`);
        await expect(annRow.getByText('Writer blocked')).toBeVisible();
        expect(await storedDocument(`commenters/${ann.uid}`)).toMatchObject({ blocked: true });
        await expect(postAs(ann, { articleId, body: `Let me back in ${word}.` })).rejects.toMatchObject({ problem: 'blocked' });
        await annRow.getByRole('button', { name: `Unblock writer Ann ${word}` }).click();
        await expect(annRow.getByRole('status')).toHaveText(`Unblocked: Ann ${word} can comment again.`);
        expect(await storedDocument(`commenters/${ann.uid}`)).toMatchObject({ blocked: false });

        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      });
    });
  }
}
