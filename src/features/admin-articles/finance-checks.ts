/**
 * The editor's checks of the finance fields, the same as firestore.rules' (validDisclosure,
 * validIdea, readableHorizon), so the admin hears what is wrong before a save is refused.
 */
import { TICKER } from '../../lib/finance.js';
import { horizonDays } from '../../lib/trade-record.js';
import type { StoredIdea } from './types.js';

/** A disclosure is at least one sentence. */
export const MIN_DISCLOSURE = 20;
export const MAX_DISCLOSURE = 2000;

/** Three words of two or more letters (firestore.rules has the same pattern). */
const THREE_WORDS = /[A-Za-z]{2,}\s[\s\S]*[A-Za-z]{2,}\s[\s\S]*[A-Za-z]{2,}/;
/** Different words a disclosure has at least, so that one repeated word is none. */
const MIN_DIFFERENT_WORDS = 4;

/**
 * Whether the text is a disclosure the rules accept: a sentence that reads as text (three
 * words of two or more letters, four different words), ending with . ! or ?.
 */
export function isDisclosure(text: string): boolean {
  const trimmed = text.trim();
  return (
    trimmed.length >= MIN_DISCLOSURE &&
    trimmed.length <= MAX_DISCLOSURE &&
    THREE_WORDS.test(trimmed) &&
    /[.!?]$/.test(trimmed) &&
    new Set(trimmed.split(/\s+/)).size >= MIN_DIFFERENT_WORDS
  );
}

/** Why the rules would refuse to publish this idea, or null when they would not (a draft's may be unfinished). */
export type IdeaProblem = 'ticker' | 'prices' | 'long-order' | 'short-order' | 'horizon';

const isPrice = (price: number | null): price is number => price !== null && Number.isFinite(price) && price > 0 && price < 1e9;

export function tradeIdeaProblem(idea: StoredIdea, tickers: readonly string[]): IdeaProblem | null {
  if (!TICKER.test(idea.ticker) || !tickers.includes(idea.ticker)) return 'ticker';
  const { entry, target, stop } = idea;
  if (!isPrice(entry) || !isPrice(target) || !isPrice(stop)) return 'prices';
  if (idea.direction === 'long' && !(stop < entry && entry < target)) return 'long-order';
  if (idea.direction === 'short' && !(target < entry && entry < stop)) return 'short-order';
  const horizon = idea.horizon.trim();
  if (horizon.length === 0 || horizon.length > 60 || horizonDays(horizon) === null) return 'horizon';
  return null;
}
