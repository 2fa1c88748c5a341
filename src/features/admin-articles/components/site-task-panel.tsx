/**
 * The frame of a Manage Articles task that goes through every article (Re-index search,
 * Optimise images): its heading, what it does, the button that starts it, and a live
 * status below (how far it is, then what it did), read out as it changes.
 */
import { useCallback, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { secondaryButton } from '../../../components/ui/buttons.js';

interface SiteTaskTexts {
  readonly heading: string;
  readonly description: string;
  readonly button: string;
}

export function SiteTaskPanel({ texts, running, onStart, children }: { readonly texts: SiteTaskTexts; readonly running: boolean; readonly onStart: () => void; readonly children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={`${id}-heading`} className="mt-10 rounded-lg border border-slate-200 p-4 dark:border-slate-700">
      <h2 id={`${id}-heading`} className="text-lg font-semibold text-slate-900 dark:text-white">
        {texts.heading}
      </h2>
      <p id={`${id}-description`} className="mt-1 text-sm text-slate-700 dark:text-slate-300">
        {texts.description}
      </p>
      <button type="button" className={`mt-3 ${secondaryButton}`} onClick={onStart} disabled={running} aria-describedby={`${id}-description`}>
        {texts.button}
      </button>
      <div role="status" className="mt-3 text-sm empty:hidden">
        {children}
      </div>
    </section>
  );
}

/** State a long task reports into: what it says after the panel has gone is dropped. */
export function useTaskState<T>(initial: T): readonly [T, (next: T) => void] {
  const [state, setState] = useState<T>(initial);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  const show = useCallback((next: T) => {
    if (mounted.current) setState(next);
  }, []);
  return [state, show] as const;
}
