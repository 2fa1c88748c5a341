import { homeTexts } from '../texts.js';

/** docs/product.md §1, §9: what is being built, with a progress bar fixed at 75%. */
const PROGRESS = 75;

export function ComingSoon() {
  return (
    <section aria-labelledby="coming-soon-heading" className="mx-auto max-w-6xl px-4 py-12">
      <div className="rounded-2xl bg-slate-900 p-8 text-white sm:p-12 dark:bg-slate-800">
        <p id="coming-soon-heading" className="text-sm font-semibold uppercase tracking-widest text-amber-300">
          {homeTexts.comingSoonHeading}
        </p>
        <h2 className="mt-2 text-2xl font-bold sm:text-3xl">{homeTexts.comingSoonTitle}</h2>
        <p className="mt-4 max-w-2xl text-slate-300">{homeTexts.comingSoonText}</p>
        <div className="mt-8 max-w-xl">
          <div className="flex justify-between text-sm text-slate-300">
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
            className="mt-2 h-3 overflow-hidden rounded-full bg-slate-700"
          >
            <div className="h-full rounded-full bg-amber-400" style={{ width: `${PROGRESS}%` }} />
          </div>
        </div>
      </div>
    </section>
  );
}
