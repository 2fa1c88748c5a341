/** The editor's notices: work kept on this device to restore, and a colleague's save merged into the form. */
import { primaryButton, secondaryButton } from '../../../components/ui/buttons.js';
import type { Conflict } from '../hooks/use-article-editor.js';
import type { LocalCopy } from '../hooks/local-copy.js';
import { editorTexts as texts } from '../texts.js';

const when = (date: Date | number) =>
  new Date(date).toLocaleString('en-US', { month: 'long', day: 'numeric', hour: 'numeric', minute: '2-digit' });

export function RestoreBanner({ copy, onRestore, onDiscard }: { readonly copy: LocalCopy; readonly onRestore: () => void; readonly onDiscard: () => void }) {
  return (
    <section role="alert" className="rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-950 dark:border-amber-700 dark:bg-amber-950/40 dark:text-amber-100">
      <p>{texts.restoreFound(when(copy.savedAt))}</p>
      <div className="mt-3 flex flex-wrap gap-2">
        <button type="button" className={primaryButton} onClick={onRestore}>
          {texts.restore}
        </button>
        <button type="button" className={secondaryButton} onClick={onDiscard}>
          {texts.discard}
        </button>
      </div>
    </section>
  );
}

export function ConflictBanner({ conflict, choosing }: { readonly conflict: Conflict; readonly choosing: boolean }) {
  return (
    <section role="alert" className="rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-950 dark:border-amber-700 dark:bg-amber-950/40 dark:text-amber-100">
      <p className="font-medium">{texts.conflict(conflict.by, conflict.at ? when(conflict.at) : 'just now')}</p>
      <p className="mt-1 text-sm">{choosing ? texts.conflictChoose : texts.conflictMerged}</p>
    </section>
  );
}
