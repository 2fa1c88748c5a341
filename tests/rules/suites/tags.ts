/**
 * firestore.rules for site/tags: every tag's spelling as first used, which the editor
 * suggests and maps typed tags to, and when older articles' tags were tidied. Admins only.
 */
import { Timestamp, arrayUnion, collection, deleteDoc, doc, getDoc, getDocs, limit, query, serverTimestamp, setDoc, updateDoc } from 'firebase/firestore/lite';
import { beforeEach, describe, expect, it } from 'vitest';
import { allowed, attackIsDenied, denied, schemaIsEnforced } from '../support/access.js';
import { useRulesWorld } from '../support/rules-world.js';

export function tagTests(): void {
  describe("firestore: the tags' spellings", () => {
    const world = useRulesWorld('demo-rules-tags');

    beforeEach(async () => {
      await world.seed('site/tags', { names: ['Stocks', 'ETFs'] });
    });

    it('admin: reads them, adds a spelling and records the tidy; nobody lists or deletes them', async () => {
      const { db } = world.admin;
      const tags = doc(db, 'site/tags');
      expect((await allowed(['site/tags', 'admin', 'get'], getDoc(tags))).get('names')).toEqual(['Stocks', 'ETFs']);
      await allowed(['site/tags', 'admin', 'update'], updateDoc(tags, { names: arrayUnion('Dividends') }));
      await allowed(['site/tags', 'admin', 'update'], updateDoc(tags, { tidiedAt: serverTimestamp() }));
      expect((await getDoc(doc(world.owner.db, 'site/tags'))).get('tidiedAt')).toBeInstanceOf(Timestamp);
      await denied(['site/tags', 'admin', 'list'], getDocs(query(collection(db, 'site'), limit(1))));
      await denied(['site/tags', 'admin', 'delete'], deleteDoc(tags));
      await schemaIsEnforced('site/tags', 'names that are not a list', setDoc(tags, { names: 'Stocks' }));
      await schemaIsEnforced('site/tags', 'more than 2,000 names', setDoc(tags, { names: Array.from({ length: 2001 }, (_, i) => `tag ${i}`) }));
      await schemaIsEnforced('site/tags', 'a character XML forbids in a name', setDoc(tags, { names: ['Sto\u0000cks'] }));
      await schemaIsEnforced('site/tags', 'an unknown field', setDoc(tags, { names: [], owner: 'ann' }));
      await schemaIsEnforced('site/tags', 'a tidy time that is not a time', setDoc(tags, { names: [], tidiedAt: 'yesterday' }));
      await deleteDoc(doc(world.owner.db, 'site/tags'));
      await allowed(['site/tags', 'admin', 'create'], setDoc(tags, { names: ['Stocks'] }));
    });

    for (const persona of ['guest', 'user'] as const) {
      it(`${persona}: neither reads nor writes them`, async () => {
        const { db } = world.as(persona);
        const tags = doc(db, 'site/tags');
        const name = "non-admin reads or writes the tags' spellings";
        await attackIsDenied(name, getDoc(tags), ['site/tags', persona, 'get']);
        await denied(['site/tags', persona, 'list'], getDocs(query(collection(db, 'site'), limit(1))));
        await attackIsDenied(name, updateDoc(tags, { names: arrayUnion('Buy now') }), ['site/tags', persona, 'update']);
        await denied(['site/tags', persona, 'delete'], deleteDoc(tags));
        await deleteDoc(doc(world.owner.db, 'site/tags'));
        await attackIsDenied(name, setDoc(tags, { names: ['Buy now'] }), ['site/tags', persona, 'create']);
      });
    }
  });
}
