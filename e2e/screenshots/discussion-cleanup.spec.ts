/**
 * Screenshots of deleting a discussed article, for people to look at (`npm run screenshots`):
 * a Manage Articles row, and its bulk bar, while the article's 450 comments go ("Deleting
 * comments… 200 of 450", held there by keeping the next commit back until the picture is
 * taken), and the moderation
 * queue's row for a comment whose article is gone (a deletion cut short), in both themes at
 * 1280 and 390 px.
 */
import type { Page } from '@playwright/test';
import { deleteStoredDocument, seedFullDocument } from '../../tests/support/e2e/admin.js';
import { seedDiscussion, uniqueWord } from '../../tests/support/e2e/discussions.js';
import { WIDTHS, viewportAt } from '../../tests/support/e2e/reader-pages.js';
import { seedJourneyArticle } from '../../tests/support/e2e/seed-articles.js';
import { expect, test } from '../test.js';

test.use({ signedInAs: 'admin' });

const THEMES = ['light', 'dark'] as const;
const COMMENTS = 450;

/** A draft updated just now (first in Manage Articles), with COMMENTS comments and their author records. */
async function seedThread(id: string, title: string): Promise<void> {
  await seedJourneyArticle({ id, title, createdMinutesAgo: 1, updatedMinutesAgo: 0 });
  const createdAt = new Date();
  for (let start = 0; start < COMMENTS; start += 50) {
    await Promise.all(
      Array.from({ length: Math.min(50, COMMENTS - start) }, async (_, i) => {
        const commentId = `${id}-c${start + i}`;
        await seedFullDocument(`articles/${id}/comments/${commentId}`, {
          body: `Comment ${start + i}.`, authorName: `Reader ${start + i}`, position: null, parentId: null, createdAt, editedAt: null, state: 'visible', review: 'done', reportCount: 0,
        });
        await seedFullDocument(`commentAuthors/${commentId}`, { uid: `reader-${commentId}`, articleId: id, createdAt });
      }),
    );
  }
}

/**
 * Keeps the second commit of comments back until released, so that the progress stays on
 * screen after the first 200. (A glob would not match: the SDK adds `?key=` to the address.)
 */
async function holdSecondCommentCommit(page: Page): Promise<() => Promise<void>> {
  let release = () => undefined as void;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  let commits = 0;
  await page.route((url) => url.pathname.endsWith('/documents:commit'), async (route) => {
    if (route.request().postData()?.includes('/comments/') && ++commits === 2) await held;
    await route.continue();
  });
  return async () => {
    release();
    await page.unrouteAll({ behavior: 'wait' });
  };
}

/** Manage Articles showing only a thread of its own, in the theme and width; resolves with its title. */
async function openThread(page: Page, colorScheme: 'light' | 'dark', width: number): Promise<string> {
  const word = uniqueWord();
  const title = `Fed Minutes Thread ${word}`;
  await seedThread(`thread-${word}`, title);
  await page.emulateMedia({ colorScheme });
  await page.setViewportSize(viewportAt(width));
  await page.goto('/admin/articles');
  const search = page.getByRole('searchbox', { name: 'Search by title' });
  await search.fill(word);
  await search.press('Enter');
  await expect(page.getByRole('row').filter({ hasText: title })).toBeVisible();
  return title;
}

for (const where of ['row', 'bulk bar'] as const) {
  test(`the ${where} of Manage Articles while an article's comments are deleted, in both themes, at 1280 and 390 px`, async ({ page }, testInfo) => {
    // Four threads of 450 comments, each seeded a document a request.
    test.slow();
    for (const colorScheme of THEMES) {
      for (const width of WIDTHS) {
        const title = await openThread(page, colorScheme, width);
        const row = page.getByRole('row').filter({ hasText: title });
        const bar = page.getByRole('group', { name: 'Actions on selected articles' });
        const release = await holdSecondCommentCommit(page);
        if (where === 'row') {
          await row.getByRole('button', { name: /^Delete/ }).click();
          await row.getByRole('button', { name: 'Confirm' }).click();
          await expect(row.getByRole('status')).toHaveText(`Deleting comments… 200 of ${COMMENTS}`);
        } else {
          await row.getByRole('checkbox').check();
          await bar.getByRole('button', { name: 'Delete' }).click();
          await bar.getByRole('button', { name: 'Delete 1 article' }).click();
          await expect(bar.getByRole('status')).toHaveText(`Deleting 1 of 1…Deleting comments… 200 of ${COMMENTS}`);
        }
        const name = `admin-articles-deleting-comments-${where.replace(' ', '-')}-${width}-${colorScheme}.png`;
        const file = testInfo.outputPath(name);
        await page.screenshot({ path: file });
        await testInfo.attach(name, { path: file, contentType: 'image/png' });
        await release();
        await expect(where === 'row' ? page.getByText(`“${title}” was deleted.`) : bar.getByText('1 article deleted.')).toBeVisible();
      }
    }
  });
}

test('/admin/comments with a comment whose article is gone, in both themes, at 1280 and 390 px', async ({ page }, testInfo) => {
  const word = uniqueWord();
  const id = `gone-${word}`;
  await seedDiscussion(id, `Gone Article ${word}`, [
    { id: 'left', authorName: 'Priya Nair', body: `Left behind when its article went (${word}).`, minutesAgo: 0, position: { ticker: 'AAPL', side: 'long' } },
  ]);
  await deleteStoredDocument(`articles/${id}`);
  for (const colorScheme of THEMES) {
    for (const width of WIDTHS) {
      await page.emulateMedia({ colorScheme });
      await page.setViewportSize(viewportAt(width));
      await page.goto('/admin/comments');
      const row = page.getByRole('article').filter({ hasText: word });
      await expect(row.getByText('An article since deleted')).toBeVisible();
      await row.scrollIntoViewIfNeeded();
      const name = `admin-comments-article-gone-${width}-${colorScheme}.png`;
      const file = testInfo.outputPath(name);
      await page.screenshot({ path: file });
      await testInfo.attach(name, { path: file, contentType: 'image/png' });
    }
  }
});
