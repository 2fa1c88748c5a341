/**
 * Autosave, Ghost's habit: a save 3 s after the last change, and at least every minute
 * while the admin keeps typing. `save` runs when the timer ends; the timer starts anew with
 * each change (`draft`), and only while `due` and `enabled`. One autosave per change: one
 * that failed is tried again at the next change, or when the browser is back online, never
 * in a loop.
 */
import { useEffect, useRef, useState } from 'react';
import type { ArticleDraft } from '../types.js';

const AUTOSAVE_IDLE_MS = 3000;
const AUTOSAVE_MAX_WAIT_MS = 60_000;

/** How long to wait before an autosave, given when the first unsaved change was made. */
export const autosaveDelay = (firstUnsavedAt: number, now: number): number =>
  Math.max(0, Math.min(AUTOSAVE_IDLE_MS, AUTOSAVE_MAX_WAIT_MS - (now - firstUnsavedAt)));

export function useAutosave(draft: ArticleDraft, due: boolean, enabled: boolean, save: () => void): void {
  const firstUnsavedAt = useRef<number | null>(null);
  // The latest `save`, so that a new function each render does not restart the timer.
  const latestSave = useRef(save);
  useEffect(() => {
    latestSave.current = save;
  }, [save]);
  const [online, setOnline] = useState(0);
  useEffect(() => {
    const backOnline = () => setOnline((n) => n + 1);
    window.addEventListener('online', backOnline);
    return () => window.removeEventListener('online', backOnline);
  }, []);
  useEffect(() => {
    if (!due) {
      firstUnsavedAt.current = null;
      return;
    }
    firstUnsavedAt.current ??= Date.now();
    if (!enabled) return;
    const timer = window.setTimeout(() => latestSave.current(), autosaveDelay(firstUnsavedAt.current, Date.now()));
    return () => window.clearTimeout(timer);
  }, [draft, due, enabled, online]);
}
