/**
 * Offered when a built page's list is older than what is published now (src/app/built-page.ts):
 * the list stays as the reader sees it rather than moving under their eyes, and this shows
 * the newer one on request. Fixed at the foot of the screen, so it moves nothing either.
 */
import type { Article } from '../types.js';
import { articleTexts } from '../texts.js';

/** Whether two lists show different articles, or the same ones in another order (lib/use-async.ts `hold`). */
export const otherArticles = (shown: readonly Article[], fresh: readonly Article[]): boolean =>
  shown.length !== fresh.length || shown.some((article, i) => article.id !== fresh[i]?.id);

/**
 * Always in the page (empty until there is something newer), so that screen readers announce
 * the offer as it appears.
 */
export function NewerArticles({ onShow }: { readonly onShow: (() => void) | undefined }) {
  const show = () => {
    onShow?.();
    // The newer articles come first: the reader is taken to them, and so is the focus.
    window.scrollTo({ top: 0 });
    document.getElementById('main')?.focus({ preventScroll: true });
  };
  return (
    <div aria-live="polite" className="fixed inset-x-0 bottom-4 z-30 flex justify-center px-4">
      {onShow && (
        <p className="flex max-w-full flex-wrap items-center justify-center gap-x-3 gap-y-1 rounded-2xl bg-slate-900 py-2 pr-2 pl-4 text-sm text-white shadow-lg dark:bg-slate-100 dark:text-slate-900">
          {articleTexts.newer}
          <button
            type="button"
            onClick={show}
            className="rounded-xl bg-blue-600 px-3 py-1.5 font-semibold text-white hover:bg-blue-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-400"
          >
            {articleTexts.showNewer}
          </button>
        </p>
      )}
    </div>
  );
}
