/**
 * The positions commenters state, as the discussion's head says them: one line a security,
 * "AAPL: 3 long · 1 short · 2 no position", from the article's tally ("AAPL long": 3).
 */
import { formatCount } from '../../lib/numbers.js';
import type { PositionSide, PositionTally } from '../../lib/comments/model.js';
import { discussionTexts as texts } from './texts.js';

const SIDES: readonly PositionSide[] = ['long', 'short', 'none'];

export interface TallyLine {
  readonly ticker: string;
  /** "3 long", "1 short", "2 no position": the sides stated, in that order. */
  readonly sides: readonly { readonly side: PositionSide; readonly count: number; readonly text: string }[];
  /** The whole line: "AAPL: 3 long · 1 short · 2 no position". */
  readonly text: string;
}

/**
 * A line for each security with a stated position: the article's tickers in their order,
 * then any other the tally holds (a ticker since taken off the article), alphabetically.
 */
export function tallyLines(tally: PositionTally, tickers: readonly string[]): TallyLine[] {
  const counts = new Map<string, Map<PositionSide, number>>();
  for (const [key, count] of Object.entries(tally)) {
    const at = key.lastIndexOf(' ');
    const ticker = key.slice(0, at);
    const side = SIDES.find((candidate) => candidate === key.slice(at + 1));
    if (at <= 0 || !side || !Number.isInteger(count) || count <= 0) continue;
    const sides = counts.get(ticker) ?? new Map<PositionSide, number>();
    sides.set(side, (sides.get(side) ?? 0) + count);
    counts.set(ticker, sides);
  }
  const others = [...counts.keys()].filter((ticker) => !tickers.includes(ticker)).sort();
  return [...tickers, ...others].flatMap((ticker) => {
    const sides = counts.get(ticker);
    if (!sides) return [];
    const parts = SIDES.filter((side) => sides.has(side)).map((side) => {
      const count = sides.get(side)!;
      return { side, count, text: `${formatCount(count)} ${texts.tallySide[side]}` };
    });
    return [{ ticker, sides: parts, text: `${ticker}: ${parts.map((part) => part.text).join(' · ')}` }];
  });
}
