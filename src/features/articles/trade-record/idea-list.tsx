/**
 * Every idea of a record, newest first, with what became of it. A table in all but name: on
 * a wide container (an author's page on a desktop) the ideas are rows under column
 * headings; narrower (a ticker's page beside its sidebar, a phone) each idea is a block,
 * its figures labelled one by one. Each figure is a term and its value (dl), so a screen
 * reader hears the label either way; the drawn headings are for the eye alone.
 */
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { DateTime } from '../../../components/ui/date-time.js';
import { paths } from '../../../config/paths.js';
import type { IdeaStatus } from '../../../lib/trade-record.js';
import type { PublishedIdea } from '../api/published-ideas.js';
import { AuthorName } from '../components/author-links.js';
import { articleTexts } from '../texts.js';
import { ideaLine } from './record-figures.js';
import { Nothing, toneClass } from './record-summary.js';
import { recordTexts as texts } from './texts.js';

// The table's columns (a wide container): published, the idea, and its figures.
const ROW = '@4xl:grid @4xl:grid-cols-[8.5rem_minmax(0,1fr)_36rem] @4xl:gap-x-6';
const FIGURES = 'grid grid-cols-3 gap-x-4 gap-y-3 @xl:grid-cols-[repeat(3,minmax(0,1fr))_minmax(0,2fr)_minmax(0,1fr)] @4xl:grid-cols-[repeat(3,5rem)_minmax(0,1fr)_5rem]';
const NUMBER = '@4xl:text-right';

const statusStyle: Readonly<Record<IdeaStatus, string>> = {
  open: 'bg-blue-50 text-blue-800 ring-blue-200 dark:bg-blue-950 dark:text-blue-200 dark:ring-blue-800',
  expired: 'bg-slate-100 text-slate-700 ring-slate-300 dark:bg-slate-800 dark:text-slate-200 dark:ring-slate-600',
  'target-hit': 'bg-emerald-50 text-emerald-800 ring-emerald-200 dark:bg-emerald-950 dark:text-emerald-200 dark:ring-emerald-800',
  'stopped-out': 'bg-red-50 text-red-800 ring-red-200 dark:bg-red-950 dark:text-red-200 dark:ring-red-800',
  closed: 'bg-slate-100 text-slate-800 ring-slate-300 dark:bg-slate-800 dark:text-slate-100 dark:ring-slate-600',
};

function Figure({ term, className = '', children }: { readonly term: string; readonly className?: string; readonly children: ReactNode }) {
  return (
    <div className={`min-w-0 ${className}`}>
      <dt className="text-xs font-medium text-slate-600 @4xl:sr-only dark:text-slate-400">{term}</dt>
      <dd className="mt-0.5 @4xl:mt-0">{children}</dd>
    </div>
  );
}

function IdeaRow({ recorded, now, showAuthor }: { readonly recorded: PublishedIdea; readonly now: Date; readonly showAuthor: boolean }) {
  const { idea, outcome } = recorded;
  const line = ideaLine(recorded, now);
  const long = idea.direction === 'long';
  const price = 'text-sm font-semibold text-slate-900 tabular-nums dark:text-white';
  return (
    <li className={`py-5 ${ROW}`}>
      <p className="text-sm text-slate-600 @4xl:pt-0.5 dark:text-slate-400">
        <DateTime value={recorded.publishedAt} />
      </p>
      <div className="mt-1 min-w-0 @4xl:mt-0">
        <p className="font-mono text-sm font-semibold">
          <span className={long ? 'text-emerald-800 dark:text-emerald-300' : 'text-red-800 dark:text-red-300'}>
            {articleTexts.direction[idea.direction]} {idea.ticker}
          </span>
          <span className="text-slate-600 dark:text-slate-400">
            {' · '}
            <abbr title={articleTexts.ratioMeaning} className="no-underline">
              {articleTexts.ratio}
            </abbr>{' '}
            {line.rewardToRisk}
          </span>
        </p>
        <p className="mt-1 font-serif text-lg/6 font-semibold text-balance text-slate-900 dark:text-white">
          <Link
            to={paths.article.to(recorded.slug || recorded.articleId)}
            className="underline-offset-4 hover:text-blue-800 hover:underline focus-visible:rounded-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600 dark:hover:text-blue-300"
          >
            {recorded.title}
          </Link>
        </p>
        {showAuthor && recorded.author.name && (
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
            {texts.by} <AuthorName author={recorded.author} className="font-medium text-slate-800 dark:text-slate-200" />
          </p>
        )}
        {outcome?.note && <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{outcome.note}</p>}
        {recorded.amendments.map((amendment) => (
          <p key={amendment.amendedAt.getTime()} className="mt-1 text-sm text-slate-600 dark:text-slate-400">
            <span className="font-medium text-slate-800 dark:text-slate-200">
              {texts.amended} <DateTime value={amendment.amendedAt} />:
            </span>{' '}
            {amendment.note}
          </p>
        ))}
      </div>
      <dl className={`mt-3 @4xl:mt-0 ${FIGURES}`}>
        <Figure term={texts.columns.entry} className={NUMBER}>
          <span className={price}>{line.entry}</span>
        </Figure>
        <Figure term={texts.columns.target} className={NUMBER}>
          <span className={price}>{line.target}</span>
        </Figure>
        <Figure term={texts.columns.stop} className={NUMBER}>
          <span className={price}>{line.stop}</span>
        </Figure>
        <Figure term={texts.columns.outcome} className="col-span-2 @xl:col-span-1">
          <span className={`inline-block rounded-sm px-1.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${statusStyle[line.status]}`}>
            {texts.status[line.status]}
          </span>
          {line.exit ? (
            <span className="mt-1 block text-sm text-slate-600 dark:text-slate-400">
              <span className="block font-medium text-slate-900 tabular-nums dark:text-white">{texts.exit(line.exit.price)}</span>
              <DateTime value={line.exit.on} day />
            </span>
          ) : (
            <span className="mt-1 block text-sm text-slate-600 dark:text-slate-400">{texts.horizon(idea.horizon)}</span>
          )}
        </Figure>
        <Figure term={texts.columns.return} className={NUMBER}>
          <span className={`text-base font-semibold tabular-nums ${line.result ? toneClass[line.result.tone] : 'text-slate-600 dark:text-slate-400'}`}>
            {line.result ? line.result.text : <Nothing said={texts.noReturn} />}
          </span>
        </Figure>
      </dl>
    </li>
  );
}

interface IdeaListProps {
  readonly ideas: readonly PublishedIdea[];
  /** The moment the statuses are for (lib/use-now.ts). */
  readonly now: Date;
  /** Name each idea's author (a ticker's ideas come from several). */
  readonly showAuthor?: boolean;
}

/** Inside an @container, whose width decides between rows and blocks. */
export function IdeaList({ ideas, now, showAuthor = false }: IdeaListProps) {
  const heading = 'text-xs font-semibold tracking-wider text-slate-600 uppercase dark:text-slate-400';
  return (
    <div>
      <div aria-hidden="true" className={`hidden border-b border-slate-300 pb-2 @4xl:grid dark:border-slate-700 ${ROW} ${heading}`}>
        <span>{texts.columns.published}</span>
        <span>{texts.columns.idea}</span>
        <span className={FIGURES}>
          <span className={NUMBER}>{texts.columns.entry}</span>
          <span className={NUMBER}>{texts.columns.target}</span>
          <span className={NUMBER}>{texts.columns.stop}</span>
          <span>{texts.columns.outcome}</span>
          <span className={NUMBER}>{texts.columns.return}</span>
        </span>
      </div>
      <ol aria-label={texts.listLabel} className="divide-y divide-slate-200 border-b border-slate-200 dark:divide-slate-800 dark:border-slate-800">
        {ideas.map((recorded) => (
          <IdeaRow key={recorded.articleId} recorded={recorded} now={now} showAuthor={showAuthor} />
        ))}
      </ol>
    </div>
  );
}
