/**
 * Names and metadata of the images stored in Storage (storage.rules). A name is the
 * original file's words, a hyphen and 20 random letters and digits, then the extension of
 * its type: `q3-revenue-chart-k3j9x0a1b2c3d4e5f6g7.png`. The random part keeps a draft's
 * images out of reach of anyone guessing names; the rules refuse names without one.
 */
import { randomToken } from './random-token.js';
import { slugify } from './slug.js';

export const IMAGE_TYPES = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/gif': 'gif',
  'image/svg+xml': 'svg',
  'image/webp': 'webp',
} as const;

export type ImageType = keyof typeof IMAGE_TYPES;

const RANDOM_LENGTH = 20;
/** Leaves room for the random part and the extension within the rules' 120 characters. */
const MAX_WORDS_LENGTH = 60;

export function isImageType(type: string): type is ImageType {
  return Object.hasOwn(IMAGE_TYPES, type);
}

/** 20 characters of [a-z0-9] (~103 bits). */
const randomNamePart = (): string => randomToken(RANDOM_LENGTH);

/** The stored name for a file called `originalName` of type `type`. */
export function imageFileName(originalName: string, type: ImageType, random: string = randomNamePart()): string {
  const base = originalName.replace(/\.[^.]*$/, '');
  const words = slugify(base).slice(0, MAX_WORDS_LENGTH).replace(/-+$/, '');
  return `${words ? `${words}-` : ''}${random}.${IMAGE_TYPES[type]}`;
}

/** A stored image never changes (a new one gets a new name), so browsers may keep it for a year. */
const IMAGE_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/**
 * Upload metadata: cached for a year, and an SVG served as an attachment, so opening its
 * address downloads it rather than running any script it holds (pages show it through
 * <img>, unaffected).
 */
export function imageUploadMetadata(type: ImageType): { contentType: ImageType; cacheControl: string; contentDisposition?: string } {
  return {
    contentType: type,
    cacheControl: IMAGE_CACHE_CONTROL,
    ...(type === 'image/svg+xml' && { contentDisposition: 'attachment' }),
  };
}
