/**
 * Says so when the RSS feed and the sitemap may be behind what is published (their last
 * rebuild, in any admin's browser, failed or was cut short), with a way to rebuild them
 * now (api/feeds.ts).
 */
import { useEffect, useState } from 'react';
import { feedsProblem, onFeedsChange, rebuildFeedsInBackground } from '../api/feeds.js';
import { manageTexts as texts } from '../texts.js';

export function FeedsNotice() {
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    let live = true;
    const refresh = () =>
      void feedsProblem().then(
        (found) => {
          if (live) setProblem(found);
        },
        // Unreadable (offline): no notice rather than a wrong one.
        () => undefined,
      );
    refresh();
    const stop = onFeedsChange(refresh);
    return () => {
      live = false;
      stop();
    };
  }, []);
  if (problem === null) return null;
  return (
    <div role="alert" className="mt-4 flex flex-wrap items-center gap-3 rounded-md border border-amber-300 bg-amber-50 p-3 text-amber-950 dark:border-amber-700 dark:bg-amber-950/40 dark:text-amber-100">
      <p>{texts.feedsFailed(problem)}</p>
      <button
        type="button"
        disabled={busy}
        onClick={() => {
          setBusy(true);
          void rebuildFeedsInBackground().finally(() => setBusy(false));
        }}
        className="font-medium underline underline-offset-4 disabled:opacity-60"
      >
        {busy ? texts.feedsUpdating : texts.feedsRetry}
      </button>
    </div>
  );
}
