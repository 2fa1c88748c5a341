/**
 * The article's last 25 versions: listed with time and author when opened,
 * each one previewed in a dialog and restorable into the editor (as unsaved changes).
 */
import { useEffect, useState } from 'react';
import { articleProse } from '../../../components/ui/article-prose.js';
import { primaryButton, secondaryButton } from '../../../components/ui/buttons.js';
import { useModalDialog } from '../../../components/ui/use-modal-dialog.js';
import { sanitizeArticleHtml } from '../../../lib/sanitize-html.js';
import { listRevisions } from '../api/revisions.js';
import { editorTexts as texts } from '../texts.js';
import type { Revision } from '../types.js';

const when = (date: Date | null) =>
  date ? date.toLocaleString('en-US', { month: 'short', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit' }) : '';

interface RevisionsPanelProps {
  readonly articleId: string;
  /** Changes after each save, so an open list shows the newest revision. */
  readonly refreshKey: unknown;
  readonly onRestore: (revision: Revision) => void;
}

export function RevisionsPanel({ articleId, refreshKey, onRestore }: RevisionsPanelProps) {
  const [open, setOpen] = useState(false);
  const [revisions, setRevisions] = useState<Revision[] | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const [previewing, setPreviewing] = useState<Revision | null>(null);

  useEffect(() => {
    if (!open) return;
    let current = true;
    listRevisions(articleId).then(
      (found) => current && setRevisions(found),
      (error: unknown) => current && setFailed(error instanceof Error ? error.message : String(error)),
    );
    return () => {
      current = false;
    };
  }, [open, articleId, refreshKey]);

  return (
    <details onToggle={(event) => setOpen(event.currentTarget.open)} className="rounded-lg border border-slate-200 p-4 dark:border-slate-700">
      <summary className="cursor-pointer font-semibold text-slate-900 dark:text-white">{texts.revisions}</summary>
      {failed && <p role="alert" className="mt-2 text-sm text-red-700 dark:text-red-300">{failed}</p>}
      {revisions?.length === 0 && <p className="mt-2 text-sm text-slate-600 dark:text-slate-300">{texts.noRevisions}</p>}
      {revisions && revisions.length > 0 && (
        <ol className="mt-3 space-y-3">
          {revisions.map((revision) => (
            <li key={revision.id} className="text-sm">
              <p className="font-medium text-slate-900 dark:text-white">{revision.title || '—'}</p>
              <p className="text-slate-600 dark:text-slate-300">{texts.revisionBy(when(revision.savedAt), revision.savedBy)}</p>
              <div className="mt-1 flex gap-3">
                <button type="button" className="font-medium text-blue-700 underline-offset-4 hover:underline dark:text-blue-300" onClick={() => setPreviewing(revision)}>
                  {texts.preview}
                  <span className="sr-only"> {when(revision.savedAt)}</span>
                </button>
                <button type="button" className="font-medium text-blue-700 underline-offset-4 hover:underline dark:text-blue-300" onClick={() => onRestore(revision)}>
                  {texts.restoreRevision}
                  <span className="sr-only"> ({when(revision.savedAt)})</span>
                </button>
              </div>
            </li>
          ))}
        </ol>
      )}
      {previewing && (
        <RevisionPreview
          revision={previewing}
          onClose={() => setPreviewing(null)}
          onRestore={() => {
            onRestore(previewing);
            setPreviewing(null);
          }}
        />
      )}
    </details>
  );
}

function RevisionPreview({ revision, onClose, onRestore }: { readonly revision: Revision; readonly onClose: () => void; readonly onRestore: () => void }) {
  const dialog = useModalDialog();
  return (
    <dialog
      ref={dialog}
      aria-label={`${texts.preview}: ${revision.title}`}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      className="m-auto max-h-[90vh] w-[min(48rem,calc(100vw-2rem))] overflow-y-auto rounded-xl border border-slate-200 bg-white p-6 shadow-xl backdrop:bg-slate-950/50 dark:border-slate-700 dark:bg-slate-900"
    >
      <p className="text-sm text-slate-600 dark:text-slate-300">{texts.revisionBy(when(revision.savedAt), revision.savedBy)}</p>
      <h2 className="mt-2 text-2xl font-bold text-slate-900 dark:text-white">{revision.title}</h2>
      <p className="mt-3 text-lg text-slate-700 dark:text-slate-200">{revision.summary}</p>
      <div className={`mt-4 ${articleProse}`} dangerouslySetInnerHTML={{ __html: sanitizeArticleHtml(revision.content) }} />
      <div className="sticky bottom-0 mt-6 flex justify-end gap-3 bg-white pt-3 dark:bg-slate-900">
        <button type="button" className={secondaryButton} onClick={onClose}>
          {texts.close}
        </button>
        <button type="button" className={primaryButton} onClick={onRestore}>
          {texts.restoreRevision}
        </button>
      </div>
    </dialog>
  );
}
