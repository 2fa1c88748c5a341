/**
 * The form kept on this device while it differs from what the server has (local-copy.ts):
 * written a moment after each change, removed once saved, and written at once when the page
 * goes away (a reload, a closed tab), so that nothing typed is lost. Paused while an offer
 * to restore an earlier copy is on screen, so that the offer is not overwritten.
 */
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { sameDraft } from '../draft.js';
import type { EditorState } from './editor-state.js';
import { removeLocalCopy, writeLocalCopy } from './local-copy.js';

const LOCAL_COPY_MS = 400;

export interface DeviceCopy {
  /** Keeps the form on the device now, if it differs from what the server has. */
  readonly keepNow: () => void;
  /** The page is going away for good: every change from now on is kept at once. */
  readonly leaving: () => boolean;
}

export function useDeviceCopy(state: EditorState, current: () => EditorState): DeviceCopy {
  const leaving = useRef(false);
  const keepNow = useCallback(() => {
    const { draft, saved, articleId } = current();
    if (!sameDraft(draft, saved)) writeLocalCopy(articleId, draft, saved);
  }, [current]);

  const active = state.load.kind === 'ready' && !state.restoreOffer;
  const { draft, saved, articleId } = state;
  useEffect(() => {
    if (!active) return;
    const timer = window.setTimeout(() => {
      if (!sameDraft(draft, saved)) writeLocalCopy(articleId, draft, saved);
      else removeLocalCopy(articleId);
    }, LOCAL_COPY_MS);
    return () => window.clearTimeout(timer);
  }, [active, draft, saved, articleId]);

  useEffect(() => {
    if (!active) return;
    const onPageHide = (event: PageTransitionEvent) => {
      // A page kept in the back/forward cache may come back: it is not leaving for good.
      leaving.current = !event.persisted;
      keepNow();
    };
    window.addEventListener('pagehide', onPageHide);
    return () => window.removeEventListener('pagehide', onPageHide);
  }, [active, keepNow]);

  return useMemo(() => ({ keepNow, leaving: () => leaving.current }), [keepNow]);
}
