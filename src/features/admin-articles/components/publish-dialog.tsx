/**
 * Publishing asks once, as Ghost does: a small modal confirm, opened from the editor's
 * Publish button once nothing stops the article being published. It takes the focus (on
 * Publish now), Escape or Cancel closes it, and the page puts the focus back on Publish.
 * While the save runs it stays open, saying so; the page closes it when the save is done.
 *
 * When the article goes live is a choice of its own (`PublishWhen`), so that publishing at
 * a time can join "now" here later: a choice above the buttons, and its own confirm words.
 */
import { useEffect, useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import { primaryButton, secondaryButton } from '../../../components/ui/buttons.js';
import { useModalDialog } from '../../../components/ui/use-modal-dialog.js';
import { editorTexts as texts } from '../texts.js';

/** When the article goes live: now (a time of the admin's choosing is not built yet). */
type PublishWhen = { readonly kind: 'now' };

interface PublishDialogProps {
  /** The address readers will find it at. */
  readonly address: string;
  readonly publishing: boolean;
  readonly onPublish: (when: PublishWhen) => void;
  readonly onCancel: () => void;
}

export function PublishDialog({ address, publishing, onPublish, onCancel }: PublishDialogProps) {
  const dialog = useModalDialog();
  const publishNow = useRef<HTMLButtonElement>(null);
  const id = useId();
  // Once the dialog is shown (showModal, in the effect before this one, focuses its first button: Cancel).
  useEffect(() => publishNow.current?.focus(), []);
  const when: PublishWhen = { kind: 'now' };
  // Rendered at the end of the body: the dialog's buttons are not the article form's.
  return createPortal(
    <dialog
      ref={dialog}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-where`}
      onCancel={(event) => {
        event.preventDefault();
        if (!publishing) onCancel();
      }}
      className="m-auto w-[min(28rem,calc(100vw-2rem))] rounded-xl border border-slate-200 bg-white p-6 text-slate-900 shadow-xl backdrop:bg-slate-950/50 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100"
    >
      <h2 id={`${id}-title`} className="text-lg font-semibold">
        {texts.publishQuestion}
      </h2>
      <p id={`${id}-where`} className="mt-2 text-sm break-words text-slate-700 dark:text-slate-200">
        {texts.publishWhere(address)}
      </p>
      <div className="mt-6 flex flex-wrap justify-end gap-3">
        <button type="button" onClick={onCancel} disabled={publishing} className={secondaryButton}>
          {texts.cancel}
        </button>
        <button ref={publishNow} type="button" onClick={() => onPublish(when)} disabled={publishing} className={primaryButton}>
          {publishing ? texts.publishing : texts.publishNow}
        </button>
      </div>
    </dialog>,
    document.body,
  );
}
