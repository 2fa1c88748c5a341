/**
 * The article editor's publishing, as an admin does it (docs/authoring.md): Publish, its
 * confirm, and the notice the editor stays open with; Update for a published article.
 */
import type { Page } from '@playwright/test';
import { expect } from '../../../e2e/test.js';

/** Publishes the draft open in the editor through its confirm; resolves once the editor says it is published. */
export async function publishInEditor(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  const confirm = page.getByRole('dialog', { name: 'Publish this article?' });
  await confirm.getByRole('button', { name: 'Publish now' }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: 'Published.' })).toBeVisible();
}

/** Saves the published article open in the editor; resolves once the editor says it is updated. */
export async function updateInEditor(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Update', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Updated: readers see your changes.' })).toBeVisible();
}

/** The article's address as the editor's notice links to it (View, which opens a new tab). */
export async function publishedAddress(page: Page): Promise<string> {
  const href = await page.getByRole('link', { name: 'View (opens in a new tab)' }).getAttribute('href');
  expect(href).toMatch(/^\/article\/[a-z0-9-]+$/);
  return href!;
}
