/**
 * The head of the discussion: its title under the section rule, how many comments readers
 * can see, and the tally of the positions commenters state in the article's securities.
 */
import type { RefObject } from 'react';
import { sectionRule, sectionTitle } from '../../../components/ui/section-heading.js';
import type { PositionSide, PositionTally } from '../../../lib/comments/model.js';
import { tallyLines } from '../position-tally.js';
import { discussionTexts as texts } from '../texts.js';

const SIDE_COLOUR: Record<PositionSide, string> = {
  long: 'font-semibold text-emerald-800 dark:text-emerald-300',
  short: 'font-semibold text-red-800 dark:text-red-300',
  none: 'text-slate-700 dark:text-slate-300',
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
    <div className={`flex flex-wrap items-baseline justify-between gap-x-6 gap-y-2 ${sectionRule}`}>
      <h2 id={headingId} ref={headingRef} tabIndex={-1} className={`${sectionTitle} focus:outline-none`}>
        {texts.heading}
      </h2>
      <p className="text-sm font-medium text-slate-600 tabular-nums dark:text-slate-300">{count > 0 ? texts.comments(count) : texts.noComments}</p>
      {lines.length > 0 && (
        <ul aria-label={texts.tallyLabel} className="basis-full space-y-0.5 text-sm text-slate-700 tabular-nums dark:text-slate-300">
          {lines.map((line) => (
            <li key={line.ticker}>
              <span className="font-mono font-semibold text-slate-900 dark:text-white">{line.ticker}</span>:{' '}
              {line.sides.map((part, index) => (
                <span key={part.side}>
                  {index > 0 && <span className="text-slate-500 dark:text-slate-400"> · </span>}
                  <span className={SIDE_COLOUR[part.side]}>{part.text}</span>
                </span>
              ))}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
