/**
 * firestore.rules for authors/{bylineId}: staff profiles, which bylines, author pages and
 * "About the author" read. Public to read; admins write them, in shape: no uid, no e-mail,
 * a bio of at most 200 characters, web addresses only (docs/security.md).
 */
import { collection, deleteDoc, doc, getDoc, getDocs, limit, query, serverTimestamp, setDoc, updateDoc } from 'firebase/firestore/lite';
import { beforeEach, describe, expect, it } from 'vitest';
import type { AuthorProfile } from '../../../src/lib/author-profile.js';
import { readAuthorProfile, writeAuthorProfile } from '../../../src/lib/firebase/author-profiles.js';
import { allowed, attackIsDenied, denied, schemaIsEnforced } from '../support/access.js';
import { ADMIN } from '../support/fixtures.js';
import { useRulesWorld } from '../support/rules-world.js';

const MAYA: AuthorProfile = {
  name: 'Maya Chen',
  bio: 'Editor, portfolio strategist and Certified Financial Planner.',
  avatar: 'https://firebasestorage.googleapis.com/v0/b/demo/o/images%2Ffeatured%2Fmaya-abcdefghij0123456789.png?alt=media',
  socialLinks: { twitter: 'https://x.com/maya', linkedin: '', website: 'https://maya.example.com/' },
};

export function authorProfileTests(): void {
  describe('firestore: staff profiles', () => {
    const world = useRulesWorld('demo-rules-authors');
    const cell = (persona: 'guest' | 'user' | 'admin', operation: 'get' | 'list' | 'create' | 'update' | 'delete') => ['authors', persona, operation] as const;
    const stored = { ...MAYA, updatedAt: serverTimestamp() };

    beforeEach(async () => {
      await world.seed('authors/daniel-brooks', { ...MAYA, name: 'Daniel Brooks', updatedAt: new Date() });
    });

    it('admin: writes a profile, edits and deletes it; lists them', async () => {
      const { db } = world.admin;
      await allowed(cell('admin', 'create'), writeAuthorProfile(db, 'maya-chen', MAYA));
      expect(await readAuthorProfile(world.guest.db, 'maya-chen')).toEqual(MAYA);
      const edited = { ...MAYA, bio: 'x'.repeat(200), avatar: '', socialLinks: { twitter: '', linkedin: '', website: '' } };
      await allowed(cell('admin', 'update'), writeAuthorProfile(db, 'maya-chen', edited));
      expect(await readAuthorProfile(world.guest.db, 'maya-chen')).toEqual(edited);
      await allowed(cell('admin', 'get'), getDoc(doc(db, 'authors', 'daniel-brooks')));
      expect((await allowed(cell('admin', 'list'), getDocs(query(collection(db, 'authors'), limit(10))))).size).toBe(2);
      await allowed(cell('admin', 'delete'), deleteDoc(doc(db, 'authors', 'daniel-brooks')));
    });

    for (const persona of ['guest', 'user'] as const) {
      it(`${persona}: reads a profile by its id, never lists or writes one`, async () => {
        const { db } = world.as(persona);
        expect((await allowed(cell(persona, 'get'), getDoc(doc(db, 'authors', 'daniel-brooks')))).get('name')).toBe('Daniel Brooks');
        // A missing profile reads as missing: author pages fall back to the byline block.
        expect((await getDoc(doc(db, 'authors', 'nobody-here'))).exists()).toBe(false);
        await denied(cell(persona, 'list'), getDocs(query(collection(db, 'authors'), limit(10))));
        const name = 'a reader writing a staff profile';
        await attackIsDenied(name, setDoc(doc(db, 'authors', 'alice-reader'), stored), cell(persona, 'create'));
        await attackIsDenied(name, updateDoc(doc(db, 'authors', 'daniel-brooks'), { bio: 'Buy my coin.', updatedAt: serverTimestamp() }), cell(persona, 'update'));
        await attackIsDenied(name, deleteDoc(doc(db, 'authors', 'daniel-brooks')), cell(persona, 'delete'));
      });
    }

    it('admin: a profile carries no uid or e-mail, sits under no uid, links only to the web', async () => {
      const { db } = world.admin;
      const maya = doc(db, 'authors', 'maya-chen');
      // The legitimate write beside the attacks.
      await setDoc(maya, stored);
      await attackIsDenied('a staff profile holding a uid or an e-mail', setDoc(maya, { ...stored, uid: ADMIN.uid }));
      await attackIsDenied('a staff profile holding a uid or an e-mail', setDoc(maya, { ...stored, email: 'ann@example.com' }));
      await attackIsDenied('a staff profile holding a uid or an e-mail', setDoc(maya, { ...stored, name: 'ann@example.com' }));
      await attackIsDenied('a staff profile under a uid', setDoc(doc(db, 'authors', ADMIN.uid), stored));
      await schemaIsEnforced('authors', 'an id that is not a byline id', setDoc(doc(db, 'authors', 'Maya Chen'), stored));
      for (const link of ['javascript:alert(1)', 'data:text/html,<b>', 'https://x.com/a b', 'https://x.com/"><script>']) {
        await attackIsDenied('a staff profile link that is not a web address', setDoc(maya, { ...stored, socialLinks: { ...MAYA.socialLinks, website: link } }));
      }
      await attackIsDenied('a staff profile link that is not a web address', setDoc(maya, { ...stored, avatar: 'javascript:alert(1)' }));
      await attackIsDenied('a staff profile link that is not a web address', setDoc(maya, { ...stored, socialLinks: { twitter: 'https://x.com/a\nhttps://x.com/b', linkedin: '', website: '' } }));
      await attackIsDenied('a staff profile bio over 200 characters', setDoc(maya, { ...stored, bio: 'x'.repeat(201) }));
      await attackIsDenied('a staff profile with hostile text', setDoc(maya, { ...stored, bio: 'Long \u202eLPAA\u202c at 150.' }));
      await attackIsDenied('a staff profile with hostile text', setDoc(maya, { ...stored, name: 'Maya \u202eneHC' }));
      await attackIsDenied('a staff profile with hostile text', setDoc(maya, { ...stored, bio: 'Editor\u0000' }));
      await schemaIsEnforced('authors', 'a link of another network', setDoc(maya, { ...stored, socialLinks: { ...MAYA.socialLinks, facebook: 'https://facebook.com/maya' } }));
      await schemaIsEnforced('authors', 'links missing', setDoc(maya, { ...stored, socialLinks: { twitter: '' } }));
      await schemaIsEnforced('authors', 'an unknown field', setDoc(maya, { ...stored, role: 'admin' }));
      await schemaIsEnforced('authors', 'a bio that is not text', setDoc(maya, { ...stored, bio: 42 }));
      await schemaIsEnforced('authors', 'an update time that is not now', setDoc(maya, { ...stored, updatedAt: new Date(0) }));
      await schemaIsEnforced('authors', 'no name', setDoc(maya, { bio: '', avatar: '', socialLinks: MAYA.socialLinks, updatedAt: serverTimestamp() }));
      // Markup in a bio is stored as text (pages show it as text) and is no reason to refuse it.
      await setDoc(maya, { ...stored, bio: '<img src=x onerror=alert(1)> plain words' });
    });
  });
}
