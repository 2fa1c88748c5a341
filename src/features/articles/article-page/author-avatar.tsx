import { useState } from 'react';
import { initials } from '../../../lib/initials.js';

/** The author's picture, or their initials when there is none or it fails to load (docs/product.md §2). */
export function AuthorAvatar({ name, src }: { readonly name: string; readonly src?: string }) {
  const [broken, setBroken] = useState<string | null>(null);
  const frame = 'size-16 shrink-0 rounded-full';

  if (src && broken !== src) {
    return <img src={src} alt="" onError={() => setBroken(src)} className={`${frame} bg-slate-100 object-cover dark:bg-slate-800`} />;
  }
  return (
    <span
      data-testid="avatar-placeholder"
      aria-hidden="true"
      className={`${frame} flex items-center justify-center bg-blue-100 text-lg font-bold text-blue-800 dark:bg-blue-950 dark:text-blue-200`}
    >
      {initials(name)}
    </span>
  );
}
