/**
 * storage.rules for the feeds: rss.xml and sitemap.xml are public to read; only admins
 * write them (their browsers regenerate them), as XML of the right type and size.
 */
import { deleteObject, getBytes, listAll, ref, updateMetadata, uploadString, type FirebaseStorage } from 'firebase/storage';
import { beforeEach, describe, expect, it } from 'vitest';
import { allowed, attackIsDenied, denied } from '../support/access.js';
import type { Row } from '../support/coverage.js';
import { useRulesWorld } from '../support/rules-world.js';

const FEEDS = [
  { row: 'storage feeds/rss.xml', path: 'feeds/rss.xml', type: 'application/rss+xml', limit: 2 * 1024 * 1024 },
  { row: 'storage feeds/sitemap.xml', path: 'feeds/sitemap.xml', type: 'application/xml', limit: 10 * 1024 * 1024 },
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
          await denied([row, persona, 'list'], listAll(ref(storage, 'feeds')));
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
        await denied([row, 'admin', 'list'], listAll(ref(storage, 'feeds')));
        await attackIsDenied('feed of the wrong type', write(storage, path, 'text/html', '<script>alert(1)</script>'));
        await attackIsDenied('oversized feed', write(storage, path, type, 'x'.repeat(limit + 1)));
        await allowed([row, 'admin', 'delete'], deleteObject(ref(storage, path)));
      });
    }

    it('no other file can be stored under feeds/, even by an admin', async () => {
      await attackIsDenied('upload outside the feeds', write(world.admin.storage, 'feeds/atom.xml', 'application/xml'));
      await attackIsDenied('upload outside the feeds', write(world.admin.storage, 'feeds/sub/rss.xml', 'application/rss+xml'));
    });
  });
}
