import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths.js';
import { formatRatio, rewardToRisk, type TradeIdea } from '../../../lib/finance.js';
import { articleTexts } from '../texts.js';
import { articlePageTexts as texts } from './texts.js';

const price = (value: number) => value.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 4 });

/** The article's trade idea in figures: direction, security, entry, target, stop, horizon and reward-to-risk. */
export function TradeIdeaCard({ idea }: { readonly idea: TradeIdea }) {
  const long = idea.direction === 'long';
  // [term, value, in figures]
  const rows: readonly (readonly [string, string, boolean])[] = [
    [texts.entry, price(idea.entry), true],
    [texts.target, price(idea.target), true],
    [texts.stop, price(idea.stop), true],
    [texts.horizon, idea.horizon, false],
    [texts.rewardToRisk, texts.rewardToRiskValue(formatRatio(rewardToRisk(idea))), true],
  ];
  return (
    <section aria-labelledby="trade-idea" className="rounded-xl border border-slate-300 bg-slate-50 p-5 dark:border-slate-700 dark:bg-slate-900">
      <h2 id="trade-idea" className="flex flex-wrap items-baseline gap-x-3 text-sm font-semibold tracking-wide text-slate-600 uppercase dark:text-slate-300">
        {texts.tradeIdea}{' '}
        <span className={`font-mono text-lg tracking-normal normal-case ${long ? 'text-emerald-800 dark:text-emerald-300' : 'text-red-800 dark:text-red-300'}`}>
          {articleTexts.direction[idea.direction]}{' '}
          <Link to={paths.ticker.to(idea.ticker)} className="underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600">
            {idea.ticker}
          </Link>
        </span>
      </h2>
      <dl className="mt-4 grid grid-cols-2 gap-x-6 gap-y-3 sm:grid-cols-5">
        {rows.map(([term, value, figures]) => (
          <div key={term}>
            <dt className="text-xs font-medium text-slate-600 dark:text-slate-400">{term}</dt>
            <dd className={`text-base font-semibold text-slate-900 dark:text-white ${figures ? 'font-mono tabular-nums' : ''}`}>{value}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-4 text-xs text-slate-600 dark:text-slate-400">{texts.ideaNote}</p>
    </section>
  );
}
