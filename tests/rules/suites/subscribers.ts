/**
 * subscribers/{email}: anyone subscribes, keyed by the lowercased address; admins read,
 * export and remove. Nobody can tell from outside who is on the list.
 */
import {
  collection, deleteDoc, doc, getDoc, getDocs, orderBy, query, setDoc, updateDoc, where, type Firestore,
} from 'firebase/firestore/lite';
import { beforeEach, describe, expect, it } from 'vitest';
import { allowed, attackIsDenied, denied, schemaIsEnforced } from '../support/access.js';
import { LAST_WEEK, newSubscriber } from '../support/fixtures.js';
import { useRulesWorld } from '../support/rules-world.js';

const KNOWN = 'known@example.com';

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
      it(`${persona}: subscribes, and cannot read, list, change or remove subscriptions`, async () => {
        const { db } = world.as(persona);
        await allowed(['subscribers', persona, 'create'], subscribe(db, `  New.Reader.${persona}@Example.com `));
        await denied(['subscribers', persona, 'get'], getDoc(known(db)));
        const list = getDocs(query(collection(db, 'subscribers'), orderBy('subscribedAt', 'desc')));
        await attackIsDenied('non-admin lists subscribers', list, ['subscribers', persona, 'list']);
        const byAddress = getDocs(query(collection(db, 'subscribers'), where('email', '==', KNOWN)));
        await attackIsDenied('non-admin lists subscribers', byAddress, ['subscribers', persona, 'list']);
        await denied(['subscribers', persona, 'update'], updateDoc(known(db), { source: 'sidebar' }));
        await denied(['subscribers', persona, 'delete'], deleteDoc(known(db)));
      });
    }

    it('subscribing an address already on the list changes nothing (the form reports success anyway)', async () => {
      await denied(['subscribers', 'guest', 'update'], subscribe(world.guest.db, KNOWN, 'sidebar'));
      expect((await getDoc(known(world.owner.db))).get('source')).toBe('home');
    });

    it('admin: subscribes, reads, lists newest first and removes subscribers', async () => {
      const { db } = world.admin;
      await allowed(['subscribers', 'admin', 'create'], subscribe(db, 'ann.list@example.com', 'sidebar'));
      expect((await allowed(['subscribers', 'admin', 'get'], getDoc(known(db)))).get('email')).toBe(KNOWN);
      const all = await allowed(['subscribers', 'admin', 'list'], getDocs(query(collection(db, 'subscribers'), orderBy('subscribedAt', 'desc'))));
      expect(all.docs.map((d) => d.id)).toEqual(['ann.list@example.com', KNOWN]);
      await denied(['subscribers', 'admin', 'update'], updateDoc(known(db), { source: 'sidebar' }));
      await allowed(['subscribers', 'admin', 'delete'], deleteDoc(known(db)));
    });

    it('a subscription is only an address, its own id, subscribed now', async () => {
      const { db } = world.guest;
      const extra = setDoc(doc(db, 'subscribers', 'sam@example.com'), newSubscriber('sam@example.com', { name: 'Sam', active: true }));
      await attackIsDenied('subscriber with extra fields', extra);
      for (const bad of ['not-an-email', 'sam@', 'sam@example', 'sam @example.com', 'Sam@Example.com', `${'x'.repeat(250)}@example.com`]) {
        await attackIsDenied('subscriber with a bad e-mail', setDoc(doc(db, 'subscribers', bad), newSubscriber(bad)));
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
