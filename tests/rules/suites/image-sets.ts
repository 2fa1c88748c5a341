/**
 * storage.rules for image sets (src/lib/image-set.ts): the WebP sizes and the JPEG or PNG
 * fallback a photo is stored as, in images/featured, images/inline and images/avatars.
 * Anyone reads a member, only an admin stores one (of the type its extension says, within
 * the folder's limit, under a name with a random part and the image's size), changes or
 * deletes one; nobody lists a folder. A profile picture is only ever a set.
 */
import { deleteObject, getBytes, getMetadata, listAll, ref, updateMetadata, uploadBytes, type FirebaseStorage } from 'firebase/storage';
import { beforeEach, describe, expect, it } from 'vitest';
import { imageFileName } from '../../../src/lib/image-names.js';
import { planImageSet, type ImageFolder, type PlannedMember } from '../../../src/lib/image-set.js';
import { allowed, attackIsDenied, denied } from '../support/access.js';
import type { Row } from '../support/coverage.js';
import { useRulesWorld } from '../support/rules-world.js';

const MiB = 1024 * 1024;
const IMMUTABLE = 'public, max-age=31536000, immutable';

const FOLDERS = [
  { row: 'storage images/featured', folder: 'featured', limit: 2 * MiB },
  { row: 'storage images/inline', folder: 'inline', limit: 5 * MiB },
  { row: 'storage images/avatars', folder: 'avatars', limit: 2 * MiB },
] as const satisfies readonly { row: Row; folder: ImageFolder; limit: number }[];

/** The set of a photo `original` would be stored as: every member, the reference last. */
function plannedSet(folder: ImageFolder, original: string, hasAlpha = false): readonly PlannedMember[] {
  const base = imageFileName(original, 'image/jpeg').replace(/\.jpg$/, '');
  return planImageSet({ folder, base, width: 3000, height: 4000, hasAlpha }).members;
}

const store = (storage: FirebaseStorage, path: string, contentType: string, bytes = 2048, contentDisposition?: string) =>
  uploadBytes(ref(storage, path), new Uint8Array(bytes).fill(7), { contentType, cacheControl: IMMUTABLE, ...(contentDisposition && { contentDisposition }) });

/** A member as the app stores it. */
const storeMember = (storage: FirebaseStorage, member: PlannedMember, bytes = 2048) => store(storage, member.path, member.type, bytes);

export function imageSetTests(): void {
  describe('storage: image sets', () => {
    const world = useRulesWorld('demo-rules-image-sets');

    for (const { row, folder, limit } of FOLDERS) {
      const seeded = plannedSet(folder, 'seeded');
      const seededMember = seeded[0]!;

      describe(`in images/${folder}`, () => {
        beforeEach(async () => {
          await storeMember(world.owner.storage, seededMember, 1024);
        });

        for (const persona of ['guest', 'user', 'admin'] as const) {
          it(`${persona}: reads a member, but cannot list the folder`, async () => {
            const member = ref(world.as(persona).storage, seededMember.path);
            expect((await allowed([row, persona, 'get'], getBytes(member))).byteLength).toBe(1024);
            expect((await allowed([row, persona, 'get'], getMetadata(member))).contentType).toBe(seededMember.type);
            await denied([row, persona, 'list'], listAll(ref(world.as(persona).storage, `images/${folder}`)));
          });
        }

        for (const persona of ['guest', 'user'] as const) {
          it(`${persona}: cannot store, replace, change or delete a member`, async () => {
            const { storage } = world.as(persona);
            const [webp] = plannedSet(folder, 'reader upload');
            await attackIsDenied('non-admin upload', storeMember(storage, webp!), [row, persona, 'create']);
            await attackIsDenied('non-admin upload', storeMember(storage, seededMember), [row, persona, 'create']);
            await denied([row, persona, 'update'], updateMetadata(ref(storage, seededMember.path), { cacheControl: 'no-store' }));
            await denied([row, persona, 'delete'], deleteObject(ref(storage, seededMember.path)));
            await expect(getMetadata(ref(world.owner.storage, seededMember.path))).resolves.toMatchObject({ size: 1024 });
          });
        }

        it(`admin: stores every member of a set, WebP with a JPEG or a PNG fallback, up to ${limit / MiB} MiB each; changes and deletes them`, async () => {
          const { storage } = world.admin;
          const photo = plannedSet(folder, 'Harbour at dawn.HEIC');
          const drawing = plannedSet(folder, 'logo.png', true);
          expect(new Set([...photo, ...drawing].map((member) => member.type))).toEqual(new Set(['image/webp', 'image/jpeg', 'image/png']));
          for (const member of [...photo, ...drawing]) await allowed([row, 'admin', 'create'], storeMember(storage, member));
          const largest = photo[photo.length - 1]!;
          await allowed([row, 'admin', 'create'], storeMember(storage, largest, limit));
          expect((await getMetadata(ref(world.guest.storage, largest.path))).size).toBe(limit);
          await allowed([row, 'admin', 'update'], updateMetadata(ref(storage, largest.path), { cacheControl: 'public, max-age=60' }));
          for (const member of photo) await allowed([row, 'admin', 'delete'], deleteObject(ref(storage, member.path)));
          await expect(getMetadata(ref(world.owner.storage, largest.path))).rejects.toMatchObject({ code: 'storage/object-not-found' });
        });

        it(`admin: cannot store a member over ${limit / MiB} MiB, or of another type than its extension`, async () => {
          const { storage } = world.admin;
          const members = plannedSet(folder, 'attack', true);
          const webp = members.find((member) => member.type === 'image/webp')!;
          const png = members.find((member) => member.type === 'image/png')!;
          const jpg = plannedSet(folder, 'attack').find((member) => member.type === 'image/jpeg')!;
          await attackIsDenied('oversized upload', storeMember(storage, webp, limit + 1));
          await attackIsDenied('oversized upload', storeMember(storage, jpg, limit + 1));
          for (const [member, type] of [[webp, 'image/jpeg'], [webp, 'image/png'], [jpg, 'image/png'], [jpg, 'image/webp'], [png, 'image/jpeg'], [png, 'image/gif']] as const) {
            await attackIsDenied('image extension that is not its type', store(storage, member.path, type));
          }
          for (const type of ['text/html', 'application/octet-stream', 'image/avif', 'image/heic']) {
            await attackIsDenied('wrong-type upload', store(storage, webp.path, type));
          }
          // An SVG can hold script: never a member, whatever it is called or however it is served.
          await attackIsDenied('SVG posing as a set member', store(storage, webp.path, 'image/svg+xml', 1024, 'attachment'));
          await attackIsDenied('SVG posing as a set member', store(storage, webp.path.replace(/\.webp$/, '.svg'), 'image/svg+xml', 1024, 'attachment'));
          await allowed([row, 'admin', 'create'], storeMember(storage, webp));
          await attackIsDenied('wrong-type upload', updateMetadata(ref(storage, webp.path), { contentType: 'image/svg+xml' }));
          await attackIsDenied('wrong-type upload', updateMetadata(ref(storage, webp.path), { contentType: 'text/html' }));
        });

        it('admin: cannot store a member whose name has no random part, or whose size or width is not a number of 1 to 5 digits', async () => {
          const { storage } = world.admin;
          const random = imageFileName('', 'image/png').replace('.png', '');
          for (const name of ['harbour-3000x4000-w640.webp', `harbour-${random.slice(1)}-3000x4000-w640.webp`, `${'a'.repeat(19)}-3000x4000-w640.webp`]) {
            await attackIsDenied('image name without a random part', store(storage, `images/${folder}/${name}`, 'image/webp'));
          }
          for (const name of [
            `${random}-0x4000-w640.webp`,
            `${random}-03000x4000-w640.webp`,
            `${random}-300000x4000-w640.webp`,
            `${random}-3000x4000-w0.webp`,
            `${random}-3000x4000-640.webp`,
            `${random}-3000x4000-w640.webp.html`,
            `Harbour-${random}-3000x4000-w640.webp`,
            `${'words-'.repeat(15)}${random}-3000x4000-w640.webp`,
          ]) {
            await attackIsDenied('set member name out of pattern', store(storage, `images/${folder}/${name}`, 'image/webp'));
          }
        });

        it('admin: cannot store a member outside the folder\'s own level', async () => {
          const { storage } = world.admin;
          const name = plannedSet(folder, 'nested')[0]!.path.split('/').pop()!;
          for (const path of [`images/${folder}/nested/${name}`, `images/${folder}/../${name}`, `images/${folder}/..%2F${name}`, `images/${name}`, `${folder}/${name}`]) {
            await attackIsDenied('upload outside the image folders', store(storage, path, 'image/webp'));
          }
        });
      });
    }

    it('a profile picture is only ever a set: no single file, GIF or SVG in images/avatars', async () => {
      const { storage } = world.admin;
      for (const [type, original] of [['image/png', 'me.png'], ['image/jpeg', 'me.jpg'], ['image/webp', 'me.webp'], ['image/gif', 'me.gif']] as const) {
        await attackIsDenied('a single file as a profile picture', store(storage, `images/avatars/${imageFileName(original, type)}`, type));
      }
      await attackIsDenied('a single file as a profile picture', store(storage, `images/avatars/${imageFileName('me', 'image/svg+xml')}`, 'image/svg+xml', 1024, 'attachment'));
    });

    it('inline sets may have larger members than featured ones and avatars', async () => {
      const [inline] = plannedSet('inline', 'wide');
      await allowed(['storage images/inline', 'admin', 'create'], storeMember(world.admin.storage, inline!, 3 * MiB));
      for (const folder of ['featured', 'avatars'] as const) {
        await attackIsDenied('oversized upload', storeMember(world.admin.storage, plannedSet(folder, 'wide')[0]!, 3 * MiB));
      }
    });

    it('a user with a forged admin claim in the token cannot store a member', async () => {
      const forged = world.withToken({ sub: 'mallory', role: 'admin', admin: true });
      for (const { folder } of FOLDERS) await attackIsDenied('non-admin upload', storeMember(forged.storage, plannedSet(folder, 'forged')[0]!));
    });
  });
}
