import { describe, expect, it } from 'vitest';
import { fallbackImage, imageSetOf, parseMemberPath, planImageSet, responsiveImage, setMemberPaths, storagePrefix, storedFileAddress, widthsFor, WEBP_WIDTHS } from './image-set.js';

const PREFIX = storagePrefix('https://firebasestorage.googleapis.com', 'site.appspot.com');
const BASE = 'harbour-at-dawn-k3j9x0a1b2c3d4e5f6g7';

describe('widthsFor', () => {
  it('takes every step below the image and the top one', () => {
    expect(widthsFor(WEBP_WIDTHS.featured, 4032)).toEqual([160, 240, 320, 480, 640, 960, 1280, 1600, 2000]);
  });
  it('ends at the image’s own width when it is narrower than the top', () => {
    expect(widthsFor(WEBP_WIDTHS.inline, 800)).toEqual([320, 480, 640, 800]);
    expect(widthsFor(WEBP_WIDTHS.inline, 640)).toEqual([320, 480, 640]);
    expect(widthsFor(WEBP_WIDTHS.inline, 200)).toEqual([200]);
    expect(widthsFor(WEBP_WIDTHS.featured, 200)).toEqual([160, 200]);
  });
  it('never steps more than 1.5x', () => {
    for (const ladder of Object.values(WEBP_WIDTHS)) {
      ladder.slice(1).forEach((width, index) => expect(width / ladder[index]!).toBeLessThanOrEqual(1.5));
    }
  });
});

describe('planImageSet', () => {
  it('plans WebP widths and JPEG fallbacks for a photograph, the 1200 px JPEG as reference, last', () => {
    const plan = planImageSet({ folder: 'featured', base: BASE, width: 4032, height: 3024, hasAlpha: false });
    expect(plan.members.map((member) => `${member.width}x${member.height} ${member.type}`)).toEqual([
      '160x120 image/webp', '240x180 image/webp', '320x240 image/webp', '480x360 image/webp', '640x480 image/webp', '960x720 image/webp', '1280x960 image/webp',
      '1600x1200 image/webp', '2000x1500 image/webp', '600x450 image/jpeg', '1200x900 image/jpeg',
    ]);
    expect(plan.reference).toBe(`images/featured/${BASE}-4032x3024-w1200.jpg`);
    expect(plan.members.at(-1)?.path).toBe(plan.reference);
  });
  it('keeps transparency in a PNG fallback', () => {
    const plan = planImageSet({ folder: 'inline', base: BASE, width: 900, height: 500, hasAlpha: true });
    expect(plan.reference).toBe(`images/inline/${BASE}-900x500-w900.png`);
    expect(plan.members.filter((member) => member.type === 'image/png').map((member) => member.width)).toEqual([600, 900]);
  });
  it('makes avatars small', () => {
    const plan = planImageSet({ folder: 'avatars', base: BASE, width: 1000, height: 1000, hasAlpha: false });
    expect(plan.members.map((member) => member.width)).toEqual([96, 144, 192, 288, 384, 192]);
    expect(plan.reference).toBe(`images/avatars/${BASE}-1000x1000-w192.jpg`);
  });
});

describe('reading an address', () => {
  const reference = storedFileAddress(PREFIX, `images/featured/${BASE}-3000x2000-w1200.jpg`);

  it('finds the set and its size in the address', () => {
    expect(reference).toBe(`${PREFIX}images%2Ffeatured%2F${BASE}-3000x2000-w1200.jpg?alt=media`);
    expect(imageSetOf(PREFIX, reference)).toEqual({ folder: 'featured', base: BASE, width: 3000, height: 2000, memberWidth: 1200, type: 'image/jpeg' });
  });
  it('builds the srcset from the address alone', () => {
    const image = responsiveImage(PREFIX, reference);
    expect(image?.width).toBe(3000);
    expect(image?.height).toBe(2000);
    expect(image?.src).toBe(reference);
    expect(image?.srcSet.split(', ')).toEqual(
      [160, 240, 320, 480, 640, 960, 1280, 1600, 2000].map((width) => `${PREFIX}images%2Ffeatured%2F${BASE}-3000x2000-w${width}.webp?alt=media ${width}w`),
    );
  });
  it('names the fallback for e-mail', () => {
    expect(fallbackImage(PREFIX, reference, 600)).toBe(`${PREFIX}images%2Ffeatured%2F${BASE}-3000x2000-w600.jpg?alt=media`);
    expect(fallbackImage(PREFIX, 'https://elsewhere.example/a.jpg', 600)).toBe('https://elsewhere.example/a.jpg');
  });
  it('leaves alone what is not one of the site’s sets', () => {
    for (const address of [
      'https://elsewhere.example/images%2Ffeatured%2Fx.jpg',
      `${PREFIX}images%2Ffeatured%2Fchart-k3j9x0a1b2c3d4e5f6g7.svg?alt=media`,
      `${PREFIX}images%2Ffeatured%2F${BASE}.jpg?alt=media&token=1`,
      `${PREFIX}images%2Fshare%2F${BASE}-3000x2000-w1200.jpg?alt=media`,
      `${PREFIX}images%2Ffeatured%2F..%2F${BASE}-3000x2000-w1200.jpg?alt=media`,
      `${PREFIX}%E0%A4%A`,
      storagePrefix('https://firebasestorage.googleapis.com', 'other.appspot.com') + `images%2Ffeatured%2F${BASE}-3000x2000-w1200.jpg?alt=media`,
    ]) {
      expect(responsiveImage(PREFIX, address), address).toBeNull();
    }
  });
  it('names every member of the set, to delete them all', () => {
    const member = parseMemberPath(`images/featured/${BASE}-800x600-w800.jpg`)!;
    expect(setMemberPaths(member)).toEqual(planImageSet({ folder: 'featured', base: BASE, width: 800, height: 600, hasAlpha: false }).members.map((planned) => planned.path));
    // WebP at 160, 240, 320, 480, 640 and 800, and either fallback at 600 and 800.
    expect(setMemberPaths(parseMemberPath(`images/featured/${BASE}-800x600-w320.webp`)!)).toHaveLength(6 + 2 + 2);
  });
});
