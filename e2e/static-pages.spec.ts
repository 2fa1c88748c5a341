import { expect, test } from './test.js';

test('the Categories page leads to a category and to the articles of a topic', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Categories' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Categories' })).toBeVisible();
  await expect(page).toHaveTitle('Categories | Finance Articles');

  await page.getByRole('link', { name: 'View Articles in Trade Ideas' }).click();
  await expect(page).toHaveURL(/\/trade-ideas$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Trade Ideas' })).toBeVisible();

  await page.goBack();
  await page.getByRole('region', { name: 'Popular Topics' }).getByRole('link', { name: 'Market Analysis' }).click();
  await expect(page).toHaveURL(/\/blog\?tag=Market\+Analysis$/);
  await expect(page.getByRole('heading', { level: 1, name: /Market Analysis/ })).toBeVisible();
});

test('an old /categories/{slug} address lands on the category page', async ({ page }) => {
  await page.goto('/categories/equity-research');

  await expect(page).toHaveURL(/\/equity-research$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Equity Research' })).toBeVisible();
});

test('the About, Privacy Policy and Terms of Service pages are reachable from every page', async ({ page }) => {
  await page.goto('/categories');

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'About Finance Articles' })).toBeVisible();
  await expect(page).toHaveTitle('About Us | Finance Articles');

  const legal = page.getByRole('contentinfo').getByRole('navigation', { name: 'Legal' });
  await legal.getByRole('link', { name: 'Privacy Policy' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
  await legal.getByRole('link', { name: 'Terms of Service' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeVisible();
  await expect(page).toHaveTitle('Terms of Service | Finance Articles');
});
