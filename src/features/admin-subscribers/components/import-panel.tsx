/**
 * Import CSV: the file is read and checked in the browser (PapaParse, loaded when an
 * import starts), the addresses not on the list are added in batches with progress, and a
 * report says what was added, what was there already, and which rows were not imported
 * and why. A batch that fails stops the import, and the report says exactly how many
 * addresses were written before it.
 */
import { useId, useRef, useState, type FormEvent } from 'react';
import { primaryButton, secondaryButton } from '../../../components/ui/buttons.js';
import { hintClass, labelClass } from '../../../components/ui/form-styles.js';
import { addSubscribers, findListed, ImportInterrupted } from '../api/import-subscribers.js';
import { planImport, type ImportPlan } from '../import-plan.js';
import { importTexts as texts } from '../texts.js';
import { ImportReportView, type ImportReport } from './import-report.js';

type ImportState =
  | { readonly kind: 'idle' }
  | { readonly kind: 'reading' }
  | { readonly kind: 'checking'; readonly checked: number; readonly total: number }
  | { readonly kind: 'adding'; readonly written: number; readonly total: number }
  | { readonly kind: 'done'; readonly report: ImportReport }
  | { readonly kind: 'problem'; readonly text: string };

interface ImportPanelProps {
  readonly onClose: () => void;
  /** Something was written: the page reads its list and count again. */
  readonly onImported: () => void;
}

async function readPlan(file: File): Promise<{ plan: ImportPlan } | { problem: string }> {
  let text: string;
  try {
    text = await file.text();
  } catch {
    return { problem: texts.unreadable };
  }
  const { csvRows } = await import('../csv/subscriber-csv.js');
  const result = planImport(csvRows(text));
  if (!result.ok) return { problem: result.problem === 'empty' ? texts.empty : texts.noEmailColumn };
  if (result.plan.addresses.length + result.plan.invalid.length === 0) return { problem: texts.empty };
  return { plan: result.plan };
}

export function ImportPanel({ onClose, onImported }: ImportPanelProps) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [state, setState] = useState<ImportState>({ kind: 'idle' });
  const busy = state.kind === 'reading' || state.kind === 'checking' || state.kind === 'adding';

  const run = async (file: File) => {
    setState({ kind: 'reading' });
    const read = await readPlan(file).catch(() => ({ problem: texts.unreadable }));
    if ('problem' in read) {
      setState({ kind: 'problem', text: read.problem });
      return;
    }
    const { plan } = read;
    const emails = plan.addresses.map((address) => address.email);
    let listed: Set<string>;
    try {
      setState({ kind: 'checking', checked: 0, total: emails.length });
      listed = await findListed(emails, (checked) => setState({ kind: 'checking', checked, total: emails.length }));
    } catch {
      setState({ kind: 'problem', text: texts.failed });
      return;
    }
    const fresh = emails.filter((email) => !listed.has(email));
    const report = { plan, alreadyListed: emails.length - fresh.length, toAdd: fresh.length };
    try {
      setState({ kind: 'adding', written: 0, total: fresh.length });
      await addSubscribers(fresh, (written) => setState({ kind: 'adding', written, total: fresh.length }));
      setState({ kind: 'done', report: { ...report, added: fresh.length, stopped: false } });
    } catch (error) {
      const written = error instanceof ImportInterrupted ? error.written : 0;
      setState({ kind: 'done', report: { ...report, added: written, stopped: true } });
    }
    onImported();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const file = input.current?.files?.[0];
    if (!file) {
      setState({ kind: 'problem', text: texts.chooseFile });
      return;
    }
    void run(file);
  };

  return (
    <section aria-labelledby={`${id}-heading`} className="mt-6 rounded-xl border border-slate-200 bg-white p-5 shadow-sm dark:border-slate-800 dark:bg-slate-900">
      <h2 id={`${id}-heading`} className="text-lg font-semibold text-slate-900 dark:text-white">
        {texts.heading}
      </h2>
      <p className={`${hintClass} max-w-3xl`}>{texts.explanation}</p>
      <form onSubmit={submit} className="mt-4 flex flex-wrap items-end gap-3">
        <div>
          <label htmlFor={`${id}-file`} className={labelClass}>
            {texts.file}
          </label>
          <input
            ref={input}
            id={`${id}-file`}
            type="file"
            accept=".csv,text/csv"
            disabled={busy}
            className="block text-sm text-slate-700 file:mr-3 file:rounded-md file:border file:border-slate-300 file:bg-white file:px-3 file:py-2 file:text-sm file:font-medium file:text-slate-800 hover:file:bg-slate-100 dark:text-slate-200 dark:file:border-slate-600 dark:file:bg-slate-800 dark:file:text-slate-100"
          />
        </div>
        <button type="submit" className={primaryButton} disabled={busy}>
          {texts.start}
        </button>
        <button type="button" className={secondaryButton} onClick={onClose} disabled={busy}>
          {texts.close}
        </button>
      </form>

      {(state.kind === 'checking' || state.kind === 'adding') && (
        <progress
          aria-label={texts.progressLabel}
          max={Math.max(state.total, 1)}
          value={state.kind === 'checking' ? state.checked : state.written}
          className="mt-4 h-3 w-full max-w-md accent-blue-600"
        />
      )}
      <p role="status" className="mt-3 text-sm text-slate-700 empty:hidden dark:text-slate-200">
        {state.kind === 'reading' && texts.reading}
        {state.kind === 'checking' && texts.checking(state.checked, state.total)}
        {state.kind === 'adding' && texts.adding(state.written, state.total)}
      </p>
      <p role="alert" className="mt-3 text-sm font-medium text-red-700 empty:hidden dark:text-red-300">
        {state.kind === 'problem' && state.text}
      </p>
      {state.kind === 'done' && <ImportReportView report={state.report} />}
    </section>
  );
}
