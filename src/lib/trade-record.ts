/**
 * What became of a trade idea, and an author's record made of them (docs/product.md, Trade
 * idea records). An idea is frozen once its article is published (firestore.rules); what
 * happens afterwards is its outcome, recorded by an admin (target hit, stopped out or
 * closed, at an exit price on a day), and any dated amendments, which readers see. An idea
 * with no outcome is open until its horizon has passed, then expired. Pure functions, shared
 * by reader pages, the editor and the rules tests (the editor's checks are the rules').
 */
import { rewardToRisk, type TradeIdea } from './finance.js';

export const OUTCOME_STATUSES = ['target-hit', 'stopped-out', 'closed'] as const;
export type OutcomeStatus = (typeof OUTCOME_STATUSES)[number];

/** What an admin records when an idea ends: how, at what price, on which day, and a line of why. */
export interface IdeaOutcome {
  readonly status: OutcomeStatus;
  /** The exit price. */
  readonly price: number;
  /** The day it ended: midnight UTC of that day. */
  readonly closedOn: Date;
  readonly note: string;
}

/**
 * A dated correction or remark, added after publication; never changed or removed. Stored
 * in a map numbered from "1" (firestore.rules: addsAmendment).
 */
export interface IdeaAmendment {
  readonly amendedAt: Date;
  readonly note: string;
}

export type IdeaStatus = 'open' | 'expired' | OutcomeStatus;

/** Each status in words, as readers and the editor see it. */
export const IDEA_STATUS_LABELS: Readonly<Record<IdeaStatus, string>> = {
  open: 'Open',
  expired: 'Expired',
  'target-hit': 'Target hit',
  'stopped-out': 'Stopped out',
  closed: 'Closed',
};

export const MAX_OUTCOME_NOTE = 140;
export const MAX_AMENDMENT_NOTE = 280;
export const MAX_AMENDMENTS = 20;

const DAY = 24 * 60 * 60 * 1000;
const UNIT_DAYS: Readonly<Record<string, number>> = { day: 1, week: 7, month: 30.4375, year: 365.25 };
/** "6 months", "4 weeks", "1 year": a number and a unit (firestore.rules: readableHorizon). */
const DURATION = /(\d+(?:\.\d+)?)\s*(day|week|month|year)s?\b/gi;

/**
 * How long a horizon lasts, in days: its longest duration ("3–6 months" lasts 6 months,
 * "Through earnings, about 4 weeks" 4 weeks); null when it names none ("into earnings").
 */
export function horizonDays(horizon: string): number | null {
  let longest: number | null = null;
  for (const [, amount, unit] of horizon.matchAll(DURATION)) {
    const days = Number(amount) * (UNIT_DAYS[unit!.toLowerCase()] ?? 0);
    if (longest === null || days > longest) longest = days;
  }
  return longest;
}

/** When an idea published on that date stops being open, or null when its horizon names no time. */
export function horizonEnd(publishedAt: Date, horizon: string): Date | null {
  const days = horizonDays(horizon);
  return days === null ? null : new Date(publishedAt.getTime() + Math.round(days * DAY));
}

export interface RecordedIdea {
  readonly idea: TradeIdea;
  readonly outcome: IdeaOutcome | null;
  readonly publishedAt: Date | null;
}

/** Where an idea stands on that date. */
export function ideaStatus({ idea, outcome, publishedAt }: RecordedIdea, now: Date): IdeaStatus {
  if (outcome) return outcome.status;
  const end = publishedAt && horizonEnd(publishedAt, idea.horizon);
  return end && end.getTime() < now.getTime() ? 'expired' : 'open';
}

/** The return of a position from entry to exit, as a fraction (0.125 is 12.5 %): a short gains as the price falls. */
export function ideaReturn(idea: TradeIdea, exit: number): number {
  const move = (exit - idea.entry) / idea.entry;
  return idea.direction === 'long' ? move : -move;
}

/** "+12.5%", "−4.0%": one decimal, always signed (a true minus sign). */
export function formatReturn(fraction: number): string {
  const percent = Math.round(fraction * 1000) / 10;
  if (percent === 0) return '0.0%';
  return `${percent > 0 ? '+' : '−'}${Math.abs(percent).toFixed(1)}%`;
}

/** Why the rules would refuse this outcome, or null. */
export type OutcomeProblem = 'price' | 'before-publication' | 'future' | 'note' | 'target-side' | 'stop-side';

/**
 * The rules' checks of an outcome (firestore.rules: validOutcome): a positive price, a day
 * from the publication day to today (UTC), a note of up to 140 characters, and for a target
 * hit or a stop, an exit on the side of the entry that says so for the idea's direction.
 */
export function outcomeProblem(idea: TradeIdea, outcome: IdeaOutcome, publishedAt: Date, now: Date): OutcomeProblem | null {
  const { price, closedOn, status } = outcome;
  if (!Number.isFinite(price) || price <= 0 || price >= 1e9) return 'price';
  if (closedOn.getTime() < utcDay(publishedAt).getTime()) return 'before-publication';
  if (closedOn.getTime() > now.getTime()) return 'future';
  if (outcome.note.length > MAX_OUTCOME_NOTE) return 'note';
  const gained = ideaReturn(idea, price) > 0;
  if (status === 'target-hit' && !gained) return 'target-side';
  if (status === 'stopped-out' && (gained || price === idea.entry)) return 'stop-side';
  return null;
}

/** Midnight UTC of the day the date falls on. */
export const utcDay = (date: Date): Date => new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));

/** An author's (or a symbol's) record: how many ideas, where they stand, and how the closed ones did. */
export interface TradeRecord {
  readonly published: number;
  readonly open: number;
  readonly expired: number;
  readonly closed: number;
  /** Of closed ideas, the share that made money; null with none closed. */
  readonly hitRate: number | null;
  /** Of closed ideas, the mean return and the mean reward-to-risk they were published with. */
  readonly averageReturn: number | null;
  readonly averageRewardToRisk: number | null;
}

const mean = (values: readonly number[]): number | null => (values.length === 0 ? null : values.reduce((sum, value) => sum + value, 0) / values.length);

export function tradeRecord(ideas: readonly RecordedIdea[], now: Date): TradeRecord {
  const statuses = ideas.map((recorded) => ideaStatus(recorded, now));
  const closed = ideas.filter((recorded): recorded is RecordedIdea & { outcome: IdeaOutcome } => recorded.outcome !== null);
  const returns = closed.map(({ idea, outcome }) => ideaReturn(idea, outcome.price));
  return {
    published: ideas.length,
    open: statuses.filter((status) => status === 'open').length,
    expired: statuses.filter((status) => status === 'expired').length,
    closed: closed.length,
    hitRate: closed.length === 0 ? null : returns.filter((value) => value > 0).length / closed.length,
    averageReturn: mean(returns),
    averageRewardToRisk: mean(closed.map(({ idea }) => rewardToRisk(idea))),
  };
}

type Fields = Readonly<Record<string, unknown>>;

/** A Timestamp of the SDK, a RestTimestamp, or a Date (a built page's data). */
function dateFrom(value: unknown): Date | null {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value;
  if (typeof value === 'object' && value !== null && typeof (value as { toDate?: unknown }).toDate === 'function') return (value as { toDate(): Date }).toDate();
  return null;
}

/** A stored outcome read defensively; null when there is none or it is not one. */
export function outcomeFrom(value: unknown): IdeaOutcome | null {
  if (typeof value !== 'object' || value === null) return null;
  const { status, price, closedOn, note } = value as Fields;
  const day = dateFrom(closedOn);
  const known = OUTCOME_STATUSES.find((candidate) => candidate === status);
  if (!known || typeof price !== 'number' || !day) return null;
  return { status: known, price, closedOn: day, note: typeof note === 'string' ? note : '' };
}

/** Stored amendments (a map numbered from "1") read defensively, oldest first. */
export function amendmentsFrom(value: unknown): IdeaAmendment[] {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return [];
  return Object.entries(value as Fields)
    .sort(([a], [b]) => Number(a) - Number(b))
    .flatMap(([, item]) => {
      if (typeof item !== 'object' || item === null) return [];
      const { amendedAt, note } = item as Fields;
      const at = dateFrom(amendedAt);
      return at && typeof note === 'string' ? [{ amendedAt: at, note }] : [];
    });
}
