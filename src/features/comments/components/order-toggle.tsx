import type { CommentOrder } from '../api/read-comments.js';
import { discussionTexts as texts } from '../texts.js';

const ORDERS: readonly { readonly order: CommentOrder; readonly label: string }[] = [
  { order: 'newest', label: texts.newest },
  { order: 'oldest', label: texts.oldest },
];

/** Newest or oldest first: two buttons, the chosen one pressed. */
export function OrderToggle({ order, onChoose }: { readonly order: CommentOrder; readonly onChoose: (order: CommentOrder) => void }) {
  return (
    <div role="group" aria-label={texts.orderLabel} className="flex gap-5 border-b border-slate-200 dark:border-slate-800">
      {ORDERS.map((option) => (
        <button
          key={option.order}
          type="button"
          aria-pressed={option.order === order}
          onClick={() => onChoose(option.order)}
          className="-mb-px border-b-2 border-transparent pt-1 pb-2 text-sm font-semibold text-slate-600 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600 aria-pressed:border-slate-900 aria-pressed:text-slate-900 dark:text-slate-400 dark:hover:text-white dark:aria-pressed:border-slate-100 dark:aria-pressed:text-white"
        >
          {option.label}
        </button>
      ))}
    </div>
  );
}
