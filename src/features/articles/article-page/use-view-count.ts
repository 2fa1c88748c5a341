import { useEffect, useState } from 'react';

const KEY_PREFIX = 'article-viewed:';
// Where sessionStorage is unavailable (some private modes), once per page load instead.
const viewedInMemory = new Set<string>();

/** Marks the article as viewed in this browser session; false if it already was. */
function firstViewThisSession(articleId: string): boolean {
  const key = KEY_PREFIX + articleId;
  try {
    if (sessionStorage.getItem(key) !== null) return false;
    sessionStorage.setItem(key, '1');
    return true;
  } catch {
    if (viewedInMemory.has(key)) return false;
    viewedInMemory.add(key);
    return true;
  }
}

/**
 * A read counts once the article has been open for a second: a reader who turns straight
 * back is not counted, and the write, with the Firestore SDK it needs, comes after the
 * first screen instead of competing with it.
 */
const VIEW_AFTER_MS = 1000;

/**
 * Counts a read of a published article once per browser session (docs/decisions.md) and says
 * whether this visit was counted, so the page can show the count including it. A count
 * that fails is not worth interrupting the reader for, so it is dropped silently.
 */
export function useViewCount(article: { readonly id: string; readonly status: string }): boolean {
  const { id, status } = article;
  const [countedId, setCountedId] = useState<string | null>(null);

  useEffect(() => {
    if (status !== 'published') return;
    const timer = setTimeout(() => {
      // Marked before the write, so a second run of the effect cannot count twice.
      if (!firstViewThisSession(id)) return;
      import('../api/views.js')
        .then(({ countView }) => countView(id))
        .then(
          () => setCountedId(id),
          () => undefined,
        );
    }, VIEW_AFTER_MS);
    return () => clearTimeout(timer);
  }, [id, status]);

  return countedId === id;
}
