/**
 * The demo articles' featured images as an editor's upload stores them: the photograph
 * (photo.ts) as a camera's JPEG of about 1 MB, made into an image set (every WebP width
 * and the JPEG fallbacks, scripts/lib/image-set-node.ts).
 *
 * Seeding runs at the start of every test run and every `npm start`, and drawing and
 * encoding twenty camera-sized photographs takes a while, so the encoded files are kept
 * under node_modules/.cache/demo-photos by a hash of what the picture shows (its spec, the
 * drawing's version and the encoders' settings), not by its stored name, which has a random
 * part: a second seed reads them back and encodes nothing.
 */
import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { encodeImageSet, setBase, type EncodedSet } from '../image-set-node.js';
import { FALLBACK_WIDTHS, JPEG_QUALITY, planImageSet, WEBP_QUALITY, WEBP_WIDTHS } from '../../../src/lib/image-set.js';
import { drawPhoto, photoSpec, PHOTO_VERSION, type PhotoSpec } from './photo.js';

/** The repo's own cache folder (every script and test runs from the repo's root). */
const CACHE = join(process.cwd(), 'node_modules', '.cache', 'demo-photos');

/** A camera's JPEG quality: what an editor's original weighs, before the set is made. */
const CAMERA_QUALITY = 85;

export interface DemoPhoto {
  /** What the picture shows, as a hash: the share card's cache keys on it too. */
  readonly key: string;
  readonly spec: PhotoSpec;
  readonly set: EncodedSet;
}

const photoKey = (spec: PhotoSpec): string =>
  createHash('sha256')
    .update(JSON.stringify([PHOTO_VERSION, spec, CAMERA_QUALITY, WEBP_QUALITY, JPEG_QUALITY, WEBP_WIDTHS.featured, FALLBACK_WIDTHS.featured]))
    .digest('hex')
    .slice(0, 32);

/** A member's file in the cache: its width and type, the same in every set of the picture. */
const cachedName = (width: number, type: string): string => `w${width}.${type.replace('image/', '')}`;

/** The set of the cached picture under a new name, or null when any file is missing. */
async function fromCache(folder: string, spec: PhotoSpec, originalName: string): Promise<EncodedSet | null> {
  const plan = planImageSet({ folder: 'featured', base: setBase(originalName), width: spec.width, height: spec.height, hasAlpha: false });
  try {
    const files = await Promise.all(plan.members.map(async (member) => ({ member, data: await readFile(join(folder, cachedName(member.width, member.type))) })));
    return { plan, files };
  } catch {
    return null;
  }
}

/** The featured image of the demo article `slug`, encoded as its set (from the cache when it is there). */
export async function demoPhoto(slug: string): Promise<DemoPhoto> {
  const spec = photoSpec(slug);
  const key = photoKey(spec);
  const folder = join(CACHE, key);
  const originalName = `${slug}.jpg`;
  const cached = await fromCache(folder, spec, originalName);
  if (cached) return { key, spec, set: cached };
  const original = await drawPhoto(spec).encode('jpeg', CAMERA_QUALITY);
  const set = await encodeImageSet(original, 'featured', originalName);
  // Written beside the final folder and moved into place, so a seed stopped halfway leaves
  // no folder with some files missing that another seed could half read.
  const partial = `${folder}.${process.pid}.partial`;
  await mkdir(partial, { recursive: true });
  await Promise.all(set.files.map((file) => writeFile(join(partial, cachedName(file.member.width, file.member.type)), file.data)));
  // Another seed may have moved the same picture in first: theirs is as good.
  await rename(partial, folder).catch(() => rm(partial, { recursive: true, force: true }));
  return { key, spec, set };
}
