/**
 * Preview: the article as readers will see it, unsaved, in a frame at a desktop or a phone
 * width, over the editor. The frame shows the preview page (preview.ts), which follows each
 * change made while it is open. Escape or Close returns to the editor.
 */
import { useEffect, useId, useState } from 'react';
import { useModalDialog } from '../../../components/ui/use-modal-dialog.js';
import { primaryButton, secondaryButton } from '../../../components/ui/buttons.js';
import { PREVIEW_PATH, writePreview, type PreviewData } from '../preview.js';
import { editorTexts as texts } from '../texts.js';

const WIDTHS = { desktop: '100%', phone: '390px' } as const;
type Width = keyof typeof WIDTHS;

export function PreviewDialog({ data, onClose }: { readonly data: PreviewData; readonly onClose: () => void }) {
  const dialog = useModalDialog();
  const [width, setWidth] = useState<Width>('desktop');
  const headingId = useId();
  const name = useId();

  const { draft, author } = data;
  useEffect(() => writePreview({ draft, author }), [draft, author]);

  return (
    <dialog
      ref={dialog}
      aria-labelledby={headingId}
      onClose={onClose}
      className="m-0 h-dvh max-h-none w-screen max-w-none bg-slate-100 p-0 text-slate-900 backdrop:bg-slate-950/60 dark:bg-slate-900 dark:text-slate-100"
    >
      <div className="flex h-full flex-col">
        <div className="flex flex-wrap items-center gap-x-6 gap-y-2 border-b border-slate-200 bg-white px-4 py-3 dark:border-slate-800 dark:bg-slate-950">
          <h2 id={headingId} className="text-lg font-semibold">
            {texts.previewTitle}
          </h2>
          <fieldset className="flex gap-1">
            <legend className="sr-only">{texts.previewWidth}</legend>
            {(Object.keys(WIDTHS) as Width[]).map((option) => (
              <label key={option} className={`${width === option ? primaryButton : secondaryButton} cursor-pointer has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-blue-600`}>
                <input type="radio" name={name} value={option} checked={width === option} onChange={() => setWidth(option)} className="sr-only" />
                {option === 'desktop' ? texts.previewDesktop : texts.previewPhone}
              </label>
            ))}
          </fieldset>
          <button type="button" className={`${secondaryButton} ml-auto`} onClick={() => dialog.current?.close()}>
            {texts.close}
          </button>
        </div>
        <div className="min-h-0 flex-1 overflow-auto p-2 sm:p-4">
          <iframe
            title={texts.previewFrame}
            src={PREVIEW_PATH}
            style={{ width: WIDTHS[width] }}
            className="mx-auto block h-full max-w-full rounded-md border border-slate-300 bg-white dark:border-slate-700"
          />
        </div>
      </div>
    </dialog>
  );
}
