/**
 * Article images in Storage (storage.rules): one layout, images/featured and images/inline,
 * names with a random part, cached for a year, SVGs cleaned of anything that could run
 * and stored as attachments. The editor gets uploads as a function and never imports this.
 */
import createDOMPurify from 'dompurify';
import { deleteObject, getDownloadURL, ref, uploadBytesResumable } from 'firebase/storage';
import { getFirebaseSetup } from '../../../lib/firebase/app.js';
import { errorCode } from '../../../lib/firebase/errors.js';
import { getStorageInstance } from '../../../lib/firebase/storage.js';
import { imageFileName, imageUploadMetadata, isImageType } from '../../../lib/image-names.js';
import { editorTexts as texts } from '../texts.js';
import { errorMessage } from './error-message.js';

export type ImageKind = 'featured' | 'inline';

/** A featured image up to 2 MB, one in the text up to 5 MB (as storage.rules count them). */
const IMAGE_LIMITS: Readonly<Record<ImageKind, number>> = { featured: 2 * 1024 * 1024, inline: 5 * 1024 * 1024 };

/** The spec's message for a file that cannot be used; null when it can. */
export function imageProblem(file: File, kind: ImageKind): string | null {
  if (!isImageType(file.type)) return texts.invalidImage;
  if (file.size > IMAGE_LIMITS[kind]) return kind === 'featured' ? texts.featuredTooLarge : texts.inlineTooLarge;
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

/**
 * Uploads an image and resolves with its address; `onProgress` hears 0–100. Rejects with
 * SPEC's messages ("Failed to upload image: …", "Failed to get image URL: …").
 */
export async function uploadImage(file: File, kind: ImageKind, onProgress: (percent: number) => void = () => undefined): Promise<string> {
  const problem = imageProblem(file, kind);
  if (problem) throw new ImageError(problem);
  const type = file.type;
  if (!isImageType(type)) throw new ImageError(texts.invalidImage);
  const data = type === 'image/svg+xml' ? await cleanSvg(file) : file;
  const target = ref(getStorageInstance(), `images/${kind}/${imageFileName(file.name, type)}`);
  try {
    await new Promise<void>((resolve, reject) => {
      const task = uploadBytesResumable(target, data, imageUploadMetadata(type));
      task.on(
        'state_changed',
        (snapshot) => onProgress(snapshot.totalBytes ? Math.round((snapshot.bytesTransferred / snapshot.totalBytes) * 100) : 0),
        reject,
        () => resolve(),
      );
    });
  } catch (error) {
    throw new ImageError(texts.uploadFailed(errorMessage(error)));
  }
  try {
    return await getDownloadURL(target);
  } catch (error) {
    throw new ImageError(texts.imageUrlFailed(errorMessage(error)));
  }
}

/** The Storage path of one of the site's own image addresses, or null for any other address. */
function storedImagePath(url: string): string | null {
  const found = /\/v0\/b\/([^/]+)\/o\/([^?#]+)/.exec(url);
  if (!found || found[1] !== getFirebaseSetup().config.storageBucket) return null;
  let path: string;
  try {
    path = decodeURIComponent(found[2] ?? '');
  } catch {
    return null;
  }
  return /^images\/(featured|inline|share)\/[^/]+$/.test(path) ? path : null;
}

/** What to call an image: its file name when it is one of the site's own, else its address. */
export const imageName = (url: string): string => storedImagePath(url)?.split('/').pop() ?? url;

/** Deletes one of the site's images; an address elsewhere, or an image already gone, is left alone. */
export async function deleteImage(url: string): Promise<void> {
  const path = storedImagePath(url);
  if (!path) return;
  try {
    await deleteObject(ref(getStorageInstance(), path));
  } catch (error) {
    if (errorCode(error) !== 'storage/object-not-found') throw error;
  }
}

/** Every image of the site an article's HTML shows. */
export function imagesIn(html: string): string[] {
  const sources = [...html.matchAll(/<img\b[^>]*\bsrc="([^"]+)"/gi)].map((match) => (match[1] ?? '').replace(/&amp;/g, '&'));
  return [...new Set(sources.filter((src) => storedImagePath(src) !== null))];
}
