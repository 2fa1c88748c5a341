/**
 * The article's last 25 versions, in the editor's side panel: each says what made it
 * (autosave, save, publish, restore), when (relative, the exact time in its title) and who.
 * Open shows what changed since it (revision-dialog.tsx); Restore, here or there, puts its
 * text back and saves at once, and that save becomes a revision of its own.
 */
import { useEffect, useState } from 'react';
import { listRevisions } from '../api/revisions.js';
import { exactTime, relativeTime } from '../revision-time.js';
import { editorTexts as texts } from '../texts.js';
import type { Revision, RevisionText } from '../types.js';
import { RevisionDialog } from './revision-dialog.js';

/** How often the relative times move on while the list is open. */
const TICK_MS = 30_000;

interface RevisionsPanelProps {
  readonly articleId: string;
  /** Changes after each save, so an open list shows the newest revision. */
  readonly refreshKey: unknown;
  /** What the editor holds now, for the opened revision to compare with. */
  readonly current: RevisionText;
  /** Restores a revision and saves; resolves with whether it saved. */
  readonly onRestore: (revision: Revision) => Promise<boolean>;
}

const linkButton = 'font-medium text-blue-700 underline-offset-4 hover:underline disabled:opacity-60 dark:text-blue-300';

export function RevisionsPanel({ articleId, refreshKey, current, onRestore }: RevisionsPanelProps) {
  const [open, setOpen] = useState(false);
  const [revisions, setRevisions] = useState<Revision[] | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const [opened, setOpened] = useState<Revision | null>(null);
  const [restoring, setRestoring] = useState(false);
  const [restored, setRestored] = useState<string | null>(null);
  const [now, setNow] = useState(() => new Date());

  useEffect(() => {
    if (!open) return;
    let live = true;
    listRevisions(articleId).then(
      (found) => {
        if (!live) return;
        setRevisions(found);
        setNow(new Date());
      },
      (error: unknown) => live && setFailed(error instanceof Error ? error.message : String(error)),
    );
    const tick = window.setInterval(() => setNow(new Date()), TICK_MS);
    return () => {
      live = false;
      window.clearInterval(tick);
    };
  }, [open, articleId, refreshKey]);

  // The opened revision closes at once: the form changes under it, and the status here says how it went.
  const restore = async (revision: Revision) => {
    setOpened(null);
    setRestoring(true);
    setRestored(null);
    const saved = await onRestore(revision);
    setRestoring(false);
    setRestored(saved ? texts.revisionRestored(revision.savedAt ? exactTime(revision.savedAt) : '') : texts.restoreFailed);
  };

  return (
    <details onToggle={(event) => setOpen(event.currentTarget.open)} className="rounded-lg border border-slate-200 p-4 dark:border-slate-700">
      <summary className="cursor-pointer font-semibold text-slate-900 dark:text-white">{texts.revisions}</summary>
      {failed && <p role="alert" className="mt-2 text-sm text-red-700 dark:text-red-300">{failed}</p>}
      <p role="status" className="mt-2 text-sm text-slate-700 empty:hidden dark:text-slate-200">
        {restoring ? texts.restoring : restored}
      </p>
      {open && !revisions && !failed && <p role="status" className="mt-2 text-sm text-slate-600 dark:text-slate-300">{texts.loadingRevisions}</p>}
      {revisions?.length === 0 && <p className="mt-2 text-sm text-slate-600 dark:text-slate-300">{texts.noRevisions}</p>}
      {revisions && revisions.length > 0 && (
        <ol aria-label={texts.revisionsList} className="mt-2 divide-y divide-slate-200 dark:divide-slate-700">
          {revisions.map((revision) => {
            const exact = revision.savedAt ? exactTime(revision.savedAt) : '';
            return (
              <li key={revision.id} className="py-2 text-sm">
                <p className="flex flex-wrap items-baseline gap-x-2">
                  {revision.kind && (
                    <span className="rounded border border-slate-400 px-1.5 text-xs font-semibold text-slate-800 dark:border-slate-500 dark:text-slate-100">
                      {texts.revisionKinds[revision.kind]}
                    </span>
                  )}
                  {revision.savedAt && (
                    <time dateTime={revision.savedAt.toISOString()} title={exact} className="text-slate-900 dark:text-white">
                      {relativeTime(revision.savedAt, now)}
                    </time>
                  )}
                </p>
                <p className="truncate text-slate-600 dark:text-slate-300">{texts.revisionBy(revision.savedBy)}</p>
                <div className="mt-1 flex gap-4">
                  <button type="button" className={linkButton} onClick={() => setOpened(revision)}>
                    {texts.openRevision}{' '}
                    <span className="sr-only">{texts.revisionNamed(exact)}</span>
                  </button>
                  <button type="button" className={linkButton} disabled={restoring} onClick={() => void restore(revision)}>
                    {texts.restoreShort}{' '}
                    <span className="sr-only">{texts.revisionNamed(exact)}</span>
                  </button>
                </div>
              </li>
            );
          })}
        </ol>
      )}
      {opened && (
        <RevisionDialog revision={opened} current={current} restoring={restoring} onClose={() => setOpened(null)} onRestore={() => void restore(opened)} />
      )}
    </details>
  );
}
