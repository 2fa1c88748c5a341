import { useRef, useState } from 'react';
import { useNear } from '../../../components/ui/when-near.js';
import { imageTone } from './image-classes.js';

interface ArticleImageProps {
  readonly src: string | null;
  /** Empty when the image only decorates a titled card. */
  readonly alt?: string;
  readonly className?: string;
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
 */
export function ArticleImage({ src, alt = '', className = '', priority = false }: ArticleImageProps) {
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
  return (
    <img
      ref={place}
      src={priority || near ? src : undefined}
      alt={alt}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : 'auto'}
      decoding="async"
      onError={() => setFailedSrc(src)}
      className={`${imageTone} ${className}`}
    />
  );
}
