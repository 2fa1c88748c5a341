/**
 * The head of the discussion: its title under the section rule, how many comments readers
 * can see, and the positions commenters state in the article's securities, each security's
 * in words ("AAPL: 3 long · 1 short · 2 no position") beside a bar of the same shares.
 */
import type { RefObject } from 'react';
import { sectionRule, sectionTitle } from '../../../components/ui/section-heading.js';
import type { PositionSide, PositionTally } from '../../../lib/comments/model.js';
import { tallyLines } from '../position-tally.js';
import { discussionTexts as texts } from '../texts.js';

const SIDE_TEXT: Record<PositionSide, string> = {
  long: 'font-semibold text-emerald-800 dark:text-emerald-300',
  short: 'font-semibold text-red-800 dark:text-red-300',
  none: 'text-slate-700 dark:text-slate-300',
};

const SIDE_BAR: Record<PositionSide, string> = {
  long: 'bg-emerald-600 dark:bg-emerald-400',
  short: 'bg-red-600 dark:bg-red-400',
  none: 'bg-slate-300 dark:bg-slate-600',
};

interface DiscussionHeadProps {
  readonly headingId: string;
  readonly headingRef: RefObject<HTMLHeadingElement | null>;
  readonly count: number;
  readonly tally: PositionTally;
  readonly tickers: readonly string[];
}

export function DiscussionHead({ headingId, headingRef, count, tally, tickers }: DiscussionHeadProps) {
  const lines = tallyLines(tally, tickers);
  return (
    <div className={sectionRule}>
      <div className="flex flex-wrap items-baseline justify-between gap-x-6 gap-y-1">
        <h2 id={headingId} ref={headingRef} tabIndex={-1} className={`${sectionTitle} focus:outline-none`}>
          {texts.heading}
        </h2>
        <p className="text-sm font-medium text-slate-600 tabular-nums dark:text-slate-300">{count > 0 ? texts.comments(count) : texts.noComments}</p>
      </div>
      {lines.length > 0 && (
        <div className="mt-4 rounded-md border border-slate-200 px-4 py-3 dark:border-slate-800">
          <p id={`${headingId}-tally`} className="text-xs font-semibold tracking-wide text-slate-600 uppercase dark:text-slate-400">
            {texts.tallyLabel}
          </p>
          <ul aria-labelledby={`${headingId}-tally`} className="mt-2 space-y-2 text-sm tabular-nums">
            {lines.map((line) => {
              const total = line.sides.reduce((sum, part) => sum + part.count, 0);
              return (
                <li key={line.ticker} className="grid grid-cols-[4.5rem_1fr] items-center gap-x-3 gap-y-1 sm:grid-cols-[4.5rem_7rem_1fr]">
                  <span className="font-mono font-semibold text-slate-900 dark:text-white">
                    {line.ticker}
                    <span className="sr-only">: </span>
                  </span>
                  <span aria-hidden="true" className="order-last col-span-2 flex h-1.5 overflow-hidden rounded-full bg-slate-100 sm:order-none sm:col-span-1 dark:bg-slate-800">
                    {line.sides.map((part) => (
                      <span key={part.side} className={SIDE_BAR[part.side]} style={{ width: `${(100 * part.count) / total}%` }} />
                    ))}
                  </span>
                  <span>
                    {line.sides.map((part, index) => (
                      <span key={part.side}>
                        {index > 0 && <span className="text-slate-500 dark:text-slate-400"> · </span>}
                        <span className={SIDE_TEXT[part.side]}>{part.text}</span>
                      </span>
                    ))}
                  </span>
                </li>
              );
            })}
          </ul>
        </div>
      )}
    </div>
  );
}
