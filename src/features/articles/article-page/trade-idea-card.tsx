import { Link } from 'react-router-dom';
import { DateTime } from '../../../components/ui/date-time.js';
import { paths } from '../../../config/paths.js';
import { formatPrice, formatRatio, rewardToRisk, type TradeIdea } from '../../../lib/finance.js';
import { formatReturn, horizonEnd, ideaReturn, ideaStatus, type IdeaAmendment, type IdeaOutcome } from '../../../lib/trade-record.js';
import { useNow } from '../../../lib/use-now.js';
import { IdeaStatusBadge } from '../components/idea-status-badge.js';
import { articleTexts } from '../texts.js';
import { articlePageTexts as texts } from './texts.js';

export interface TradeIdeaCardProps {
  readonly idea: TradeIdea;
  readonly outcome?: IdeaOutcome | null;
  readonly amendments?: readonly IdeaAmendment[];
  /** null in the editor's preview of an article not yet published. */
  readonly publishedAt: Date | null;
}

/**
 * The article's trade idea and its record: direction, security, entry, target, stop, horizon
 * and reward-to-risk as published; where it stands (open, expired, or how it ended, at what
 * price, on which day and with what return); and the dated amendments made since.
 */
export function TradeIdeaCard({ idea, outcome = null, amendments = [], publishedAt }: TradeIdeaCardProps) {
  const now = useNow();
  const long = idea.direction === 'long';
  const status = ideaStatus({ idea, outcome, publishedAt }, now);
  const end = publishedAt && horizonEnd(publishedAt, idea.horizon);
  // [term, value, in figures]
  const rows: readonly (readonly [string, string, boolean])[] = [
    [texts.entry, formatPrice(idea.entry), true],
    [texts.target, formatPrice(idea.target), true],
    [texts.stop, formatPrice(idea.stop), true],
    [texts.horizon, idea.horizon, false],
    [texts.rewardToRisk, texts.rewardToRiskValue(formatRatio(rewardToRisk(idea))), true],
  ];
  const made = outcome && ideaReturn(idea, outcome.price);
  return (
    <section aria-labelledby="trade-idea" className="rounded-xl border border-slate-300 bg-slate-50 p-5 dark:border-slate-700 dark:bg-slate-900">
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
        <h2 id="trade-idea" className="flex flex-wrap items-baseline gap-x-3 text-sm font-semibold tracking-wide text-slate-600 uppercase dark:text-slate-300">
          {texts.tradeIdea}{' '}
          <span className={`font-mono text-lg tracking-normal normal-case ${long ? 'text-emerald-800 dark:text-emerald-300' : 'text-red-800 dark:text-red-300'}`}>
            {articleTexts.direction[idea.direction]}{' '}
            <Link to={paths.ticker.to(idea.ticker)} className="underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600">
              {idea.ticker}
            </Link>
          </span>
        </h2>
        {publishedAt && <IdeaStatusBadge status={status} />}
      </div>
      {publishedAt && (
        <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">
          {texts.ideaPublished} <DateTime value={publishedAt} />
          {end && !outcome && (
            <>
              {' · '}
              {status === 'expired' ? texts.horizonEnded : texts.horizonEnds} <DateTime value={end} />
            </>
          )}
        </p>
      )}
      <dl className="mt-4 grid grid-cols-2 gap-x-6 gap-y-3 sm:grid-cols-5">
        {rows.map(([term, value, figures]) => (
          <div key={term}>
            <dt className="text-xs font-medium text-slate-600 dark:text-slate-400">{term}</dt>
            <dd className={`text-base font-semibold text-slate-900 dark:text-white ${figures ? 'font-mono tabular-nums' : ''}`}>{value}</dd>
          </div>
        ))}
      </dl>
      {outcome && made !== null && (
        <div className="mt-4 border-t border-slate-300 pt-4 dark:border-slate-700">
          <h3 className="text-xs font-medium text-slate-600 dark:text-slate-400">{texts.outcome}</h3>
          <p className="mt-1 flex flex-wrap items-baseline gap-x-4 gap-y-1 text-slate-900 dark:text-white">
            <span>
              {texts.exitedAt(articleTexts.ideaStatus[outcome.status], formatPrice(outcome.price))} <DateTime value={outcome.closedOn} day />
            </span>
            <span className="font-semibold">
              {texts.ideaReturn}{' '}
              <span className={`font-mono tabular-nums ${made > 0 ? 'text-emerald-800 dark:text-emerald-300' : made < 0 ? 'text-red-800 dark:text-red-300' : ''}`}>{formatReturn(made)}</span>
            </span>
          </p>
          {outcome.note && <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">{outcome.note}</p>}
        </div>
      )}
      {status === 'expired' && <p className="mt-4 border-t border-slate-300 pt-4 text-sm text-slate-700 dark:border-slate-700 dark:text-slate-300">{texts.expiredNote}</p>}
      {amendments.length > 0 && (
        <div className="mt-4 border-t border-slate-300 pt-4 dark:border-slate-700">
          <h3 className="text-xs font-medium text-slate-600 dark:text-slate-400">{texts.amendments}</h3>
          <ol className="mt-1 space-y-1 text-sm text-slate-800 dark:text-slate-200">
            {amendments.map((amendment) => (
              <li key={amendment.amendedAt.getTime()}>
                <span className="font-medium">
                  <DateTime value={amendment.amendedAt} />:
                </span>{' '}
                {amendment.note}
              </li>
            ))}
          </ol>
        </div>
      )}
      <p className="mt-4 text-xs text-slate-600 dark:text-slate-400">{texts.ideaNote}</p>
    </section>
  );
}
