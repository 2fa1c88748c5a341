import type { CommentPosition } from '../../../lib/comments/model.js';
import { discussionTexts as texts } from '../texts.js';

const SIDE_STYLE = {
  long: 'border-emerald-300 bg-emerald-50 text-emerald-800 dark:border-emerald-800 dark:bg-emerald-950/50 dark:text-emerald-300',
  short: 'border-red-300 bg-red-50 text-red-800 dark:border-red-800 dark:bg-red-950/50 dark:text-red-300',
  none: 'border-slate-300 bg-slate-50 text-slate-700 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-300',
} as const;

/** The writer's stated position, in words ("Long AAPL"); the colour only repeats them. */
export function PositionBadge({ position }: { readonly position: CommentPosition }) {
  return (
    <span className={`inline-flex items-center rounded border px-1.5 py-px text-xs font-semibold tracking-wide whitespace-nowrap ${SIDE_STYLE[position.side]}`}>
      {texts.position(position.ticker, position.side)}
    </span>
  );
}
