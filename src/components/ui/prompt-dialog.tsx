/**
 * A small modal form asking for one value (an image's description, a link's address),
 * on the native <dialog>: focus moves into it and stays there, Escape cancels, and focus
 * returns where it was. `usePrompt()` gives the element to render and `ask()`, which
 * resolves with the value, or null when cancelled. The dialog is rendered at the end of
 * the body, since its form may be asked for from inside another form (the article form),
 * and its submit stops there.
 */
import { useCallback, useId, useState, type FormEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { primaryButton, secondaryButton } from './buttons.js';
import { useModalDialog } from './use-modal-dialog.js';

export interface PromptOptions {
  readonly title: string;
  readonly label: string;
  readonly hint?: string;
  readonly initial?: string;
  readonly confirm: string;
  readonly cancel: string;
  /** A message when the value cannot be used; null when it can. */
  readonly check?: (value: string) => string | null;
  readonly type?: 'text' | 'url';
}

interface Pending extends PromptOptions {
  readonly resolve: (value: string | null) => void;
}

export function usePrompt(): { element: ReactNode; ask: (options: PromptOptions) => Promise<string | null> } {
  const [pending, setPending] = useState<Pending | null>(null);
  const ask = useCallback((options: PromptOptions) => new Promise<string | null>((resolve) => setPending({ ...options, resolve })), []);
  const finish = (value: string | null) => {
    pending?.resolve(value);
    setPending(null);
  };
  return { element: pending ? <PromptDialog key={pending.title} options={pending} onDone={finish} /> : null, ask };
}

function PromptDialog({ options, onDone }: { readonly options: PromptOptions; readonly onDone: (value: string | null) => void }) {
  const dialog = useModalDialog();
  const [value, setValue] = useState(options.initial ?? '');
  const [problem, setProblem] = useState<string | null>(null);
  const id = useId();


  const submit = (event: FormEvent) => {
    event.preventDefault();
    // React passes events up its own tree, portals included: the form around us is not submitted.
    event.stopPropagation();
    const found = options.check?.(value.trim()) ?? null;
    setProblem(found);
    if (!found) onDone(value.trim());
  };

  return createPortal(
    <dialog
      ref={dialog}
      aria-labelledby={`${id}-title`}
      onCancel={(event) => {
        event.preventDefault();
        onDone(null);
      }}
      className="m-auto w-[min(28rem,calc(100vw-2rem))] rounded-xl border border-slate-200 bg-white p-6 text-slate-900 shadow-xl backdrop:bg-slate-950/50 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100"
    >
      <form onSubmit={submit}>
        <h2 id={`${id}-title`} className="text-lg font-semibold">
          {options.title}
        </h2>
        <label htmlFor={`${id}-input`} className="mt-4 block text-sm font-medium">
          {options.label}
        </label>
        <input
          id={`${id}-input`}
          type={options.type ?? 'text'}
          value={value}
          onChange={(event) => setValue(event.target.value)}
          aria-describedby={`${id}-hint ${id}-problem`}
          aria-invalid={problem ? true : undefined}
          // eslint-disable-next-line jsx-a11y/no-autofocus -- a dialog's first field takes the focus when it opens
          autoFocus
          className="mt-1 w-full rounded-md border border-slate-300 bg-white px-3 py-2 focus:border-blue-600 focus:outline-2 focus:outline-blue-600 aria-invalid:border-red-600 dark:border-slate-600 dark:bg-slate-950"
        />
        <p id={`${id}-hint`} className="mt-1 text-sm text-slate-600 empty:hidden dark:text-slate-300">
          {options.hint}
        </p>
        <p id={`${id}-problem`} role="alert" className="mt-1 text-sm text-red-700 empty:hidden dark:text-red-300">
          {problem}
        </p>
        <div className="mt-6 flex justify-end gap-3">
          <button type="button" onClick={() => onDone(null)} className={secondaryButton}>
            {options.cancel}
          </button>
          <button type="submit" className={primaryButton}>
            {options.confirm}
          </button>
        </div>
      </form>
    </dialog>,
    document.body,
  );
}
