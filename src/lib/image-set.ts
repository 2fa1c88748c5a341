/**
 * Responsive image sets: what an upload stores, and how a page asks for the size it needs
 * (docs/decisions.md, "Images").
 *
 * A photograph is stored as WebP at several widths, plus a fallback (JPEG, or PNG when it
 * has transparency) at up to two widths for e-mail clients and feed readers, under one name
 * that says the image's size:
 *
 *   images/{folder}/{words}-{20 random}-{W}x{H}-w{width}.{webp|jpg|png}
 *
 * An article or a profile stores one address, the reference: the largest fallback (at most
 * 1200 px wide), an ordinary image address that any client can show. Every other member is
 * derived from it, so no list of files is kept anywhere, and a page can build its srcset
 * from the address alone (`responsiveImage`). This module is pure: the reader pages, the
 * build, the admin's browser and the seed (Node) share it.
 */

export type ImageFolder = 'featured' | 'inline' | 'avatars';

export type SetMemberType = 'image/webp' | 'image/jpeg' | 'image/png';

/**
 * The WebP widths a folder's images are made at (an image narrower than the top width also
 * gets its own width). Each step is at most 1.5x the one before, so the candidate a browser
 * picks is never more than 1.5x the pixels its slot needs.
 */
export const WEBP_WIDTHS: Readonly<Record<ImageFolder, readonly number[]>> = {
  // From 160: a card's 6rem square on a phone at 1x needs 96 px.
  featured: [160, 240, 320, 480, 640, 960, 1280, 1600, 2000],
  inline: [320, 480, 640, 960, 1280, 1600, 2000],
  avatars: [96, 144, 192, 288, 384],
};

/** The fallback widths: 600 for e-mail (the usual column), 1200 for feeds and link previews. */
export const FALLBACK_WIDTHS: Readonly<Record<ImageFolder, readonly number[]>> = {
  featured: [600, 1200],
  inline: [600, 1200],
  avatars: [192],
};

export const WEBP_QUALITY = 0.8;
export const JPEG_QUALITY = 0.82;

const EXTENSIONS: Readonly<Record<SetMemberType, string>> = { 'image/webp': 'webp', 'image/jpeg': 'jpg', 'image/png': 'png' };

/** A stored member's name: the set's base, its size, the member's width and type. */
const MEMBER = /^images\/(featured|inline|avatars)\/((?:[a-z0-9]+-)*[a-z0-9]{20})-([1-9][0-9]{0,4})x([1-9][0-9]{0,4})-w([1-9][0-9]{0,4})\.(webp|jpg|png)$/;

/** The widths of `ladder` an image `width` px wide is made at: those below it, and the top one or its own. */
export function widthsFor(ladder: readonly number[], width: number): number[] {
  const top = Math.min(width, ladder[ladder.length - 1] ?? width);
  return [...new Set([...ladder.filter((step) => step < top), top])];
}

/** The height of the image scaled to `width`, as the encoders round it. */
export const heightAt = (width: number, height: number, at: number): number => Math.max(1, Math.round((height * at) / width));

export interface PlannedMember {
  /** The Storage path. */
  readonly path: string;
  readonly type: SetMemberType;
  readonly width: number;
  readonly height: number;
}

export interface ImageSetPlan {
  /** The path of the reference: the largest fallback. */
  readonly reference: string;
  /** Every file to store, the reference last (so a set whose reference exists is whole). */
  readonly members: readonly PlannedMember[];
}

export interface ImageSetSource {
  readonly folder: ImageFolder;
  /** `{words}-{20 random}`, as src/lib/image-names.ts makes it without its extension. */
  readonly base: string;
  readonly width: number;
  readonly height: number;
  /** Transparency: the fallback is a PNG rather than a JPEG. */
  readonly hasAlpha: boolean;
}

const memberPath = (folder: ImageFolder, base: string, width: number, height: number, at: number, type: SetMemberType): string =>
  `images/${folder}/${base}-${width}x${height}-w${at}.${EXTENSIONS[type]}`;

/** Every file an image of this size is stored as. */
export function planImageSet({ folder, base, width, height, hasAlpha }: ImageSetSource): ImageSetPlan {
  const fallbackType: SetMemberType = hasAlpha ? 'image/png' : 'image/jpeg';
  const member = (at: number, type: SetMemberType): PlannedMember => ({
    path: memberPath(folder, base, width, height, at, type),
    type,
    width: at,
    height: heightAt(width, height, at),
  });
  const webp = widthsFor(WEBP_WIDTHS[folder], width).map((at) => member(at, 'image/webp'));
  const fallbacks = widthsFor(FALLBACK_WIDTHS[folder], width).map((at) => member(at, fallbackType));
  const reference = fallbacks[fallbacks.length - 1]!;
  return { reference: reference.path, members: [...webp, ...fallbacks] };
}

/** One of the site's set members, read from its Storage path. */
export interface ParsedMember {
  readonly folder: ImageFolder;
  readonly base: string;
  /** The original image's size (after orientation). */
  readonly width: number;
  readonly height: number;
  readonly memberWidth: number;
  readonly type: SetMemberType;
}

export function parseMemberPath(path: string): ParsedMember | null {
  const found = MEMBER.exec(path);
  if (!found) return null;
  const [, folder, base, width, height, at, extension] = found;
  const type = (Object.keys(EXTENSIONS) as SetMemberType[]).find((key) => EXTENSIONS[key] === extension)!;
  return { folder: folder as ImageFolder, base: base!, width: Number(width), height: Number(height), memberWidth: Number(at), type };
}

/**
 * Where the site's images live: `{storage origin}/v0/b/{bucket}/o/`. A public image is read
 * there with `?alt=media` and no token (storage.rules let anyone get an image).
 */
export const storagePrefix = (storageOrigin: string, bucket: string): string => `${storageOrigin}/v0/b/${bucket}/o/`;

/** The address of a stored file, without a download token. */
export const storedFileAddress = (prefix: string, path: string): string => `${prefix}${encodeURIComponent(path)}?alt=media`;

/** The Storage path of an address under `prefix`, or null for any other address. */
export function storedPathOf(prefix: string, address: string): string | null {
  if (!address.startsWith(prefix)) return null;
  const encoded = address.slice(prefix.length).split(/[?#]/)[0] ?? '';
  try {
    return decodeURIComponent(encoded);
  } catch {
    return null;
  }
}

/** The set an address under `prefix` belongs to, or null (another site's image, an SVG, an older single file). */
export function imageSetOf(prefix: string, address: string): ParsedMember | null {
  const path = storedPathOf(prefix, address);
  return path === null ? null : parseMemberPath(path);
}

/**
 * Every path of the set `member` belongs to (what deleting the image deletes). A reference
 * names the fallback's type; from a WebP member either could exist, so both are named.
 */
export function setMemberPaths(member: ParsedMember): string[] {
  const alphas = member.type === 'image/webp' ? [false, true] : [member.type === 'image/png'];
  return [...new Set(alphas.flatMap((hasAlpha) => planImageSet({ ...member, hasAlpha }).members.map((planned) => planned.path)))];
}

export interface ResponsiveImage {
  /** The reference (the fallback), for browsers without srcset and for what reads src alone. */
  readonly src: string;
  /** The WebP members, `{address} {width}w`, narrowest first. */
  readonly srcSet: string;
  /** The image's own size, for width and height: the browser keeps its place before it loads. */
  readonly width: number;
  readonly height: number;
}

/**
 * What an <img> needs to let the browser pick the size its slot needs (the slot's `sizes`
 * is the caller's), or null when the address is not one of the site's image sets.
 */
export function responsiveImage(prefix: string, address: string): ResponsiveImage | null {
  const member = imageSetOf(prefix, address);
  if (!member) return null;
  const srcSet = widthsFor(WEBP_WIDTHS[member.folder], member.width)
    .map((at) => `${storedFileAddress(prefix, memberPath(member.folder, member.base, member.width, member.height, at, 'image/webp'))} ${at}w`)
    .join(', ');
  return { src: address, srcSet, width: member.width, height: member.height };
}

/**
 * The set's fallback at most `maxWidth` wide (600 for e-mail), or the address itself when
 * it is not a set: JPEG or PNG, which every mail client and feed reader shows.
 */
export function fallbackImage(prefix: string, address: string, maxWidth: number): string {
  const member = imageSetOf(prefix, address);
  if (!member) return address;
  const widths = widthsFor(FALLBACK_WIDTHS[member.folder], member.width);
  const at = [...widths].reverse().find((width) => width <= maxWidth) ?? widths[0]!;
  const type = member.type === 'image/png' ? 'image/png' : 'image/jpeg';
  return storedFileAddress(prefix, memberPath(member.folder, member.base, member.width, member.height, at, type));
}
