/**
 * Inline figures for article bodies (images/inline/), drawn from the same numbers as the
 * text they illustrate: the sequence-of-returns chart is computed here, and the article's
 * figures are checked against it in tests/seed. Light background, so they read in both themes.
 */
import { escapeXml, polyline, r1 } from './svg-kit.js';

const W = 800;
const H = 450;
const PLOT = { left: 90, right: 700, top: 60, bottom: 380 } as const;
const FONT = 'font-family="system-ui, -apple-system, Segoe UI, Roboto, sans-serif"';

interface Series {
  readonly label: string;
  readonly colour: string;
  readonly values: readonly number[];
  readonly dashed?: boolean;
}

interface ChartSpec {
  readonly title: string;
  readonly xLabels: readonly string[];
  readonly yMin: number;
  readonly yMax: number;
  readonly yStep: number;
  readonly yFormat: (value: number) => string;
  readonly series: readonly Series[];
  /** Label the last point of each series with this format. */
  readonly endLabel?: (value: number) => string;
}

function lineChart(spec: ChartSpec): string {
  const x = (i: number) => PLOT.left + ((PLOT.right - PLOT.left) * i) / (spec.xLabels.length - 1);
  const y = (v: number) => PLOT.bottom - ((v - spec.yMin) / (spec.yMax - spec.yMin)) * (PLOT.bottom - PLOT.top);
  const parts: string[] = [];
  for (let v = spec.yMin; v <= spec.yMax + 1e-9; v += spec.yStep) {
    parts.push(`<line x1="${PLOT.left}" y1="${r1(y(v))}" x2="${PLOT.right}" y2="${r1(y(v))}" stroke="#e2e8f0"/>`);
    parts.push(`<text x="${PLOT.left - 12}" y="${r1(y(v) + 5)}" text-anchor="end" font-size="14" fill="#475569">${escapeXml(spec.yFormat(v))}</text>`);
  }
  spec.xLabels.forEach((label, i) => {
    parts.push(`<text x="${r1(x(i))}" y="${PLOT.bottom + 26}" text-anchor="middle" font-size="14" fill="#475569">${escapeXml(label)}</text>`);
  });
  parts.push(`<line x1="${PLOT.left}" y1="${PLOT.bottom}" x2="${PLOT.right}" y2="${PLOT.bottom}" stroke="#94a3b8" stroke-width="2"/>`);
  spec.series.forEach((series, index) => {
    const points = series.values.map((v, i) => [x(i), y(v)] as const);
    const dash = series.dashed ? ' stroke-dasharray="10 8"' : '';
    parts.push(`<path d="${polyline(points)}" fill="none" stroke="${series.colour}" stroke-width="4" stroke-linejoin="round"${dash}/>`);
    parts.push(...points.map(([px, py]) => `<circle cx="${r1(px)}" cy="${r1(py)}" r="4.5" fill="${series.colour}"/>`));
    const last = points[points.length - 1]!;
    if (spec.endLabel) {
      parts.push(`<text x="${r1(last[0] + 12)}" y="${r1(last[1] + 5)}" font-size="15" font-weight="600" fill="${series.colour}">${escapeXml(spec.endLabel(series.values[series.values.length - 1]!))}</text>`);
    }
    // Legend, top left, one row per series.
    const ly = 22;
    const lx = PLOT.left + index * 230;
    parts.push(`<line x1="${lx}" y1="${ly + 20}" x2="${lx + 28}" y2="${ly + 20}" stroke="${series.colour}" stroke-width="4"${dash}/>`);
    parts.push(`<text x="${lx + 36}" y="${ly + 25}" font-size="15" fill="#0f172a">${escapeXml(series.label)}</text>`);
  });
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}" role="img" ${FONT}>`
    + `<title>${escapeXml(spec.title)}</title><rect width="${W}" height="${H}" rx="12" fill="#ffffff"/>${parts.join('')}</svg>`;
}

/** The returns of the sequence-of-returns article, bad years first. */
export const SEQUENCE_RETURNS: readonly number[] = [-0.15, -0.1, 0.05, 0.12, 0.18, 0.1, 0.08, 0.14, 0.06, 0.09];
const SEQUENCE_START = 1_000_000;
const SEQUENCE_WITHDRAWAL = 50_000;

/** Balance at the start and after each year, withdrawing at the start of every year. */
export function sequenceBalances(returns: readonly number[]): number[] {
  const balances = [SEQUENCE_START];
  for (const r of returns) balances.push((balances[balances.length - 1]! - SEQUENCE_WITHDRAWAL) * (1 + r));
  return balances;
}

const thousands = (value: number): string => `$${Math.round(value / 1000).toLocaleString('en-US')}k`;

export const FIGURES = {
  'yield-curve-shapes': () =>
    lineChart({
      title: 'Normal, flat and inverted yield curves',
      xLabels: ['3 mo', '2 yr', '5 yr', '10 yr', '30 yr'],
      yMin: 1,
      yMax: 6,
      yStep: 1,
      yFormat: (v) => `${v}%`,
      series: [
        { label: 'Normal', colour: '#d97706', values: [2.0, 2.8, 3.3, 3.8, 4.2] },
        { label: 'Flat', colour: '#64748b', values: [3.9, 4.0, 4.0, 4.0, 4.1], dashed: true },
        { label: 'Inverted', colour: '#b91c1c', values: [5.3, 4.8, 4.4, 4.2, 4.3] },
      ],
    }),
  'sequence-of-returns': () =>
    lineChart({
      title: 'The same ten years of returns in opposite order, $50,000 withdrawn each year',
      xLabels: Array.from({ length: SEQUENCE_RETURNS.length + 1 }, (_, i) => (i === 0 ? 'Start' : `Yr ${i}`)),
      yMin: 600_000,
      yMax: 1_600_000,
      yStep: 200_000,
      yFormat: thousands,
      endLabel: thousands,
      series: [
        { label: 'Good years first', colour: '#15803d', values: sequenceBalances([...SEQUENCE_RETURNS].reverse()) },
        { label: 'Losses first', colour: '#b91c1c', values: sequenceBalances(SEQUENCE_RETURNS), dashed: true },
      ],
    }),
} as const satisfies Record<string, () => string>;
