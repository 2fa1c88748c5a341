/**
 * subscribers/{email}: anyone subscribes, keyed by the lowercased address; admins read,
 * export and remove. Subscribing again renews the date and source and answers exactly as
 * a first subscription does, so nobody can tell from outside who is on the list.
 */
import {
  collection, deleteDoc, doc, getDoc, getDocs, orderBy, query, setDoc, updateDoc, where, type Firestore, type Timestamp,
} from 'firebase/firestore/lite';
import { beforeEach, describe, expect, it } from 'vitest';
import { allowed, attackIsDenied, denied, schemaIsEnforced } from '../support/access.js';
import { LAST_WEEK, newSubscriber } from '../support/fixtures.js';
import type { RawFirestore, RestAnswer } from '../support/raw-rest.js';
import { useRulesWorld } from '../support/rules-world.js';

const KNOWN = 'known@example.com';

/** A subscription as a crafted request would send it: a plain set, no precondition. */
function rawSubscribe(raw: RawFirestore, email: string): Promise<RestAnswer> {
  return raw.commitAnswer([
    {
      update: { name: raw.name(`subscribers/${email}`), fields: { email: { stringValue: email }, source: { stringValue: 'footer' } } },
      updateTransforms: [{ fieldPath: 'subscribedAt', setToServerValue: 'REQUEST_TIME' }],
    },
  ]);
}

/** An answer with its times masked: what a caller could compare. */
function shape(answer: RestAnswer): string {
  return JSON.stringify(answer).replace(/"\d{4}-\d\d-\d\dT[^"]+"/g, '"<time>"');
}

/** What the newsletter forms write: the address trimmed and lowercased is the id. */
function subscribe(db: Firestore, typed: string, source = 'footer'): Promise<void> {
  const email = typed.trim().toLowerCase();
  return setDoc(doc(db, 'subscribers', email), newSubscriber(email, { source }));
}

export function subscriberTests(): void {
  describe('subscribers: the newsletter list', () => {
    const world = useRulesWorld('demo-rules-subscribers');
    const known = (db: Firestore) => doc(db, 'subscribers', KNOWN);

    beforeEach(async () => {
      await world.seed(`subscribers/${KNOWN}`, { email: KNOWN, subscribedAt: LAST_WEEK, source: 'home' });
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

    it('subscribing again renews the date and source, and changes nothing else', async () => {
      await subscribe(world.guest.db, KNOWN, 'sidebar');
      const renewed = await getDoc(known(world.owner.db));
      expect(renewed.data()).toMatchObject({ email: KNOWN, source: 'sidebar' });
      expect((renewed.get('subscribedAt') as Timestamp).toMillis()).toBeGreaterThan(LAST_WEEK.toMillis());
      const { db } = world.guest;
      const moved = setDoc(known(db), newSubscriber('someone.else@example.com'));
      await attackIsDenied('a repeat subscription that changes more than its date and source', moved);
      const backdated = setDoc(known(db), newSubscriber(KNOWN, { subscribedAt: LAST_WEEK }));
      await attackIsDenied('a repeat subscription that changes more than its date and source', backdated);
      const extra = setDoc(known(db), newSubscriber(KNOWN, { unsubscribed: true }));
      await attackIsDenied('a repeat subscription that changes more than its date and source', extra);
    });

    it('a crafted request gets the same answer for an address on the list and a new one', async () => {
      for (const persona of ['guest', 'user'] as const) {
        const raw = world.raw(persona);
        const onTheList = await rawSubscribe(raw, KNOWN);
        const newcomer = await rawSubscribe(raw, `first.time.${persona}@example.com`);
        expect(onTheList.status).toBe(200);
        expect(shape(onTheList)).toBe(shape(newcomer));
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
  });
}
