/**
 * What makes an article investment research rather than a blog post: the securities it
 * names (ticker symbols), the author's disclosure of their interest, and one structured
 * trade idea. What reader pages need to read and show them; the editor's own checks (the
 * same as firestore.rules') are in features/admin-articles/finance-checks.ts. Pure functions.
 */
import type { CategoryId } from '../config/categories.js';

/** Uppercase letters, digits, '.' and '-': AAPL, BRK.B, BTC-USD (firestore.rules: isTicker). */
export const TICKER = /^[A-Z0-9][A-Z0-9.-]{0,11}$/;
export const MAX_TICKERS = 10;

/** A symbol as typed ("$aapl", " brk.b ") in its stored form, or null when it cannot be one. */
export function tickerFrom(text: string): string | null {
  const symbol = text.trim().replace(/^\$/, '').toUpperCase();
  return TICKER.test(symbol) ? symbol : null;
}

/** Research and trade ideas carry the author's disclosure to be published. */
export const needsDisclosure = (category: CategoryId | null | ''): boolean => category === 'equity-research' || category === 'trade-ideas';

export type Direction = 'long' | 'short';

export interface TradeIdea {
  readonly direction: Direction;
  readonly ticker: string;
  readonly entry: number;
  readonly target: number;
  readonly stop: number;
  /** As the author puts it: "3–6 months", "into earnings". */
  readonly horizon: string;
}

/**
 * Reward for each unit of risk: the distance to the target over the distance to the stop
 * (long: (target − entry) / (entry − stop); short: (entry − target) / (stop − entry)).
 */
export function rewardToRisk(idea: TradeIdea): number {
  const reward = Math.abs(idea.target - idea.entry);
  const risk = Math.abs(idea.entry - idea.stop);
  return risk > 0 ? reward / risk : 0;
}

/** A price as ideas show it: at least two decimals, at most four ("540.00", "0.1235"). */
export const formatPrice = (value: number): string => value.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 4 });

/** One decimal: "2.5". */
export const formatRatio = (ratio: number): string => (Math.round(ratio * 10) / 10).toFixed(1);

/** A stored trade idea read defensively; null when it is not one. */
export function tradeIdeaFrom(value: unknown): TradeIdea | null {
  if (typeof value !== 'object' || value === null) return null;
  const { direction, ticker, entry, target, stop, horizon } = value as Record<string, unknown>;
  if ((direction !== 'long' && direction !== 'short') || typeof ticker !== 'string' || typeof horizon !== 'string') return null;
  if (typeof entry !== 'number' || typeof target !== 'number' || typeof stop !== 'number') return null;
  return { direction, ticker, entry, target, stop, horizon };
}

/** Stored tickers read defensively. */
export const tickersFrom = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string' && TICKER.test(item)).slice(0, MAX_TICKERS) : [];
