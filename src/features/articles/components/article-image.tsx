import { useRef, useState } from 'react';
import { useNear } from '../../../components/ui/when-near.js';
import { IMAGE_SIZES, type ImageSlot } from '../../../config/image-sizes.js';
import { siteImageAttributes } from '../../../lib/site-image.js';
import { imageTone } from './image-classes.js';

interface ArticleImageProps {
  readonly src: string | null;
  /** Empty when the image only decorates a titled card. */
  readonly alt?: string;
  readonly className?: string;
  /** Where it is drawn: how wide, for the browser to pick the size of an image set it needs. */
  readonly slot: ImageSlot;
  /**
   * The page's largest image, in view on arrival (the first card, an article's hero):
   * fetched at once and first, not lazily. Every other image waits until it nears the view
   * (useNear), and so never before the page's first frame: on a slow line the page's largest
   * image and code do not share it with pictures further down.
   */
  readonly priority?: boolean;
}

/**
 * An article's featured image, or a placeholder when there is none or it fails to load
 * (docs/product.md §2 display rules). The placeholder is drawn here, so it cannot fail in turn.
 * One of the site's image sets comes with srcset and sizes, so that the browser downloads
 * the width the slot needs at the screen's pixel ratio, and with its width and height.
 */
export function ArticleImage({ src, alt = '', className = '', slot, priority = false }: ArticleImageProps) {
  // Remembers which address failed, so a new address gets its own chance.
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const place = useRef<HTMLImageElement>(null);
  const near = useNear(place);

  if (!src || failedSrc === src) {
    return (
      <div
        data-testid="article-image-placeholder"
        aria-hidden="true"
        className={`flex items-center justify-center bg-linear-to-br from-slate-100 to-slate-200 text-slate-400 dark:from-slate-800 dark:to-slate-900 dark:text-slate-600 ${className}`}
      >
        <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.5" className="size-12">
          <path strokeLinecap="round" strokeLinejoin="round" d="M3 17l5-5 4 4 8-8M15 8h5v5" />
        </svg>
      </div>
    );
  }
  const wanted = priority || near;
  const image = siteImageAttributes(src, IMAGE_SIZES[slot]);
  return (
    <img
      ref={place}
      // srcset and sizes before src: the browser chooses once it has all three.
      srcSet={wanted ? image.srcSet : undefined}
      sizes={image.sizes}
      src={wanted ? image.src : undefined}
      width={image.width}
      height={image.height}
      alt={alt}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : 'auto'}
      decoding="async"
      onError={() => setFailedSrc(src)}
      className={`${imageTone} ${className}`}
    />
  );
}
