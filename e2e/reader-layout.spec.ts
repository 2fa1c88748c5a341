/**
 * The reader pages as they are drawn, at a desktop and a phone width: what a reader would
 * notice and a component test cannot see. Cards clamp their text cleanly and show a focus
 * ring; images hold their place in a neutral tone while they load, and those further down
 * are fetched only as the reader nears them; the home page leads with
 * a story and never lists an article twice; lists put search before the list on a phone;
 * an article is set at a comfortable measure; nothing shifts as data arrives. Screenshots
 * of the same pages, for people to look at, are `npm run screenshots`
 * (e2e/screenshots/).
 */
import type { Locator, Page } from '@playwright/test';
import { CATEGORIES } from '../src/config/categories.js';
import { charactersPerLine, differingPixels, layoutShift, middlePixel } from '../tests/support/e2e/layout.js';
import { ARTICLE, ARTICLE_TITLE, AUTHOR_PAGE, LIST_PAGES, WIDTHS, openReaderPage as open, showRelated, viewportAt } from '../tests/support/e2e/reader-pages.js';
import { expect, test } from './test.js';

const PHONE = viewportAt(390);

/** Every story on the page: an article element holding a heading's link. */
const stories = (page: Page) => page.getByRole('main').getByRole('article');

/**
 * Whether the focused link draws a ring (a 2 px outline on its ::after, which covers the
 * story) that no ancestor clips: 'whole', or what is wrong.
 */
function unclippedRing(link: Locator): Promise<string> {
  return link.evaluate((element) => {
    if (!element.matches(':focus-visible')) return 'not focus-visible';
    const ring = getComputedStyle(element, '::after');
    const width = parseFloat(ring.outlineWidth);
    if (ring.outlineStyle === 'none' || !(width >= 2)) return `no ring (${ring.outlineStyle} ${ring.outlineWidth})`;
    // The ::after is placed against the nearest positioned ancestor (the story), at its insets.
    let holder: Element | null = element;
    while (holder && getComputedStyle(holder).position === 'static') holder = holder.parentElement;
    if (!holder) return 'no positioned story';
    const box = holder.getBoundingClientRect();
    const reach = width + parseFloat(ring.outlineOffset || '0');
    const edge = (side: 'top' | 'right' | 'bottom' | 'left') => parseFloat(ring[side] || '0') - reach;
    const drawn = { top: box.top + edge('top'), left: box.left + edge('left'), bottom: box.bottom - edge('bottom'), right: box.right - edge('right') };
    // Only the story and its ancestors can clip it: an overflow between the link and the
    // story (the title's line clamp) does not clip what is placed against the story.
    for (let parent: Element | null = holder; parent && parent !== document.body; parent = parent.parentElement) {
      const style = getComputedStyle(parent);
      if (style.overflowX === 'visible' && style.overflowY === 'visible') continue;
      const clip = parent.getBoundingClientRect();
      if (drawn.top < clip.top - 0.5 || drawn.left < clip.left - 0.5 || drawn.bottom > clip.bottom + 0.5 || drawn.right > clip.right + 0.5) {
        return `clipped by ${parent.tagName.toLowerCase()}.${[...parent.classList].slice(0, 3).join('.')}`;
      }
    }
    return 'whole';
  });
}

/** The ring on screen: around the story, the focused picture differs from the unfocused one by about twice its perimeter. */
async function expectRingDrawn(page: Page, story: Locator, link: Locator, where: string): Promise<void> {
  await story.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  const box = (await story.boundingBox())!;
  const margin = 12;
  const clip = { x: box.x - margin, y: box.y - margin, width: box.width + 2 * margin, height: box.height + 2 * margin };
  const after = await page.screenshot({ clip });
  // The same place without the focus (blurring scrolls nothing).
  await link.blur();
  const before = await page.screenshot({ clip });
  // A 2 px ring around the story changes about twice its perimeter in pixels; clipped or missing, next to none.
  expect(await differingPixels(page, before, after), where).toBeGreaterThan(2 * (box.width + box.height));
}

for (const width of WIDTHS) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: viewportAt(width) });

    test('clamped text ends at its clamp, and no text runs out of its box', async ({ page }) => {
      for (const path of [...LIST_PAGES, AUTHOR_PAGE, ARTICLE]) {
        await open(page, path);
        if (path === ARTICLE) await showRelated(page);
        expect(await stories(page).count(), path).toBeGreaterThan(0);
        const overflowing = await page.getByRole('main').evaluate((main) =>
          [...main.querySelectorAll('article *')].flatMap((element) => {
            const style = getComputedStyle(element);
            const lines = Number(style.webkitLineClamp);
            if (!lines || style.display === 'none') return [];
            const allowed = lines * parseFloat(style.lineHeight);
            const { height } = element.getBoundingClientRect();
            // Taller than its lines, the box shows what follows the ellipsis; not clipped, it shows it below.
            return height > allowed + 1 || style.overflow !== 'hidden' ? [`${element.tagName} ${height}px > ${allowed}px: ${element.textContent?.slice(0, 40)}`] : [];
          }),
        );
        expect(overflowing, path).toEqual([]);
        // Parts of a fixed height (the kicker's line, the byline's two) hold their text.
        const spilling = await page.getByRole('main').evaluate((main) =>
          [...main.querySelectorAll('article *')].flatMap((element) => {
            const style = getComputedStyle(element);
            if (style.overflow !== 'visible' || element.clientHeight === 0 || element.closest('[aria-hidden="true"]')) return [];
            return element.scrollHeight > element.clientHeight + 1 ? [`${element.tagName} ${element.scrollHeight}px in ${element.clientHeight}px: ${element.textContent?.slice(0, 40)}`] : [];
          }),
        );
        expect(spilling, path).toEqual([]);
      }
    });

    test('every story shows a focus ring, whole, when it has the keyboard focus', async ({ page }) => {
      for (const path of [...LIST_PAGES, AUTHOR_PAGE]) {
        await open(page, path);
        const count = await stories(page).count();
        expect(count, path).toBeGreaterThan(0);
        for (let i = 0; i < count; i++) {
          const story = stories(page).nth(i);
          const link = story.getByRole('heading').getByRole('link');
          // Focused from the keyboard, as a keyboard user would: the ring is for :focus-visible.
          await link.focus();
          await page.keyboard.press('Shift+Tab');
          await page.keyboard.press('Tab');
          await expect(link).toBeFocused();
          expect(await unclippedRing(link), `${path}, story ${i + 1}`).toBe('whole');
          // What the reader sees, pixel by pixel, for the first and the last story.
          if (i === 0 || i === count - 1) await expectRingDrawn(page, story, link, `${path}, story ${i + 1}`);
        }
      }
    });

    test('images hold their place at their final size in a neutral tone while they load', async ({ page }) => {
      const held: (() => Promise<void>)[] = [];
      await page.route(/\/o\/images%2F.*alt=media/, (route) => void held.push(() => route.continue()));
      await open(page, '/blog');
      const images = page.getByRole('main').getByRole('article').locator('img');
      expect(await images.count()).toBeGreaterThan(0);
      for (const image of await images.all()) {
        const size = await image.evaluate((element: HTMLImageElement) => ({
          loaded: element.complete && element.naturalWidth > 0,
          ratio: element.clientWidth / element.clientHeight,
          width: element.clientWidth,
        }));
        expect(size.loaded).toBe(false);
        expect(size.width).toBeGreaterThan(0);
        // 16:9 beside text on wide screens, square on a phone's rows.
        expect(size.ratio).toBeCloseTo(width === 390 ? 1 : 16 / 9, 1);
      }
      const first = images.first();
      await first.scrollIntoViewIfNeeded();
      const [r, g, b] = await middlePixel(page, await first.screenshot());
      const light = await page.evaluate(() => !document.documentElement.classList.contains('dark'));
      // Not the page's own white (or near-black): a tone of its own, as the skeletons have.
      if (light) expect(r + g + b).toBeLessThan(3 * 245);
      else expect(r + g + b).toBeGreaterThan(3 * 12);
      await Promise.all(held.map((release) => release()));
      await page.unroute(/\/o\/images%2F.*alt=media/);
    });

    // Lists other journeys have published to since the build keep their built articles too
    // (they offer the newer ones: NewerArticles), so nothing moves on any of them.
    test('nothing on the reader pages moves as their data arrives', async ({ page }) => {
      for (const path of [...LIST_PAGES, AUTHOR_PAGE, ARTICLE]) {
        await open(page, path);
        await page.waitForLoadState('networkidle');
        expect(await layoutShift(page), path).toBeLessThan(0.001);
      }
    });
  });
}

test.describe('the home page', () => {
  test('never lists an article in both Featured and Latest', async ({ page }) => {
    await open(page, '/');
    const links = (region: Locator) =>
      region.getByRole('article').getByRole('heading').getByRole('link').evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href')));
    const featured = await links(page.getByRole('region', { name: 'Featured Articles' }));
    const latest = await links(page.getByRole('region', { name: 'Latest Articles' }));
    expect(featured.length).toBeGreaterThan(0);
    expect(latest.length).toBeGreaterThan(0);
    expect(latest.filter((href) => featured.includes(href))).toEqual([]);
    expect(new Set([...featured, ...latest]).size).toBe(featured.length + latest.length);
  });

  test.describe('on a phone', () => {
    test.use({ viewport: PHONE });

    test('fetches the pictures further down only as the reader nears them, never with the first screen', async ({ page }) => {
      const requested: string[] = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'image') requested.push(request.url());
      });
      await open(page, '/');
      await page.waitForLoadState('networkidle');
      const lead = page.getByRole('region', { name: 'Featured Articles' }).getByRole('article').first().locator('img');
      await expect.poll(() => lead.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
      const before = [...requested];
      // The address the browser chose (from its srcset when the picture is an image set).
      const shown = (image: Locator) => image.evaluate((element: HTMLImageElement) => element.currentSrc);
      expect(before).toContain(await shown(lead));

      const cards = page.getByRole('region', { name: 'Latest Articles' }).getByRole('article').locator('img');
      expect(await cards.count()).toBeGreaterThan(0);
      await cards.last().scrollIntoViewIfNeeded();
      for (const image of await cards.all()) {
        await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0)).toBe(true);
        expect(before).not.toContain(await shown(image));
      }
    });

    test("opens with the headline, the calls to action and the lead story's headline on the first screen", async ({ page }) => {
      await open(page, '/');
      const lead = page.getByRole('region', { name: 'Featured Articles' }).getByRole('article').first().getByRole('heading');
      for (const element of [
        page.getByRole('heading', { level: 1, name: 'Invest Smarter with Expert Insights' }),
        page.getByRole('link', { name: 'Join for Free' }),
        page.getByRole('link', { name: 'Log In' }).last(),
        lead,
      ]) {
        await expect(element).toBeVisible();
        const box = (await element.boundingBox())!;
        expect(box.y + box.height, (await element.textContent()) ?? '').toBeLessThanOrEqual(PHONE.height);
      }
    });
  });
});

test.describe('lists', () => {
  test.describe('on a phone', () => {
    test.use({ viewport: PHONE });

    test('offer search on the first screen, before the list', async ({ page }) => {
      for (const path of ['/blog', '/equity-research', '/ticker/SPY']) {
        await open(page, path);
        const search = page.getByRole('searchbox', { name: 'Search articles' });
        await expect(search).toHaveCount(1);
        const box = (await search.boundingBox())!;
        const firstStory = (await stories(page).first().boundingBox())!;
        expect(box.y + box.height, path).toBeLessThanOrEqual(PHONE.height);
        expect(box.y, path).toBeLessThan(firstStory.y);
      }
    });
  });

  test('a category page opens with what the category covers, and its cards do not repeat its name', async ({ page }) => {
    for (const category of CATEGORIES) {
      await open(page, `/${category.id}`);
      const list = page.getByRole('region', { name: category.name });
      await expect(list.getByText(category.description)).toBeVisible();
      expect(await list.getByRole('article').count()).toBeGreaterThan(0);
      await expect(list.getByRole('article').getByText(category.name, { exact: true })).toHaveCount(0);
    }
    // Elsewhere the cards name their category.
    await open(page, '/blog');
    await expect(page.getByRole('region', { name: 'Latest Articles' }).getByRole('article').getByText('Equity Research', { exact: true }).first()).toBeVisible();
  });
});

test.describe('an article', () => {
  for (const width of [1280, 1024, 768]) {
    test(`is set at 60 to 75 characters a line at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await open(page, ARTICLE);
      const counts = await charactersPerLine(page.getByTestId('article-text'));
      expect(counts.length).toBeGreaterThan(10);
      expect(Math.min(...counts)).toBeGreaterThanOrEqual(50);
      expect(Math.max(...counts)).toBeLessThanOrEqual(75);
      const median = [...counts].sort((a, b) => a - b)[Math.floor(counts.length / 2)]!;
      expect(median).toBeGreaterThanOrEqual(60);
      expect(median).toBeLessThanOrEqual(72);
    });
  }

  test.describe('on a phone', () => {
    test.use({ viewport: PHONE });

    test('never runs longer lines than on a wide screen, and has the sidebar after the article and Related Articles', async ({ page }) => {
      await open(page, ARTICLE);
      expect(Math.max(...(await charactersPerLine(page.getByTestId('article-text'))))).toBeLessThanOrEqual(75);
      await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
      const related = page.getByRole('region', { name: 'Related Articles' });
      const sidebar = page.getByRole('complementary', { name: 'Sidebar' });
      await expect(related.getByRole('article').first()).toBeVisible();
      await expect(sidebar).toBeVisible();
      const article = (await page.getByRole('article').first().boundingBox())!;
      const relatedBox = (await related.boundingBox())!;
      const sidebarBox = (await sidebar.boundingBox())!;
      expect(relatedBox.y).toBeGreaterThanOrEqual(article.y + article.height);
      expect(sidebarBox.y).toBeGreaterThanOrEqual(relatedBox.y + relatedBox.height);
    });
  });

  test('does not list itself among the popular articles', async ({ page }) => {
    // The article is among the five most read of the demo content: the sidebar must leave it out.
    await open(page, ARTICLE);
    await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
    const popular = page.getByRole('region', { name: 'Popular Articles' });
    await expect(popular.getByRole('listitem')).toHaveCount(5);
    await expect(popular.getByRole('link', { name: ARTICLE_TITLE })).toHaveCount(0);
    await page.goto('/blog');
    await expect(page.getByRole('region', { name: 'Popular Articles' }).getByRole('link', { name: ARTICLE_TITLE })).toBeVisible();
  });
});
