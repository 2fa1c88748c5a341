import { useEffect, useId, useRef } from 'react';
import { accountTexts } from '../texts.js';
import { dangerButton, secondaryButton } from './styles.js';

interface DeleteAccountConfirmProps {
  readonly onConfirm: () => void;
  readonly onCancel: () => void;
}

/** docs/product.md §8's confirmation, inline; the focus starts on Cancel. */
export function DeleteAccountConfirm({ onConfirm, onCancel }: DeleteAccountConfirmProps) {
  const textId = useId();
  const cancel = useRef<HTMLButtonElement>(null);
  // The safe choice takes the focus, so Enter does not delete by accident.
  useEffect(() => cancel.current?.focus(), []);

  return (
    <div
      role="alertdialog"
      aria-modal="false"
      aria-labelledby={textId}
      className="rounded-md border border-red-200 bg-red-50 p-4 dark:border-red-900 dark:bg-red-950/40"
    >
      <p id={textId} className="text-sm font-medium text-red-800 dark:text-red-200">
        {accountTexts.verify.confirmDelete}
      </p>
      <div className="mt-3 grid gap-2 sm:grid-cols-2">
        <button ref={cancel} type="button" className={secondaryButton} onClick={onCancel}>
          {accountTexts.verify.keepAccount}
        </button>
        <button type="button" className={dangerButton} onClick={onConfirm}>
          {accountTexts.verify.confirmDeleteButton}
        </button>
      </div>
    </div>
  );
}
