/**
 * The article form's fields: above the text the title with its permalink; in the settings
 * panel the publishing status (with Unpublish, for a published article: publishing itself
 * is the bar's Publish button), the summary with its x/300 counter, category, tags and
 * "featured on the homepage".
 */
import { useId, useState } from 'react';
import { InlineConfirm } from '../../../components/ui/inline-confirm.js';
import { hintClass, inputBorder, inputClass, labelClass } from '../../../components/ui/form-styles.js';
import { isCategoryId } from '../../../config/categories.js';
import { siteOrigin } from '../../../config/site-origin.js';
import { paths } from '../../../config/paths.js';
import { slugify } from '../../../lib/slug.js';
import { MAX_DRAFT_SUMMARY, MAX_SUMMARY, type RequiredField } from '../draft.js';
import { CategoryOptions } from './category-options.js';
import { CountedLabel } from './counted-label.js';
import { TagsField } from './tags-field.js';
import { editorTexts as texts } from '../texts.js';
import type { ArticleDraft } from '../types.js';

interface ArticleFieldsProps {
  readonly draft: ArticleDraft;
  readonly onTitle: (title: string) => void;
  readonly onChange: (change: Partial<ArticleDraft>) => void;
  readonly showPart: 'main' | 'side';
  /** Required fields left empty at the last refused save: marked, with "Required", until filled. */
  readonly missing?: ReadonlySet<RequiredField>;
  /** The stored article is published. */
  readonly published?: boolean;
  /** Saves the form as a draft (asked first); rejects when it did not. */
  readonly onUnpublish?: () => Promise<void>;
}

/** "Required" under a field the last refused save found empty; the page focuses fields by `data-field`. */
function RequiredNote({ id, shown }: { readonly id: string; readonly shown: boolean }) {
  return shown ? (
    <p id={id} className="mt-1 text-sm font-medium text-red-700 dark:text-red-300">
      {texts.required}
    </p>
  ) : null;
}

const describedBy = (...ids: (string | false)[]) => ids.filter(Boolean).join(' ') || undefined;

export function ArticleFields(props: ArticleFieldsProps) {
  return props.showPart === 'main' ? <MainFields {...props} /> : <SideFields {...props} />;
}

function MainFields({ draft, onTitle, onChange, missing }: ArticleFieldsProps) {
  const id = useId();
  const [editingSlug, setEditingSlug] = useState(false);
  return (
    <div>
      <label htmlFor={`${id}-title`} className={labelClass}>
        {texts.title}
      </label>
      {/* A headline wraps as it grows: one line of text, never a newline. */}
      <textarea
        id={`${id}-title`}
        data-field="title"
        value={draft.title}
        rows={1}
        onChange={(event) => onTitle(event.target.value.replace(/[\r\n]+/g, ' '))}
        onKeyDown={(event) => {
          if (event.key === 'Enter') event.preventDefault();
        }}
        required
        maxLength={200}
        placeholder={texts.titlePlaceholder}
        aria-invalid={missing?.has('title') || undefined}
        aria-describedby={describedBy(missing?.has('title') === true && `${id}-title-missing`, `${id}-permalink`)}
        className={`${inputClass} ${inputBorder(missing?.has('title') === true)} field-sizing-content resize-none text-2xl font-bold sm:text-3xl`}
      />
      <RequiredNote id={`${id}-title-missing`} shown={missing?.has('title') === true} />
      <p id={`${id}-permalink`} className={`${hintClass} break-all`}>
        {texts.permalink}: {draft.slug ? `${siteOrigin()}${paths.article.to(draft.slug)}` : texts.permalinkPending}
      </p>
      {editingSlug ? (
        <div className="mt-2">
          <label htmlFor={`${id}-slug`} className={labelClass}>
            {texts.slug}
          </label>
          <div className="flex gap-2">
            <input
              id={`${id}-slug`}
              value={draft.slug}
              onChange={(event) => onChange({ slug: event.target.value.toLowerCase(), slugEdited: true })}
              maxLength={200}
              className={`${inputClass} ${inputBorder(false)} font-mono text-sm`}
            />
            <button
              type="button"
              className="shrink-0 text-sm font-medium text-blue-700 underline-offset-4 hover:underline dark:text-blue-300"
              onClick={() => onChange({ slug: slugify(draft.title), slugEdited: false })}
            >
              {texts.slugFromTitle}
            </button>
          </div>
        </div>
      ) : (
        <button type="button" className="mt-1 text-sm font-medium text-blue-700 underline-offset-4 hover:underline dark:text-blue-300" onClick={() => setEditingSlug(true)}>
          {texts.editSlug}
        </button>
      )}
    </div>
  );
}

function SideFields({ draft, onChange, missing, published = false, onUnpublish }: ArticleFieldsProps) {
  const id = useId();
  const summaryOver = draft.summary.length > MAX_SUMMARY;
  return (
    <>
      <div role="group" aria-labelledby={`${id}-status`} className="space-y-2">
        <p id={`${id}-status`} className={labelClass}>
          {texts.status}
        </p>
        <p className="text-sm text-slate-800 dark:text-slate-100">{published ? texts.statusPublished : texts.statusDraft}</p>
        {published && onUnpublish && <InlineConfirm texts={texts.unpublish} onConfirm={onUnpublish} />}
      </div>
      <div>
        <CountedLabel htmlFor={`${id}-summary`} label={texts.summary} countId={`${id}-count`} count={texts.summaryCount(draft.summary.length)} over={summaryOver} />
        <textarea
          id={`${id}-summary`}
          data-field="summary"
          value={draft.summary}
          onChange={(event) => onChange({ summary: event.target.value })}
          rows={3}
          maxLength={MAX_DRAFT_SUMMARY}
          required
          aria-invalid={summaryOver || missing?.has('summary') || undefined}
          aria-describedby={describedBy(missing?.has('summary') === true && `${id}-summary-missing`, `${id}-count`, `${id}-summary-hint`)}
          className={`${inputClass} ${inputBorder(summaryOver || missing?.has('summary') === true)}`}
        />
        <RequiredNote id={`${id}-summary-missing`} shown={missing?.has('summary') === true} />
        <p id={`${id}-summary-hint`} className={hintClass}>
          {summaryOver ? texts.summaryTooLong : texts.summaryHint}
        </p>
      </div>
      <div>
        <label htmlFor={`${id}-category`} className={labelClass}>
          {texts.category}
        </label>
        <select
          id={`${id}-category`}
          data-field="category"
          value={draft.category}
          required
          aria-invalid={missing?.has('category') || undefined}
          aria-describedby={describedBy(missing?.has('category') === true && `${id}-category-missing`)}
          onChange={(event) => onChange({ category: isCategoryId(event.target.value) ? event.target.value : '' })}
          className={`${inputClass} ${inputBorder(missing?.has('category') === true)}`}
        >
          <CategoryOptions first={{ value: '', label: texts.chooseCategory }} />
        </select>
        <RequiredNote id={`${id}-category-missing`} shown={missing?.has('category') === true} />
      </div>
      <TagsField value={draft.tags} onChange={(tags) => onChange({ tags })} />
      <label className="flex items-center gap-2 text-slate-800 dark:text-slate-100">
        <input type="checkbox" checked={draft.isFeatured} onChange={(event) => onChange({ isFeatured: event.target.checked })} className="size-4 accent-blue-600" />
        {texts.featured}
      </label>
    </>
  );
}
