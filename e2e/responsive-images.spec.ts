/**
 * Reader pages ask for the size of an image set their slots need (issue 35): a test article
 * with a 3000x2000 photograph as its featured image and another in its text, opened as a phone (390 px at 1.75x and 3x) and a desktop (1280 px at
 * 1x) open it. Every member of a set the page downloads is at most twice the pixels its
 * element is drawn at, the page downloads only what its images show (no fallback beside
 * the WebP its srcset picked), a phone never downloads a 2000 px member, and every
 * candidate a srcset names exists.
 */
import type { Page } from '@playwright/test';
import { imageSetOf } from '../src/lib/image-set.js';
import { uniqueTitle } from '../tests/support/e2e/admin.js';
import { storePhotoSet, TEST_IMAGE_PREFIX as PREFIX } from '../tests/support/e2e/image-sets.js';
import { openReaderPage } from '../tests/support/e2e/reader-pages.js';
import { seedJourneyArticle } from '../tests/support/e2e/seed-articles.js';
import { expect, test } from './test.js';

/** An image that is no set: a pixel, in the address itself. */
const PLAIN_IMAGE = 'data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7';

const slug = `responsive-photos-${Date.now().toString(36)}`;
const title = uniqueTitle('Harbour photographs');

test.beforeAll(async () => {
  test.setTimeout(120_000);
  const [featured, inline, avatar] = await Promise.all([
    storePhotoSet('featured', 'harbour at dawn.jpg', 3000, 2000),
    storePhotoSet('inline', 'container cranes.jpg', 2400, 1600),
    storePhotoSet('avatars', 'portrait.jpg', 1200, 1200),
  ]);
  await seedJourneyArticle({
    id: slug,
    title,
    status: 'published',
    createdMinutesAgo: 2,
    updatedMinutesAgo: 1,
    publishedMinutesAgo: 1,
    featuredImage: featured,
    // A byline of its own, with no staff profile over it: the article's copy of the picture shows.
    author: { id: `photo-desk-${Date.now().toString(36)}`, name: 'Photo Desk', avatar },
    content: `<p>${title}: the text.</p><p>The harbour at dawn.</p><img src="${PLAIN_IMAGE}" alt="Not a set"><img src="${inline}" alt="Container cranes"><p>After the picture.</p>`,
  });
});

interface Drawn {
  /** The member the element shows (currentSrc). */
  readonly shown: string;
  readonly cssWidth: number;
  readonly srcset: string;
}

/**
 * Scrolls the page through, so that every lazy image loads, and waits for them: one that
 * has not is brought into view, since a quick scroll can pass a lazy image before the
 * browser decides to load it.
 */
async function loadEveryImage(page: Page): Promise<void> {
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  for (let y = 0; y <= height; y += 400) await page.evaluate((top) => window.scrollTo(0, top), y);
  await expect
    .poll(() =>
      page.evaluate(() => {
        const waiting = [...document.images].filter((image) => image.srcset && !(image.complete && image.naturalWidth > 0));
        waiting[0]?.scrollIntoView({ block: 'center' });
        return waiting.length;
      }),
    )
    .toBe(0);
  await page.evaluate(() => window.scrollTo(0, 0));
}

const drawnImages = (page: Page): Promise<Drawn[]> =>
  page.evaluate(() =>
    [...document.images].filter((image) => image.srcset).map((image) => ({ shown: image.currentSrc, cssWidth: image.getBoundingClientRect().width, srcset: image.srcset })),
  );

const SCREENS = [
  { name: 'a phone at 1.75x', viewport: { width: 390, height: 844 }, deviceScaleFactor: 1.75 },
  { name: 'a phone at 3x', viewport: { width: 390, height: 844 }, deviceScaleFactor: 3 },
  { name: 'a desktop at 1x', viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1 },
] as const;

for (const screen of SCREENS) {
  test.describe(screen.name, () => {
    test.use({ viewport: screen.viewport, deviceScaleFactor: screen.deviceScaleFactor });

    for (const address of [`/article/${slug}`, '/blog', '/']) {
      test(`${address.startsWith('/article') ? 'the article' : address} downloads each image at the size it is drawn`, async ({ page, request }) => {
        const requested: string[] = [];
        page.on('request', (sent) => {
          if (sent.resourceType() === 'image' && imageSetOf(PREFIX, sent.url())) requested.push(sent.url());
        });
        await openReaderPage(page, address);
        // A list built before the article was published offers it as newer; showing it moves
        // the last card off the page, and the lead to a card, whose pictures were drawn before:
        // every picture of the page as first shown is loaded and noted first.
        await loadEveryImage(page);
        const drawnFirst = await drawnImages(page);
        if (!address.startsWith('/article')) await page.getByRole('button', { name: 'Show them' }).click();
        await expect(page.getByRole('link', { name: title }).or(page.getByRole('heading', { level: 1, name: title })).first()).toBeVisible();
        await loadEveryImage(page);
        const drawn = await drawnImages(page);
        const everDrawn = [...drawnFirst, ...drawn];

        // The test article's photographs are among them: the featured one everywhere, and on its page the one in its text.
        const folders = new Set(drawn.map((image) => imageSetOf(PREFIX, image.shown)?.folder));
        expect(folders.has('featured')).toBe(true);
        if (address.startsWith('/article')) {
          expect([...folders].sort()).toEqual(['avatars', 'featured', 'inline']);
          await expect(page.getByRole('img', { name: 'Not a set' })).not.toHaveAttribute('srcset');
        }

        expect(requested.length).toBeGreaterThan(0);
        for (const url of requested) {
          const member = imageSetOf(PREFIX, url)!;
          // Only what an image shows: no fallback or other width fetched beside it.
          const showing = everDrawn.filter((image) => image.shown === url);
          expect(showing.length, `${url} is shown`).toBeGreaterThan(0);
          const widest = Math.max(...showing.map((image) => image.cssWidth));
          expect(member.type, url).toBe('image/webp');
          expect(member.memberWidth, `${url} for ${widest} CSS px at ${screen.deviceScaleFactor}x`).toBeLessThanOrEqual(2 * widest * screen.deviceScaleFactor);
          if (screen.viewport.width < 640) expect(member.memberWidth, url).toBeLessThan(2000);
        }

        // Every candidate named exists.
        const candidates = new Set(drawn.flatMap((image) => image.srcset.split(/,\s+/).map((candidate) => candidate.split(' ')[0]!)));
        for (const candidate of candidates) expect((await request.get(candidate)).status(), candidate).toBe(200);
      });
    }
  });
}

test('images that are not sets keep their address alone', async ({ page }) => {
  await openReaderPage(page, `/article/${slug}`);
  const plain = page.getByRole('img', { name: 'Not a set' });
  await expect(plain).toHaveAttribute('src', PLAIN_IMAGE);
  for (const name of ['srcset', 'sizes', 'width', 'height']) await expect(plain).not.toHaveAttribute(name);
});
