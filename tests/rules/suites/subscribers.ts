/**
 * subscribers/{email}: anyone subscribes, keyed by the lowercased address; admins read,
 * count, export, import and remove. Subscribing again renews the date and source (and adds
 * its day to subscribedDays) and answers exactly as a first subscription does, so nobody
 * can tell from outside who is on the list. Only an admin's import may call itself one.
 * The days and the subscriber count they feed: suites/subscriber-count.ts.
 */
import {
  Timestamp, collection, deleteDoc, doc, getCount, getDoc, getDocs, limit, orderBy, query, setDoc, startAfter, updateDoc, where,
  writeBatch, type Firestore,
} from 'firebase/firestore/lite';
import { beforeEach, describe, expect, it } from 'vitest';
import { allowed, answerShape as shape, attackIsDenied, denied, schemaIsEnforced } from '../support/access.js';
import { LAST_WEEK, newSubscriber } from '../support/fixtures.js';
import { addDays, subscriptionDay } from '../../../src/lib/subscription-days.js';
import type { RawFirestore, RestAnswer } from '../support/raw-rest.js';
import { personSearchTerms } from '../../../src/lib/search-terms.js';
import { useRulesWorld } from '../support/rules-world.js';
import { JUNK_SEARCH_TERMS } from './users-schema.js';

const KNOWN = 'known@example.com';

/**
 * A subscription as the forms send it, crafted by hand: the fields merged into the
 * document (an update mask), subscribedAt the server's time and today's day added to
 * subscribedDays, no precondition. Its answer carries a result for each transform.
 */
function rawSubscribe(raw: RawFirestore, email: string): Promise<RestAnswer> {
  return raw.commitAnswer([
    {
      update: { name: raw.name(`subscribers/${email}`), fields: { email: { stringValue: email }, source: { stringValue: 'footer' } } },
      updateMask: { fieldPaths: ['email', 'source'] },
      updateTransforms: [
        { fieldPath: 'subscribedAt', setToServerValue: 'REQUEST_TIME' },
        { fieldPath: 'subscribedDays', appendMissingElements: { values: [{ timestampValue: subscriptionDay().toISOString() }] } },
      ],
    },
  ]);
}

/** What the newsletter forms write: the address trimmed and lowercased is the id, merged into what is there. */
function subscribe(db: Firestore, typed: string, source = 'footer'): Promise<void> {
  const email = typed.trim().toLowerCase();
  return setDoc(doc(db, 'subscribers', email), newSubscriber(email, { source }), { merge: true });
}

export function subscriberTests(): void {
  describe('subscribers: the newsletter list', () => {
    const world = useRulesWorld('demo-rules-subscribers');
    const known = (db: Firestore) => doc(db, 'subscribers', KNOWN);

    const joined = Timestamp.fromDate(addDays(subscriptionDay(), -7));

    beforeEach(async () => {
      await world.seed(`subscribers/${KNOWN}`, { email: KNOWN, subscribedAt: LAST_WEEK, source: 'home', subscribedDays: [joined] });
    });

    for (const persona of ['guest', 'user'] as const) {
      it(`${persona}: subscribes, subscribes again, and cannot read, list, change or remove subscriptions`, async () => {
        const { db } = world.as(persona);
        await allowed(['subscribers', persona, 'create'], subscribe(db, `  New.Reader.${persona}@Example.com `));
        await allowed(['subscribers', persona, 'update'], subscribe(db, KNOWN, 'sidebar'));
        await denied(['subscribers', persona, 'get'], getDoc(known(db)));
        const list = getDocs(query(collection(db, 'subscribers'), orderBy('subscribedAt', 'desc')));
        await attackIsDenied('non-admin lists subscribers', list, ['subscribers', persona, 'list']);
        const byAddress = getDocs(query(collection(db, 'subscribers'), where('email', '==', KNOWN)));
        await attackIsDenied('non-admin lists subscribers', byAddress, ['subscribers', persona, 'list']);
        const relabel = updateDoc(known(db), { source: 'sidebar' });
        await attackIsDenied('a repeat subscription that changes more than its date and source', relabel, ['subscribers', persona, 'update']);
        await denied(['subscribers', persona, 'delete'], deleteDoc(known(db)));
      });
    }

    it('subscribing again renews the date and source, adds its day, and changes nothing else', async () => {
      await subscribe(world.guest.db, KNOWN, 'sidebar');
      const renewed = await getDoc(known(world.owner.db));
      expect(renewed.data()).toMatchObject({ email: KNOWN, source: 'sidebar', subscribedDays: [joined, Timestamp.fromDate(subscriptionDay())] });
      expect((renewed.get('subscribedAt') as Timestamp).toMillis()).toBeGreaterThan(LAST_WEEK.toMillis());
      const { db } = world.guest;
      const merge = { merge: true };
      const moved = setDoc(known(db), newSubscriber('someone.else@example.com'), merge);
      await attackIsDenied('a repeat subscription that changes more than its date and source', moved);
      const backdated = setDoc(known(db), newSubscriber(KNOWN, { subscribedAt: LAST_WEEK }), merge);
      await attackIsDenied('a repeat subscription that changes more than its date and source', backdated);
      const extra = setDoc(known(db), newSubscriber(KNOWN, { unsubscribed: true }), merge);
      await attackIsDenied('a repeat subscription that changes more than its date and source', extra);
    });

    it("the forms' request gets the same answer for an address on the list and a new one, its transforms' results included", async () => {
      for (const persona of ['guest', 'user'] as const) {
        const raw = world.raw(persona);
        const onTheList = await rawSubscribe(raw, KNOWN);
        const newcomer = await rawSubscribe(raw, `first.time.${persona}@example.com`);
        expect(onTheList.status).toBe(200);
        expect(shape(onTheList)).toBe(shape(newcomer));
        // The server's time, and nothing for the day added (arrayUnion answers null): no count, no earlier day.
        expect(JSON.stringify(onTheList.body)).toContain('"transformResults":[{"timestampValue":"');
        expect(JSON.stringify(onTheList.body)).toContain('},{"nullValue":null}]');
      }
    });

    it('admin: subscribes, reads, lists newest first and removes subscribers', async () => {
      const { db } = world.admin;
      await allowed(['subscribers', 'admin', 'create'], subscribe(db, 'ann.list@example.com', 'sidebar'));
      expect((await allowed(['subscribers', 'admin', 'get'], getDoc(known(db)))).get('email')).toBe(KNOWN);
      const all = await allowed(['subscribers', 'admin', 'list'], getDocs(query(collection(db, 'subscribers'), orderBy('subscribedAt', 'desc'))));
      expect(all.docs.map((d) => d.id)).toEqual(['ann.list@example.com', KNOWN]);
      await allowed(['subscribers', 'admin', 'update'], subscribe(db, KNOWN, 'sidebar'));
      await allowed(['subscribers', 'admin', 'delete'], deleteDoc(known(db)));
    });

    for (const persona of ['guest', 'user'] as const) {
      it(`${persona}: cannot count subscribers, nor label a subscription as imported, on the list or not`, async () => {
        const { db } = world.as(persona);
        const count = getCount(query(collection(db, 'subscribers'), limit(1000)));
        await attackIsDenied('non-admin counts subscribers', count, ['subscribers', persona, 'list']);
        const fresh = setDoc(doc(db, 'subscribers', 'new.import@example.com'), newSubscriber('new.import@example.com', { source: 'import' }));
        await attackIsDenied('subscription marked as imported by a non-admin', fresh, ['subscribers (import)', persona, 'create']);
        const repeat = setDoc(known(db), newSubscriber(KNOWN, { source: 'import' }), { merge: true });
        await attackIsDenied('subscription marked as imported by a non-admin', repeat, ['subscribers (import)', persona, 'update']);
        expect((await getDoc(known(world.owner.db))).get('source')).toBe('home');
      });
    }

    it("admin: the subscribers page's queries: count, newest first by cursor, by address, weekly counts", async () => {
      for (const [email, daysAgo] of [['b.prefix@example.com', 3], ['a.prefix@example.com', 10], ['zed@example.com', 20]] as const) {
        await world.seed(`subscribers/${email}`, { email, subscribedAt: Timestamp.fromMillis(Date.now() - daysAgo * 86_400_000), source: 'home' });
      }
      const subscribers = collection(world.admin.db, 'subscribers');
      const total = await allowed(['subscribers', 'admin', 'list'], getCount(query(subscribers, limit(1_000_000))));
      expect(total.data().count).toBe(4);
      const first = await getDocs(query(subscribers, orderBy('subscribedAt', 'desc'), limit(2)));
      expect(first.docs.map((d) => d.id)).toEqual(['b.prefix@example.com', KNOWN]);
      const next = await getDocs(query(subscribers, orderBy('subscribedAt', 'desc'), startAfter(first.docs[1]), limit(2)));
      expect(next.docs.map((d) => d.id)).toEqual(['a.prefix@example.com', 'zed@example.com']);
      const prefix = query(subscribers, where('email', '>=', 'a.'), where('email', '<', 'a.\uf8ff'), orderBy('email'), limit(20));
      expect((await getDocs(prefix)).docs.map((d) => d.id)).toEqual(['a.prefix@example.com']);
      const listed = await getDocs(query(subscribers, where('email', 'in', [KNOWN, 'nobody@example.com']), limit(30)));
      expect(listed.docs.map((d) => d.id)).toEqual([KNOWN]);
      const since = Timestamp.fromMillis(Date.now() - 14 * 86_400_000);
      const lastTwoWeeks = query(subscribers, where('subscribedAt', '>=', since), where('subscribedAt', '<', Timestamp.now()), limit(1_000_000));
      expect((await getCount(lastTwoWeeks)).data().count).toBe(3);
    });

    it('admin: imports new addresses 500 to a commit, marked as imported; an address already there is only renewed', async () => {
      const { db } = world.admin;
      const batch = writeBatch(db);
      for (let i = 0; i < 500; i++) {
        const email = `imported.${i}@example.com`;
        batch.set(doc(db, 'subscribers', email), newSubscriber(email, { source: 'import' }), { merge: true });
      }
      await allowed(['subscribers (import)', 'admin', 'create'], batch.commit());
      const imported = query(collection(world.owner.db, 'subscribers'), where('source', '==', 'import'), limit(1000));
      expect((await getCount(imported)).data().count).toBe(500);
      await allowed(['subscribers (import)', 'admin', 'update'], setDoc(known(db), newSubscriber(KNOWN, { source: 'import' }), { merge: true }));
      expect(Object.keys((await getDoc(known(world.owner.db))).data() ?? {}).sort()).toEqual(['email', 'searchTerms', 'source', 'subscribedAt', 'subscribedDays']);
      const backdated = setDoc(doc(db, 'subscribers', 'old@example.com'), newSubscriber('old@example.com', { source: 'import', subscribedAt: LAST_WEEK }));
      await schemaIsEnforced('subscribers', 'an imported subscription dated in the past', backdated);
      const uppercase = setDoc(doc(db, 'subscribers', 'Upper@Example.com'), newSubscriber('Upper@Example.com', { source: 'import' }));
      await schemaIsEnforced('subscribers', 'an imported address that is not lowercased', uppercase);
    });

    it('a subscription is only an address, its own id, subscribed now', async () => {
      const { db } = world.guest;
      const extra = setDoc(doc(db, 'subscribers', 'sam@example.com'), newSubscriber('sam@example.com', { name: 'Sam', active: true }));
      await attackIsDenied('subscriber with extra fields', extra);
      for (const bad of ['not-an-email', 'sam@', 'sam@example', 'sam @example.com', 'Sam@Example.com', `${'x'.repeat(250)}@example.com`]) {
        await attackIsDenied('subscriber with a bad e-mail', setDoc(doc(db, 'subscribers', bad), newSubscriber(bad)));
      }
      for (const formula of ['=cmd"<x>@evil.io', '=hyperlink@evil.io', '+1-555@evil.io', '-2@evil.io', '"quoted"@evil.io', 'a<b>@evil.io']) {
        await attackIsDenied('subscriber address a spreadsheet would run', setDoc(doc(db, 'subscribers', formula), newSubscriber(formula)));
      }
      await attackIsDenied('subscriber with a bad e-mail', setDoc(doc(db, 'subscribers', 'sam@example.com'), newSubscriber('sam@example.com', { email: 42 })));
      const otherId = setDoc(doc(db, 'subscribers', 'sam@example.com'), newSubscriber('someone.else@example.com'));
      await attackIsDenied('subscriber id that is not the e-mail', otherId);
      const randomId = setDoc(doc(db, 'subscribers', 'AbC123'), newSubscriber('sam@example.com'));
      await attackIsDenied('subscriber id that is not the e-mail', randomId);
      const past = setDoc(doc(db, 'subscribers', 'sam@example.com'), newSubscriber('sam@example.com', { subscribedAt: LAST_WEEK }));
      await schemaIsEnforced('subscribers', 'a client-chosen subscribedAt', past);
      const source = setDoc(doc(db, 'subscribers', 'sam@example.com'), newSubscriber('sam@example.com', { source: '<script>' }));
      await schemaIsEnforced('subscribers', 'a source that is not a short name', source);
      await allowed(['subscribers', 'guest', 'create'], setDoc(doc(db, 'subscribers', 'sam@example.com'), newSubscriber('sam@example.com')));
    });

    it('search terms: anyone writes them with a subscription, in the shape the rules take, and no junk', async () => {
      for (const persona of ['guest', 'user', 'admin'] as const) {
        const { db } = world.as(persona);
        const source = persona === 'admin' ? 'import' : 'footer';
        const row = persona === 'admin' ? 'subscribers (import)' : 'subscribers';
        const email = `terms.${persona}@example.com`;
        await allowed([row, persona, 'create'], setDoc(doc(db, 'subscribers', email), newSubscriber(email, { source })));
        // Junk terms, on a new address (a create) and on the one just subscribed (a repeat).
        const fresh = `junk.${persona}@example.com`;
        for (const [name, searchTerms] of JUNK_SEARCH_TERMS) {
          const created = setDoc(doc(db, 'subscribers', fresh), newSubscriber(fresh, { source, searchTerms }));
          await schemaIsEnforced('subscribers', `search terms that are ${name}`, created);
          const repeated = setDoc(doc(db, 'subscribers', email), newSubscriber(email, { source, searchTerms }), { merge: true });
          await schemaIsEnforced('subscribers', `search terms that are ${name}`, repeated);
        }
        expect((await getDoc(doc(world.owner.db, 'subscribers', fresh))).exists()).toBe(false);
      }
      expect((await getDoc(doc(world.owner.db, 'subscribers', 'terms.guest@example.com'))).get('searchTerms')).toEqual(
        personSearchTerms('', 'terms.guest@example.com'),
      );
      const byWord = query(collection(world.admin.db, 'subscribers'), where('searchTerms', 'array-contains', 'guest'), orderBy('subscribedAt', 'desc'), limit(26));
      expect((await allowed(['subscribers', 'admin', 'list'], getDocs(byWord))).docs.map((d) => d.id)).toEqual(['terms.guest@example.com']);
    });

    it("an address with % is refused, from the forms and from an admin's import", async () => {
      const hostile = ['boss%40victim.example%2cme@attacker.example', 'sam%0d%0abcc.me@attacker.example', 'sam%25@example.com'];
      for (const persona of ['guest', 'user', 'admin'] as const) {
        const { db } = world.as(persona);
        const source = persona === 'admin' ? 'import' : 'footer';
        for (const email of hostile) {
          await attackIsDenied('subscriber address with a percent sign', setDoc(doc(db, 'subscribers', email), newSubscriber(email, { source })));
        }
        const row = persona === 'admin' ? 'subscribers (import)' : 'subscribers';
        await allowed([row, persona, 'create'], subscribe(db, `boss.victim+${persona}@attacker.example`, source));
      }
    });
  });
}
