import type { TradeRecord } from '../../../lib/trade-record.js';
import { recordFigures, type Figure, type Tone } from './record-figures.js';
import { recordTexts as texts } from './texts.js';

/** A return's colour: the sign says it too, so colour is never the only cue. */
export const toneClass: Readonly<Record<Tone, string>> = {
  gain: 'text-emerald-700 dark:text-emerald-400',
  loss: 'text-red-700 dark:text-red-400',
  flat: 'text-slate-900 dark:text-white',
};

/** A dash for what there is nothing of yet, said in words to a screen reader. */
export function Nothing({ said }: { readonly said: string }) {
  return (
    <>
      <span aria-hidden="true">—</span>
      <span className="sr-only">{said}</span>
    </>
  );
}

function FigureGroup({ heading, figures, columns }: { readonly heading: string; readonly figures: readonly Figure[]; readonly columns: string }) {
  return (
    <div>
      <h3 className="border-b border-slate-300 pb-2 text-xs font-semibold tracking-wider text-slate-600 uppercase dark:border-slate-700 dark:text-slate-400">
        {heading}
      </h3>
      <dl className={`mt-4 grid ${columns} gap-x-4 gap-y-4`}>
        {figures.map((figure) => (
          <div key={figure.label} className="flex min-w-0 flex-col">
            <dt className="text-xs/4 font-medium text-slate-600 sm:text-sm/5 dark:text-slate-400">{figure.label}</dt>
            <dd className={`mt-auto pt-1 text-xl font-semibold whitespace-nowrap tabular-nums sm:text-2xl ${toneClass[figure.tone ?? 'flat']}`}>
              {figure.value ?? <Nothing said={texts.noneClosed} />}
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

/**
 * The record in figures: the ideas by where they stand, then how the closed ones did; side
 * by side in a wide container (an author's page on a desktop). Inside an @container.
 */
export function RecordSummary({ record }: { readonly record: TradeRecord }) {
  const { ideas, closed } = recordFigures(record);
  return (
    <div className="grid gap-x-10 gap-y-6 @5xl:grid-cols-[4fr_3fr]">
      <FigureGroup heading={texts.ideasGroup} figures={ideas} columns="grid-cols-4" />
      <FigureGroup heading={texts.closedGroup} figures={closed} columns="grid-cols-3" />
    </div>
  );
}
