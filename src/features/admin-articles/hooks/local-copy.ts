/**
 * Work kept on this device until it is saved: the form of an article (or of
 * a new one) in localStorage, written as the admin types and removed once saved, so a
 * reload, a crash, a failed save or a conflict loses nothing. Offered back on the next
 * visit to the same editor.
 */
import { EMPTY_DRAFT, type ArticleDraft } from '../types.js';

const PREFIX = 'finance-articles:editor:';

export interface LocalCopy {
  readonly draft: ArticleDraft;
  readonly savedAt: number;
  /**
   * What the server had when this copy was made (an article already saved): restoring it
   * after a colleague's save merges field by field. null for a new article, and in copies
   * made before copies remembered it.
   */
  readonly base: ArticleDraft | null;
}

const keyOf = (articleId: string | null) => `${PREFIX}${articleId ?? 'new'}`;

export function readLocalCopy(articleId: string | null): LocalCopy | null {
  try {
    const raw = localStorage.getItem(keyOf(articleId));
    if (!raw) return null;
    const parsed = JSON.parse(raw) as { draft?: Partial<ArticleDraft>; savedAt?: unknown; base?: Partial<ArticleDraft> | null };
    if (!parsed.draft || typeof parsed.savedAt !== 'number') return null;
    return { draft: { ...EMPTY_DRAFT, ...parsed.draft }, savedAt: parsed.savedAt, base: parsed.base ? { ...EMPTY_DRAFT, ...parsed.base } : null };
  } catch {
    return null;
  }
}

/** Keeps `draft` on this device; `base` is what the server had (null for a new article). */
export function writeLocalCopy(articleId: string | null, draft: ArticleDraft, base: ArticleDraft | null): void {
  try {
    localStorage.setItem(keyOf(articleId), JSON.stringify({ draft, savedAt: Date.now(), base: articleId ? base : null } satisfies LocalCopy));
  } catch {
    // Storage full or disabled: the copy on the server is then all there is.
  }
}

export function removeLocalCopy(articleId: string | null): void {
  try {
    localStorage.removeItem(keyOf(articleId));
  } catch {
    // Nothing to remove.
  }
}
