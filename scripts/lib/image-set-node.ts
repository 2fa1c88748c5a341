/**
 * Image sets made in Node (the demo seed, test fixtures, benchmarks) as the admin's browser
 * makes them at upload (src/lib/image-set.ts plans the files): each WebP width and the
 * fallback, resized on @napi-rs/canvas (Skia, as in Chromium). Re-encoding keeps no
 * metadata. The app itself never loads this: it encodes in the admin's browser.
 */
import { createCanvas, loadImage, type Canvas, type Image } from '@napi-rs/canvas';
import { ref, uploadBytes, type FirebaseStorage } from 'firebase/storage';
import { imageFileName } from '../../src/lib/image-names.js';
import { JPEG_QUALITY, planImageSet, WEBP_QUALITY, type ImageFolder, type ImageSetPlan, type PlannedMember } from '../../src/lib/image-set.js';

interface EncodedMember {
  readonly member: PlannedMember;
  readonly data: Buffer;
}

export interface EncodedSet {
  readonly plan: ImageSetPlan;
  /** In the plan's order: the reference last. */
  readonly files: readonly EncodedMember[];
}

const IMMUTABLE = 'public, max-age=31536000, immutable';

/** The set's base name, as an upload names it: the file's words and 20 random characters. */
export const setBase = (originalName: string): string => imageFileName(originalName, 'image/jpeg').replace(/\.jpg$/, '');

function resized(source: Image | Canvas, width: number, height: number): Canvas {
  const canvas = createCanvas(width, height);
  const context = canvas.getContext('2d');
  context.imageSmoothingEnabled = true;
  context.imageSmoothingQuality = 'high';
  context.drawImage(source, 0, 0, width, height);
  return canvas;
}

/** Every file of the set of `source` (encoded bytes, or a canvas drawn in Node), named after `originalName`. */
export async function encodeImageSet(source: Buffer | Canvas, folder: ImageFolder, originalName: string, hasAlpha = false): Promise<EncodedSet> {
  const image = Buffer.isBuffer(source) ? await loadImage(source) : source;
  const plan = planImageSet({ folder, base: setBase(originalName), width: image.width, height: image.height, hasAlpha });
  const files: EncodedMember[] = [];
  for (const member of plan.members) {
    const canvas = resized(image, member.width, member.height);
    const data =
      member.type === 'image/webp'
        ? await canvas.encode('webp', Math.round(WEBP_QUALITY * 100))
        : member.type === 'image/jpeg'
          ? await canvas.encode('jpeg', Math.round(JPEG_QUALITY * 100))
          : await canvas.encode('png');
    files.push({ member, data });
  }
  return { plan, files };
}

/** Stores every file of `set` (the reference last, as the app does) and returns the reference's path. */
export async function uploadImageSet(storage: FirebaseStorage, set: EncodedSet): Promise<string> {
  const rest = set.files.slice(0, -1);
  await Promise.all(rest.map((file) => uploadBytes(ref(storage, file.member.path), file.data, { contentType: file.member.type, cacheControl: IMMUTABLE })));
  const last = set.files[set.files.length - 1]!;
  await uploadBytes(ref(storage, last.member.path), last.data, { contentType: last.member.type, cacheControl: IMMUTABLE });
  return set.plan.reference;
}
