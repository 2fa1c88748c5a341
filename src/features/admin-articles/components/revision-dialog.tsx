/**
 * An opened revision: what changed since it, against what the editor holds now (title,
 * summary, and the text block by block, revision-diff.ts), added text underlined and
 * removed text struck through (and said so to screen readers), and Restore.
 * The buttons sit in a footer of their own and the changes scroll between header and
 * footer, so nothing spills around them at any width.
 */
import { useId, useMemo, type ReactNode } from 'react';
import { primaryButton, secondaryButton } from '../../../components/ui/buttons.js';
import { useModalDialog } from '../../../components/ui/use-modal-dialog.js';
import { diffRevision, type BlockTag, type BodyChange, type Piece } from '../revision-diff.js';
import { exactTime } from '../revision-time.js';
import { editorTexts as texts } from '../texts.js';
import type { Revision, RevisionText } from '../types.js';

const insClass = 'rounded-sm bg-emerald-100 text-emerald-950 underline decoration-2 underline-offset-2 dark:bg-emerald-950 dark:text-emerald-100';
const delClass = 'rounded-sm bg-rose-100 text-rose-950 line-through decoration-2 dark:bg-rose-950 dark:text-rose-100';

function Pieces({ pieces }: { readonly pieces: readonly Piece[] }) {
  return pieces.map((piece, index) => {
    if (piece.change === 'same') return <span key={index}>{piece.text}</span>;
    const Mark = piece.change === 'added' ? 'ins' : 'del';
    return (
      <Mark key={index} className={piece.change === 'added' ? insClass : delClass}>
        <span className="sr-only">{piece.change === 'added' ? texts.addedStart : texts.removedStart}</span>
        {piece.text}
        <span className="sr-only">{texts.changeEnd}</span>
      </Mark>
    );
  });
}

const BLOCK_CLASSES: Readonly<Record<BlockTag, string>> = {
  paragraph: '',
  heading: 'text-base font-semibold text-slate-900 dark:text-white',
  item: "pl-5 before:-ml-4 before:inline-block before:w-4 before:content-['•']",
  quote: 'border-l-4 border-slate-300 pl-3 italic dark:border-slate-600',
  code: 'rounded bg-slate-100 p-2 font-mono text-xs whitespace-pre-wrap dark:bg-slate-800',
  image: 'italic',
};

function Block({ change }: { readonly change: BodyChange }) {
  if (change.kind === 'folded') return <p className="text-slate-600 italic dark:text-slate-400">{texts.unchangedBlocks(change.count)}</p>;
  const pieces = change.tag === 'image' ? change.pieces.map((piece) => ({ ...piece, text: texts.imageBlock(piece.text) })) : change.pieces;
  return (
    <p className={BLOCK_CLASSES[change.tag]}>
      <Pieces pieces={pieces} />
    </p>
  );
}

function Field({ label, children }: { readonly label: string; readonly children: ReactNode }) {
  return (
    <section className="space-y-2">
      <h3 className="text-xs font-semibold tracking-wide text-slate-600 uppercase dark:text-slate-300">{label}</h3>
      {children}
    </section>
  );
}

interface RevisionDialogProps {
  readonly revision: Revision;
  /** What the editor holds now. */
  readonly current: RevisionText;
  /** A restore under way: this one waits. */
  readonly restoring: boolean;
  readonly onClose: () => void;
  readonly onRestore: () => void;
}

export function RevisionDialog({ revision, current, restoring, onClose, onRestore }: RevisionDialogProps) {
  const dialog = useModalDialog();
  const headingId = useId();
  const diff = useMemo(() => diffRevision(revision, current), [revision, current]);
  const kind = revision.kind ? texts.revisionKinds[revision.kind] : null;
  const time = revision.savedAt ? exactTime(revision.savedAt) : '';

  return (
    <dialog
      ref={dialog}
      aria-labelledby={headingId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      className="m-auto max-h-none w-[min(48rem,calc(100vw-2rem))] max-w-none overflow-hidden rounded-xl border border-slate-200 bg-white p-0 text-slate-800 shadow-xl backdrop:bg-slate-950/50 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-200"
    >
      <div className="flex max-h-[calc(100dvh-2rem)] flex-col">
        <header className="border-b border-slate-200 px-4 py-3 sm:px-6 dark:border-slate-700">
          <h2 id={headingId} className="text-lg font-semibold text-slate-900 dark:text-white">
            {texts.revisionOf(time)}
          </h2>
          <p className="text-sm text-slate-600 dark:text-slate-300">
            {kind && <span className="font-medium">{kind} · </span>}
            {texts.revisionBy(revision.savedBy)}
          </p>
          <p className="mt-2 text-sm">
            {texts.compareLegend} <ins className={insClass}>{texts.addedSince}</ins>, <del className={delClass}>{texts.removedSince}</del>.
          </p>
        </header>
        <div className="min-h-0 flex-1 space-y-5 overflow-y-auto px-4 py-4 text-sm leading-relaxed [overflow-wrap:anywhere] sm:px-6">
          {!diff.changed && <p className="font-medium">{texts.noChanges}</p>}
          <Field label={texts.compareTitle}>
            <p className="text-base font-semibold text-slate-900 dark:text-white">{diff.title.length > 0 ? <Pieces pieces={diff.title} /> : texts.emptyField}</p>
          </Field>
          <Field label={texts.compareSummary}>
            <p>{diff.summary.length > 0 ? <Pieces pieces={diff.summary} /> : texts.emptyField}</p>
          </Field>
          <Field label={texts.compareText}>
            {diff.body.length > 0 ? diff.body.map((change, index) => <Block key={index} change={change} />) : <p>{texts.emptyField}</p>}
          </Field>
        </div>
        <div className="flex flex-wrap justify-end gap-3 border-t border-slate-200 px-4 py-3 sm:px-6 dark:border-slate-700">
          <button type="button" className={secondaryButton} onClick={onClose}>
            {texts.close}
          </button>
          <button type="button" className={primaryButton} onClick={onRestore} disabled={restoring}>
            {texts.restoreRevision}
          </button>
        </div>
      </div>
    </dialog>
  );
}
