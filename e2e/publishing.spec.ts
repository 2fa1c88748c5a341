/**
 * Publishing from the editor (issue 34, point 8), as Ghost does it: Publish asks once in a
 * small confirm, which takes the focus and gives it back; publishing keeps the editor open
 * with a notice that says so, with View (the article's address) and Copy link; Update saves
 * a published article and stays too. At a desktop's and a phone's width, the confirm and
 * the notice through the accessibility gate in both themes, and nothing wider than the screen.
 */
import type { Page } from '@playwright/test';
import { articleIdByTitle, inArticleSettings, storedDocument, uniqueTitle } from '../tests/support/e2e/admin.js';
import { auditShown, SCREENS } from '../tests/support/e2e/axe-audit.js';
import { expect, test } from './test.js';

test.use({ signedInAs: 'admin' });

const scrollWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

for (const screen of SCREENS) {
  test(`publishes a new article through its confirm, stays in the editor, and updates it (${screen.width} px)`, async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.setViewportSize(screen);
    const title = uniqueTitle('Cash Sweeps Explained');
    const slug = title.toLowerCase().replace(/\s+/g, '-');
    await page.goto('/admin/create-article');
    await expect(page.getByRole('heading', { level: 1, name: 'Create Article' })).toBeVisible();
    await page.getByLabel('Title', { exact: true }).fill(title);
    await inArticleSettings(page, async () => {
      await page.getByLabel('Summary', { exact: true }).fill('Where a brokerage parks idle cash, and what it pays.');
      await page.getByLabel('Category', { exact: true }).selectOption({ label: 'Market Insights' });
    });
    await page.getByRole('textbox', { name: 'Content' }).click();
    await page.keyboard.type('A sweep moves idle cash into a bank deposit or a fund.');
    // The bar holds Settings (on a phone), Cancel, Preview, Save Draft and Publish, within the screen.
    const publish = page.getByRole('button', { name: 'Publish', exact: true });
    await expect(page.getByRole('button', { name: 'Save Draft' })).toBeVisible();
    await expect(publish).toBeVisible();
    expect(await scrollWidth(page)).toBeLessThanOrEqual(screen.width);

    // The confirm takes the focus; Escape gives it back to Publish, and nothing is published.
    await publish.click();
    const confirm = page.getByRole('dialog', { name: 'Publish this article?' });
    await expect(confirm).toHaveAccessibleDescription(`Readers will see it on the site, at ${new URL(page.url()).origin}/article/${slug}.`);
    await expect(confirm.getByRole('button', { name: 'Publish now' })).toBeFocused();
    expect(await auditShown(page, 'the publish confirm')).toEqual([]);
    expect(await scrollWidth(page)).toBeLessThanOrEqual(screen.width);
    await page.keyboard.press('Escape');
    await expect(confirm).toBeHidden();
    await expect(publish).toBeFocused();
    // The draft autosaved meanwhile (its address became the editor's), and it is still a draft.
    await expect(page).toHaveURL(/\/admin\/edit-article\/[\w-]+$/);
    await expect(page.getByRole('status').filter({ hasText: /^Saved on the server at / })).toBeVisible();
    const id = await articleIdByTitle(title);
    expect(await storedDocument(`articles/${id}`)).toMatchObject({ status: 'draft' });

    // From the keyboard: Enter opens it, Enter publishes.
    await page.keyboard.press('Enter');
    await expect(confirm.getByRole('button', { name: 'Publish now' })).toBeFocused();
    await page.keyboard.press('Enter');
    const notice = page.getByRole('status').filter({ hasText: 'Published.' });
    await expect(notice).toBeVisible();
    await expect(confirm).toBeHidden();
    await expect(page.getByRole('button', { name: 'Update', exact: true })).toBeFocused();
    await expect(publish).toHaveCount(0);
    expect(await storedDocument(`articles/${id}`)).toMatchObject({ status: 'published', slug });
    // Still the editor, at the article's edit address.
    await expect(page).toHaveURL(`/admin/edit-article/${id}`);
    await expect(page.getByLabel('Title', { exact: true })).toHaveValue(title);

    // Copy link puts the canonical address on the clipboard, and says so.
    await notice.getByRole('button', { name: 'Copy link' }).click();
    await expect(notice.getByRole('button', { name: 'Copied' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${new URL(page.url()).origin}/article/${slug}`);
    expect(await auditShown(page, 'the published notice')).toEqual([]);
    expect(await scrollWidth(page)).toBeLessThanOrEqual(screen.width);

    // View opens the article in a tab of its own.
    const view = notice.getByRole('link', { name: 'View (opens in a new tab)' });
    await expect(view).toHaveAttribute('href', `/article/${slug}`);
    const [reader] = await Promise.all([context.waitForEvent('page'), view.click()]);
    await expect(reader.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await reader.close();

    // Update saves what readers see, and the editor stays open.
    await inArticleSettings(page, () => page.getByLabel('Summary', { exact: true }).fill('Where a brokerage parks idle cash, and what it pays you.'));
    await page.getByRole('button', { name: 'Update', exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Updated: readers see your changes.' })).toBeVisible();
    expect(await storedDocument(`articles/${id}`)).toMatchObject({ status: 'published', summary: 'Where a brokerage parks idle cash, and what it pays you.' });
    await expect(page).toHaveURL(`/admin/edit-article/${id}`);
    expect(await scrollWidth(page)).toBeLessThanOrEqual(screen.width);
  });
}
