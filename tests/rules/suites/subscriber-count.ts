/**
 * The subscriber count (docs/data-model.md): site/subscribers holds `count`, the addresses
 * that joined on or before `countedThrough` (and those stored before subscriptions had
 * days), and the total adds those whose first day is later. So every subscription records
 * its day, which the rules keep honest: today's (the server's, give or take one), one at a
 * create, added at the end by a repeat, the first never rewritten. Removing an address in
 * the count moves it in the same commit. Only admins read or write the count, and cannot
 * pass a day that a subscription may still carry.
 */
import {
  Timestamp, collection, deleteDoc, doc, documentId, getCount, getDoc, getDocs, increment, limit, query, setDoc, updateDoc, where, writeBatch,
  type DocumentData, type Firestore,
} from 'firebase/firestore/lite';
import { beforeEach, describe, expect, it } from 'vitest';
import { allowed, attackIsDenied, denied, schemaIsEnforced } from '../support/access.js';
import { LAST_WEEK, newSubscriber, without } from '../support/fixtures.js';
import { useRulesWorld } from '../support/rules-world.js';
import { addDays, subscriptionDay } from '../../../src/lib/subscription-days.js';

const COUNT = 'site/subscribers';
const TODAY = subscriptionDay();
const day = (offset: number) => Timestamp.fromDate(addDays(TODAY, offset));

/** In the count: joined 30 days ago, subscribed again 2 days ago. */
const OLD = 'old.hand@example.com';
/** Joined yesterday: after countedThrough, so not in the count yet. */
const RECENT = 'recent@example.com';
/** Stored before subscriptions had days: in the count. */
const LEGACY = 'legacy@example.com';

const stored = (email: string, days?: Timestamp[]): DocumentData => ({
  email, subscribedAt: LAST_WEEK, source: 'home', ...(days && { subscribedDays: days }),
});

export function subscriberCountTests(): void {
  describe('subscriber count: site/subscribers and the days it goes by', () => {
    const world = useRulesWorld('demo-rules-subscriber-count');
    const counter = (db: Firestore) => doc(db, COUNT);
    const subscriber = (db: Firestore, email: string) => doc(db, 'subscribers', email);

    beforeEach(async () => {
      await world.seed(COUNT, { count: 41, countedThrough: day(-5) });
      await world.seed(`subscribers/${OLD}`, stored(OLD, [day(-30), day(-2)]));
      await world.seed(`subscribers/${RECENT}`, stored(RECENT, [day(-1)]));
      await world.seed(`subscribers/${LEGACY}`, stored(LEGACY));
    });

    for (const persona of ['guest', 'user'] as const) {
      it(`${persona}: cannot read, list, set, move or delete the count`, async () => {
        const { db } = world.as(persona);
        await denied(['site/subscribers', persona, 'get'], getDoc(counter(db)));
        await denied(['site/subscribers', persona, 'list'], getDocs(query(collection(db, 'site'), limit(5))));
        const moved = updateDoc(counter(db), { count: increment(1) });
        await attackIsDenied('non-admin reads or writes the subscriber count', moved, ['site/subscribers', persona, 'update']);
        const set = setDoc(counter(db), { count: 1_000_000, countedThrough: day(-5) });
        await attackIsDenied('non-admin reads or writes the subscriber count', set, ['site/subscribers', persona, 'update']);
        await denied(['site/subscribers', persona, 'delete'], deleteDoc(counter(db)));
        await deleteDoc(counter(world.owner.db));
        const created = setDoc(counter(db), { count: 0, countedThrough: day(-5) });
        await attackIsDenied('non-admin reads or writes the subscriber count', created, ['site/subscribers', persona, 'create']);
        // Nor with a subscription: the forms never write it.
        const along = writeBatch(db)
          .set(subscriber(db, `along.${persona}@example.com`), newSubscriber(`along.${persona}@example.com`), { merge: true })
          .set(counter(db), { count: 42, countedThrough: day(-5) })
          .commit();
        await attackIsDenied('non-admin reads or writes the subscriber count', along);
      });
    }

    it('admin: reads the count, counts the days as they close, recounts, and never lists or deletes it', async () => {
      const { db } = world.admin;
      expect((await allowed(['site/subscribers', 'admin', 'get'], getDoc(counter(db)))).data()).toEqual({ count: 41, countedThrough: day(-5) });
      // Passing two closed days, and the subscribers who joined on them.
      await allowed(['site/subscribers', 'admin', 'update'], setDoc(counter(db), { count: 44, countedThrough: day(-3) }));
      await allowed(['site/subscribers', 'admin', 'update'], setDoc(counter(db), { count: 44, countedThrough: day(-2) }));
      await denied(['site/subscribers', 'admin', 'list'], getDocs(query(collection(db, 'site'), limit(5))));
      await denied(['site/subscribers', 'admin', 'delete'], deleteDoc(counter(db)));
      // A recount on a project that had none.
      await deleteDoc(counter(world.owner.db));
      await allowed(['site/subscribers', 'admin', 'create'], setDoc(counter(db), { count: 3, countedThrough: day(-3) }));
    });

    it('the count cannot pass a day a subscription may still carry, nor be negative, a fraction or more than a count', async () => {
      const { db } = world.admin;
      for (const open of [day(-1), TODAY, day(1)]) {
        await attackIsDenied('counting a day still open to subscriptions', setDoc(counter(db), { count: 41, countedThrough: open }));
      }
      await attackIsDenied('a subscriber count that is negative or not a whole number', setDoc(counter(db), { count: -1, countedThrough: day(-5) }));
      await attackIsDenied('a subscriber count that is negative or not a whole number', setDoc(counter(db), { count: 41.5, countedThrough: day(-5) }));
      await schemaIsEnforced('site/subscribers', 'countedThrough that is not a midnight', setDoc(counter(db), { count: 41, countedThrough: Timestamp.fromMillis(day(-5).toMillis() + 3_600_000) }));
      await schemaIsEnforced('site/subscribers', 'countedThrough that is not a time', setDoc(counter(db), { count: 41, countedThrough: '2026-01-01' }));
      await schemaIsEnforced('site/subscribers', 'a count without countedThrough', setDoc(counter(db), { count: 41 }));
      await schemaIsEnforced('site/subscribers', 'extra fields', setDoc(counter(db), { count: 41, countedThrough: day(-5), note: 'x' }));
      expect((await getDoc(counter(world.owner.db))).data()).toEqual({ count: 41, countedThrough: day(-5) });
    });

    it("a subscription records the subscriber's day, the server's give or take one, and only that", async () => {
      for (const persona of ['guest', 'user', 'admin'] as const) {
        const { db } = world.as(persona);
        const address = (name: string) => subscriber(db, `${name}.${persona}@example.com`);
        const form = (name: string, days: unknown) => setDoc(address(name), newSubscriber(`${name}.${persona}@example.com`, { subscribedDays: days }), { merge: true });
        for (const [name, offset] of [['yesterday', -1], ['today', 0], ['tomorrow', 1]] as const) {
          await allowed(['subscribers', persona, 'create'], form(name, [day(offset)]));
        }
        for (const offset of [-5, -2, 2, 30]) {
          await attackIsDenied('a subscription dated on another day', form(`dated${offset}`, [day(offset)]));
        }
        await attackIsDenied('a subscription that claims several days', form('several', [day(0), day(1)]));
        await attackIsDenied('a subscription that claims several days', form('twice', [day(0), day(0)]));
        await attackIsDenied('a subscription that claims several days', form('none', []));
        await schemaIsEnforced('subscribers', 'subscribedDays that is not a list', form('scalar', day(0)));
        const dayless = setDoc(address('dayless'), without(newSubscriber(`dayless.${persona}@example.com`), 'subscribedDays'));
        await schemaIsEnforced('subscribers', 'a subscription without its day', dayless);
      }
    });

    it('a repeat adds its day at the end, or nothing when the day is there, and never rewrites the day the address joined', async () => {
      const { db } = world.guest;
      const again = (email: string, overrides: DocumentData = {}, merge = true) => setDoc(subscriber(db, email), newSubscriber(email, overrides), { merge });
      await allowed(['subscribers', 'guest', 'update'], again(OLD));
      await allowed(['subscribers', 'guest', 'update'], again(OLD));
      expect((await getDoc(subscriber(world.owner.db, OLD))).get('subscribedDays')).toEqual([day(-30), day(-2), day(0)]);
      // An address stored before the days: its repeat gives it one.
      await allowed(['subscribers', 'guest', 'update'], again(LEGACY));
      expect((await getDoc(subscriber(world.owner.db, LEGACY))).get('subscribedDays')).toEqual([day(0)]);

      for (const days of [[day(0)], [day(-31), day(-2), day(0)], [day(-2), day(0)], [day(-30), day(0)], [day(-30)]]) {
        await attackIsDenied('a repeat subscription that rewrites the day it joined', again(OLD, { subscribedDays: days }));
      }
      // A plain set, replacing the document: its days start again from today.
      await attackIsDenied('a repeat subscription that rewrites the day it joined', again(OLD, {}, false));
      const dayless = setDoc(subscriber(db, OLD), without(newSubscriber(OLD), 'subscribedDays'));
      await attackIsDenied('a repeat subscription that rewrites the day it joined', dayless);
      await attackIsDenied('a repeat subscription that adds another day than its own', again(OLD, { subscribedDays: [day(-30), day(-2), day(0), day(-4)] }));
      await attackIsDenied('a repeat subscription that adds another day than its own', again(OLD, { subscribedDays: [day(-30), day(-2), day(0), day(1), day(-1)] }));
      expect((await getDoc(subscriber(world.owner.db, OLD))).get('subscribedDays')).toEqual([day(-30), day(-2), day(0)]);
    });

    it('removing an address in the count takes one off in the same commit; one that joined since leaves the count as it is', async () => {
      const { db } = world.admin;
      const remove = (email: string, count?: DocumentData) => {
        const batch = writeBatch(db).delete(subscriber(db, email));
        if (count) batch.update(counter(db), count);
        return batch.commit();
      };
      await attackIsDenied('removing a counted subscriber without the count', remove(OLD));
      await attackIsDenied('removing a counted subscriber without the count', remove(LEGACY));
      await attackIsDenied('removing a subscriber and moving the count wrong', remove(OLD, { count: increment(-2) }));
      await attackIsDenied('removing a subscriber and moving the count wrong', remove(OLD, { count: increment(-1), countedThrough: day(-3) }));
      await attackIsDenied('removing a subscriber and moving the count wrong', remove(RECENT, { count: increment(-1) }));
      await allowed(['subscribers', 'admin', 'delete'], remove(OLD, { count: increment(-1) }));
      await allowed(['subscribers', 'admin', 'delete'], remove(LEGACY, { count: increment(-1) }));
      await allowed(['subscribers', 'admin', 'delete'], remove(RECENT));
      expect((await getDoc(counter(world.owner.db))).get('count')).toBe(39);
      // Nobody else removes one, with the count or without.
      await world.seed(`subscribers/${OLD}`, stored(OLD, [day(-30)]));
      for (const persona of ['guest', 'user'] as const) {
        const other = world.as(persona).db;
        const attempt = writeBatch(other).delete(subscriber(other, OLD)).update(counter(other), { count: increment(-1) }).commit();
        await denied(['subscribers', persona, 'delete'], attempt);
      }
    });

    it("admin: the count's queries: those who joined after a day, and the whole list in ranges of addresses", async () => {
      const subscribers = collection(world.admin.db, 'subscribers');
      const joinedAfter = (offset: number) => getCount(query(subscribers, where('subscribedDays', '>=', [day(offset + 1)]), limit(1_000_000)));
      expect((await allowed(['subscribers', 'admin', 'list'], joinedAfter(-5))).data().count).toBe(1);
      expect((await joinedAfter(-31)).data().count).toBe(2);
      await setDoc(subscriber(world.guest.db, 'new.today@example.com'), newSubscriber('new.today@example.com'), { merge: true });
      expect((await joinedAfter(-5)).data().count).toBe(2);
      const idRange = (from: string, to: string) => [where(documentId(), '>=', doc(subscribers, from)), where(documentId(), '<', doc(subscribers, to))] as const;
      expect((await getCount(query(subscribers, ...idRange('a', 'n'), limit(1_000_000)))).data().count).toBe(1);
      expect((await getCount(query(subscribers, ...idRange('n', '~'), limit(1_000_000)))).data().count).toBe(3);
      const guestRange = getCount(query(collection(world.guest.db, 'subscribers'), where('subscribedDays', '>=', [day(-4)]), limit(1000)));
      await attackIsDenied('non-admin counts subscribers', guestRange);
    });
  });
}
