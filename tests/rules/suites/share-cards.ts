/**
 * storage.rules for share cards (images/share: the 1200×630 image link previews show):
 * anyone reads one, only an admin stores (a PNG or a JPEG up to 1 MiB, named after its
 * article and its content hash), changes or deletes one, and nobody lists the folder.
 */
import { deleteObject, getBytes, getMetadata, listAll, ref, updateMetadata, uploadBytes, type FirebaseStorage } from 'firebase/storage';
import { beforeEach, describe, expect, it } from 'vitest';
import { shareCardPath } from '../../../src/lib/share-card/layout.js';
import { allowed, attackIsDenied, denied } from '../support/access.js';
import { useRulesWorld } from '../support/rules-world.js';

const MiB = 1024 * 1024;
const ROW = 'storage images/share';
const ARTICLE = 'Xy7PqR2sT9uV1wZ3aB5c';
const SEEDED = shareCardPath(ARTICLE, '0123456789abcdef');
const NEXT = shareCardPath(ARTICLE, 'fedcba9876543210');

const upload = (storage: FirebaseStorage, path: string, bytes = 2048, contentType = 'image/png') =>
  uploadBytes(ref(storage, path), new Uint8Array(bytes).fill(7), { contentType, cacheControl: 'public, max-age=31536000, immutable' });

export function shareCardTests(): void {
  describe('storage: share cards', () => {
    const world = useRulesWorld('demo-rules-share-cards');

    beforeEach(async () => {
      await upload(world.owner.storage, SEEDED);
    });

    for (const persona of ['guest', 'user', 'admin'] as const) {
      it(`${persona}: reads a share card, but cannot list the folder`, async () => {
        const card = ref(world.as(persona).storage, SEEDED);
        expect((await allowed([ROW, persona, 'get'], getBytes(card))).byteLength).toBe(2048);
        await denied([ROW, persona, 'list'], listAll(ref(world.as(persona).storage, 'images/share')));
      });
    }

    for (const persona of ['guest', 'user'] as const) {
      it(`${persona}: cannot store, change or delete a share card`, async () => {
        const { storage } = world.as(persona);
        await attackIsDenied('non-admin upload', upload(storage, NEXT), [ROW, persona, 'create']);
        await denied([ROW, persona, 'update'], updateMetadata(ref(storage, SEEDED), { cacheControl: 'no-store' }));
        await denied([ROW, persona, 'delete'], deleteObject(ref(storage, SEEDED)));
      });
    }

    it('admin: stores a PNG or a JPEG up to 1 MiB, changes its metadata, deletes it', async () => {
      const { storage } = world.admin;
      await allowed([ROW, 'admin', 'create'], upload(storage, NEXT, MiB));
      await allowed([ROW, 'admin', 'create'], upload(storage, NEXT.replace('.png', '.jpg'), 4096, 'image/jpeg'));
      await allowed([ROW, 'admin', 'update'], updateMetadata(ref(storage, NEXT), { cacheControl: 'public, max-age=60' }));
      await allowed([ROW, 'admin', 'delete'], deleteObject(ref(storage, SEEDED)));
      await expect(getMetadata(ref(world.owner.storage, SEEDED))).rejects.toMatchObject({ code: 'storage/object-not-found' });
    });

    it('admin: cannot store a card over 1 MiB, of another type, or under another name', async () => {
      const { storage } = world.admin;
      await attackIsDenied('oversized upload', upload(storage, NEXT, MiB + 1));
      for (const type of ['image/svg+xml', 'image/gif', 'image/webp', 'text/html']) {
        await attackIsDenied('share card that is not a PNG or JPEG', upload(storage, NEXT, 1024, type));
      }
      await attackIsDenied('share card that is not a PNG or JPEG', upload(storage, NEXT.replace('.png', '.svg'), 1024, 'image/svg+xml'));
      await attackIsDenied('share card that is not a PNG or JPEG', upload(storage, NEXT.replace('.png', '.jpg'), 1024, 'image/png'));
      for (const name of ['card.png', `${ARTICLE}.png`, `${ARTICLE}-0123.png`, `${ARTICLE}-0123456789ABCDEF.png`, `${ARTICLE}-0123456789abcde.png`, `${ARTICLE}_0123456789abcdef.png`, `a b-0123456789abcdef.png`, `${ARTICLE}-0123456789abcdef.png.html`]) {
        await attackIsDenied('share card not named after an article and its hash', upload(storage, `images/share/${name}`, 1024));
      }
      await attackIsDenied('share card not named after an article and its hash', upload(storage, `images/share/nested/${ARTICLE}-0123456789abcdef.png`, 1024));
    });
  });
}
