/**
 * The site's images in Storage (storage.rules). A photo (JPEG, PNG, WebP, HEIC) is stored
 * as a responsive set (src/lib/image-set.ts): resized and re-encoded in the admin's browser
 * (image-encoding.ts), so what is stored has no EXIF and is upright. GIFs and SVGs are stored
 * as picked (resizing would lose their animation or vectors), SVGs cleaned of anything that
 * could run and stored as attachments. Names carry a random part; everything is cached for
 * a year. The editor gets uploads as a function and never imports this.
 */
import createDOMPurify from 'dompurify';
import { deleteObject, getDownloadURL, ref, uploadBytesResumable, type UploadMetadata } from 'firebase/storage';
import { serviceOrigin } from '../../../config/firebase-setup.js';
import { getFirebaseSetup } from '../../../lib/firebase/app.js';
import { errorCode } from '../../../lib/firebase/errors.js';
import { getStorageInstance } from '../../../lib/firebase/storage.js';
import { imageFileName, imageUploadMetadata, isImageType } from '../../../lib/image-names.js';
import {
  JPEG_QUALITY, parseMemberPath, planImageSet, setMemberPaths, storagePrefix, storedFileAddress, WEBP_QUALITY,
  type ImageFolder, type PlannedMember,
} from '../../../lib/image-set.js';
import { editorTexts as texts } from '../texts.js';
import { errorMessage } from './error-message.js';
import { encodeCanvas, HalvingLadder, openImage, UndecodableImage } from './image-encoding.js';

export type ImageKind = ImageFolder;

const MB = 1024 * 1024;

/** What storage.rules let one stored file weigh: a featured image or an avatar 2 MiB, one in the text 5 MiB. */
const STORED_LIMITS: Readonly<Record<ImageKind, number>> = { featured: 2 * MB, inline: 5 * MB, avatars: 2 * MB };

/** A photo is resized before it is stored, so the file picked may be larger: a phone's photo is. */
const PICKED_PHOTO_LIMIT = 20 * MB;

/** A set member over its limit is encoded once more at this quality before the upload gives up. */
const RETRY_QUALITY = 0.6;

const IMMUTABLE = 'public, max-age=31536000, immutable';

const isHeic = (file: Blob, fileName: string): boolean => /^image\/hei[cf](-sequence)?$/.test(file.type) || /\.hei[cf]$/i.test(fileName);

/**
 * Photos become sets; GIFs and SVGs are stored as they are, but a profile picture is always
 * a set (a GIF's first frame; an SVG where the browser can draw it).
 */
const isPhoto = (file: File, kind: ImageKind): boolean =>
  ['image/jpeg', 'image/png', 'image/webp'].includes(file.type) || isHeic(file, file.name) || (kind === 'avatars' && isImageType(file.type));

/** The spec's message for a file that cannot be used; null when it can. */
export function imageProblem(file: File, kind: ImageKind): string | null {
  if (isPhoto(file, kind)) return file.size > PICKED_PHOTO_LIMIT ? texts.photoTooLarge : null;
  if (!isImageType(file.type)) return texts.invalidImage;
  if (file.size > STORED_LIMITS[kind]) return kind === 'inline' ? texts.inlineTooLarge : texts.featuredTooLarge;
  return null;
}

/** A failed upload, worded for the admin already. */
export class ImageError extends Error {}

/** An SVG without scripts, event handlers or foreign content (DOMPurify's SVG profile). */
async function cleanSvg(file: File): Promise<Blob> {
  const purify = createDOMPurify(window);
  const clean = purify.sanitize(await file.text(), { USE_PROFILES: { svg: true, svgFilters: true } });
  return new Blob([clean], { type: 'image/svg+xml' });
}

/** Uploads `data` to `path`, telling `onBytes` the share of it sent (0–1). */
function put(path: string, data: Blob, metadata: UploadMetadata, onBytes: (share: number) => void): Promise<void> {
  return new Promise((resolve, reject) => {
    const task = uploadBytesResumable(ref(getStorageInstance(), path), data, metadata);
    task.on('state_changed', (snapshot) => onBytes(snapshot.totalBytes ? snapshot.bytesTransferred / snapshot.totalBytes : 0), reject, () => resolve());
  });
}

/** The address pages use for a stored file: public, so without a download token. */
const addressOf = (path: string): string =>
  storedFileAddress(storagePrefix(serviceOrigin(getFirebaseSetup(), 'storage'), getFirebaseSetup().config.storageBucket), path);

/** One progress for a whole set: each member counts once encoded and once uploaded. */
function setProgress(members: number, onProgress: (percent: number) => void) {
  const encoded = new Set<number>();
  const sent = new Map<number, number>();
  let shown = -1;
  const report = () => {
    const done = encoded.size + [...sent.values()].reduce((sum, share) => sum + share, 0);
    const percent = Math.min(100, Math.floor((done / (members * 2)) * 100));
    if (percent > shown) onProgress((shown = percent));
  };
  return {
    encoded: (index: number) => (encoded.add(index), report()),
    sent: (index: number, share: number) => (sent.set(index, share), report()),
  };
}

/** `member` drawn and encoded within the rules' limit, trying once more at a lower quality. */
async function encodeWithin(ladder: HalvingLadder, member: PlannedMember, limit: number, fileName: string): Promise<Blob> {
  const canvas = ladder.draw(member);
  const quality = member.type === 'image/webp' ? WEBP_QUALITY : JPEG_QUALITY;
  const first = await encodeCanvas(canvas, member.type, quality);
  if (first.size <= limit) return first;
  const second = member.type === 'image/png' ? first : await encodeCanvas(canvas, member.type, RETRY_QUALITY);
  if (second.size <= limit) return second;
  throw new ImageError(texts.imageStillTooLarge(fileName, limit / MB));
}

/** Deletes what was stored of a set that failed; what cannot be deleted stays unreferenced. */
async function discard(paths: readonly string[]): Promise<void> {
  await Promise.allSettled(paths.map((path) => deleteObject(ref(getStorageInstance(), path))));
}

/**
 * Stores `source` as an image set in `folder` and resolves with the reference's address
 * (without a token). Every member is uploaded before the reference, so a set whose
 * reference exists is whole. Rejects with an ImageError naming `fileName`; what was
 * stored of a failed set is deleted. Also the "Optimise images" action's way in.
 * @public
 */
export async function storeImageSet(
  source: Blob,
  folder: ImageFolder,
  fileName: string,
  onProgress: (percent: number) => void = () => undefined,
): Promise<string> {
  let image;
  try {
    image = await openImage(source);
  } catch (error) {
    if (!(error instanceof UndecodableImage)) throw new ImageError(texts.uploadFailed(errorMessage(error), fileName));
    throw new ImageError(isHeic(source, fileName) ? texts.heicUnreadable(fileName) : texts.imageUnreadable(fileName));
  }
  const base = imageFileName(fileName, 'image/jpeg').replace(/\.jpg$/, '');
  const plan = planImageSet({ folder, base, width: image.width, height: image.height, hasAlpha: image.hasAlpha });
  const progress = setProgress(plan.members.length, onProgress);
  const ladder = new HalvingLadder(image);
  const started: Promise<void>[] = [];
  const stored: string[] = [];
  const upload = (member: PlannedMember, index: number, data: Blob) =>
    put(member.path, data, { contentType: member.type, cacheControl: IMMUTABLE }, (share) => progress.sent(index, share)).then(() => {
      stored.push(member.path);
    });
  try {
    const last = plan.members.length - 1;
    let reference: Blob | undefined;
    for (const [index, member] of plan.members.entries()) {
      const data = await encodeWithin(ladder, member, STORED_LIMITS[folder], fileName);
      progress.encoded(index);
      if (index === last) reference = data;
      else started.push(upload(member, index, data));
    }
    await Promise.all(started);
    await upload(plan.members[last]!, last, reference!);
    return addressOf(plan.reference);
  } catch (error) {
    await Promise.allSettled(started);
    await discard(stored);
    throw error instanceof ImageError ? error : new ImageError(texts.uploadFailed(errorMessage(error), fileName));
  } finally {
    ladder.close();
  }
}

/** A GIF or an SVG, stored as one file (an SVG cleaned, as an attachment). */
async function storeAsPicked(file: File, kind: ImageKind, onProgress: (percent: number) => void): Promise<string> {
  const type = file.type;
  if (!isImageType(type)) throw new ImageError(texts.invalidImage);
  const data = type === 'image/svg+xml' ? await cleanSvg(file) : file;
  const path = `images/${kind}/${imageFileName(file.name, type)}`;
  try {
    await put(path, data, imageUploadMetadata(type), (share) => onProgress(Math.round(share * 100)));
  } catch (error) {
    throw new ImageError(texts.uploadFailed(errorMessage(error), file.name));
  }
  try {
    return await getDownloadURL(ref(getStorageInstance(), path));
  } catch (error) {
    throw new ImageError(texts.imageUrlFailed(errorMessage(error)));
  }
}

/**
 * Uploads an image picked by the admin and resolves with its address; `onProgress` hears
 * 0–100 for the whole of it. Rejects with SPEC's messages ("Failed to upload image: …",
 * "Failed to get image URL: …"), naming the file.
 */
export async function uploadImage(file: File, kind: ImageKind, onProgress: (percent: number) => void = () => undefined): Promise<string> {
  const problem = imageProblem(file, kind);
  if (problem) throw new ImageError(problem);
  return isPhoto(file, kind) ? storeImageSet(file, kind, file.name, onProgress) : storeAsPicked(file, kind, onProgress);
}

/** The Storage path of one of the site's own image addresses (with a token or without), or null for any other address. */
function storedImagePath(url: string): string | null {
  const found = /\/v0\/b\/([^/]+)\/o\/([^?#]+)/.exec(url);
  if (!found || found[1] !== getFirebaseSetup().config.storageBucket) return null;
  let path: string;
  try {
    path = decodeURIComponent(found[2] ?? '');
  } catch {
    return null;
  }
  return /^images\/(featured|inline|avatars|share)\/[^/]+$/.test(path) ? path : null;
}

/** What to call an image: its file name when it is one of the site's own, else its address. */
export const imageName = (url: string): string => storedImagePath(url)?.split('/').pop() ?? url;

async function deleteStored(path: string): Promise<void> {
  try {
    await deleteObject(ref(getStorageInstance(), path));
  } catch (error) {
    if (errorCode(error) !== 'storage/object-not-found') throw error;
  }
}

/**
 * Deletes one of the site's images, every member of a set; an address elsewhere, or an
 * image already gone, is left alone.
 */
export async function deleteImage(url: string): Promise<void> {
  const path = storedImagePath(url);
  if (!path) return;
  const member = parseMemberPath(path);
  // The reference last, as it was stored: a set whose reference exists stays whole.
  const paths = member ? setMemberPaths(member).filter((each) => each !== path) : [];
  await Promise.all(paths.map(deleteStored));
  await deleteStored(path);
}

/** Every image of the site an article's HTML shows. */
export function imagesIn(html: string): string[] {
  const sources = [...html.matchAll(/<img\b[^>]*\bsrc="([^"]+)"/gi)].map((match) => (match[1] ?? '').replace(/&amp;/g, '&'));
  return [...new Set(sources.filter((src) => storedImagePath(src) !== null))];
}
