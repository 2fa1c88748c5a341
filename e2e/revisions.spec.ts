/**
 * Revisions as an editor uses them, at a desktop and a phone width: two saves, one revision
 * opened with what changed since it marked, restored in one action, and the restore in the
 * list as a revision of its own, with its kind and its time. Every article here has a title
 * no other test uses.
 */
import type { Locator, Page } from '@playwright/test';
import { articleIdByTitle, closeArticleSettings, openArticleSettings, storedDocument, uniqueTitle } from '../tests/support/e2e/admin.js';
import { expect, test } from './test.js';

const editor = (page: Page) => page.getByRole('textbox', { name: 'Content' });
const saveStatus = (page: Page) => page.getByRole('status').filter({ hasText: /^(Saving…|Saved .+|Not saved yet.*|Unsaved changes.*)$/ });

/** Saves with Ctrl+S (Cmd+S) and waits until the server has what the form says. */
async function saveNow(page: Page, id: () => Promise<string>, expected: string): Promise<void> {
  await page.keyboard.press('ControlOrMeta+s');
  await expect(saveStatus(page)).toHaveText(/^Saved on the server at /);
  await expect.poll(async () => String((await storedDocument(`articles/${await id()}`))?.content)).toContain(expected);
}

/** The box lies inside the window, whole. */
async function expectInWindow(page: Page, element: Locator): Promise<void> {
  const box = (await element.boundingBox())!;
  const { width, height } = page.viewportSize()!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.y).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(width);
  expect(box.y + box.height).toBeLessThanOrEqual(height);
}

test.describe('revisions', () => {
  test.use({ signedInAs: 'admin' });

  for (const width of [1280, 390]) {
    test(`saves twice, opens a revision with its changes marked, and restores it as a revision of its own (${width} px)`, async ({ page }) => {
      await page.setViewportSize({ width, height: 844 });
      const title = uniqueTitle('Cash As A Position');
      await page.goto('/admin/create-article');
      await page.getByLabel('Title', { exact: true }).fill(title);
      await openArticleSettings(page);
      await page.getByLabel('Summary', { exact: true }).fill('What holding cash costs, and what it buys.');
      await closeArticleSettings(page);
      await editor(page).click();
      await page.keyboard.type('Cash is a position.');
      const id = () => articleIdByTitle(title);
      await saveNow(page, id, 'Cash is a position.');
      await expect(page).toHaveURL(/\/admin\/edit-article\/[\w-]+$/);

      await openArticleSettings(page);
      await page.getByLabel('Summary', { exact: true }).fill('What holding cash costs, and what it buys in a drawdown.');
      await closeArticleSettings(page);
      await editor(page).click();
      await page.keyboard.press('ControlOrMeta+End');
      await page.keyboard.type(' Dry powder earns little.');
      await saveNow(page, id, 'Dry powder earns little.');

      await openArticleSettings(page);
      await page.getByText('Revisions', { exact: true }).click();
      const items = page.getByRole('list', { name: 'Revisions, newest first' }).getByRole('listitem');
      await expect(items.first()).toContainText('Saved');
      // The first save's version: what changed since is marked against the editor's text.
      await items.nth(1).getByRole('button', { name: /^Open the version of / }).click();
      const dialog = page.getByRole('dialog', { name: /^Version of / });
      await expect(dialog.locator('ins').filter({ hasText: 'Dry powder earns little.' })).toBeVisible();
      await expect(dialog.locator('ins').filter({ hasText: 'in a drawdown' })).toHaveCSS('text-decoration-line', 'underline');
      await expect(dialog.getByText('Compared with the current version:')).toBeVisible();
      // It fits the window, its buttons in view, and nothing scrolls sideways.
      await expectInWindow(page, dialog);
      const restore = dialog.getByRole('button', { name: 'Restore this version' });
      await expectInWindow(page, restore);
      await expectInWindow(page, dialog.getByRole('button', { name: 'Close' }));
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

      await restore.click();
      await expect(dialog).toBeHidden();
      await expect(page.getByText(/^Restored the version of .+ and saved it\./)).toBeVisible();
      await expect(editor(page)).not.toContainText('Dry powder');
      await expect(page.getByLabel('Summary', { exact: true })).toHaveValue('What holding cash costs, and what it buys.');
      expect(String((await storedDocument(`articles/${await id()}`))?.content)).not.toContain('Dry powder');

      // The restore is the newest revision, saying what it is and when.
      const newest = items.first();
      await expect(newest).toContainText('Restored');
      await expect(newest.locator('time')).toHaveText('less than a minute ago');
      await expect(newest.locator('time')).toHaveAttribute('title', /^\w{3} \d{1,2}, \d{4}, \d{1,2}:\d\d:\d\d\s[AP]M$/);
      await expect(newest).toContainText('by Maya Chen');
    });
  }
});
