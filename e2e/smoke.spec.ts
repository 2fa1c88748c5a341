import { expect, test } from './test.js';

test('the home page shows the headline and the latest published articles from Firestore', async ({ page }) => {
  await page.goto('/');

  await expect(page.getByRole('heading', { level: 1, name: 'Invest Smarter with Expert Insights' })).toBeVisible();
  const latest = page.getByRole('region', { name: 'Latest Articles' });
  await expect(latest.getByRole('link', { name: 'Reading a 10-K: The Five Sections Analysts Check First' })).toBeVisible();
  await expect(latest.getByRole('heading', { level: 3 }).first()).toBeVisible();
  await expect(latest.getByRole('link', { name: 'Position Sizing Rules for Swing Traders' })).toHaveCount(0);
});

test('an unknown address shows Page Not Found and leads back home', async ({ page }) => {
  await page.goto('/no-such-page');

  await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to Home' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Invest Smarter with Expert Insights' })).toBeVisible();
});
