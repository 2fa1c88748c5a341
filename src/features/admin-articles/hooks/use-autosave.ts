/**
 * Autosave, Ghost's habit: a save 3 s after the last change, and at least every minute
 * while the admin keeps typing. `save` runs when the timer ends; the timer starts anew with
 * each change (`draft`), and only while `enabled`.
 */
import { useEffect, useRef } from 'react';
import type { ArticleDraft } from '../types.js';

const AUTOSAVE_IDLE_MS = 3000;
const AUTOSAVE_MAX_WAIT_MS = 60_000;

/** How long to wait before an autosave, given when the first unsaved change was made. */
export const autosaveDelay = (firstUnsavedAt: number, now: number): number =>
  Math.max(0, Math.min(AUTOSAVE_IDLE_MS, AUTOSAVE_MAX_WAIT_MS - (now - firstUnsavedAt)));

export function useAutosave(draft: ArticleDraft, unsaved: boolean, enabled: boolean, save: () => void): void {
  const firstUnsavedAt = useRef<number | null>(null);
  useEffect(() => {
    if (!unsaved) {
      firstUnsavedAt.current = null;
      return;
    }
    firstUnsavedAt.current ??= Date.now();
    if (!enabled) return;
    const timer = window.setTimeout(save, autosaveDelay(firstUnsavedAt.current, Date.now()));
    return () => window.clearTimeout(timer);
  }, [draft, unsaved, enabled, save]);
}
