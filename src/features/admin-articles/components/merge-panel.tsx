/**
 * The fields both the admin and a colleague changed (merge-drafts.ts), each with both
 * values side by side: the admin picks one per field (theirs or mine, mine by default)
 * and applies the choice. Everything else is already merged in the form.
 */
import { useId, useState } from 'react';
import { primaryButton } from '../../../components/ui/buttons.js';
import { categoryName } from '../../../config/categories.js';
import { imageName } from '../api/images.js';
import type { DraftField } from '../draft.js';
import type { Merge } from '../merge-drafts.js';
import { editorTexts as texts } from '../texts.js';
import type { ArticleDraft } from '../types.js';

const LABELS: Readonly<Record<DraftField, string>> = {
  title: texts.title,
  slug: texts.permalink,
  summary: texts.summary,
  content: texts.content,
  category: texts.category,
  tags: texts.tags,
  featuredImage: texts.featuredImage,
  featuredImageAlt: texts.imageAlt,
  featuredImageCaption: texts.imageCaption,
  metaTitle: texts.metaTitle,
  metaDescription: texts.metaDescription,
  status: texts.status,
  isFeatured: texts.featured,
  tickers: texts.tickers,
  disclosure: texts.disclosure,
  tradeIdea: texts.tradeIdea,
};

/** The text of HTML, as the reader would read it. */
const textOf = (html: string): string => new DOMParser().parseFromString(html, 'text/html').body.textContent ?? '';

/** A field's value, in words. */
function shown(field: DraftField, draft: ArticleDraft): string {
  switch (field) {
    case 'content':
      return textOf(draft.content);
    case 'category':
      return draft.category ? categoryName(draft.category) : '';
    case 'featuredImage':
      return draft.featuredImage ? texts.image(imageName(draft.featuredImage)) : '';
    case 'status':
      return draft.status === 'published' ? texts.published : texts.draft;
    case 'isFeatured':
      return draft.isFeatured ? texts.yes : texts.no;
    case 'tickers':
      return draft.tickers.join(', ');
    case 'tradeIdea': {
      const idea = draft.tradeIdea;
      if (!idea) return '';
      return `${idea.direction === 'long' ? texts.long : texts.short} ${idea.ticker}: ${texts.entry} ${idea.entry}, ${texts.target} ${idea.target}, ${texts.stop} ${idea.stop}, ${idea.horizon}`;
    }
    default:
      return draft[field];
  }
}

export function MergePanel({ merge, onSettle }: { readonly merge: Merge; readonly onSettle: (theirsFor: ReadonlySet<DraftField>) => void }) {
  const [theirsFor, setTheirsFor] = useState<ReadonlySet<DraftField>>(new Set());
  const headingId = useId();
  const name = useId();
  const choose = (field: DraftField, theirs: boolean) =>
    setTheirsFor((now) => {
      const next = new Set(now);
      if (theirs) next.add(field);
      else next.delete(field);
      return next;
    });
  return (
    // Inside the editor's form (forms do not nest): the choice is a section with its own button.
    <section aria-labelledby={headingId} className="rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-950 dark:border-amber-700 dark:bg-amber-950/40 dark:text-amber-100">
      <h2 id={headingId} className="text-lg font-semibold">
        {texts.mergeTitle}
      </h2>
      <p className="mt-1 text-sm">{texts.mergeHint}</p>
      <div className="mt-4 space-y-4">
        {merge.conflicts.map((field) => (
          <fieldset key={field} className="min-w-0">
            <legend className="font-medium">{LABELS[field]}</legend>
            <div className="mt-2 grid gap-2 md:grid-cols-2">
              {([false, true] as const).map((theirs) => {
                const value = shown(field, theirs ? merge.theirs : merge.mine);
                const id = `${name}-${field}-${theirs ? 'theirs' : 'mine'}`;
                return (
                  <label
                    key={id}
                    htmlFor={id}
                    className="grid min-w-0 cursor-pointer grid-cols-[auto_minmax(0,1fr)] gap-x-3 rounded-md border border-amber-200 bg-white p-3 text-slate-900 has-[:checked]:border-blue-600 has-[:checked]:ring-1 has-[:checked]:ring-blue-600 dark:border-amber-800 dark:bg-slate-900 dark:text-slate-100 dark:has-[:checked]:border-blue-400 dark:has-[:checked]:ring-blue-400"
                  >
                    <input
                      id={id}
                      type="radio"
                      name={`${name}-${field}`}
                      checked={theirsFor.has(field) === theirs}
                      onChange={() => choose(field, theirs)}
                      className="row-span-2 mt-0.5 size-4 accent-blue-600"
                    />
                    <span className="text-sm font-semibold">{theirs ? texts.theirs : texts.mine}</span>
                    <span className="mt-1 line-clamp-6 break-words text-sm whitespace-pre-line text-slate-700 dark:text-slate-300">
                      {value.trim() === '' ? texts.none : value}
                    </span>
                  </label>
                );
              })}
            </div>
          </fieldset>
        ))}
      </div>
      <button type="button" className={`${primaryButton} mt-4`} onClick={() => onSettle(theirsFor)}>
        {texts.mergeApply}
      </button>
    </section>
  );
}
