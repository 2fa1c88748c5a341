/**
 * users/{uid}: a reader registers and keeps their own profile (never their role); admins
 * read every profile and change other users' roles, never their own.
 */
import {
  collection, deleteDoc, doc, getCount, getDoc, getDocs, limit, orderBy, query, serverTimestamp, setDoc, startAfter, updateDoc, where,
} from 'firebase/firestore/lite';
import { beforeEach, describe, expect, it } from 'vitest';
import { allowed, attackIsDenied, denied } from '../support/access.js';
import { ADMIN, ALICE, BOB, newProfile, storedProfile } from '../support/fixtures.js';
import { personSearchTerms } from '../../../src/lib/search-terms.js';
import { useRulesWorld } from '../support/rules-world.js';

export function userTests(): void {
  describe('users: profiles and roles', () => {
    const world = useRulesWorld('demo-rules-users');
    const profile = (persona: 'guest' | 'user' | 'other' | 'admin', uid: string) => doc(world.as(persona).db, 'users', uid);

    beforeEach(async () => {
      await world.seed(`users/${BOB.uid}`, storedProfile(BOB));
    });

    it('user: registers as a subscriber, unverified, with server timestamps', async () => {
      const unverified = world.withToken({ ...ALICE.token, email_verified: false });
      const registration = setDoc(doc(unverified.db, 'users', ALICE.uid), newProfile(ALICE, { emailVerified: false }));
      await allowed(['users', 'user', 'create'], registration);
      const stored = await getDoc(doc(world.owner.db, 'users', ALICE.uid));
      expect(stored.get('role')).toBe('subscriber');
      expect(stored.get('createdAt')).toEqual(stored.get('updatedAt'));
    });

    it('user: creates the profile on a first sign-in with a provider, lastLogin null allowed', async () => {
      await allowed(['users', 'user', 'create'], setDoc(profile('user', ALICE.uid), newProfile(ALICE, { lastLogin: null, fullName: '' })));
    });

    it('user: reads and updates their own profile; syncs lastLogin and emailVerified as the token says', async () => {
      await world.seed(`users/${ALICE.uid}`, storedProfile(ALICE, { emailVerified: false }));
      const own = profile('user', ALICE.uid);
      expect((await allowed(['users', 'user', 'get'], getDoc(own))).get('fullName')).toBe(ALICE.name);
      await allowed(['users', 'user', 'update'], updateDoc(own, { fullName: 'Alice R. Reader', updatedAt: serverTimestamp() }));
      const login = updateDoc(own, { lastLogin: serverTimestamp(), emailVerified: true, updatedAt: serverTimestamp() });
      await allowed(['users', 'user', 'update'], login);
      const renamed = world.withToken({ ...ALICE.token, email: 'Alice.New@Example.com' });
      const emailChange = updateDoc(doc(renamed.db, 'users', ALICE.uid), { email: 'alice.new@example.com', updatedAt: serverTimestamp() });
      await allowed(['users', 'user', 'update'], emailChange);
    });

    it('user: cannot list users', async () => {
      await world.seed(`users/${ALICE.uid}`, storedProfile(ALICE));
      const users = collection(world.alice.db, 'users');
      await attackIsDenied('non-admin lists users', getDocs(query(users, orderBy('createdAt', 'desc'))), ['users', 'user', 'list']);
      await attackIsDenied('non-admin lists users', getDocs(query(users, where('uid', '==', ALICE.uid))), ['users', 'user', 'list']);
      await attackIsDenied('non-admin lists users', getDocs(query(users, where('email', '==', ALICE.email))), ['users', 'user', 'list']);
    });

    it('user: cannot count users', async () => {
      const count = getCount(query(collection(world.alice.db, 'users'), limit(1000)));
      await attackIsDenied('non-admin counts users', count, ['users', 'user', 'list']);
      await attackIsDenied('non-admin counts users', getCount(query(collection(world.guest.db, 'users'), limit(1000))), ['users', 'guest', 'list']);
    });

    it("admin: the Manage Users queries: count, newest first by cursor, by the start of an e-mail or a name", async () => {
      await world.seed(`users/${ALICE.uid}`, storedProfile(ALICE));
      const users = collection(world.admin.db, 'users');
      expect((await allowed(['users', 'admin', 'list'], getCount(query(users, limit(1_000_000))))).data().count).toBe(3);
      const first = await getDocs(query(users, orderBy('createdAt', 'desc'), limit(2)));
      const rest = await getDocs(query(users, orderBy('createdAt', 'desc'), startAfter(first.docs[1]), limit(2)));
      expect([...first.docs, ...rest.docs].map((d) => d.id).sort()).toEqual([ADMIN.uid, ALICE.uid, BOB.uid].sort());
      const startsWith = (field: string, text: string) =>
        query(users, where(field, '>=', text), where(field, '<', `${text}\uf8ff`), orderBy(field), limit(21));
      expect((await getDocs(startsWith('email', 'alice'))).docs.map((d) => d.id)).toEqual([ALICE.uid]);
      expect((await getDocs(startsWith('fullName', 'Bob'))).docs.map((d) => d.id)).toEqual([BOB.uid]);
      // Any word of a name or an address, newest first: searchTerms (src/lib/search-terms.ts).
      await world.seed(`users/${ALICE.uid}`, storedProfile(ALICE, { searchTerms: personSearchTerms(ALICE.name, ALICE.email) }));
      const byWord = (term: string) => query(users, where('searchTerms', 'array-contains', term), orderBy('createdAt', 'desc'), limit(21));
      expect((await allowed(['users', 'admin', 'list'], getDocs(byWord('reader')))).docs.map((d) => d.id)).toEqual([ALICE.uid]);
      expect((await getDocs(byWord('example'))).docs.map((d) => d.id)).toEqual([ALICE.uid]);
    });

    it('user: deletes their own profile when cancelling a registration', async () => {
      await world.seed(`users/${ALICE.uid}`, storedProfile(ALICE));
      await allowed(['users', 'user', 'delete'], deleteDoc(profile('user', ALICE.uid)));
      expect((await getDoc(doc(world.owner.db, 'users', ALICE.uid))).exists()).toBe(false);
    });

    it("other: cannot read, create, edit or delete someone else's profile", async () => {
      await world.seed(`users/${ALICE.uid}`, storedProfile(ALICE));
      await denied(['users', 'other', 'get'], getDoc(profile('other', ALICE.uid)));
      const edit = updateDoc(profile('other', ALICE.uid), { fullName: 'Hacked', updatedAt: serverTimestamp() });
      await attackIsDenied("user edits another user's profile", edit, ['users', 'other', 'update']);
      const hide = updateDoc(profile('other', ALICE.uid), { searchTerms: [], updatedAt: serverTimestamp() });
      await attackIsDenied("user edits another user's profile", hide, ['users', 'other', 'update']);
      const forged = setDoc(profile('other', 'carol'), newProfile({ ...BOB, uid: 'carol' }));
      await denied(['users', 'other', 'create'], forged);
      await denied(['users', 'other', 'delete'], deleteDoc(profile('other', ALICE.uid)));
    });

    it('guest: cannot read, list, create, edit or delete profiles', async () => {
      await denied(['users', 'guest', 'get'], getDoc(profile('guest', BOB.uid)));
      await denied(['users', 'guest', 'list'], getDocs(collection(world.guest.db, 'users')));
      await denied(['users', 'guest', 'create'], setDoc(profile('guest', 'carol'), newProfile({ ...BOB, uid: 'carol' })));
      await denied(['users', 'guest', 'update'], updateDoc(profile('guest', BOB.uid), { fullName: 'X', updatedAt: serverTimestamp() }));
      await denied(['users', 'guest', 'delete'], deleteDoc(profile('guest', BOB.uid)));
    });

    it("admin: reads and lists profiles, changes another user's role", async () => {
      const bob = profile('admin', BOB.uid);
      expect((await allowed(['users', 'admin', 'get'], getDoc(bob))).get('email')).toBe(BOB.email);
      const all = await allowed(['users', 'admin', 'list'], getDocs(query(collection(world.admin.db, 'users'), orderBy('createdAt', 'desc'), limit(50))));
      expect(all.docs.map((d) => d.id).sort()).toEqual([ADMIN.uid, BOB.uid]);
      await allowed(['users', 'admin', 'update'], updateDoc(bob, { role: 'admin', updatedAt: serverTimestamp() }));
      await allowed(['users', 'admin', 'update'], updateDoc(bob, { role: 'subscriber', updatedAt: serverTimestamp() }));
      expect((await getDoc(doc(world.owner.db, 'users', BOB.uid))).get('role')).toBe('subscriber');
    });

    it("admin: cannot edit another user's profile beyond the role, create or delete profiles", async () => {
      const bob = profile('admin', BOB.uid);
      await denied(['users', 'admin', 'update'], updateDoc(bob, { fullName: 'Renamed', updatedAt: serverTimestamp() }));
      await denied(['users', 'admin', 'update'], updateDoc(bob, { role: 'owner', updatedAt: serverTimestamp() }));
      await denied(['users', 'admin', 'update'], updateDoc(bob, { role: 'admin' }));
      const findable = updateDoc(bob, { searchTerms: ['ceo', 'founder'], updatedAt: serverTimestamp() });
      await attackIsDenied("admin rewrites another user's search terms", findable, ['users', 'admin', 'update']);
      await denied(['users', 'admin', 'create'], setDoc(profile('admin', 'carol'), newProfile({ ...BOB, uid: 'carol' })));
      await denied(['users', 'admin', 'delete'], deleteDoc(bob));
      await attackIsDenied('admin deletes their own profile', deleteDoc(profile('admin', ADMIN.uid)), ['users', 'admin', 'delete']);
    });

    it('admin: cannot change their own role, but edits their own profile', async () => {
      const own = profile('admin', ADMIN.uid);
      const demote = updateDoc(own, { role: 'subscriber', updatedAt: serverTimestamp() });
      await attackIsDenied('admin changes their own role', demote);
      await updateDoc(own, { fullName: 'Ann A. Admin', updatedAt: serverTimestamp() });
      expect((await getDoc(doc(world.owner.db, 'users', ADMIN.uid))).get('role')).toBe('admin');
    });

    it('user: cannot make themselves admin, on create or on update', async () => {
      const own = profile('user', ALICE.uid);
      await attackIsDenied('user makes themselves admin on create', setDoc(own, newProfile(ALICE, { role: 'admin' })));
      await setDoc(own, newProfile(ALICE));
      const promote = updateDoc(own, { role: 'admin', updatedAt: serverTimestamp() });
      await attackIsDenied('user makes themselves admin on update', promote);
      await attackIsDenied('user makes themselves admin on update', setDoc(own, newProfile(ALICE, { role: 'admin' })));
      expect((await getDoc(doc(world.owner.db, 'users', ALICE.uid))).get('role')).toBe('subscriber');
    });
  });
}
