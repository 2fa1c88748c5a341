/**
 * storage.rules: article images are public to read; only admins upload (JPEG, PNG, GIF
 * or SVG; featured images up to 2 MiB, inline images up to 5 MiB), change metadata and
 * delete. Nobody lists the folders, and nothing else can be stored.
 */
import {
  deleteObject, getBytes, getDownloadURL, getMetadata, listAll, ref, updateMetadata, uploadBytes, type FirebaseStorage,
} from 'firebase/storage';
import { beforeEach, describe, expect, it } from 'vitest';
import { allowed, attackIsDenied, denied } from '../support/access.js';
import type { Persona, Row } from '../support/coverage.js';
import { useRulesWorld } from '../support/rules-world.js';

const MiB = 1024 * 1024;
const png = (bytes: number): Uint8Array => new Uint8Array(bytes).fill(7);

const FOLDERS = [
  { row: 'storage images/featured', folder: 'images/featured', limit: 2 * MiB },
  { row: 'storage images/inline', folder: 'images/inline', limit: 5 * MiB },
] as const satisfies readonly { row: Row; folder: string; limit: number }[];

const upload = (storage: FirebaseStorage, path: string, bytes: number, contentType = 'image/png') =>
  uploadBytes(ref(storage, path), png(bytes), { contentType });

export function imageTests(): void {
  describe('storage: article images', () => {
    const world = useRulesWorld('demo-rules-images');

    beforeEach(async () => {
      for (const { folder } of FOLDERS) await upload(world.owner.storage, `${folder}/seeded.png`, 1024);
    });

    for (const { row, folder, limit } of FOLDERS) {
      const seeded = (persona: Persona) => ref(world.as(persona).storage, `${folder}/seeded.png`);

      for (const persona of ['guest', 'user', 'admin'] as const) {
        it(`${persona}: reads ${folder} images, but cannot list the folder`, async () => {
          const metadata = await allowed([row, persona, 'get'], getMetadata(seeded(persona)));
          expect(metadata.size).toBe(1024);
          expect((await allowed([row, persona, 'get'], getBytes(seeded(persona)))).byteLength).toBe(1024);
          await allowed([row, persona, 'get'], getDownloadURL(seeded(persona)));
          await denied([row, persona, 'list'], listAll(ref(world.as(persona).storage, folder)));
        });
      }

      for (const persona of ['guest', 'user'] as const) {
        it(`${persona}: cannot upload, replace, change or delete ${folder} images`, async () => {
          const { storage } = world.as(persona);
          await attackIsDenied('non-admin upload', upload(storage, `${folder}/new.png`, 1024), [row, persona, 'create']);
          await attackIsDenied('non-admin upload', upload(storage, `${folder}/seeded.png`, 1024), [row, persona, 'create']);
          await denied([row, persona, 'update'], updateMetadata(seeded(persona), { cacheControl: 'no-store' }));
          await denied([row, persona, 'delete'], deleteObject(seeded(persona)));
        });
      }

      it(`admin: uploads ${folder} images up to ${limit / MiB} MiB in the four image types, edits metadata, deletes`, async () => {
        const { storage } = world.admin;
        const largest = await allowed([row, 'admin', 'create'], upload(storage, `${folder}/largest.png`, limit));
        expect(largest.metadata.size).toBe(limit);
        for (const [name, type] of [['a.jpg', 'image/jpeg'], ['b.gif', 'image/gif'], ['c.svg', 'image/svg+xml']]) {
          await allowed([row, 'admin', 'create'], upload(storage, `${folder}/${name}`, 2048, type));
        }
        await allowed([row, 'admin', 'create'], upload(storage, `${folder}/seeded.png`, 4096));
        const cached = updateMetadata(ref(storage, `${folder}/largest.png`), { cacheControl: 'public, max-age=31536000' });
        await allowed([row, 'admin', 'update'], cached);
        await allowed([row, 'admin', 'delete'], deleteObject(ref(storage, `${folder}/largest.png`)));
        await expect(getMetadata(ref(world.owner.storage, `${folder}/largest.png`))).rejects.toMatchObject({ code: 'storage/object-not-found' });
      });

      it(`admin: cannot upload ${folder} images over ${limit / MiB} MiB or of other types`, async () => {
        const { storage } = world.admin;
        await attackIsDenied('oversized upload', upload(storage, `${folder}/huge.png`, limit + 1));
        for (const type of ['text/html', 'image/webp', 'application/octet-stream', 'image/svg']) {
          await attackIsDenied('wrong-type upload', upload(storage, `${folder}/file`, 1024, type));
        }
        await attackIsDenied('wrong-type upload', updateMetadata(ref(storage, `${folder}/seeded.png`), { contentType: 'text/html' }));
      });
    }

    it('inline images may be larger than featured ones', async () => {
      await allowed(['storage images/inline', 'admin', 'create'], upload(world.admin.storage, 'images/inline/wide.png', 3 * MiB));
      await attackIsDenied('oversized upload', upload(world.admin.storage, 'images/featured/wide.png', 3 * MiB));
    });

    it('nothing outside images/featured and images/inline can be stored, even by an admin', async () => {
      const { storage } = world.admin;
      for (const path of ['images/other.png', 'images/featured/nested/a.png', 'avatars/ann.png', 'articles/1.png']) {
        await attackIsDenied('upload outside the image folders', upload(storage, path, 1024));
      }
    });

    it('a user with a forged admin claim in the token cannot upload', async () => {
      const forged = world.withToken({ sub: 'mallory', role: 'admin', admin: true });
      await attackIsDenied('non-admin upload', upload(forged.storage, 'images/featured/x.png', 1024));
    });
  });
}
