/**
 * The profile schema: each malformed registration or profile update by the user is
 * denied; e-mail and emailVerified follow the token, timestamps are the server's.
 */
import { Timestamp, doc, serverTimestamp, setDoc, updateDoc, type DocumentData } from 'firebase/firestore/lite';
import { beforeEach, describe, it } from 'vitest';
import { allowed, attackIsDenied, schemaIsEnforced } from '../support/access.js';
import { personSearchTerms } from '../../../src/lib/search-terms.js';
import { ALICE, BOB, LAST_WEEK, newProfile, storedProfile, without } from '../support/fixtures.js';
import { useRulesWorld } from '../support/rules-world.js';

/** searchTerms the rules refuse, from anyone (users and subscribers alike). */
export const JUNK_SEARCH_TERMS: readonly (readonly [string, unknown])[] = [
  ['not a list', 'alice reader'],
  ['a list holding a number', ['alice', 42]],
  ['a list holding a map', ['alice', { term: 'x' }]],
  ['over 100 terms', Array.from({ length: 101 }, (_, i) => `t${i}`)],
  ['a term over 40 characters', ['alice', 'x'.repeat(41)]],
  ['an empty term', ['alice', '']],
  ['a term with a space', ['alice reader']],
  ['a term in capitals', ['Alice']],
];

const BROKEN_REGISTRATIONS: readonly (readonly [string, DocumentData])[] = [
  ['an unknown field', newProfile(ALICE, { isPremium: true })],
  ['no emailVerified', without(newProfile(ALICE), 'emailVerified')],
  ['a fullName over 100 characters', newProfile(ALICE, { fullName: 'x'.repeat(101) })],
  ['a fullName that is not a string', newProfile(ALICE, { fullName: 42 })],
  ['an e-mail that is not lowercased', newProfile(ALICE, { email: 'Alice@Example.com' })],
  ['a uid field that is not the document id', newProfile(ALICE, { uid: 'bob' })],
  ['a role that does not exist', newProfile(ALICE, { role: 'editor' })],
  ['a client-chosen createdAt', newProfile(ALICE, { createdAt: LAST_WEEK })],
  ['a client-chosen updatedAt', newProfile(ALICE, { updatedAt: LAST_WEEK })],
  ['a client-chosen lastLogin', newProfile(ALICE, { lastLogin: LAST_WEEK })],
  ...JUNK_SEARCH_TERMS.map(([name, searchTerms]) => [`search terms that are ${name}`, newProfile(ALICE, { searchTerms })] as const),
];

const now = { updatedAt: serverTimestamp() };

const BROKEN_UPDATES: readonly (readonly [string, DocumentData])[] = [
  ['an update with a client-chosen updatedAt', { fullName: 'Alice', updatedAt: LAST_WEEK }],
  ['an update that does not set updatedAt', { fullName: 'Alice' }],
  ['an update that changes createdAt', { createdAt: serverTimestamp(), ...now }],
  ['an update that changes uid', { uid: 'alice2', ...now }],
  ['an update with a client-chosen lastLogin', { lastLogin: Timestamp.now(), ...now }],
  ['an update that adds an unknown field', { plan: 'premium', ...now }],
  ['an update with a fullName that is not a string', { fullName: ['Alice'], ...now }],
  ...JUNK_SEARCH_TERMS.map(([name, searchTerms]) => [`an update with search terms that are ${name}`, { searchTerms, ...now }] as const),
];

export function userSchemaTests(): void {
  describe('users: schema of profile writes', () => {
    const world = useRulesWorld('demo-rules-users-schema');
    const own = () => doc(world.alice.db, 'users', ALICE.uid);

    it('the well-formed registration these cases break is allowed, with its search terms or (an older app) without', async () => {
      await allowed(['users', 'user', 'create'], setDoc(own(), newProfile(ALICE)));
      await allowed(['users', 'user', 'create'], setDoc(doc(world.bob.db, 'users', BOB.uid), without(newProfile(BOB), 'searchTerms')));
      const largest = Array.from({ length: 100 }, (_, i) => `${'x'.repeat(38)}${String(i).padStart(2, '0')}`);
      await allowed(['users', 'user', 'update'], updateDoc(own(), { searchTerms: largest, ...now }));
    });

    for (const [name, data] of BROKEN_REGISTRATIONS) {
      it(`denies a registration with ${name}`, async () => {
        await schemaIsEnforced('users', `registration with ${name}`, setDoc(own(), data));
      });
    }

    it('denies an e-mail or emailVerified other than the token says, on registration', async () => {
      await attackIsDenied('profile e-mail other than the token says', setDoc(own(), newProfile(ALICE, { email: 'ceo@example.com' })));
      const unverified = world.withToken({ ...ALICE.token, email_verified: false });
      const claimVerified = setDoc(doc(unverified.db, 'users', ALICE.uid), newProfile(ALICE, { emailVerified: true }));
      await attackIsDenied('emailVerified other than the token says', claimVerified);
      await attackIsDenied('emailVerified other than the token says', setDoc(own(), newProfile(ALICE, { emailVerified: false })));
    });

    describe('on an existing profile', () => {
      beforeEach(async () => {
        await world.seed(`users/${ALICE.uid}`, storedProfile(ALICE, { emailVerified: false }));
      });

      it('allows a new name with its new search terms (the account page)', async () => {
        await allowed(['users', 'user', 'update'], updateDoc(own(), { fullName: 'Alice Morgan', searchTerms: personSearchTerms('Alice Morgan', ALICE.email), ...now }));
      });

      for (const [name, data] of BROKEN_UPDATES) {
        it(`denies ${name}`, async () => {
          await schemaIsEnforced('users', name, updateDoc(own(), data));
        });
      }

      it('denies an e-mail or emailVerified other than the token says, on update', async () => {
        await attackIsDenied('profile e-mail other than the token says', updateDoc(own(), { email: 'ceo@example.com', ...now }));
        const unverified = world.withToken({ ...ALICE.token, email_verified: false });
        const claimVerified = updateDoc(doc(unverified.db, 'users', ALICE.uid), { emailVerified: true, ...now });
        await attackIsDenied('emailVerified other than the token says', claimVerified);
      });
    });
  });
}
