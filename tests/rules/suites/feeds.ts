/**
 * storage.rules for the feeds: rss.xml, sitemap.xml and sitemap-{n}.xml are public to read; only admins
 * write them (their browsers regenerate them), as XML of the right type and size. And
 * firestore.rules for site/feeds, where the last rebuild says how it went, so that every
 * admin sees when the feeds are behind: admins only.
 */
import { Timestamp, collection, deleteDoc, doc, getDoc, getDocs, limit, query, serverTimestamp, setDoc } from 'firebase/firestore/lite';
import { deleteObject, getBytes, listAll, ref, updateMetadata, uploadString, type FirebaseStorage } from 'firebase/storage';
import { beforeEach, describe, expect, it } from 'vitest';
import { allowed, attackIsDenied, denied, schemaIsEnforced } from '../support/access.js';
import type { Row } from '../support/coverage.js';
import { LAST_WEEK } from '../support/fixtures.js';
import { useRulesWorld } from '../support/rules-world.js';

const FEEDS = [
  { row: 'storage rss.xml', path: 'rss.xml', type: 'application/rss+xml', limit: 2 * 1024 * 1024 },
  { row: 'storage sitemap.xml', path: 'sitemap.xml', type: 'application/xml', limit: 10 * 1024 * 1024 },
  { row: 'storage sitemap-{n}.xml', path: 'sitemap-50.xml', type: 'application/xml', limit: 10 * 1024 * 1024 },
] as const satisfies readonly { row: Row; path: string; type: string; limit: number }[];

const XML = '<?xml version="1.0" encoding="UTF-8"?><feed/>';
const write = (storage: FirebaseStorage, path: string, contentType: string, text = XML) => uploadString(ref(storage, path), text, 'raw', { contentType });

export function feedTests(): void {
  describe('storage: feeds', () => {
    const world = useRulesWorld('demo-rules-feeds');

    beforeEach(async () => {
      for (const { path, type } of FEEDS) await write(world.owner.storage, path, type);
    });

    for (const { row, path, type, limit } of FEEDS) {
      for (const persona of ['guest', 'user'] as const) {
        it(`${persona}: reads ${path}, and cannot list, write or delete it`, async () => {
          const { storage } = world.as(persona);
          expect(new TextDecoder().decode(await allowed([row, persona, 'get'], getBytes(ref(storage, path))))).toBe(XML);
          await denied([row, persona, 'list'], listAll(ref(storage)));
          await attackIsDenied('non-admin feed write', write(storage, path, type, '<rss>defaced</rss>'), [row, persona, 'create']);
          await denied([row, persona, 'update'], updateMetadata(ref(storage, path), { cacheControl: 'no-store' }));
          await denied([row, persona, 'delete'], deleteObject(ref(storage, path)));
        });
      }

      it(`admin: writes ${path} as ${type} up to its limit, and nothing else there`, async () => {
        const { storage } = world.admin;
        await allowed([row, 'admin', 'get'], getBytes(ref(storage, path)));
        await allowed([row, 'admin', 'create'], write(storage, path, type));
        await allowed([row, 'admin', 'update'], updateMetadata(ref(storage, path), { cacheControl: 'public, max-age=300' }));
        await denied([row, 'admin', 'list'], listAll(ref(storage)));
        await attackIsDenied('feed of the wrong type', write(storage, path, 'text/html', '<script>alert(1)</script>'));
        await attackIsDenied('oversized feed', write(storage, path, type, 'x'.repeat(limit + 1)));
        await allowed([row, 'admin', 'delete'], deleteObject(ref(storage, path)));
      });
    }

    it('no other file can be stored beside the feeds, even by an admin', async () => {
      await attackIsDenied('upload outside the feeds', write(world.admin.storage, 'atom.xml', 'application/xml'));
      await attackIsDenied('upload outside the feeds', write(world.admin.storage, 'feeds/rss.xml', 'application/rss+xml'));
      await attackIsDenied('upload outside the feeds', write(world.admin.storage, 'index.html', 'text/html', '<script>alert(1)</script>'));
      for (const name of ['sitemap-0.xml', 'sitemap-51.xml', 'sitemap-01.xml', 'sitemap-a.xml', 'sitemap-1.xml.html', 'sitemap-.xml', 'xsitemap-1.xml']) {
        await attackIsDenied('sitemap file with a name of its own', write(world.admin.storage, name, 'application/xml'));
      }
    });
  });

  describe("firestore: the feeds' state", () => {
    const world = useRulesWorld('demo-rules-feeds-state');
    const running = () => ({ state: 'running', updatedAt: serverTimestamp() });

    beforeEach(async () => {
      await world.seed('site/feeds', { state: 'failed', message: 'The server could not be reached.', updatedAt: LAST_WEEK });
    });

    it('admin: reads it and records a rebuild as it goes; nobody lists or deletes it', async () => {
      const { db } = world.admin;
      const state = doc(db, 'site/feeds');
      expect((await allowed(['site/feeds', 'admin', 'get'], getDoc(state))).get('state')).toBe('failed');
      await allowed(['site/feeds', 'admin', 'update'], setDoc(state, running()));
      await allowed(['site/feeds', 'admin', 'update'], setDoc(state, { state: 'failed', message: 'Missing or insufficient permissions.', updatedAt: serverTimestamp() }));
      await denied(['site/feeds', 'admin', 'list'], getDocs(query(collection(db, 'site'), limit(1))));
      await denied(['site/feeds', 'admin', 'delete'], deleteDoc(state));
      await schemaIsEnforced('site/feeds', 'an unknown state', setDoc(state, { state: 'fine', updatedAt: serverTimestamp() }));
      await schemaIsEnforced('site/feeds', 'a client-chosen time', setDoc(state, { state: 'done', updatedAt: LAST_WEEK }));
      await schemaIsEnforced('site/feeds', 'an unknown field', setDoc(state, { ...running(), by: 'ann' }));
      await schemaIsEnforced('site/feeds', 'a message over 500 characters', setDoc(state, { ...running(), message: 'x'.repeat(501) }));
      await deleteDoc(doc(world.owner.db, 'site/feeds'));
      await allowed(['site/feeds', 'admin', 'create'], setDoc(state, running()));
      expect((await getDoc(doc(world.owner.db, 'site/feeds'))).get('updatedAt')).toBeInstanceOf(Timestamp);
    });

    for (const persona of ['guest', 'user'] as const) {
      it(`${persona}: neither reads nor writes it`, async () => {
        const { db } = world.as(persona);
        const state = doc(db, 'site/feeds');
        const name = "non-admin reads or writes the feeds' state";
        await attackIsDenied(name, getDoc(state), ['site/feeds', persona, 'get']);
        await denied(['site/feeds', persona, 'list'], getDocs(query(collection(db, 'site'), limit(1))));
        await attackIsDenied(name, setDoc(state, { state: 'done', updatedAt: serverTimestamp() }), ['site/feeds', persona, 'update']);
        await denied(['site/feeds', persona, 'delete'], deleteDoc(state));
        await deleteDoc(doc(world.owner.db, 'site/feeds'));
        await attackIsDenied(name, setDoc(state, running()), ['site/feeds', persona, 'create']);
      });
    }
  });
}
