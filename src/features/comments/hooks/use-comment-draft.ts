/**
 * What a reader has typed in an article's comment box, kept in this tab (sessionStorage, one
 * entry an article) until it is posted: a guest who logs in to post it comes back to the
 * same text, and so does a reader who reloads. Where storage is unavailable, the text lives
 * as long as the page.
 */
import { useCallback, useState } from 'react';
import type { CommentPosition, PositionSide } from '../../../lib/comments/model.js';

export interface CommentDraft {
  readonly body: string;
  readonly position: CommentPosition | null;
}

const EMPTY: CommentDraft = { body: '', position: null };
const storageKey = (articleId: string) => `comment-draft:${articleId}`;
const SIDES: readonly PositionSide[] = ['long', 'short', 'none'];

function readDraft(articleId: string): CommentDraft {
  try {
    const stored: unknown = JSON.parse(sessionStorage.getItem(storageKey(articleId)) ?? 'null');
    if (typeof stored !== 'object' || stored === null) return EMPTY;
    const { body, position } = stored as { body?: unknown; position?: { ticker?: unknown; side?: unknown } | null };
    const side = SIDES.find((candidate) => candidate === position?.side);
    return {
      body: typeof body === 'string' ? body : '',
      position: position && typeof position.ticker === 'string' && side ? { ticker: position.ticker, side } : null,
    };
  } catch {
    return EMPTY;
  }
}

function writeDraft(articleId: string, draft: CommentDraft): void {
  try {
    if (draft.body === '' && draft.position === null) sessionStorage.removeItem(storageKey(articleId));
    else sessionStorage.setItem(storageKey(articleId), JSON.stringify(draft));
  } catch {
    // Storage full or disabled: the text stays on the page.
  }
}

export function useCommentDraft(articleId: string): readonly [CommentDraft, (draft: CommentDraft) => void] {
  const [draft, setDraft] = useState(() => readDraft(articleId));
  const keep = useCallback(
    (next: CommentDraft) => {
      setDraft(next);
      writeDraft(articleId, next);
    },
    [articleId],
  );
  return [draft, keep] as const;
}
