/**
 * Manage Articles' Optimise images (issue 35, point 3): articles whose featured and inline
 * images were stored as single JPEG and PNG files, as uploads did before image sets, are
 * given sets of sizes; their references are rewritten to the sets' references, every
 * member of which exists, and the reader page shows them. A second run converts nothing,
 * and a run cut short by a closed tab leaves the article as it was and is finished by the
 * next. The panel's states pass axe.
 *
 * A run writes every article that has older images: like Re-index search it runs after
 * all other journeys, one file at a time (the "whole-site writes" project), and tolerates
 * what the incomplete drafts other journeys left make the browser log (REINDEX_NOISE).
 */
import { createCanvas } from '@napi-rs/canvas';
import type { Page, Route } from '@playwright/test';
import { deleteApp, initializeApp } from 'firebase/app';
import { connectStorageEmulator, getDownloadURL, getStorage, ref, uploadBytes } from 'firebase/storage';
import { readProjectConfig } from '../emulator/src/config.js';
import { DEMO_PROJECT_ID, TEST_PORTS } from '../scripts/lib/stack.js';
import { imageFileName, imageUploadMetadata } from '../src/lib/image-names.js';
import { parseMemberPath, planImageSet, storedPathOf, type ParsedMember } from '../src/lib/image-set.js';
import { REINDEX_NOISE, storedDocument } from '../tests/support/e2e/admin.js';
import { auditShown } from '../tests/support/e2e/axe-audit.js';
import { WIDTHS, viewportAt } from '../tests/support/e2e/reader-pages.js';
import { seedJourneyArticle } from '../tests/support/e2e/seed-articles.js';
import { expect, test } from './test.js';

/** A word no other article or image holds. */
const uniqueWord = () => `zq${Array.from({ length: 6 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('')}`;

/** A photograph-like picture (a gradient with blocks of colour), as JPEG or PNG bytes. */
function picture(width: number, height: number, type: 'image/jpeg' | 'image/png'): Promise<Buffer> {
  const canvas = createCanvas(width, height);
  const context = canvas.getContext('2d');
  const gradient = context.createLinearGradient(0, 0, width, height);
  gradient.addColorStop(0, '#1d4e89');
  gradient.addColorStop(1, '#f4a259');
  context.fillStyle = gradient;
  context.fillRect(0, 0, width, height);
  for (let index = 0; index < 60; index++) {
    context.fillStyle = `hsl(${(index * 37) % 360} 60% 50% / 0.5)`;
    context.fillRect((index * 97) % width, (index * 53) % height, width / 12, height / 9);
  }
  return type === 'image/jpeg' ? canvas.encode('jpeg', 85) : canvas.encode('png');
}

/** Stores `data` as an upload before image sets did: one file, a random name, its download address (with a token). */
async function storeOlderImage(folder: 'featured' | 'inline', name: string, type: 'image/jpeg' | 'image/png', data: Buffer): Promise<string> {
  const app = initializeApp({ projectId: DEMO_PROJECT_ID, apiKey: 'demo-api-key', storageBucket: `${DEMO_PROJECT_ID}.appspot.com` }, `older-image-${uniqueWord()}`);
  try {
    const storage = getStorage(app);
    connectStorageEmulator(storage, readProjectConfig(process.cwd()).host, TEST_PORTS.storage, { mockUserToken: 'owner' });
    const file = ref(storage, `images/${folder}/${imageFileName(name, type)}`);
    await uploadBytes(file, data, imageUploadMetadata(type));
    return await getDownloadURL(file);
  } finally {
    await deleteApp(app);
  }
}

interface OlderArticle {
  readonly id: string;
  readonly title: string;
  readonly word: string;
  readonly featuredImage: string;
  readonly inlineImage: string;
}

/** An article saved before image sets: a featured image and one in its text, single files (JPEG and PNG, or the other way round). */
async function seedOlderArticle(status: 'published' | 'draft', featuredType: 'image/jpeg' | 'image/png'): Promise<OlderArticle> {
  const word = uniqueWord();
  const inlineType = featuredType === 'image/jpeg' ? 'image/png' : 'image/jpeg';
  const [featuredImage, inlineImage] = await Promise.all([
    picture(1600, 1000, featuredType).then((data) => storeOlderImage('featured', `${word} harbour`, featuredType, data)),
    picture(900, 600, inlineType).then((data) => storeOlderImage('inline', `${word} chart`, inlineType, data)),
  ]);
  const article = { id: `optimise-${word}`, title: `Older Images ${word}`, word, featuredImage, inlineImage };
  await seedJourneyArticle({
    id: article.id,
    title: article.title,
    status,
    featuredImage,
    content: `<p>Before the chart.</p><img src="${inlineImage.replace(/&/g, '&amp;')}" alt="A chart of ${word}"><p>After it.</p>`,
    createdMinutesAgo: 600,
    updatedMinutesAgo: 600,
    ...(status === 'published' && { publishedMinutesAgo: 600 }),
  });
  return article;
}

/** Where the site's images are, read from one of their addresses. */
const prefixOf = (address: string): string => address.slice(0, address.indexOf('images%2F'));

/** The set `address` is the reference of; fails when it is not one. */
function setOf(address: unknown): ParsedMember {
  expect(typeof address).toBe('string');
  const path = storedPathOf(prefixOf(String(address)), String(address));
  const member = path === null ? null : parseMemberPath(path);
  expect(member, `an image set's reference: ${String(address)}`).not.toBeNull();
  return member!;
}

/** Every member of the set `address` refers to is stored, and readable by anyone. */
async function expectWholeSet(address: unknown): Promise<ParsedMember> {
  const member = setOf(address);
  const { members, reference } = planImageSet({ ...member, hasAlpha: member.type === 'image/png' });
  expect(storedPathOf(prefixOf(String(address)), String(address))).toBe(reference);
  for (const planned of members) {
    const response = await fetch(`${prefixOf(String(address))}${encodeURIComponent(planned.path)}?alt=media`);
    expect(response.status, planned.path).toBe(200);
    expect(response.headers.get('content-type'), planned.path).toBe(planned.type);
  }
  return member;
}

/** The addresses of the images of an article's HTML. */
const imagesOf = (content: unknown): string[] => [...String(content).matchAll(/<img\b[^>]*\ssrc="([^"]+)"/g)].map((found) => found[1]!.replace(/&amp;/g, '&'));

const section = (page: Page) => page.getByRole('region', { name: 'Images' });

async function openManageArticles(page: Page): Promise<void> {
  await page.goto('/admin/articles');
  await expect(page.getByRole('heading', { level: 1, name: 'Manage Articles' })).toBeVisible();
  // The list has loaded: its own query is not the one a test then holds.
  await expect(page.getByRole('region', { name: 'Articles', exact: true }).locator('td').first()).toBeVisible();
}

/** Runs Optimise images to its end; resolves with how many images it converted. */
async function runToTheEnd(page: Page): Promise<number> {
  await section(page).getByRole('button', { name: 'Optimise images' }).click();
  const status = section(page).getByRole('status');
  await expect(status.getByText(/^Went through the images of \d+ articles\.$/)).toBeVisible({ timeout: 90_000 });
  const converted = /^(\d+) images? stored in sizes\.$/.exec((await status.getByText(/stored in sizes\.$/).textContent()) ?? '');
  expect(converted).not.toBeNull();
  return Number(converted![1]);
}

/** The uploads (not the reads) of the files an image named `{word} {what}` becomes. */
const uploadsOf = (word: string, what: string) => (url: URL) => decodeURIComponent(url.href).includes(`images/`) && decodeURIComponent(url.href).includes(`/${word}-${what}-`);

/**
 * Besides REINDEX_NOISE: an image that is gone from Storage is read and named in the report
 * (an article of another journey may name one deleted since, and the audit makes one).
 */
const NOISE = {
  console: [...REINDEX_NOISE.console, /^console\.error: Failed to load resource: the server responded with a status of 404 .*\/o\/images%2F(featured|inline)%2F/],
  failedRequests: [...REINDEX_NOISE.failedRequests, /^404 GET .*\/o\/images%2F(featured|inline)%2F/],
};

test.describe('Optimise images', () => {
  test.use({
    signedInAs: 'admin',
    toleratedConsole: [NOISE.console, { scope: 'test' }],
    toleratedFailedRequests: [NOISE.failedRequests, { scope: 'test' }],
  });

  test('gives older images sets of sizes, rewrites the articles, and a second run converts nothing', async ({ page }) => {
    test.setTimeout(180_000);
    const [published, draft] = await Promise.all([seedOlderArticle('published', 'image/jpeg'), seedOlderArticle('draft', 'image/png')]);
    await openManageArticles(page);

    expect(await runToTheEnd(page)).toBeGreaterThanOrEqual(4);
    await expect(section(page).getByRole('listitem').filter({ hasText: published.title })).toHaveCount(0);
    await expect(section(page).getByRole('listitem').filter({ hasText: draft.title })).toHaveCount(0);

    for (const article of [published, draft]) {
      const stored = await storedDocument(`articles/${article.id}`);
      const featured = await expectWholeSet(stored?.featuredImage);
      expect(featured.folder).toBe('featured');
      expect(featured.base).toMatch(new RegExp(`^${article.word}-harbour-[a-z0-9]{20}$`));
      expect({ width: featured.width, height: featured.height }).toEqual({ width: 1600, height: 1000 });
      const inline = imagesOf(stored?.content);
      expect(inline).toHaveLength(1);
      const chart = await expectWholeSet(inline[0]);
      expect(chart).toMatchObject({ folder: 'inline', width: 900, height: 600 });
      expect(String(stored?.content)).toContain(`alt="A chart of ${article.word}"`);
      expect(stored?.status).toBe(article === published ? 'published' : 'draft');
    }

    // The published one's share card was drawn anew (from its new featured image), and its feed item shows the photograph's 1200 px JPEG.
    const stored = await storedDocument(`articles/${published.id}`);
    expect(typeof stored?.shareImage).toBe('string');
    expect((await fetch(String(stored?.shareImage))).status).toBe(200);
    expect((await storedDocument(`feedItems/${published.id}`))?.image).toMatchObject({ url: stored?.featuredImage, type: 'image/jpeg', width: 1200 });

    // The reader page shows the sets.
    await page.goto(`/article/${published.id}`);
    await expect(page.getByRole('heading', { level: 1, name: published.title })).toBeVisible();
    for (const address of [String(stored?.featuredImage), imagesOf(stored?.content)[0]!]) {
      const image = page.locator(`img[src*="${encodeURIComponent(`images/`)}"][src*="${setOf(address).base}"]`).first();
      await image.scrollIntoViewIfNeeded();
      await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0)).toBe(true);
    }

    await openManageArticles(page);
    expect(await runToTheEnd(page)).toBe(0);
    const again = await storedDocument(`articles/${published.id}`);
    expect(again?.editVersion).toBe(stored?.editVersion);
  });

  test('a run cut short by a closed tab leaves the article as it was, and the next run finishes it', async ({ page }) => {
    test.setTimeout(180_000);
    const article = await seedOlderArticle('published', 'image/jpeg');
    const before = await storedDocument(`articles/${article.id}`);

    // The first tab: its featured image's set is stored, its chart's uploads never answer, and the tab is closed.
    const first = await page.context().newPage();
    const held: Route[] = [];
    const chartUpload = new Promise<void>((resolve) => {
      void first.route(uploadsOf(article.word, 'chart'), (route) => {
        if (route.request().method() === 'GET') return route.continue();
        held.push(route);
        resolve();
        return undefined;
      });
    });
    await openManageArticles(first);
    await section(first).getByRole('button', { name: 'Optimise images' }).click();
    await expect(section(first).getByText(`Now: “${article.title}”`)).toBeVisible({ timeout: 60_000 });
    await chartUpload;
    await first.close();

    const interrupted = await storedDocument(`articles/${article.id}`);
    expect(interrupted?.featuredImage).toBe(article.featuredImage);
    expect(interrupted?.content).toBe(before?.content);
    expect(interrupted?.editVersion).toBe(before?.editVersion);

    await openManageArticles(page);
    expect(await runToTheEnd(page)).toBeGreaterThanOrEqual(2);
    const finished = await storedDocument(`articles/${article.id}`);
    await expectWholeSet(finished?.featuredImage);
    await expectWholeSet(imagesOf(finished?.content)[0]);
  });
});

/** Writes of one article, the others let through. */
const writesOf = (id: string) => (route: Route) => route.request().method() === 'POST' && (route.request().postData() ?? '').includes(`/articles/${id}"`);

test.describe('Optimise images, when a save fails', () => {
  test.use({
    signedInAs: 'admin',
    toleratedConsole: [NOISE.console, { scope: 'test' }],
    toleratedFailedRequests: [NOISE.failedRequests, { scope: 'test' }],
    expectedConsole: [[/^console\.error: Failed to load resource: .* 503 .*documents:commit/, /^console\.warning: .*RPC 'Commit'/], { scope: 'test' }],
    expectedFailedRequests: [[/^503 POST .*documents:commit/], { scope: 'test' }],
  });

  test('names each image with its article, which keeps its earlier images', async ({ page }) => {
    test.setTimeout(120_000);
    const article = await seedOlderArticle('draft', 'image/jpeg');
    const before = await storedDocument(`articles/${article.id}`);
    await openManageArticles(page);
    await page.route('**/documents:commit*', (route) =>
      writesOf(article.id)(route)
        ? route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ error: { code: 503, message: 'Unavailable', status: 'UNAVAILABLE' } }) })
        : route.continue(),
    );
    await runToTheEnd(page);
    const failed = section(page).getByRole('listitem').filter({ hasText: article.title });
    const reason = 'The server could not be reached. Check your connection and try again.';
    const nameOf = (address: string) => (storedPathOf(prefixOf(address), address) ?? '').split('/').pop() ?? '';
    await expect(failed).toHaveText([
      `“${article.title}”, ${nameOf(article.featuredImage)}: ${reason}`,
      `“${article.title}”, ${nameOf(article.inlineImage)}: ${reason}`,
    ]);
    const after = await storedDocument(`articles/${article.id}`);
    expect(after?.featuredImage).toBe(before?.featuredImage);
    expect(after?.content).toBe(before?.content);
  });
});

test.describe('Optimise images, audited', () => {
  test.use({
    signedInAs: 'admin',
    toleratedConsole: [NOISE.console, { scope: 'test' }],
    toleratedFailedRequests: [NOISE.failedRequests, { scope: 'test' }],
  });

  for (const width of WIDTHS) {
    test(`its progress and its report have no accessibility violations, at ${width} px`, async ({ page }) => {
      test.setTimeout(180_000);
      await page.setViewportSize(viewportAt(width));
      const article = await seedOlderArticle('draft', 'image/png');
      // An image that is gone from Storage: the report names it.
      const vanished = `${prefixOf(article.inlineImage)}${encodeURIComponent(`images/inline/${article.word}-vanished-a1b2c3d4e5f6g7h8i9j0.jpg`)}?alt=media&token=gone`;
      await seedJourneyArticle({
        id: `${article.id}-vanished`,
        title: `Vanished Image ${article.word}`,
        content: `<img src="${vanished.replace(/&/g, '&amp;')}" alt="Gone">`,
        createdMinutesAgo: 600,
        updatedMinutesAgo: 600,
      });
      await openManageArticles(page);
      // The article's chart is stored only once the running state is audited.
      let release = () => {};
      const released = new Promise<void>((resolve) => (release = resolve));
      await page.route(uploadsOf(article.word, 'chart'), async (route) => {
        if (route.request().method() !== 'GET') await released;
        await route.continue();
      });
      await section(page).getByRole('button', { name: 'Optimise images' }).click();
      await expect(section(page).getByText(`Now: “${article.title}”`)).toBeVisible({ timeout: 60_000 });
      await expect(section(page).getByRole('button', { name: 'Optimise images' })).toBeDisabled();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      const found = await auditShown(page, 'Optimise images, running');

      release();
      await expect(section(page).getByText(/^Went through the images of \d+ articles\.$/)).toBeVisible({ timeout: 90_000 });
      await page.unroute(uploadsOf(article.word, 'chart'));
      await expect(section(page).getByRole('listitem').filter({ hasText: `Vanished Image ${article.word}` })).toHaveText(
        `“Vanished Image ${article.word}”, ${article.word}-vanished-a1b2c3d4e5f6g7h8i9j0.jpg: It could not be downloaded (HTTP 404).`,
      );
      found.push(...(await auditShown(page, 'Optimise images, report')));
      expect(found).toEqual([]);
    });
  }
});
