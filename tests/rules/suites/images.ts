/**
 * storage.rules: article images are public to read; only admins upload (JPEG, PNG, GIF
 * or SVG; featured images up to 2 MiB, inline images up to 5 MiB), change metadata and
 * delete. Names carry a random part and the extension of their type; an SVG is served as
 * an attachment. Nobody lists the folders, and nothing else can be stored.
 */
import {
  deleteObject, getBytes, getDownloadURL, getMetadata, listAll, ref, updateMetadata, uploadBytes, type FirebaseStorage,
} from 'firebase/storage';
import { beforeEach, describe, expect, it } from 'vitest';
import { IMAGE_TYPES, imageFileName, imageUploadMetadata, type ImageType } from '../../../src/lib/image-names.js';
import { allowed, attackIsDenied, denied } from '../support/access.js';
import type { Persona, Row } from '../support/coverage.js';
import { useRulesWorld } from '../support/rules-world.js';

const MiB = 1024 * 1024;
const png = (bytes: number): Uint8Array => new Uint8Array(bytes).fill(7);

const FOLDERS = [
  { row: 'storage images/featured', folder: 'images/featured', limit: 2 * MiB },
  { row: 'storage images/inline', folder: 'images/inline', limit: 5 * MiB },
] as const satisfies readonly { row: Row; folder: string; limit: number }[];

const upload = (storage: FirebaseStorage, path: string, bytes: number, contentType = 'image/png', contentDisposition?: string) =>
  uploadBytes(ref(storage, path), png(bytes), { contentType, ...(contentDisposition && { contentDisposition }) });

/** An upload as the app makes it: a name with a random part, SVGs as attachments. */
const uploadAsApp = (storage: FirebaseStorage, folder: string, original: string, bytes: number, type: ImageType = 'image/png') => {
  const path = `${folder}/${imageFileName(original, type)}`;
  return uploadBytes(ref(storage, path), png(bytes), imageUploadMetadata(type)).then(() => path);
};

const SEEDED = imageFileName('seeded', 'image/png');

/** Headers a browser cannot parse as an attachment, and so shows the SVG inline. */
const MALFORMED_DISPOSITIONS = [
  'attachment x',
  'attachment"',
  'attachment\tx',
  'attachmentx',
  'inline',
  ' attachment',
  'attachment;',
  'attachment; filename',
  'attachment; filename="a.svg',
  'attachment; filename="a.svg"\nx',
  'attachment; filename="a.svg"\r\nx',
  'attachment; filename=a b.svg',
];

/** "attachment" alone or with parameters, as RFC 6266 writes them. */
const ATTACHMENTS = ['attachment', 'attachment; filename="chart.svg"', "attachment; filename*=UTF-8''chart.svg", 'attachment;filename=chart.svg'];

export function imageTests(): void {
  describe('storage: article images', () => {
    const world = useRulesWorld('demo-rules-images');

    beforeEach(async () => {
      for (const { folder } of FOLDERS) await upload(world.owner.storage, `${folder}/${SEEDED}`, 1024);
    });

    for (const { row, folder, limit } of FOLDERS) {
      const seeded = (persona: Persona) => ref(world.as(persona).storage, `${folder}/${SEEDED}`);

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
          await attackIsDenied('non-admin upload', uploadAsApp(storage, folder, 'new.png', 1024), [row, persona, 'create']);
          await attackIsDenied('non-admin upload', upload(storage, `${folder}/${SEEDED}`, 1024), [row, persona, 'create']);
          await denied([row, persona, 'update'], updateMetadata(seeded(persona), { cacheControl: 'no-store' }));
          await denied([row, persona, 'delete'], deleteObject(seeded(persona)));
        });
      }

      it(`admin: uploads ${folder} images up to ${limit / MiB} MiB in the four image types, edits metadata, deletes`, async () => {
        const { storage } = world.admin;
        const largest = await allowed([row, 'admin', 'create'], uploadAsApp(storage, folder, 'largest.png', limit));
        expect((await getMetadata(ref(storage, largest))).size).toBe(limit);
        for (const type of Object.keys(IMAGE_TYPES) as ImageType[]) {
          await allowed([row, 'admin', 'create'], uploadAsApp(storage, folder, 'Q3 chart', 2048, type));
        }
        await allowed([row, 'admin', 'create'], upload(storage, `${folder}/${SEEDED}`, 4096));
        const cached = updateMetadata(ref(storage, largest), { cacheControl: 'public, max-age=31536000' });
        await allowed([row, 'admin', 'update'], cached);
        await allowed([row, 'admin', 'delete'], deleteObject(ref(storage, largest)));
        await expect(getMetadata(ref(world.owner.storage, largest))).rejects.toMatchObject({ code: 'storage/object-not-found' });
      });

      it(`admin: cannot upload ${folder} images over ${limit / MiB} MiB or of other types`, async () => {
        const { storage } = world.admin;
        await attackIsDenied('oversized upload', uploadAsApp(storage, folder, 'huge.png', limit + 1));
        const random = imageFileName('', 'image/png').replace('.png', '');
        for (const type of ['text/html', 'image/webp', 'application/octet-stream', 'image/svg']) {
          await attackIsDenied('wrong-type upload', upload(storage, `${folder}/file-${random}.png`, 1024, type));
        }
        await attackIsDenied('wrong-type upload', updateMetadata(ref(storage, `${folder}/${SEEDED}`), { contentType: 'text/html' }));
      });
    }

    it('inline images may be larger than featured ones', async () => {
      await allowed(['storage images/inline', 'admin', 'create'], uploadAsApp(world.admin.storage, 'images/inline', 'wide.png', 3 * MiB));
      await attackIsDenied('oversized upload', uploadAsApp(world.admin.storage, 'images/featured', 'wide.png', 3 * MiB));
    });

    it('a name must carry a random part, so nobody finds a draft\'s image by guessing', async () => {
      const { storage } = world.admin;
      for (const name of ['reading-a-10-k.svg', '1700000000000-chart.png', 'chart.png', `${'a'.repeat(19)}.png`]) {
        const type = name.endsWith('.svg') ? 'image/svg+xml' : 'image/png';
        await attackIsDenied('image name without a random part', upload(storage, `images/featured/${name}`, 1024, type, 'attachment'));
      }
      const tooLong = `${'words-'.repeat(20)}${imageFileName('', 'image/png')}`;
      await attackIsDenied('image name without a random part', upload(storage, `images/featured/${tooLong}`, 1024));
    });

    it('an SVG is stored as an attachment, so opening its address cannot run its script', async () => {
      const { storage } = world.admin;
      const name = `images/inline/${imageFileName('logo', 'image/svg+xml')}`;
      await attackIsDenied('SVG that opens in the browser', upload(storage, name, 1024, 'image/svg+xml'));
      await attackIsDenied('SVG that opens in the browser', upload(storage, name, 1024, 'image/svg+xml', 'inline'));
      await attackIsDenied('SVG that opens in the browser', upload(storage, name, 1024, 'image/svg+xml', 'inline; filename="attachment.svg"'));
      await allowed(['storage images/inline', 'admin', 'create'], upload(storage, name, 1024, 'image/svg+xml', 'attachment'));
      await attackIsDenied('SVG that opens in the browser', updateMetadata(ref(storage, name), { contentDisposition: 'inline' }));
      expect((await getMetadata(ref(world.guest.storage, name))).contentDisposition).toBe('attachment');
    });

    it('an SVG is an attachment only with a well-formed header, at upload and in every later metadata update', async () => {
      const { storage } = world.admin;
      const name = `images/inline/${imageFileName('chart', 'image/svg+xml')}`;
      await allowed(['storage images/inline', 'admin', 'create'], upload(storage, name, 1024, 'image/svg+xml', 'attachment'));
      for (const disposition of MALFORMED_DISPOSITIONS) {
        await attackIsDenied('SVG with a malformed attachment disposition', upload(storage, name, 1024, 'image/svg+xml', disposition));
        const update = updateMetadata(ref(storage, name), { contentDisposition: disposition });
        await attackIsDenied('SVG metadata changed to a malformed attachment disposition', update);
      }
      expect((await getMetadata(ref(world.guest.storage, name))).contentDisposition).toBe('attachment');
      for (const disposition of ATTACHMENTS) {
        await allowed(['storage images/inline', 'admin', 'create'], upload(storage, name, 1024, 'image/svg+xml', disposition));
        await allowed(['storage images/inline', 'admin', 'update'], updateMetadata(ref(storage, name), { contentDisposition: disposition }));
        expect((await getMetadata(ref(world.guest.storage, name))).contentDisposition).toBe(disposition);
      }
    });

    it("an image's extension is that of its type", async () => {
      const { storage } = world.admin;
      const random = imageFileName('', 'image/png').replace('.png', '');
      await attackIsDenied('image extension that is not its type', upload(storage, `images/featured/x-${random}.svg`, 1024, 'image/png'));
      await attackIsDenied('image extension that is not its type', upload(storage, `images/featured/x-${random}.png`, 1024, 'image/svg+xml', 'attachment'));
      await attackIsDenied('image extension that is not its type', upload(storage, `images/featured/x-${random}.gif`, 1024, 'image/jpeg'));
      await allowed(['storage images/featured', 'admin', 'create'], upload(storage, `images/featured/x-${random}.jpeg`, 1024, 'image/jpeg'));
    });

    it('nothing outside images/featured and images/inline can be stored, even by an admin', async () => {
      const { storage } = world.admin;
      const name = imageFileName('a', 'image/png');
      for (const path of [`images/${name}`, `images/featured/nested/${name}`, `avatars/${name}`, `articles/${name}`]) {
        await attackIsDenied('upload outside the image folders', upload(storage, path, 1024));
      }
    });

    it('a user with a forged admin claim in the token cannot upload', async () => {
      const forged = world.withToken({ sub: 'mallory', role: 'admin', admin: true });
      await attackIsDenied('non-admin upload', uploadAsApp(forged.storage, 'images/featured', 'x.png', 1024));
    });
  });
}
