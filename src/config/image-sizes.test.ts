import { describe, expect, it } from 'vitest';
import { FALLBACK_WIDTHS, WEBP_WIDTHS, widthsFor } from '../lib/image-set.js';
import { IMAGE_SIZES, type ImageSlot } from './image-sizes.js';

const REM = 16;

/** A length of `sizes` at a viewport `vw` px wide: px, rem, vw and calc() with + - * /. */
function length(text: string, vw: number): number {
  const tokens = text.replace(/^calc/, '').match(/\d+(?:\.\d+)?(?:px|rem|vw)?|[-+*/()]/g) ?? [];
  let at = 0;
  const value = (token: string): number => {
    const [, number, unit] = /^(\d+(?:\.\d+)?)(px|rem|vw)?$/.exec(token) ?? [];
    if (number === undefined) throw new Error(`Not a length: ${token}`);
    return Number(number) * (unit === 'rem' ? REM : unit === 'vw' ? vw / 100 : 1);
  };
  const factor = (): number => {
    const token = tokens[at++]!;
    if (token !== '(') return value(token);
    const inner = sum();
    at++;
    return inner;
  };
  const product = (): number => {
    let result = factor();
    while (tokens[at] === '*' || tokens[at] === '/') result = tokens[at++] === '*' ? result * factor() : result / factor();
    return result;
  };
  function sum(): number {
    let result = product();
    while (tokens[at] === '+' || tokens[at] === '-') result = tokens[at++] === '+' ? result + product() : result - product();
    return result;
  }
  return sum();
}

/** The slot width `sizes` says at a viewport `vw` px wide, as a browser reads it. */
function slotWidth(sizes: string, vw: number): number {
  for (const entry of sizes.split(/,\s*(?![^()]*\))/)) {
    const [, minWidth, rest] = /^\(min-width: ([\d.]+rem)\) (.+)$/.exec(entry) ?? [];
    if (minWidth === undefined) return length(entry, vw);
    if (vw >= length(minWidth, vw)) return length(rest!, vw);
  }
  throw new Error(`No default in ${sizes}`);
}

/**
 * The slots' widths as Chromium draws them (measured at 390, 768 and 1280 px; 1100 px is
 * between lg and the pages' 72rem): what each `sizes` must say.
 */
const DRAWN: Readonly<Record<ImageSlot, Readonly<Record<number, number>>>> = {
  card: { 390: 96, 768: 352, 1100: 334.67, 1280: 352 },
  listCard: { 390: 96, 768: 352, 1100: 228, 1280: 245.33 },
  lead: { 390: 358, 768: 736, 1100: 698.67, 1280: 733.33 },
  hero: { 390: 358, 768: 736, 1100: 736, 1280: 736 },
  articleColumn: { 390: 358, 768: 544, 1100: 544, 1280: 544 },
  avatarMedium: { 390: 64, 768: 64, 1100: 64, 1280: 64 },
  avatarLarge: { 390: 96, 768: 112, 1100: 112, 1280: 112 },
};

/** The candidate a browser takes: the narrowest as wide as the slot's device pixels, else the widest. */
const chosen = (widths: readonly number[], pixels: number): number => widths.find((width) => width >= pixels) ?? widths[widths.length - 1]!;

describe('IMAGE_SIZES', () => {
  it.each(Object.keys(DRAWN) as ImageSlot[])('says how wide %s is drawn, within a pixel', (slot) => {
    for (const [viewport, drawn] of Object.entries(DRAWN[slot])) {
      expect(Math.abs(slotWidth(IMAGE_SIZES[slot], Number(viewport)) - drawn), `${slot} at ${viewport} px`).toBeLessThanOrEqual(1);
    }
  });

  // A phone at 1x to 3x, a tablet or a desktop at 1x and 2x; a 3000 px photograph or a 1200 px avatar.
  const SCREENS = [
    { viewport: 390, ratios: [1, 1.75, 2, 3] },
    { viewport: 768, ratios: [1, 2] },
    { viewport: 1100, ratios: [1, 2] },
    { viewport: 1280, ratios: [1, 2] },
  ];

  it.each(Object.keys(DRAWN) as ImageSlot[])('has %s download at most twice its pixels, and never less than it needs below 2000 px', (slot) => {
    const widths = widthsFor(slot.startsWith('avatar') ? WEBP_WIDTHS.avatars : WEBP_WIDTHS.featured, slot.startsWith('avatar') ? 1200 : 3000);
    for (const { viewport, ratios } of SCREENS) {
      for (const ratio of ratios) {
        const pixels = DRAWN[slot][viewport]! * ratio;
        const width = chosen(widths, slotWidth(IMAGE_SIZES[slot], viewport) * ratio);
        expect(width, `${slot} at ${viewport} px, ${ratio}x`).toBeLessThanOrEqual(2 * pixels);
        expect(width, `${slot} at ${viewport} px, ${ratio}x`).toBeGreaterThanOrEqual(Math.min(pixels, widths[widths.length - 1]!));
      }
    }
  });

  it('has no phone download the 2000 px member', () => {
    for (const slot of Object.keys(DRAWN) as ImageSlot[]) {
      expect(chosen(WEBP_WIDTHS.featured, slotWidth(IMAGE_SIZES[slot], 390) * 3)).toBeLessThan(2000);
    }
    expect(FALLBACK_WIDTHS.featured).toContain(1200);
  });
});
