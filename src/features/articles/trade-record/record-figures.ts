/**
 * What a record shows, as text: the figures of lib/trade-record.ts's TradeRecord, and each
 * idea's prices, status, exit and return. Pure, so the texts are tested without rendering.
 */
import { formatPrice, formatRatio, rewardToRisk } from '../../../lib/finance.js';
import { formatReturn, ideaReturn, ideaStatus, type IdeaStatus, type RecordedIdea, type TradeRecord } from '../../../lib/trade-record.js';
import { recordTexts as texts } from './texts.js';

/** Whether a return made or lost money, as it shows (rounded to a tenth of a percent), for its colour. */
export type Tone = 'gain' | 'loss' | 'flat';

export interface Figure {
  readonly label: string;
  /** null: nothing to show yet (no idea closed). */
  readonly value: string | null;
  readonly tone?: Tone;
}

export function toneOf(fraction: number): Tone {
  const tenths = Math.round(fraction * 1000);
  return tenths > 0 ? 'gain' : tenths < 0 ? 'loss' : 'flat';
}

/** The record's figures: how many ideas and where they stand, then how the closed ones did. */
export function recordFigures(record: TradeRecord): { readonly ideas: readonly Figure[]; readonly closed: readonly Figure[] } {
  const { hitRate, averageReturn, averageRewardToRisk } = record;
  return {
    ideas: [
      { label: texts.published, value: String(record.published) },
      { label: texts.open, value: String(record.open) },
      { label: texts.expired, value: String(record.expired) },
      { label: texts.closed, value: String(record.closed) },
    ],
    closed: [
      { label: texts.hitRate, value: hitRate === null ? null : texts.percent(Math.round(hitRate * 100)) },
      { label: texts.averageReturn, value: averageReturn === null ? null : formatReturn(averageReturn), ...(averageReturn !== null && { tone: toneOf(averageReturn) }) },
      { label: texts.averageRewardToRisk, value: averageRewardToRisk === null ? null : texts.rewardToRisk(formatRatio(averageRewardToRisk)) },
    ],
  };
}

/** One idea as its row shows it on that date. */
export interface IdeaLine {
  readonly status: IdeaStatus;
  readonly entry: string;
  readonly target: string;
  readonly stop: string;
  /** "2.5", as the idea's kicker on the lists writes it. */
  readonly rewardToRisk: string;
  /** Where and when it was closed; null while it is not. */
  readonly exit: { readonly price: string; readonly on: Date } | null;
  readonly result: { readonly text: string; readonly tone: Tone } | null;
}

export function ideaLine(recorded: RecordedIdea, now: Date): IdeaLine {
  const { idea, outcome } = recorded;
  const result = outcome && ideaReturn(idea, outcome.price);
  return {
    status: ideaStatus(recorded, now),
    entry: formatPrice(idea.entry),
    target: formatPrice(idea.target),
    stop: formatPrice(idea.stop),
    rewardToRisk: formatRatio(rewardToRisk(idea)),
    exit: outcome && { price: formatPrice(outcome.price), on: outcome.closedOn },
    result: result === null ? null : { text: formatReturn(result), tone: toneOf(result) },
  };
}
