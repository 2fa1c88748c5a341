/**
 * What search engines and link previews show (Ghost's "Meta data"): an SEO title and
 * description, each falling back to the title and summary when left empty, and how a
 * search result would show them.
 */
import { useId } from 'react';
import { hintClass, inputBorder, inputClass } from '../../../components/ui/form-styles.js';
import { paths } from '../../../config/paths.js';
import { editorTexts as texts } from '../texts.js';
import { CountedLabel } from './counted-label.js';
import type { ArticleDraft } from '../types.js';

interface SearchFieldsProps {
  readonly draft: ArticleDraft;
  readonly onChange: (change: Partial<ArticleDraft>) => void;
}

export function SearchFields({ draft, onChange }: SearchFieldsProps) {
  const id = useId();
  const shownTitle = draft.metaTitle.trim() || draft.title.trim();
  const shownDescription = draft.metaDescription.trim() || draft.summary.trim();
  return (
    <details className="group rounded-lg border border-slate-200 p-4 dark:border-slate-700">
      <summary className="cursor-pointer font-semibold text-slate-900 dark:text-white">{texts.searchAndSocial}</summary>
      <p className={`${hintClass} mt-2`}>{texts.searchAndSocialHint}</p>
      <div className="mt-4 space-y-4">
        <div>
          <CountedLabel htmlFor={`${id}-title`} label={texts.metaTitle} countId={`${id}-title-count`} count={texts.metaTitleCount(draft.metaTitle.length)} />
          <input
            id={`${id}-title`}
            maxLength={100}
            value={draft.metaTitle}
            placeholder={draft.title}
            onChange={(event) => onChange({ metaTitle: event.target.value })}
            aria-describedby={`${id}-title-count ${id}-title-hint`}
            className={`${inputClass} ${inputBorder(false)}`}
          />
          <p id={`${id}-title-hint`} className={hintClass}>
            {texts.metaTitleHint}
          </p>
        </div>
        <div>
          <CountedLabel
            htmlFor={`${id}-description`}
            label={texts.metaDescription}
            countId={`${id}-description-count`}
            count={texts.metaDescriptionCount(draft.metaDescription.length)}
          />
          <textarea
            id={`${id}-description`}
            rows={3}
            maxLength={300}
            value={draft.metaDescription}
            placeholder={draft.summary}
            onChange={(event) => onChange({ metaDescription: event.target.value.replace(/[\r\n]+/g, ' ') })}
            aria-describedby={`${id}-description-count ${id}-description-hint`}
            className={`${inputClass} ${inputBorder(false)}`}
          />
          <p id={`${id}-description-hint`} className={hintClass}>
            {texts.metaDescriptionHint}
          </p>
        </div>
        <figure className="rounded-md bg-slate-50 p-3 dark:bg-slate-900">
          <figcaption className="text-xs font-semibold tracking-wide text-slate-600 uppercase dark:text-slate-300">{texts.searchPreview}</figcaption>
          <p className="mt-2 truncate text-xs text-slate-600 dark:text-slate-300">
            {window.location.host}
            {paths.article.to(draft.slug || '…')}
          </p>
          <p className="line-clamp-1 text-base text-blue-800 dark:text-blue-300">{shownTitle || '—'}</p>
          <p className="line-clamp-2 text-sm text-slate-700 dark:text-slate-200">{shownDescription || '—'}</p>
        </figure>
      </div>
    </details>
  );
}
