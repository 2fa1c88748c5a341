/**
 * Featured images for the demo articles: abstract finance illustrations (charts, candles,
 * allocations) in the article's category colour, 1200×630 like a social card. Generated, so
 * the repo carries no binary assets and the seed needs no network.
 */
import type { CategoryId } from '../../../src/config/categories.js';
import { escapeXml, PALETTES, polyline, r1, seededRandom, smoothPath, walk, type Palette } from './svg-kit.js';
import type { Motif } from './types.js';

const W = 1200;
const H = 630;
/** The chart area inside the frame. */
const LEFT = 130;
const RIGHT = 1070;
const TOP = 140;
const BOTTOM = 500;

type Draw = (p: Palette, random: () => number) => string;

const xs = (count: number): number[] =>
  Array.from({ length: count }, (_, i) => LEFT + ((RIGHT - LEFT) * (i + 0.5)) / count);

function candles(p: Palette, random: () => number, count = 30): { svg: string; lows: number[]; closes: number[] } {
  const closes = walk(random, count + 1, 0.15, TOP + 30, BOTTOM - 30);
  const width = ((RIGHT - LEFT) / count) * 0.55;
  const lows: number[] = [];
  const svg = xs(count)
    .map((x, i) => {
      const open = closes[i]!;
      const close = closes[i + 1]!;
      const high = Math.min(open, close) - 8 - random() * 22;
      const low = Math.max(open, close) + 8 + random() * 22;
      lows.push(low);
      const up = close < open;
      const body = `x="${r1(x - width / 2)}" y="${r1(Math.min(open, close))}" width="${r1(width)}" height="${r1(Math.max(3, Math.abs(close - open)))}" rx="2"`;
      return `<line x1="${r1(x)}" y1="${r1(high)}" x2="${r1(x)}" y2="${r1(low)}" stroke="${p.pale}" stroke-opacity="0.7" stroke-width="2"/>`
        + (up ? `<rect ${body} fill="${p.light}"/>` : `<rect ${body} fill="${p.dark}" stroke="${p.pale}" stroke-width="2"/>`);
    })
    .join('');
  return { svg, lows, closes: closes.slice(1) };
}

function average(values: readonly number[], span: number): number[] {
  return values.map((_, i) => {
    const window = values.slice(Math.max(0, i - span + 1), i + 1);
    return window.reduce((sum, v) => sum + v, 0) / window.length;
  });
}

const line = (d: string, stroke: string, width: number, extra = ''): string =>
  `<path d="${d}" fill="none" stroke="${stroke}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round"${extra}/>`;

const MOTIFS: Readonly<Record<Motif, Draw>> = {
  document(p, random) {
    const page = (dx: number, dy: number, rotate: number, fill: string, opacity: number): string =>
      `<rect x="${420 + dx}" y="${110 + dy}" width="360" height="440" rx="18" fill="${fill}" fill-opacity="${opacity}" transform="rotate(${rotate} 600 330)"/>`;
    const lines = Array.from({ length: 7 }, (_, i) => {
      const width = 180 + random() * 100;
      return `<rect x="470" y="${r1(300 + i * 30)}" width="${r1(width)}" height="10" rx="5" fill="${p.light}" fill-opacity="0.8"/>`;
    }).join('');
    const bars = Array.from({ length: 6 }, (_, i) => {
      const h = 30 + random() * 70;
      return `<rect x="${480 + i * 42}" y="${r1(270 - h)}" width="26" height="${r1(h)}" rx="4" fill="${p.mid}"/>`;
    }).join('');
    return page(-60, 20, -8, p.pale, 0.25) + page(40, 10, 5, p.pale, 0.4) + page(0, 0, 0, '#ffffff', 0.95)
      + `<rect x="460" y="140" width="280" height="16" rx="8" fill="${p.dark}"/>` + bars + lines
      + `<circle cx="820" cy="450" r="70" fill="none" stroke="${p.pale}" stroke-width="18"/>`
      + `<line x1="870" y1="500" x2="940" y2="570" stroke="${p.pale}" stroke-width="24" stroke-linecap="round"/>`;
  },
  bars(p, random) {
    const positions = xs(12);
    const tops = positions.map((_, i) => BOTTOM - 60 - i * 22 - random() * 60);
    const bars = positions
      .map((x, i) => `<rect x="${r1(x - 26)}" y="${r1(tops[i]!)}" width="52" height="${r1(BOTTOM - tops[i]!)}" rx="6" fill="url(#bar)"/>`)
      .join('');
    const trend = smoothPath(positions.map((x, i) => [x, tops[i]! - 28] as const));
    return `<defs><linearGradient id="bar" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.light}"/><stop offset="1" stop-color="${p.light}" stop-opacity="0.25"/></linearGradient></defs>`
      + bars + line(trend, p.pale, 5) + positions.map((x, i) => `<circle cx="${r1(x)}" cy="${r1(tops[i]! - 28)}" r="7" fill="${p.pale}"/>`).join('');
  },
  multiples(p, random) {
    const positions = xs(6);
    const pairs = positions
      .map((x) => {
        const a = 90 + random() * 230;
        const b = 90 + random() * 230;
        return `<rect x="${r1(x - 54)}" y="${r1(BOTTOM - a)}" width="48" height="${r1(a)}" rx="6" fill="${p.light}"/>`
          + `<rect x="${r1(x + 6)}" y="${r1(BOTTOM - b)}" width="48" height="${r1(b)}" rx="6" fill="none" stroke="${p.pale}" stroke-width="4"/>`;
      })
      .join('');
    const mean = BOTTOM - 200;
    return pairs + `<line x1="${LEFT}" y1="${mean}" x2="${RIGHT}" y2="${mean}" stroke="${p.pale}" stroke-width="3" stroke-dasharray="14 12"/>`;
  },
  candles(p, random) {
    const chart = candles(p, random);
    return chart.svg + line(smoothPath(xs(30).map((x, i) => [x, average(chart.closes, 6)[i]!] as const)), p.pale, 4, ' stroke-opacity="0.9"');
  },
  'stop-line'(p, random) {
    const chart = candles(p, random, 26);
    const stop = Math.max(...chart.lows.slice(0, 18)) + 24;
    return chart.svg
      + `<line x1="${LEFT}" y1="${r1(stop)}" x2="${RIGHT}" y2="${r1(stop)}" stroke="#ffffff" stroke-width="4" stroke-dasharray="18 12"/>`
      + `<path d="M${RIGHT + 12} ${r1(stop)} l28 -18 v36 z" fill="#ffffff"/>`;
  },
  crossover(p, random) {
    const prices = walk(random, 60, 0.1, TOP + 20, BOTTOM - 20);
    const points = prices.map((y, i) => [LEFT + ((RIGHT - LEFT) * i) / 59, y] as const);
    const fast = average(prices, 5);
    const slow = average(prices, 18);
    const at = (values: readonly number[]) => values.map((y, i) => [LEFT + ((RIGHT - LEFT) * i) / 59, y] as const);
    const crossings = fast
      .map((y, i) => (i > 18 && Math.sign(y - slow[i]!) !== Math.sign(fast[i - 1]! - slow[i - 1]!) ? i : -1))
      .filter((i) => i >= 0)
      .map((i) => `<circle cx="${r1(LEFT + ((RIGHT - LEFT) * i) / 59)}" cy="${r1(slow[i]!)}" r="11" fill="none" stroke="#ffffff" stroke-width="4"/>`)
      .join('');
    return line(polyline(points), p.pale, 2, ' stroke-opacity="0.45"') + line(smoothPath(at(fast)), p.light, 6)
      + line(smoothPath(at(slow)), '#ffffff', 6, ' stroke-opacity="0.85"') + crossings;
  },
  area(p, random) {
    const ys = walk(random, 24, 0.3, TOP, BOTTOM - 40);
    const points = ys.map((y, i) => [LEFT + ((RIGHT - LEFT) * i) / 23, y] as const);
    const d = smoothPath(points);
    const last = points[points.length - 1]!;
    return `<defs><linearGradient id="area" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.light}" stop-opacity="0.7"/><stop offset="1" stop-color="${p.light}" stop-opacity="0"/></linearGradient></defs>`
      + `<path d="${d} L${RIGHT} ${BOTTOM} L${LEFT} ${BOTTOM} Z" fill="url(#area)"/>` + line(d, p.pale, 6)
      + `<circle cx="${r1(last[0])}" cy="${r1(last[1])}" r="14" fill="#ffffff"/>`;
  },
  donut(p, random) {
    const shares = [0.35 + random() * 0.2, 0.15 + random() * 0.1, 0.1 + random() * 0.1];
    shares.push(Math.max(0.05, 1 - shares.reduce((a, b) => a + b, 0)));
    const total = shares.reduce((a, b) => a + b, 0);
    const colours = [p.light, p.pale, '#ffffff', p.mid];
    const circumference = 2 * Math.PI * 150;
    let offset = 0;
    const arcs = shares
      .map((share, i) => {
        const length = (share / total) * circumference;
        const arc = `<circle cx="380" cy="315" r="150" fill="none" stroke="${colours[i]}" stroke-width="72" stroke-dasharray="${r1(length - 6)} ${r1(circumference)}" stroke-dashoffset="${r1(-offset)}" transform="rotate(-90 380 315)"/>`;
        offset += length;
        return arc;
      })
      .join('');
    const legend = shares
      .map((share, i) => `<rect x="660" y="${190 + i * 70}" width="${r1((share / total) * 700)}" height="34" rx="17" fill="${colours[i]}"/>`
        + `<rect x="660" y="${190 + i * 70}" width="${r1(0.25 * 700)}" height="34" rx="17" fill="none" stroke="#ffffff" stroke-opacity="0.5" stroke-width="2" stroke-dasharray="8 8"/>`)
      .join('');
    return arcs + legend;
  },
  dca(p, random) {
    const positions = xs(12);
    const prices = walk(random, 12, 0, TOP + 10, 330);
    const columns = positions.map((x) => `<rect x="${r1(x - 22)}" y="400" width="44" height="100" rx="6" fill="${p.light}" fill-opacity="0.85"/>`).join('');
    const priceLine = smoothPath(positions.map((x, i) => [x, prices[i]!] as const));
    const dots = positions.map((x, i) => `<circle cx="${r1(x)}" cy="${r1(prices[i]!)}" r="9" fill="#ffffff"/>`
      + `<line x1="${r1(x)}" y1="${r1(prices[i]! + 12)}" x2="${r1(x)}" y2="392" stroke="${p.pale}" stroke-opacity="0.35" stroke-width="2" stroke-dasharray="4 6"/>`).join('');
    return columns + line(priceLine, p.pale, 5) + dots;
  },
  paths(p, random) {
    // Two retirement paths from the same start: one climbs, one dips early and lags.
    const n = 40;
    const start = 320;
    const noise = () => (random() - 0.5) * 18;
    const at = (shape: (t: number) => number) =>
      Array.from({ length: n }, (_, i) => {
        const t = i / (n - 1);
        return [LEFT + (RIGHT - LEFT) * t, start + shape(t) + (i === 0 ? 0 : noise())] as const;
      });
    const upper = at((t) => -170 * t);
    const lower = at((t) => 150 * Math.sin(t * Math.PI * 0.8) - 20 * t);
    const band = `${smoothPath(upper)} L${polyline([...lower].reverse()).slice(1)} Z`;
    return `<path d="${band}" fill="${p.light}" fill-opacity="0.18"/>` + line(smoothPath(upper), p.pale, 6)
      + line(smoothPath(lower), p.light, 6, ' stroke-dasharray="2 14"') + `<circle cx="${LEFT}" cy="${start}" r="14" fill="#ffffff"/>`;
  },
  curves(p, random) {
    const curve = (from: number, to: number, bend: number): string => {
      const points = Array.from({ length: 9 }, (_, i) => {
        const t = i / 8;
        const shape = 1 - Math.pow(1 - t, 2.5 + bend);
        return [LEFT + (RIGHT - LEFT) * t, from + (to - from) * shape] as const;
      });
      return smoothPath(points);
    };
    const jitter = () => (random() - 0.5) * 40;
    return `<line x1="${LEFT}" y1="${BOTTOM}" x2="${RIGHT}" y2="${BOTTOM}" stroke="${p.pale}" stroke-opacity="0.5" stroke-width="3"/>`
      + `<line x1="${LEFT}" y1="${TOP}" x2="${LEFT}" y2="${BOTTOM}" stroke="${p.pale}" stroke-opacity="0.5" stroke-width="3"/>`
      + line(curve(420 + jitter(), 190 + jitter(), random()), p.pale, 7)
      + line(curve(320 + jitter(), 300 + jitter(), random()), '#ffffff', 6, ' stroke-dasharray="18 12"')
      + line(curve(230 + jitter(), 410 + jitter(), random()), p.light, 7);
  },
  diverge(p, random) {
    const n = 30;
    const nominal = walk(random, n, 0.6, TOP, BOTTOM - 20);
    const real = nominal.map((y, i) => y + (BOTTOM - 20 - y) * (i / (n - 1)) * 0.55);
    const at = (values: readonly number[]) => values.map((y, i) => [LEFT + ((RIGHT - LEFT) * i) / (n - 1), y] as const);
    const gap = `${smoothPath(at(nominal))} L${polyline([...at(real)].reverse()).slice(1)} Z`;
    return `<path d="${gap}" fill="${p.light}" fill-opacity="0.22"/>` + line(smoothPath(at(nominal)), p.pale, 6)
      + line(smoothPath(at(real)), '#ffffff', 6, ' stroke-dasharray="20 12"');
  },
  halving(p) {
    const steps = 6;
    const width = (RIGHT - LEFT) / steps;
    const stairs = Array.from({ length: steps }, (_, i) => {
      const h = 320 / Math.pow(2, i);
      return `<rect x="${r1(LEFT + i * width + 6)}" y="${r1(BOTTOM - h)}" width="${r1(width - 12)}" height="${r1(h)}" rx="8" fill="${p.light}" fill-opacity="${r1(0.9 - i * 0.1)}"/>`;
    }).join('');
    const supply = Array.from({ length: 25 }, (_, i) => {
      const t = i / 24;
      return [LEFT + (RIGHT - LEFT) * t, BOTTOM - 40 - (1 - Math.pow(0.5, t * steps)) * 300] as const;
    });
    return stairs + `<line x1="${LEFT}" y1="${BOTTOM - 340}" x2="${RIGHT}" y2="${BOTTOM - 340}" stroke="#ffffff" stroke-width="3" stroke-dasharray="12 12" stroke-opacity="0.7"/>`
      + line(smoothPath(supply), '#ffffff', 7);
  },
  basket(p, random) {
    const cells: string[] = [];
    for (let row = 0; row < 5; row++) {
      for (let col = 0; col < 12; col++) {
        const size = 14 + random() * 18;
        const colour = [p.pale, p.light, '#ffffff', p.mid][Math.floor(random() * 4)]!;
        cells.push(`<circle cx="${r1(250 + col * 64)}" cy="${r1(220 + row * 56)}" r="${r1(size)}" fill="${colour}" fill-opacity="0.9"/>`);
      }
    }
    return `<rect x="200" y="170" width="800" height="330" rx="40" fill="none" stroke="${p.pale}" stroke-width="8"/>`
      + `<path d="M330 170 C330 90 870 90 870 170" fill="none" stroke="${p.pale}" stroke-width="8"/>` + cells.join('');
  },
};

export interface FeaturedImageInput {
  readonly title: string;
  readonly slug: string;
  readonly category: CategoryId;
  readonly motif: Motif;
}

export function featuredImageSvg(article: FeaturedImageInput): string {
  const p = PALETTES[article.category];
  const random = seededRandom(article.slug);
  const grid = [
    ...Array.from({ length: 8 }, (_, i) => `<line x1="0" y1="${i * 80 + 35}" x2="${W}" y2="${i * 80 + 35}"/>`),
    ...Array.from({ length: 12 }, (_, i) => `<line x1="${i * 100 + 50}" y1="0" x2="${i * 100 + 50}" y2="${H}"/>`),
  ].join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}" role="img">`
    + `<title>${escapeXml(article.title)}</title>`
    + `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${p.dark}"/><stop offset="1" stop-color="${p.mid}"/></linearGradient>`
    + `<radialGradient id="glow" cx="0.8" cy="0.15" r="0.7"><stop offset="0" stop-color="${p.pale}" stop-opacity="0.35"/><stop offset="1" stop-color="${p.pale}" stop-opacity="0"/></radialGradient></defs>`
    + `<rect width="${W}" height="${H}" fill="url(#bg)"/><rect width="${W}" height="${H}" fill="url(#glow)"/>`
    + `<g stroke="${p.pale}" stroke-opacity="0.08" stroke-width="2">${grid}</g>`
    + MOTIFS[article.motif](p, random)
    + `</svg>`;
}
