/**
 * contactMessages: anyone writes one from the contact form (a signed-in user may sign it
 * with their own uid); admins read, count, mark read or unread, and delete them.
 */
import {
  addDoc, collection, deleteDoc, doc, getCount, getDoc, getDocs, limit, orderBy, query, startAfter, updateDoc, where,
  type DocumentData, type Firestore,
} from 'firebase/firestore/lite';
import { beforeEach, describe, expect, it } from 'vitest';
import { allowed, attackIsDenied, denied, schemaIsEnforced } from '../support/access.js';
import { ALICE, BOB, LAST_WEEK, newContactMessage, without } from '../support/fixtures.js';
import { useRulesWorld } from '../support/rules-world.js';

const send = (db: Firestore, message: DocumentData) => addDoc(collection(db, 'contactMessages'), message);

const BROKEN_MESSAGES: readonly (readonly [string, DocumentData])[] = [
  ['no subject', without(newContactMessage(), 'subject')],
  ['an empty name', newContactMessage({ name: '' })],
  ['a name over 100 characters', newContactMessage({ name: 'x'.repeat(101) })],
  ['a subject over 200 characters', newContactMessage({ subject: 'x'.repeat(201) })],
  ['a message over 5000 characters', newContactMessage({ message: 'x'.repeat(5001) })],
  ['an e-mail that is not an address', newContactMessage({ email: 'call me' })],
  ['a client-chosen createdAt', newContactMessage({ createdAt: LAST_WEEK })],
  ['an unknown field', newContactMessage({ priority: 'urgent' })],
];

const markRead = (db: Firestore, read: unknown) => updateDoc(doc(db, 'contactMessages', 'm1'), { read });

export function contactMessageTests(): void {
  describe('contactMessages: the contact form', () => {
    const world = useRulesWorld('demo-rules-contact');
    const seeded = (db: Firestore) => doc(db, 'contactMessages', 'm1');

    beforeEach(async () => {
      await world.seed('contactMessages/m1', { ...newContactMessage(), createdAt: LAST_WEEK });
    });

    it('guest: sends a message, and cannot read, list, change or delete messages', async () => {
      const { db } = world.guest;
      await allowed(['contactMessages', 'guest', 'create'], send(db, newContactMessage()));
      await denied(['contactMessages', 'guest', 'get'], getDoc(seeded(db)));
      const list = getDocs(query(collection(db, 'contactMessages'), orderBy('createdAt', 'desc')));
      await attackIsDenied('non-admin lists contact messages', list, ['contactMessages', 'guest', 'list']);
      await denied(['contactMessages', 'guest', 'update'], updateDoc(seeded(db), { subject: 'Changed' }));
      await denied(['contactMessages', 'guest', 'delete'], deleteDoc(seeded(db)));
      await attackIsDenied("contact message in another user's name", send(db, newContactMessage({ uid: ALICE.uid })));
    });

    it('user: sends a message signed with their uid, never with another', async () => {
      const { db } = world.alice;
      await allowed(['contactMessages', 'user', 'create'], send(db, newContactMessage({ uid: ALICE.uid, email: ALICE.email })));
      await allowed(['contactMessages', 'user', 'create'], send(db, newContactMessage()));
      await attackIsDenied("contact message in another user's name", send(db, newContactMessage({ uid: BOB.uid })));
      await denied(['contactMessages', 'user', 'get'], getDoc(seeded(db)));
      const own = getDocs(query(collection(db, 'contactMessages'), where('uid', '==', ALICE.uid)));
      await attackIsDenied('non-admin lists contact messages', own, ['contactMessages', 'user', 'list']);
      await denied(['contactMessages', 'user', 'update'], updateDoc(seeded(db), { subject: 'Changed' }));
      await denied(['contactMessages', 'user', 'delete'], deleteDoc(seeded(db)));
    });

    it('admin: reads, lists newest first and deletes messages, never edits them', async () => {
      const { db } = world.admin;
      await allowed(['contactMessages', 'admin', 'create'], send(db, newContactMessage()));
      expect((await allowed(['contactMessages', 'admin', 'get'], getDoc(seeded(db)))).get('subject')).toBe('Research request');
      const all = await allowed(['contactMessages', 'admin', 'list'], getDocs(query(collection(db, 'contactMessages'), orderBy('createdAt', 'desc'))));
      expect(all.size).toBe(2);
      await denied(['contactMessages', 'admin', 'update'], updateDoc(seeded(db), { subject: 'Changed' }));
      await allowed(['contactMessages', 'admin', 'delete'], deleteDoc(seeded(db)));
    });

    for (const persona of ['guest', 'user'] as const) {
      it(`${persona}: cannot count messages, mark one read, or send one already read`, async () => {
        const { db } = world.as(persona);
        const count = getCount(query(collection(db, 'contactMessages'), limit(1000)));
        await attackIsDenied('non-admin counts contact messages', count, ['contactMessages', persona, 'list']);
        await attackIsDenied('non-admin marks a contact message read', markRead(db, true), ['contactMessages.read', persona, 'update']);
        await attackIsDenied('contact message sent as already read', send(db, newContactMessage({ read: true })));
        await attackIsDenied('contact message sent as already read', send(db, newContactMessage({ read: false })));
      });
    }

    it('admin: marks a message read and unread again, and changes nothing else of it', async () => {
      const { db } = world.admin;
      await allowed(['contactMessages.read', 'admin', 'update'], markRead(db, true));
      expect((await getDoc(seeded(world.owner.db))).get('read')).toBe(true);
      await allowed(['contactMessages.read', 'admin', 'update'], markRead(db, false));
      expect((await getDoc(seeded(world.owner.db))).get('read')).toBe(false);
      const edit = updateDoc(seeded(db), { read: true, subject: 'Changed' });
      await attackIsDenied('admin edits a contact message beyond its read flag', edit, ['contactMessages', 'admin', 'update']);
      const reply = updateDoc(seeded(db), { read: true, repliedAt: new Date() });
      await attackIsDenied('admin edits a contact message beyond its read flag', reply);
      for (const bad of ['yes', 1, null]) await attackIsDenied('read flag that is not true or false', markRead(db, bad));
    });

    it("admin: the messages page's queries: newest first by cursor, unread counted as all minus read", async () => {
      await world.seed('contactMessages/m2', { ...newContactMessage({ subject: 'Second' }), createdAt: new Date(), read: true });
      await world.seed('contactMessages/m3', { ...newContactMessage({ subject: 'Third' }), createdAt: new Date(Date.now() - 60_000) });
      const messages = collection(world.admin.db, 'contactMessages');
      const first = await allowed(['contactMessages', 'admin', 'list'], getDocs(query(messages, orderBy('createdAt', 'desc'), limit(2))));
      expect(first.docs.map((d) => d.id)).toEqual(['m2', 'm3']);
      const next = await getDocs(query(messages, orderBy('createdAt', 'desc'), startAfter(first.docs[1]), limit(2)));
      expect(next.docs.map((d) => d.id)).toEqual(['m1']);
      const all = await getCount(query(messages, limit(1_000_000)));
      const read = await getCount(query(messages, where('read', '==', true), limit(1_000_000)));
      expect(all.data().count - read.data().count).toBe(2);
    });

    it('an address with quotes, angle brackets or a leading formula sign is refused', async () => {
      for (const email of ['=cmd"<x>@evil.io', '"Sam" <sam@example.com>', '@sam@example.com', '+cmd@evil.io']) {
        await attackIsDenied('contact address with quotes or angle brackets', send(world.guest.db, newContactMessage({ email })));
      }
      await allowed(['contactMessages', 'guest', 'create'], send(world.guest.db, newContactMessage({ email: 'Sam.O-Neil+news@example.co.uk' })));
    });

    it('an address with % is refused, so a reply link never decodes it into another recipient or header', async () => {
      for (const persona of ['guest', 'user'] as const) {
        const { db } = world.as(persona);
        for (const email of ['boss%40victim.example%2Cme@attacker.example', 'sam%0D%0Abcc.me@attacker.example', 'sam%25@example.com']) {
          await attackIsDenied('contact address with a percent sign', send(db, newContactMessage({ email })));
        }
        await allowed(['contactMessages', persona, 'create'], send(db, newContactMessage({ email: 'boss.victim+me@attacker.example' })));
      }
    });

    for (const [name, message] of BROKEN_MESSAGES) {
      it(`denies a message with ${name}`, async () => {
        await schemaIsEnforced('contactMessages', name, send(world.guest.db, message));
      });
    }
  });
}
