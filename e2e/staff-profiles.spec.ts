/**
 * Staff profiles (authors/{bylineId}): an admin's bio survives publishing, and they write
 * their own on their profile page. A new admin with a byline of their own (the demo's are
 * other journeys'), and an older article under it carrying a bio, as articles did before
 * profiles: publishing keeps that bio on their author page and in the new article's "About
 * the author"; the profile page starts from it; what they save there shows on both pages.
 * At a desktop's width and a phone's; the profile section passes the accessibility gate.
 */
import type { Page } from '@playwright/test';
import { inArticleSettings, pngFile, setFields, signInAsNewAdmin, storedDocument, uniqueTitle } from '../tests/support/e2e/admin.js';
import { audit, SCREENS } from '../tests/support/e2e/axe-audit.js';
import { publishedAddress, publishInEditor } from '../tests/support/e2e/editor.js';
import { seedJourneyArticle } from '../tests/support/e2e/seed-articles.js';
import { expect, opensNotFound, test } from './test.js';

const OLD_BIO = 'Fixed-income strategist. Writes about duration and credit.';
const NEW_BIO = 'Portfolio manager; writes about bonds, rates and retirement income.';

const profileSection = (page: Page) => page.getByRole('region', { name: 'Author Profile' });

/** An admin with a byline nobody else uses, and an older published article under it with a bio. */
async function newAuthor(page: Page): Promise<{ name: string; id: string }> {
  const suffix = Math.random().toString(36).replace(/[^a-z]/g, '').slice(0, 6) || 'staff';
  const name = `Ines Okoro ${suffix}`;
  const id = `ines-okoro-${suffix}`;
  await seedJourneyArticle({
    id: `older-${id}`, title: `An Older Piece by ${name}`, status: 'published',
    createdMinutesAgo: 3000, updatedMinutesAgo: 3000, publishedMinutesAgo: 3000,
    author: { id, name, bio: OLD_BIO },
  });
  const uid = await signInAsNewAdmin(page, 'staff-profile');
  await setFields(`users/${uid}`, { fullName: name });
  return { name, id };
}

/** Types a Market Insights article and publishes it, then opens it; resolves with its slug. */
async function publishArticle(page: Page, title: string): Promise<string> {
  await page.getByLabel('Title', { exact: true }).fill(title);
  await inArticleSettings(page, async () => {
    await page.getByLabel('Summary', { exact: true }).fill(`Why ${title} suits an income investor.`);
    await page.getByLabel('Category', { exact: true }).selectOption({ label: 'Market Insights' });
  });
  await page.getByRole('textbox', { name: 'Content' }).click();
  await page.keyboard.type('A ladder spreads reinvestment risk across the curve.');
  await publishInEditor(page);
  const slug = title.toLowerCase().replace(/\s+/g, '-');
  expect(await publishedAddress(page)).toBe(`/article/${slug}`);
  await page.goto(`/article/${slug}`);
  return slug;
}

test.describe('the demo admin', () => {
  test.use({ signedInAs: 'admin' });

  test("publishes under Maya Chen's byline, and her bio stays (issue 34's report)", async ({ page }) => {
    const bio = 'Editor, portfolio strategist and Certified Financial Planner.';
    await page.goto('/admin/create-article');
    await expect(page.getByText('Byline: Maya Chen')).toBeVisible();
    await publishArticle(page, uniqueTitle('Cash Buffers in Retirement'));
    await expect(page.getByRole('region', { name: 'About the author' })).toContainText(bio);
    await page.goto('/author/maya-chen');
    await expect(page.getByRole('main').locator('header').first()).toContainText(bio);
  });
});

for (const screen of SCREENS) {
  // The new author's page, opened twice, is one the build has no file for: Hosting answers
  // 404 until the next deploy, and the app draws it (docs/decisions.md).
  test.describe(() => {
    test.use(opensNotFound(/\/author\/ines-okoro-[a-z]+/, /\/author\/ines-okoro-[a-z]+/));

  test(`publishing keeps an admin's bio, and the bio they write shows with their byline (${screen.width} px)`, async ({ page }) => {
    await page.setViewportSize(screen);
    const { name, id } = await newAuthor(page);

    // The editor says whose byline the article carries, and publishing keeps the bio.
    const title = uniqueTitle('Laddering Treasuries');
    await page.goto('/admin/create-article');
    await expect(page.getByText(`Byline: ${name}`)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Edit author profile' })).toHaveAttribute('href', '/profile');
    const slug = await publishArticle(page, title);
    await expect(page.getByRole('region', { name: 'About the author' })).toContainText(OLD_BIO);
    await page.goto(`/author/${id}`);
    await expect(page.getByRole('main').locator('header').first()).toContainText(OLD_BIO);

    // The profile page starts from that bio; the admin writes a new one, a link and a picture.
    await page.goto('/profile');
    const section = profileSection(page);
    const bio = section.getByLabel('Bio');
    await expect(bio).toHaveValue(OLD_BIO);
    await expect(section.getByText("Filled in from your newest article's byline")).toBeVisible();
    await bio.fill(NEW_BIO);
    await section.getByLabel('X (Twitter)').fill('@inesokoro');
    await section.getByLabel('Upload Picture').setInputFiles(pngFile('Ines portrait.png'));
    await expect(section.getByRole('button', { name: 'Remove Picture' })).toBeVisible();
    await section.getByRole('button', { name: 'Save Author Profile' }).click();
    await expect(section.getByRole('status')).toHaveText('Your author profile has been saved.');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(screen.width);
    const stored = await storedDocument(`authors/${id}`);
    expect(stored).toMatchObject({ name, bio: NEW_BIO, socialLinks: { twitter: 'https://x.com/inesokoro', linkedin: '', website: '' } });
    expect(stored?.avatar).toMatch(/images%2Favatars%2Fines-portrait-[a-z0-9]{20}-1x1-w1\.(jpg|png)\?alt=media$/);
    expect(stored).not.toHaveProperty('uid');

    // Both pages show what they saved; the older article's copy is as it was.
    await page.goto(`/author/${id}`);
    const header = page.getByRole('main').locator('header').first();
    await expect(header).toContainText(NEW_BIO);
    await expect(header.getByRole('link', { name: `${name} on Twitter` })).toHaveAttribute('href', 'https://x.com/inesokoro');
    await expect(header.locator('img')).toHaveAttribute('src', String(stored?.avatar));
    await page.goto(`/article/${slug}`);
    await expect(page.getByRole('region', { name: 'About the author' })).toContainText(NEW_BIO);
    expect(await storedDocument(`articles/older-${id}`)).toMatchObject({ author: { id, bio: OLD_BIO } });
  });
  });
}

test('the author profile section passes the accessibility gate, with its problems shown', async ({ page }) => {
  const { id } = await newAuthor(page);
  const found = await audit(page, '/profile', async () => {
    const section = profileSection(page);
    await expect(section.getByLabel('Bio')).toHaveValue(OLD_BIO);
    await section.getByLabel('Website').fill('javascript:alert(1)');
    await section.getByRole('button', { name: 'Save Author Profile' }).click();
    await expect(section.getByRole('alert').first()).toHaveText('Please correct the fields marked below.');
  });
  expect(found).toEqual([]);
  expect(await storedDocument(`authors/${id}`)).toBeNull();
});
