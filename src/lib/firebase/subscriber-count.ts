/**
 * How many addresses are on the newsletter list, exactly and at any size, for the admin
 * dashboard and Manage Subscribers, without counting the whole list on every load
 * (docs/data-model.md, site/subscribers; firestore.rules).
 *
 * site/subscribers holds `count`: the addresses that joined the list on or before the UTC
 * day `countedThrough` (and those stored before subscriptions had days). Every
 * subscription records its day (subscribedDays, the first being the day it joined), so the
 * total is `count` plus one aggregation over the addresses that joined since: a read or
 * two, however long the list. Why not a counter that each subscription moves: a
 * subscription is one request that answers the same whether or not the address was on the
 * list, and must move no counter for a repeat, so it cannot tell a counter whether to move.
 *
 * The count follows the days as they close: the first load of a day moves countedThrough
 * up to three days back, adding those who joined on the days it passes (the rules refuse
 * a day a subscription may still carry). Removing an address in the count takes it off in
 * the same commit. A recount (Manage Subscribers' Recount, or the first load on a project
 * without a count) counts the whole list in ranges of addresses, since one aggregation
 * stops at a million, and sets the count again.
 */
import { doc, getDoc, runTransaction, Timestamp, type DocumentData, type DocumentSnapshot } from 'firebase/firestore/lite';
import { addDays, lastClosedDay, subscriptionDay } from '../subscription-days.js';
import { COUNT_LIMIT, countDocuments, type CountFilter } from './count-documents.js';
import { getDb } from './firestore.js';

interface Counter {
  readonly count: number;
  /** The last UTC day (its midnight) whose new subscribers are in `count`. */
  readonly countedThrough: Date;
}

export interface Recount {
  /** How many addresses are on the list. */
  readonly total: number;
  /** What the count said just before, or null when there was none. */
  readonly counted: number | null;
}

const counterRef = () => doc(getDb(), 'site', 'subscribers');

function counterOf(snapshot: DocumentSnapshot): Counter | null {
  const data = snapshot.data();
  if (!data) return null;
  const { count, countedThrough } = data;
  if (typeof count !== 'number' || !(countedThrough instanceof Timestamp)) throw new Error('The subscriber count is not in shape.');
  return { count, countedThrough: countedThrough.toDate() };
}

const stored = (counter: Counter) => ({ count: counter.count, countedThrough: Timestamp.fromDate(counter.countedThrough) });

/** Whether a stored subscriber is in the count: joined on or before countedThrough, or stored without days. */
function isCounted(subscriber: DocumentData, counter: DocumentData): boolean {
  const days: unknown = subscriber.subscribedDays;
  const first: unknown = Array.isArray(days) ? days[0] : undefined;
  if (!(first instanceof Timestamp)) return true;
  return first.toMillis() <= (counter.countedThrough as Timestamp).toMillis();
}

/**
 * The addresses whose first day is `from` or later, and before `to` when given. A count
 * that reaches the limit is split in halves by day, so it is exact at any size.
 */
async function countJoined(from: Date, to: Date | null, limit: number): Promise<number> {
  const filters: CountFilter[] = [['subscribedDays', '>=', [from]]];
  if (to) filters.push(['subscribedDays', '<', [to]]);
  const count = await countDocuments('subscribers', filters, { limit });
  if (count < limit) return count;
  if (!to) {
    // No subscription carries a day after tomorrow (the rules): the open end splits there.
    const end = addDays(subscriptionDay(), 2);
    if (from >= end) throw new Error(`${count} or more subscribers joined after ${from.toISOString()}: too many to count.`);
    const [before, after] = await Promise.all([countJoined(from, end, limit), countJoined(end, null, limit)]);
    return before + after;
  }
  const days = Math.round((to.getTime() - from.getTime()) / 86_400_000);
  if (days < 2) throw new Error(`${count} or more subscribers joined on ${from.toISOString()}: too many to count.`);
  const middle = addDays(from, Math.floor(days / 2));
  const [before, after] = await Promise.all([countJoined(from, middle, limit), countJoined(middle, to, limit)]);
  return before + after;
}

const joinedAfter = (day: Date, limit: number) => countJoined(addDays(day, 1), null, limit);

/**
 * What an address can hold, in order: the bounds the whole list is split at when one
 * count would reach the limit (addresses are lowercase letters, digits and . _ + - @).
 */
const PIVOTS = [...'+-.0123456789@_abcdefghijklmnopqrstuvwxyz'];

/** Every address from `from` (on) to `to` (before; null: no bound), split into ranges where one count would reach the limit. */
async function countAddresses(from: string | null, to: string | null, limit: number): Promise<number> {
  const filters: CountFilter[] = [];
  if (from !== null) filters.push(['__name__', '>=', { path: `subscribers/${from}` }]);
  if (to !== null) filters.push(['__name__', '<', { path: `subscribers/${to}` }]);
  const count = await countDocuments('subscribers', filters, { limit });
  if (count < limit) return count;
  const prefix = from ?? '';
  const bounds = PIVOTS.map((pivot) => prefix + pivot).filter((bound) => (from === null || bound > from) && (to === null || bound < to));
  if (bounds.length === 0) throw new Error(`Too many subscribers with addresses from ${from ?? 'the first'} to ${to ?? 'the last'} to count.`);
  const edges = [from, ...bounds, to];
  let total = 0;
  // A few ranges at a time: each is one small request.
  for (let start = 0; start < edges.length - 1; start += 6) {
    const ranges = edges.slice(start, start + 7);
    const counts = await Promise.all(ranges.slice(0, -1).map((edge, index) => countAddresses(edge, ranges[index + 1] ?? null, limit)));
    total += counts.reduce((sum, part) => sum + part, 0);
  }
  return total;
}

/**
 * Moves countedThrough up to the last closed day, adding the addresses that joined on the
 * days it passes; in a transaction, so two admins' browsers never add a day twice. The
 * total does not depend on it (it only makes the next loads' counts smaller), so a
 * failure leaves the count as it was.
 */
async function countClosedDays(counter: Counter, limit: number): Promise<Counter> {
  const through = lastClosedDay();
  if (counter.countedThrough >= through) return counter;
  try {
    return await runTransaction(getDb(), async (transaction) => {
      const current = counterOf(await transaction.get(counterRef())) ?? counter;
      if (current.countedThrough >= through) return current;
      const joined = await countJoined(addDays(current.countedThrough, 1), addDays(through, 1), limit);
      const next = { count: current.count + joined, countedThrough: through };
      transaction.set(counterRef(), stored(next));
      return next;
    });
  } catch {
    return counter;
  }
}

/**
 * The number of subscribers: the count, plus those who joined since its last day. On a
 * project without a count yet (the list from before it came in), a recount first.
 */
export async function loadSubscriberTotal(limit = COUNT_LIMIT): Promise<number> {
  const counter = counterOf(await getDoc(counterRef()));
  if (!counter) return (await recountSubscribers(limit)).total;
  const current = await countClosedDays(counter, limit);
  return current.count + (await joinedAfter(current.countedThrough, limit));
}

/**
 * Counts the whole list and sets the count to it: the repair when the count and the list
 * disagree (a subscriber written around the app, or removed by hand in the console).
 * Those who joined in the last days are counted by their days, the rest go into the count.
 * The list may change while it is counted: the counts of those who joined lately are
 * taken before and after the whole, and all of it again when they moved.
 */
export async function recountSubscribers(limit = COUNT_LIMIT): Promise<Recount> {
  const through = lastClosedDay();
  for (let attempt = 0; attempt < 3; attempt++) {
    const counter = counterOf(await getDoc(counterRef()));
    const recent = () => Promise.all([joinedAfter(through, limit), counter ? joinedAfter(counter.countedThrough, limit) : Promise.resolve(0)]);
    const [sinceThrough, sinceCounter] = await recent();
    const total = await countAddresses(null, null, limit);
    const [sinceThroughAfter, sinceCounterAfter] = await recent();
    if (sinceThrough !== sinceThroughAfter || sinceCounter !== sinceCounterAfter) continue;
    const written = await runTransaction(getDb(), async (transaction) => {
      const current = counterOf(await transaction.get(counterRef()));
      const unchanged = current?.count === counter?.count && current?.countedThrough.getTime() === counter?.countedThrough.getTime();
      if (!unchanged) return false;
      transaction.set(counterRef(), stored({ count: total - sinceThrough, countedThrough: through }));
      return true;
    });
    if (written) return { total, counted: counter ? counter.count + sinceCounter : null };
  }
  throw new Error('The list kept changing while it was counted.');
}

/**
 * Takes an address off the list, and off the count when it is in it, in one commit (the
 * rules require the count to follow), in a transaction: the count read is the one moved.
 */
export async function deleteSubscriber(email: string): Promise<void> {
  const db = getDb();
  const subscriber = doc(db, 'subscribers', email);
  await runTransaction(db, async (transaction) => {
    const stored = await transaction.get(subscriber);
    const counter = await transaction.get(counterRef());
    const data = stored.data();
    if (!data) return;
    transaction.delete(subscriber);
    const count = counter.data();
    if (count && isCounted(data, count)) transaction.update(counterRef(), { count: (count.count as number) - 1 });
  });
}
