import { manageTexts as texts } from '../texts.js';
import type { ArticleRow } from '../types.js';

const tone = {
  published: 'bg-green-100 text-green-900 dark:bg-green-950 dark:text-green-200',
  draft: 'bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-200',
} as const;

/** Published or Draft, as the admin article lists show it. */
export function StatusBadge({ status }: { readonly status: ArticleRow['status'] }) {
  return (
    <span className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold ${tone[status]}`}>
      {status === 'published' ? texts.published : texts.draft}
    </span>
  );
}
