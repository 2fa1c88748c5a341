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
}

const keyOf = (articleId: string | null) => `${PREFIX}${articleId ?? 'new'}`;

export function readLocalCopy(articleId: string | null): LocalCopy | null {
  try {
    const raw = localStorage.getItem(keyOf(articleId));
    if (!raw) return null;
    const parsed = JSON.parse(raw) as { draft?: Partial<ArticleDraft>; savedAt?: unknown };
    if (!parsed.draft || typeof parsed.savedAt !== 'number') return null;
    return { draft: { ...EMPTY_DRAFT, ...parsed.draft }, savedAt: parsed.savedAt };
  } catch {
    return null;
  }
}

export function writeLocalCopy(articleId: string | null, draft: ArticleDraft): void {
  try {
    localStorage.setItem(keyOf(articleId), JSON.stringify({ draft, savedAt: Date.now() } satisfies LocalCopy));
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
