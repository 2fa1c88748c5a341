/**
 * New subscribers per week over the last 12 weeks: bars drawn in SVG, the numbers and
 * weeks written in HTML below them (legible at any width), a one-line summary, and the
 * whole series as a table for anyone who cannot see the bars. The bars themselves are
 * hidden from screen readers, which get the summary and the table.
 */
import { useCallback, useId, useMemo } from 'react';
import { ErrorBox } from '../../../components/ui/error-box.js';
import { Spinner } from '../../../components/ui/spinner.js';
import { formatDate, isoDate } from '../../../lib/dates.js';
import { formatCount } from '../../../lib/numbers.js';
import { useAsync } from '../../../lib/use-async.js';
import { countSubscribersPerWeek } from '../api/weekly-subscribers.js';
import { dashboardTexts as texts } from '../texts.js';
import { lastWeeks, shortDate, type Week } from '../weeks.js';
import { panelClass, panelHeadingClass } from './card.js';

/** The drawing's own units: 12 bars of 8 with gaps of 2, 100 high. */
const BAR = 8;
const GAP = 2;
const HEIGHT = 100;

export function SubscriberChart({ now }: { readonly now: Date }) {
  const id = useId();
  const weeks = useMemo(() => lastWeeks(now), [now]);
  const load = useCallback(() => countSubscribersPerWeek(weeks), [weeks]);
  const counts = useAsync(load);

  return (
    <section aria-labelledby={`${id}-title`} className={panelClass}>
      <h3 id={`${id}-title`} className={panelHeadingClass}>
        {texts.chartTitle}
      </h3>
      {counts.status === 'loading' && <Spinner label={texts.chartLoading} />}
      {counts.status === 'error' && (
        <div className="mt-4">
          <ErrorBox message={texts.chartFailed} onRetry={counts.retry} />
        </div>
      )}
      {counts.status === 'success' && <Chart weeks={weeks} counts={counts.data} />}
    </section>
  );
}

function Chart({ weeks, counts }: { readonly weeks: readonly Week[]; readonly counts: readonly number[] }) {
  const total = counts.reduce((sum, count) => sum + count, 0);
  const highest = Math.max(1, ...counts);
  const width = weeks.length * (BAR + GAP) - GAP;
  return (
    <>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">{texts.chartSummary(total, counts.at(-1) ?? 0)}</p>
      <div aria-hidden="true" className="mt-4">
        <svg viewBox={`0 0 ${width} ${HEIGHT}`} preserveAspectRatio="none" className="h-36 w-full">
          {[0.5, 1].map((share) => (
            <line
              key={share}
              x1={0}
              x2={width}
              y1={HEIGHT - share * HEIGHT}
              y2={HEIGHT - share * HEIGHT}
              vectorEffect="non-scaling-stroke"
              strokeDasharray="3 3"
              stroke="currentColor"
              className="text-slate-400 dark:text-slate-600"
            />
          ))}
          {counts.map((count, index) => {
            // An empty week still shows a sliver, so the axis reads as twelve weeks.
            const height = Math.max((count / highest) * HEIGHT, 0.8);
            return (
              <rect
                key={weeks[index]?.start.getTime() ?? index}
                x={index * (BAR + GAP)}
                y={HEIGHT - height}
                width={BAR}
                height={height}
                rx={0.6}
                className="fill-blue-600"
              />
            );
          })}
          <line x1={0} x2={width} y1={HEIGHT} y2={HEIGHT} vectorEffect="non-scaling-stroke" stroke="currentColor" className="text-slate-400" />
        </svg>
        {/* The same twelve columns as the bars: a gap of 2 parts in 118 (1.695%) between bars of 8. */}
        <div className="mt-1 grid grid-cols-12 gap-x-[1.695%] text-center text-xs text-slate-600 tabular-nums dark:text-slate-300">
          {weeks.map((week, index) => {
            const label = shortDate(week.start);
            return (
              <div key={week.start.getTime()}>
                <div className="font-semibold text-slate-900 dark:text-white">{formatCount(counts[index] ?? 0)}</div>
                <div>{label.month}</div>
                <div>{label.day}</div>
              </div>
            );
          })}
        </div>
      </div>
      <p className="mt-3 text-xs text-slate-600 dark:text-slate-300">{texts.chartNote}</p>
      <details className="mt-3 text-sm">
        <summary className="cursor-pointer font-medium text-blue-700 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600 dark:text-blue-300">
          {texts.showTable}
        </summary>
        <table className="mt-3 w-full max-w-md text-left">
          <caption className="sr-only">{texts.chartTitle}</caption>
          <thead>
            <tr className="border-b border-slate-200 dark:border-slate-700">
              <th scope="col" className="py-1 font-semibold">{texts.weekOf}</th>
              <th scope="col" className="py-1 text-right font-semibold">{texts.newSubscribers}</th>
            </tr>
          </thead>
          <tbody>
            {weeks.map((week, index) => (
              <tr key={week.start.getTime()} className="border-b border-slate-200 dark:border-slate-800">
                <th scope="row" className="py-1">
                  <time dateTime={isoDate(week.start)}>{formatDate(week.start)}</time>
                  {index === weeks.length - 1 && ` ${texts.thisWeek}`}
                </th>
                <td className="py-1 text-right tabular-nums">{formatCount(counts[index] ?? 0)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </>
  );
}
