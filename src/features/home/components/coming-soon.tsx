import { homeTexts } from '../texts.js';

/** docs/product.md §1, §9: what is being built, with a progress bar fixed at 75%. */
const PROGRESS = 75;

export function ComingSoon() {
  return (
    <section aria-labelledby="coming-soon-heading" className="mx-auto max-w-6xl px-4 pb-12">
      <div className="rounded-sm border border-slate-300 p-6 sm:p-8 dark:border-slate-700">
        <p id="coming-soon-heading" className="text-xs font-bold tracking-widest text-amber-800 uppercase dark:text-amber-300">
          {homeTexts.comingSoonHeading}
        </p>
        <h2 className="mt-2 font-serif text-2xl font-semibold text-slate-900 dark:text-white">{homeTexts.comingSoonTitle}</h2>
        <p className="mt-2 max-w-2xl text-slate-600 dark:text-slate-300">{homeTexts.comingSoonText}</p>
        <div className="mt-6 max-w-xl">
          <div className="flex justify-between text-sm text-slate-600 dark:text-slate-300">
            <span id="coming-soon-progress">{homeTexts.comingSoonProgress}</span>
            <span aria-hidden="true">{homeTexts.comingSoonPercent(PROGRESS)}</span>
          </div>
          <div
            role="progressbar"
            aria-labelledby="coming-soon-progress"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={PROGRESS}
            aria-valuetext={homeTexts.comingSoonPercent(PROGRESS)}
            className="mt-2 h-2 overflow-hidden rounded-full bg-slate-200 dark:bg-slate-700"
          >
            <div className="h-full rounded-full bg-amber-600 dark:bg-amber-400" style={{ width: `${PROGRESS}%` }} />
          </div>
        </div>
      </div>
    </section>
  );
}
