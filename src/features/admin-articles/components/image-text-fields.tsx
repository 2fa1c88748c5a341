/** The featured image's description for those who cannot see it (alt text), and its caption. */
import { useId } from 'react';
import { hintClass, inputBorder, inputClass, labelClass } from '../../../components/ui/form-styles.js';
import { editorTexts as texts } from '../texts.js';
import type { ArticleDraft } from '../types.js';

interface ImageTextFieldsProps {
  readonly draft: ArticleDraft;
  readonly onChange: (change: Partial<ArticleDraft>) => void;
}

export function ImageTextFields({ draft, onChange }: ImageTextFieldsProps) {
  const id = useId();
  return (
    <div className="space-y-4 border-l-2 border-slate-200 pl-4 dark:border-slate-700">
      <div>
        <label htmlFor={`${id}-alt`} className={labelClass}>
          {texts.imageAlt}
        </label>
        <textarea
          id={`${id}-alt`}
          rows={2}
          maxLength={250}
          value={draft.featuredImageAlt}
          onChange={(event) => onChange({ featuredImageAlt: event.target.value.replace(/[\r\n]+/g, ' ') })}
          aria-describedby={`${id}-alt-hint`}
          className={`${inputClass} ${inputBorder(false)}`}
        />
        <p id={`${id}-alt-hint`} className={hintClass}>
          {texts.imageAltHint}
        </p>
      </div>
      <div>
        <label htmlFor={`${id}-caption`} className={labelClass}>
          {texts.imageCaption}
        </label>
        <input
          id={`${id}-caption`}
          maxLength={300}
          value={draft.featuredImageCaption}
          onChange={(event) => onChange({ featuredImageCaption: event.target.value })}
          aria-describedby={`${id}-caption-hint`}
          className={`${inputClass} ${inputBorder(false)}`}
        />
        <p id={`${id}-caption-hint`} className={hintClass}>
          {texts.imageCaptionHint}
        </p>
      </div>
    </div>
  );
}
