/**
 * A photo straight from a phone, uploaded on a phone-sized screen (issue 35): a JPEG of
 * several MB stored sideways with EXIF orientation and a GPS position becomes, as a featured
 * image and as an image in the text, a set of sizes (src/lib/image-set.ts) made in the
 * admin's browser: every planned member in Storage, upright, without EXIF. A file the
 * browser cannot open is named in the message, and nothing typed is lost.
 */
import type { Page } from '@playwright/test';
import { inArticleSettings, storedDocument, articleIdByTitle, uniqueTitle } from '../tests/support/e2e/admin.js';
import { auditShown } from '../tests/support/e2e/axe-audit.js';
import { EXIF_MARK, jpegSize, sidewaysCameraJpeg, staticPng } from '../tests/support/e2e/camera-photo.js';
import { parseMemberPath, planImageSet, storedPathOf, type PlannedMember } from '../src/lib/image-set.js';
import { publishedAddress, publishInEditor } from '../tests/support/e2e/editor.js';
import { expect, test } from './test.js';

const editor = (page: Page) => page.getByRole('textbox', { name: 'Content' });

/** The camera's photo, drawn once per worker: 4000×3000 pixels shown as 3000×4000. */
let photo: Promise<Buffer> | undefined;
const cameraPhoto = () => (photo ??= sidewaysCameraJpeg());

/** Where the site's images are, read from one of their addresses. */
const prefixOf = (address: string): string => address.slice(0, address.indexOf('images%2F'));

/** Every member of the set `address` refers to, as planned from its name. */
function plannedMembers(address: string): { prefix: string; members: readonly PlannedMember[] } {
  const prefix = prefixOf(address);
  const path = storedPathOf(prefix, address);
  const member = path === null ? null : parseMemberPath(path);
  expect(member, `an image set's reference: ${address}`).not.toBeNull();
  return { prefix, members: planImageSet({ ...member!, hasAlpha: member!.type === 'image/png' }).members };
}

/** Fetches every member as any reader would (no token): there, of its type, upright, without EXIF. */
async function expectWholeSet(address: string, count: number): Promise<void> {
  const { prefix, members } = plannedMembers(address);
  expect(members).toHaveLength(count);
  for (const member of members) {
    const response = await fetch(`${prefix}${encodeURIComponent(member.path)}?alt=media`);
    expect(response.status, member.path).toBe(200);
    expect(response.headers.get('content-type'), member.path).toBe(member.type);
    const bytes = Buffer.from(await response.arrayBuffer());
    expect(bytes.includes(EXIF_MARK), `${member.path} holds EXIF`).toBe(false);
    if (member.type === 'image/webp') {
      expect(bytes.subarray(0, 4).toString('latin1') + bytes.subarray(8, 12).toString('latin1')).toBe('RIFFWEBP');
      expect(bytes.includes(Buffer.from('EXIF', 'latin1')), `${member.path} has an EXIF chunk`).toBe(false);
    } else {
      expect(jpegSize(bytes), member.path).toEqual({ width: member.width, height: member.height });
    }
  }
}

test.describe('a photo from a phone, uploaded at 390 px', () => {
  test.use({ signedInAs: 'admin', viewport: { width: 390, height: 844 } });

  test('becomes a set of upright sizes without EXIF, as featured image and in the text, and a phone downloads what it draws', async ({ page, browser }) => {
    test.setTimeout(120_000);
    const title = uniqueTitle('Harbour Cranes At Dawn');
    const jpeg = await cameraPhoto();
    expect(jpeg.length).toBeGreaterThan(3 * 1024 * 1024);
    expect(jpegSize(jpeg)).toEqual({ width: 4000, height: 3000 });
    expect(jpeg.includes(EXIF_MARK)).toBe(true);

    await page.goto('/admin/create-article');
    await page.getByLabel('Title', { exact: true }).fill(title);
    await inArticleSettings(page, async () => {
      await page.getByLabel('Summary', { exact: true }).fill('What the port’s new cranes mean for shipping costs.');
      await page.getByLabel('Category', { exact: true }).selectOption({ label: 'Market Insights' });
      await page.getByLabel('Featured image').setInputFiles({ name: 'IMG_2041.JPG', mimeType: 'image/jpeg', buffer: jpeg });
      await expect(page.getByRole('status').filter({ hasText: /^Uploading… \d+%$/ })).toBeVisible();
      const cover = page.getByRole('img', { name: 'The featured image' });
      await expect(cover).toHaveAttribute('src', /images%2Ffeatured%2Fimg-2041-[a-z0-9]{20}-3000x4000-w1200\.jpg\?alt=media$/, { timeout: 60_000 });
      expect(await cover.evaluate((image: HTMLImageElement) => image.naturalHeight > image.naturalWidth)).toBe(true);
    });

    await editor(page).click();
    await page.keyboard.type('The cranes arrived at dawn.');
    await page.keyboard.press('Enter');
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Insert image' }).click();
    await (await chooser).setFiles({ name: 'IMG_2042.JPG', mimeType: 'image/jpeg', buffer: jpeg });
    const describe = page.getByRole('dialog', { name: 'Describe the image' });
    await describe.getByLabel('Description (alternative text)').fill('Three cranes over the harbour');
    await describe.getByRole('button', { name: 'Insert' }).click();
    const progress = page.getByRole('status').filter({ hasText: /^Uploading image… \d+%$/ });
    await expect(progress).toBeVisible();
    expect(await auditShown(page, 'an image uploading in the text')).toEqual([]);
    const inline = editor(page).getByRole('img', { name: 'Three cranes over the harbour' });
    await expect(inline).toHaveAttribute('src', /images%2Finline%2Fimg-2042-[a-z0-9]{20}-3000x4000-w1200\.jpg\?alt=media$/, { timeout: 60_000 });

    await page.getByRole('button', { name: 'Save Draft' }).click();
    await expect(page.getByRole('status').filter({ hasText: /^Saved on the server at / })).toBeVisible();
    const stored = await storedDocument(`articles/${await articleIdByTitle(title)}`);
    const featured = stored?.featuredImage as string;
    const inlineAddress = (await inline.getAttribute('src'))!;
    expect(featured).toMatch(/-3000x4000-w1200\.jpg\?alt=media$/);
    expect(String(stored?.content)).toContain(inlineAddress.replace(/&/g, '&amp;'));

    // WebP at 160, 240, 320, 480, 640, 960, 1280, 1600 and 2000 px (in the text from 320); JPEG at 600 and 1200.
    await expectWholeSet(featured, 11);
    await expectWholeSet(inlineAddress, 9);

    // Published, and read on a phone: each photograph comes at the size it is drawn, as WebP.
    await publishInEditor(page);
    const address = await publishedAddress(page);
    const reader = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 1.75 });
    const phone = await reader.newPage();
    const requested: string[] = [];
    phone.on('request', (sent) => {
      if (sent.resourceType() === 'image' && sent.url().includes('images%2F')) requested.push(sent.url());
    });
    await phone.goto(address);
    await expect(phone.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await phone.getByRole('img', { name: 'Three cranes over the harbour' }).scrollIntoViewIfNeeded();
    const shown = async (name: string) =>
      phone.getByRole('img', { name }).evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0 ? { src: image.currentSrc, width: image.getBoundingClientRect().width } : null);
    await expect.poll(() => shown('Three cranes over the harbour')).not.toBeNull();
    const prefix = prefixOf(featured);
    const drawn = [await shown('Three cranes over the harbour'), await phone.locator('main article header img').evaluate((image: HTMLImageElement) => ({ src: image.currentSrc, width: image.getBoundingClientRect().width }))];
    expect(drawn.map((image) => parseMemberPath(storedPathOf(prefix, image!.src) ?? '')?.folder).sort()).toEqual(['featured', 'inline']);
    for (const image of drawn) {
      const member = parseMemberPath(storedPathOf(prefix, image!.src) ?? '')!;
      expect(member.type).toBe('image/webp');
      expect(member.memberWidth, image!.src).toBeLessThanOrEqual(2 * image!.width * 1.75);
    }
    // Nothing else of the two sets was fetched: no fallback JPEG, no second width.
    const bases = new Set([featured, inlineAddress].map((reference) => parseMemberPath(storedPathOf(prefix, reference) ?? '')?.base));
    const ofTheSets = requested.filter((url) => bases.has(parseMemberPath(storedPathOf(prefix, url) ?? '')?.base));
    expect(new Set(ofTheSets)).toEqual(new Set(drawn.map((image) => image!.src)));
    await reader.close();
  });
});

test.describe('in a browser whose canvas makes no WebP, as Safari\'s', () => {
  test.use({ signedInAs: 'admin', viewport: { width: 390, height: 844 } });

  test('the WebP sizes come from the WebAssembly encoder, and removing the image deletes them all', async ({ page }) => {
    test.setTimeout(90_000);
    // Safari's canvas answers a request for WebP with a PNG: so does this one.
    await page.addInitScript(() => {
      const toBlob = Reflect.get(HTMLCanvasElement.prototype, 'toBlob');
      HTMLCanvasElement.prototype.toBlob = function (callback, type, quality) {
        Reflect.apply(toBlob, this, [callback, type === 'image/webp' ? 'image/png' : type, quality]);
      };
    });
    const wasm = page.waitForResponse(/webp_enc(_simd)?-[^/]*\.wasm$/);
    await page.goto('/admin/create-article');
    await page.getByLabel('Title', { exact: true }).fill(uniqueTitle('Container Rates In Spring'));
    await inArticleSettings(page, async () => {
      await page.getByLabel('Featured image').setInputFiles({ name: 'quay.jpg', mimeType: 'image/jpeg', buffer: await sidewaysCameraJpeg(1600, 1200) });
      const cover = page.getByRole('img', { name: 'The featured image' });
      await expect(cover).toHaveAttribute('src', /images%2Ffeatured%2Fquay-[a-z0-9]{20}-1200x1600-w1200\.jpg\?alt=media$/, { timeout: 60_000 });
      expect((await wasm).status()).toBe(200);
      const address = (await cover.getAttribute('src'))!;
      await expectWholeSet(address, 9);

      // Removed before any save: the whole set is deleted, not only the address the form held.
      await page.getByRole('button', { name: 'Remove image' }).click();
      const { prefix, members } = plannedMembers(address);
      for (const member of members) {
        await expect.poll(async () => (await fetch(`${prefix}${encodeURIComponent(member.path)}?alt=media`)).status, { message: member.path }).toBe(404);
      }
    });
  });
});

test.describe('a photo this browser cannot open', () => {
  test.use({ signedInAs: 'admin', viewport: { width: 390, height: 844 } });

  test('is named in the message, and the draft keeps what was typed', async ({ page }) => {
    const title = uniqueTitle('Notes From The Floor');
    await page.goto('/admin/create-article');
    await page.getByLabel('Title', { exact: true }).fill(title);
    await editor(page).click();
    await page.keyboard.type('Volumes were thin before the holiday.');

    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Insert image' }).click();
    // Chromium decodes no HEIC (Safari does): what a phone's photo may be.
    await (await chooser).setFiles({ name: 'IMG_0007.HEIC', mimeType: 'image/heic', buffer: Buffer.from('....ftypheic not really a photo') });
    const describe = page.getByRole('dialog', { name: 'Describe the image' });
    await describe.getByLabel('Description (alternative text)').fill('The trading floor');
    await describe.getByRole('button', { name: 'Insert' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'This browser cannot open HEIC photos: export IMG_0007.HEIC as JPEG and try again.' })).toBeVisible();
    expect(await auditShown(page, 'an image the browser cannot open')).toEqual([]);
    await page.setViewportSize({ width: 1280, height: 800 });
    expect(await auditShown(page, 'an image the browser cannot open')).toEqual([]);
    await page.setViewportSize({ width: 390, height: 844 });

    await inArticleSettings(page, async () => {
      await page.getByLabel('Featured image').setInputFiles({ name: 'scan.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('not a JPEG at all') });
      await expect(page.getByRole('alert').filter({ hasText: 'Failed to upload image: this browser cannot open scan.jpg. Save it as JPEG, PNG or WebP and try again.' })).toBeVisible();
    });

    await expect(page.getByLabel('Title', { exact: true })).toHaveValue(title);
    await expect(editor(page)).toHaveText('Volumes were thin before the holiday.');
    await expect(editor(page).getByRole('img')).toHaveCount(0);
  });
});

test.describe('a picture too heavy at one of its sizes', () => {
  test.use({ signedInAs: 'admin', viewport: { width: 390, height: 844 } });

  test('fails naming it, and what was stored of its set is deleted', async ({ page }) => {
    test.setTimeout(90_000);
    // What the upload stored: each new file starts with a POST naming it.
    const started = new Set<string>();
    page.on('request', (request) => {
      const found = /^(.*\/o)\?name=([^&]+)/.exec(request.url());
      if (request.method() === 'POST' && found) started.add(`${found[1]}/${found[2]}?alt=media`);
    });
    const title = uniqueTitle('Noise In The Tape');
    await page.goto('/admin/create-article');
    await page.getByLabel('Title', { exact: true }).fill(title);
    await inArticleSettings(page, async () => {
      await page.getByLabel('Featured image').setInputFiles({ name: 'static.png', mimeType: 'image/png', buffer: await staticPng() });
      await expect(page.getByRole('alert').filter({ hasText: 'Failed to upload image: static.png would be over 2 MB at one of its sizes. Try a smaller or simpler image, or a JPEG.' })).toBeVisible({ timeout: 60_000 });
      await expect(page.getByRole('img', { name: 'The featured image' })).toHaveCount(0);
    });
    await expect(page.getByLabel('Title', { exact: true })).toHaveValue(title);
    // The smaller sizes went up before a large one failed; none is left.
    expect(started.size).toBeGreaterThanOrEqual(3);
    for (const address of started) await expect.poll(async () => (await fetch(address)).status, { message: address }).toBe(404);
  });
});
