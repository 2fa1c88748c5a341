import { homeTexts } from '../texts.js';

export function HomeHero() {
  return (
    <section className="bg-linear-to-b from-blue-50 to-white px-4 py-16 text-center sm:py-24 dark:from-slate-900 dark:to-slate-950">
      <div className="mx-auto max-w-3xl">
        <h1 className="text-4xl font-extrabold tracking-tight text-slate-900 sm:text-5xl dark:text-white">
          {homeTexts.headline}
        </h1>
        <p className="mt-6 text-lg text-slate-600 dark:text-slate-300">{homeTexts.intro}</p>
        <p className="mt-6 text-sm text-slate-500 dark:text-slate-400">{homeTexts.disclaimer}</p>
      </div>
    </section>
  );
}
