import { useState } from 'react';
import { IMAGE_SIZES } from '../../config/image-sizes.js';
import { initials } from '../../lib/initials.js';
import { siteImageAttributes } from '../../lib/site-image.js';

const SIZES = {
  // Medium is below an article's text: fetched as the reader nears it.
  medium: { frame: 'size-16', initials: 'text-lg', sizes: IMAGE_SIZES.avatarMedium, loading: 'lazy' },
  large: { frame: 'size-24 sm:size-28', initials: 'text-3xl', sizes: IMAGE_SIZES.avatarLarge, loading: 'eager' },
} as const;

/**
 * The author's picture, or their initials when there is none or it fails to load (docs/product.md §2):
 * medium beside an article's bio, large at the head of the author's page. A picture stored
 * as an image set is downloaded at the size its frame needs.
 */
export function AuthorAvatar({ name, src, size = 'medium' }: { readonly name: string; readonly src?: string; readonly size?: keyof typeof SIZES }) {
  const [broken, setBroken] = useState<string | null>(null);
  const frame = `${SIZES[size].frame} shrink-0 rounded-full`;

  if (src && broken !== src) {
    const image = siteImageAttributes(src, SIZES[size].sizes);
    return (
      <img
        srcSet={image.srcSet}
        sizes={image.sizes}
        src={image.src}
        width={image.width}
        height={image.height}
        loading={SIZES[size].loading}
        alt=""
        onError={() => setBroken(src)}
        className={`${frame} bg-slate-100 object-cover dark:bg-slate-800`}
      />
    );
  }
  return (
    <span
      data-testid="avatar-placeholder"
      aria-hidden="true"
      className={`${frame} flex items-center justify-center bg-blue-100 ${SIZES[size].initials} font-bold text-blue-800 dark:bg-blue-950 dark:text-blue-200`}
    >
      {initials(name)}
    </span>
  );
}
