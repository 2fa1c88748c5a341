/**
 * The attributes an <img> of the site needs to be downloaded at the size its slot needs:
 * srcset, sizes, width and height for one of the site's image sets, the address alone for
 * anything else (an older single file, an SVG drawing, another site's picture).
 */
import { siteImagePrefix } from '../config/image-prefix.js';
import { responsiveImage } from './image-set.js';

export interface ImageAttributes {
  readonly src: string;
  readonly srcSet?: string;
  readonly sizes?: string;
  /** The image's own size: the browser knows its shape before it loads (CSS still sizes it). */
  readonly width?: number;
  readonly height?: number;
}

/** `sizes`: how wide the slot is drawn (config/image-sizes.ts). */
export function siteImageAttributes(address: string, sizes: string, prefix: string | null = siteImagePrefix()): ImageAttributes {
  const set = prefix === null ? null : responsiveImage(prefix, address);
  return set ? { src: set.src, srcSet: set.srcSet, sizes, width: set.width, height: set.height } : { src: address };
}
