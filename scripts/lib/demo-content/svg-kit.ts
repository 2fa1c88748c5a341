/**
 * Small helpers for the generated illustrations: category palettes (docs/product.md §3 colours, the
 * Tailwind shades the site uses), a seeded random generator so each article always gets the
 * same picture, and path builders. Output is plain SVG text, no fonts or external references.
 */
import type { CategoryId } from '../../../src/config/categories.js';

export interface Palette {
  /** Dark background, mid tone, light strokes, near-white accents. */
  readonly dark: string;
  readonly mid: string;
  readonly light: string;
  readonly pale: string;
}

export const PALETTES: Readonly<Record<CategoryId, Palette>> = {
  'equity-research': { dark: '#1e3a8a', mid: '#2563eb', light: '#93c5fd', pale: '#dbeafe' },
  'trade-ideas': { dark: '#7f1d1d', mid: '#dc2626', light: '#fca5a5', pale: '#fee2e2' },
  'portfolio-performance': { dark: '#14532d', mid: '#16a34a', light: '#86efac', pale: '#dcfce7' },
  'market-insights': { dark: '#78350f', mid: '#d97706', light: '#fcd34d', pale: '#fef3c7' },
};

/** mulberry32 seeded with a string hash: deterministic and good enough for pictures. */
export function seededRandom(seed: string): () => number {
  let state = 2166136261;
  for (let i = 0; i < seed.length; i++) state = Math.imul(state ^ seed.charCodeAt(i), 16777619);
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Rounded to one decimal: shorter files, same picture. */
export const r1 = (value: number): string => String(Math.round(value * 10) / 10);

export function polyline(points: readonly (readonly [number, number])[]): string {
  return points.map(([x, y], i) => `${i === 0 ? 'M' : 'L'}${r1(x)} ${r1(y)}`).join(' ');
}

/** A smooth curve through the points (Catmull-Rom as cubic Béziers). */
export function smoothPath(points: readonly (readonly [number, number])[]): string {
  if (points.length < 2) return polyline(points);
  let d = `M${r1(points[0]![0])} ${r1(points[0]![1])}`;
  for (let i = 0; i < points.length - 1; i++) {
    const [x0, y0] = points[Math.max(0, i - 1)]!;
    const [x1, y1] = points[i]!;
    const [x2, y2] = points[i + 1]!;
    const [x3, y3] = points[Math.min(points.length - 1, i + 2)]!;
    const c1 = [x1 + (x2 - x0) / 6, y1 + (y2 - y0) / 6];
    const c2 = [x2 - (x3 - x1) / 6, y2 - (y3 - y1) / 6];
    d += ` C${r1(c1[0]!)} ${r1(c1[1]!)} ${r1(c2[0]!)} ${r1(c2[1]!)} ${r1(x2)} ${r1(y2)}`;
  }
  return d;
}

/** A random walk of `count` values with a drift, scaled into [top, bottom] (SVG y grows down). */
export function walk(random: () => number, count: number, drift: number, top: number, bottom: number): number[] {
  const values: number[] = [0];
  for (let i = 1; i < count; i++) values.push(values[i - 1]! + drift + (random() - 0.5) * 2);
  const min = Math.min(...values);
  const max = Math.max(...values);
  const span = max - min || 1;
  return values.map((value) => bottom - ((value - min) / span) * (bottom - top));
}

export const escapeXml = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
