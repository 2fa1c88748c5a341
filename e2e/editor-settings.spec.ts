/**
 * The article settings as an editor uses them, at a desktop width (a panel beside the text)
 * and a phone's (a sheet over it): tags suggested and saved in the site's spelling, so the
 * tag's page is one page whatever its case; the featured image's description and caption,
 * and the SEO title and description, as the published article then carries them. Every
 * article here has a title no other test uses.
 */
import { articleIdByTitle, closeArticleSettings, openArticleSettings, pngFile, storedDocument, uniqueTitle } from '../tests/support/e2e/admin.js';
import { publishedAddress, publishInEditor } from '../tests/support/e2e/editor.js';
import { expect, test } from './test.js';

test.describe('the article settings', () => {
  test.use({ signedInAs: 'admin' });

  for (const width of [1280, 390]) {
    test(`suggest tags in the site's spelling, and carry the image's and the search texts to the article (${width} px)`, async ({ page }) => {
      await page.setViewportSize({ width, height: 844 });
      const title = uniqueTitle('Cash Sorting in a Falling Rate Market');
      const slug = title.toLowerCase().replace(/\s+/g, '-');
      await page.goto('/admin/create-article');
      await page.getByLabel('Title', { exact: true }).fill(title);
      await page.getByRole('textbox', { name: 'Content' }).click();
      await page.keyboard.type('Where idle cash goes when rates fall.');

      const panel = await openArticleSettings(page);
      await panel.getByLabel('Summary', { exact: true }).fill('Money funds, bills and bonds as rates come down.');
      await panel.getByLabel('Category', { exact: true }).selectOption({ label: 'Market Insights' });

      // The demo's tags are suggested as the word is typed; the arrows and Enter take one.
      const tags = panel.getByRole('combobox', { name: 'Tags' });
      await tags.fill('sto');
      await expect(panel.getByRole('listbox', { name: 'Existing tags' }).getByRole('option', { name: 'Stocks' })).toBeVisible();
      await page.keyboard.press('ArrowDown');
      await expect(tags).toHaveAttribute('aria-activedescendant', /option-0$/);
      await page.keyboard.press('Enter');
      await expect(tags).toHaveValue('Stocks, ');
      // Escape closes the suggestions, and only them (not the sheet around them on a phone).
      await tags.pressSequentially('etf');
      const options = panel.getByRole('listbox', { name: 'Existing tags' }).getByRole('option');
      await expect(options.filter({ hasText: 'ETFs' })).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(options).toHaveCount(0);
      await expect(tags).toBeVisible();
      // A tag typed in another case is the site's tag.
      await tags.pressSequentially('s');
      await expect(panel.getByText('Saved as the site’s existing tag: ETFs.')).toBeVisible();
      // Enter with no suggestion chosen takes the typed tag whole, never half a word.
      await page.keyboard.press('Enter');
      await expect(tags).toHaveValue('Stocks, etfs, ');

      await panel.getByLabel('Featured image').setInputFiles(pngFile('cash-sorting.png'));
      await expect(panel.getByRole('img', { name: 'The featured image' })).toBeVisible();
      await panel.getByLabel('Image description (alt text)').fill('Yields of money funds, bills and bonds, 2024–2026');
      await panel.getByLabel('Caption', { exact: true }).fill('Yields by month. Source: Treasury, fund filings.');

      await panel.getByText('Search and social').click();
      await panel.getByLabel('SEO title').fill('Where cash goes when rates fall');
      await panel.getByLabel('SEO description').fill('Money funds, T-bills and short bonds compared as the Fed cuts.');
      const preview = panel.getByRole('figure', { name: 'In search results' });
      await expect(preview).toContainText('Where cash goes when rates fall');
      await expect(preview).toContainText(`/article/${slug}`);

      await closeArticleSettings(page);
      await publishInEditor(page);
      await page.goto(await publishedAddress(page));
      await expect(page).toHaveURL(`/article/${slug}`);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(page).toHaveTitle(/^Where cash goes when rates fall/);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', 'Money funds, T-bills and short bonds compared as the Fed cuts.');
      const head = page.getByRole('article').first().locator('header');
      await expect(head.getByRole('img', { name: 'Yields of money funds, bills and bonds, 2024–2026' })).toBeVisible();
      await expect(head.locator('figcaption')).toHaveText('Yields by month. Source: Treasury, fund filings.');

      expect(await storedDocument(`articles/${await articleIdByTitle(title)}`)).toMatchObject({
        tags: ['Stocks', 'ETFs'],
        tagKeys: ['stocks', 'etfs'],
        metaTitle: 'Where cash goes when rates fall',
        featuredImageAlt: 'Yields of money funds, bills and bonds, 2024–2026',
      });

      // /blog?tag=stocks is the Stocks page.
      await page.goto('/blog?tag=stocks');
      await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();
      await page.goto('/blog?tag=Stocks');
      await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();
    });
  }
});
