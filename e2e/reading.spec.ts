import { expect, test } from './test.js';

// The demo content (scripts/lib/seed-demo.ts) has more than 12 published articles in all
// four categories, with tags; these journeys only read it.

test('from the home page to a category and on to an article', async ({ page }) => {
  await page.goto('/');

  await page.getByRole('region', { name: 'Explore Our Research' }).getByRole('link', { name: 'Equity Research' }).click();
  await expect(page).toHaveURL(/\/equity-research$/);
  const list = page.getByRole('region', { name: 'Equity Research' });
  await expect(list.getByRole('heading', { level: 1, name: 'Equity Research' })).toBeVisible();
  const first = list.getByRole('listitem').first();
  const title = (await first.getByRole('heading', { level: 2 }).textContent()) ?? '';
  expect(title).not.toBe('');
  // A category's own page does not repeat its name on every card.
  await expect(first.getByText('Equity Research', { exact: true })).toHaveCount(0);

  await first.getByRole('link', { name: title }).click();
  await expect(page).toHaveURL(/\/article\/[a-z0-9-]+$/);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
});

test('searching from the sidebar finds articles, those with the words in their title first', async ({ page }) => {
  await page.goto('/blog');

  const sidebar = page.getByRole('complementary', { name: 'Sidebar' });
  await sidebar.getByRole('searchbox', { name: 'Search articles' }).fill('yield curve');
  await sidebar.getByRole('button', { name: 'Search' }).click();

  await expect(page).toHaveURL(/\/blog\?search=yield\+curve$/);
  const results = page.getByRole('region', { name: 'Search results for “yield curve”' });
  const titles = results.getByRole('heading', { level: 2 });
  await expect(titles.first()).toHaveText(/yield curve/i);
  // Articles that say it in their text only (another journey's may) come after every title that does.
  const inTitle = (await titles.allTextContents()).map((text) => /yield curve/i.test(text));
  expect(inTitle).toEqual([...inTitle].sort((a, b) => Number(b) - Number(a)));
  await expect(sidebar.getByRole('searchbox', { name: 'Search articles' })).toHaveValue('yield curve');
});

test('search finds an article by the singular of a word it uses in the plural, and by the beginning of a word', async ({ page }) => {
  await page.goto('/blog?search=ETF');
  await expect(page.getByRole('region', { name: 'Search results for “ETF”' }).getByRole('link', { name: /What Are ETFs\?/ })).toBeVisible();

  await page.goto('/blog?search=halv');
  await expect(page.getByRole('region', { name: 'Search results for “halv”' }).getByRole('link', { name: /Bitcoin Halving Explained/ })).toBeVisible();
});

test('a tag lists the articles with that tag', async ({ page }) => {
  await page.goto('/blog');

  await page.getByRole('region', { name: 'Popular Tags' }).getByRole('link', { name: 'Bitcoin' }).click();

  await expect(page).toHaveURL(/\/blog\?tag=Bitcoin$/);
  const results = page.getByRole('region', { name: 'Articles tagged “Bitcoin”' });
  await expect(results.getByRole('link', { name: /Bitcoin Halving Explained/ })).toBeVisible();
  await expect(results.getByRole('link', { name: /Reading a 10-K/ })).toHaveCount(0);
});

test('Load more shows the next articles and moves focus to the first of them', async ({ page }) => {
  await page.goto('/blog');

  const list = page.getByRole('region', { name: 'Latest Articles' });
  const cards = list.getByRole('listitem');
  await expect(cards).toHaveCount(12);
  await list.getByRole('button', { name: 'Load more' }).click();

  await expect(list.getByText(/more articles? loaded/)).toBeAttached();
  expect(await cards.count()).toBeGreaterThan(12);
  const thirteenth = (await cards.nth(12).getByRole('heading', { level: 2 }).textContent()) ?? '';
  await expect(cards.nth(12).getByRole('link', { name: thirteenth })).toBeFocused();
});
