/**
 * Small helpers for the generated pictures: a seeded random generator so each article always
 * gets the same photograph (photo.ts), and the figures' SVG builders (figures.ts). Output is
 * plain SVG text, no fonts or external references.
 */

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

export const escapeXml = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
