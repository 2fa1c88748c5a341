import { Link } from 'react-router-dom';
import { PageMeta } from '../../components/page-meta.js';
import { paths } from '../../config/paths.js';
import { initials } from '../../lib/initials.js';
import { aboutTexts as texts } from './texts.js';

const sectionHeading = 'text-2xl font-bold text-slate-900 dark:text-white';

export function AboutPage() {
  return (
    <div className="mx-auto max-w-5xl px-4 py-12 sm:py-16">
      <PageMeta title={texts.title} description={texts.metaDescription} />
      <div className="max-w-3xl">
        <h1 className="text-4xl font-extrabold tracking-tight text-slate-900 dark:text-white">{texts.heading}</h1>
        <p className="mt-4 text-xl text-slate-600 dark:text-slate-300">{texts.lead}</p>
      </div>

      <section aria-labelledby="our-story" className="mt-12 max-w-3xl">
        <h2 id="our-story" className={sectionHeading}>
          {texts.storyHeading}
        </h2>
        {texts.story.map((paragraph) => (
          <p key={paragraph.slice(0, 24)} className="mt-4 leading-relaxed text-slate-700 dark:text-slate-300">
            {paragraph}
          </p>
        ))}
      </section>

      <section aria-labelledby="in-numbers" className="mt-12">
        <h2 id="in-numbers" className="sr-only">
          {texts.statsHeading}
        </h2>
        <dl className="grid gap-6 sm:grid-cols-3">
          {texts.stats.map((stat) => (
            <div
              key={stat.label}
              className="flex flex-col-reverse rounded-xl border border-slate-200 bg-slate-50 p-6 text-center dark:border-slate-800 dark:bg-slate-900"
            >
              <dt className="mt-1 text-slate-600 dark:text-slate-300">{stat.label}</dt>
              <dd className="text-4xl font-extrabold text-blue-700 dark:text-blue-300">{stat.value}</dd>
            </div>
          ))}
        </dl>
      </section>

      <section aria-labelledby="our-mission" className="mt-16">
        <h2 id="our-mission" className={sectionHeading}>
          {texts.missionHeading}
        </h2>
        <ul className="mt-6 grid gap-6 md:grid-cols-3">
          {texts.mission.map((item) => (
            <li key={item.title} className="rounded-xl border border-slate-200 p-6 dark:border-slate-800">
              <h3 className="text-lg font-semibold text-slate-900 dark:text-white">{item.title}</h3>
              <p className="mt-2 text-slate-600 dark:text-slate-300">{item.body}</p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="the-team" className="mt-16">
        <h2 id="the-team" className={sectionHeading}>
          {texts.teamHeading}
        </h2>
        <ul className="mt-6 grid gap-6 md:grid-cols-2">
          {texts.team.map((person) => (
            <li key={person.name} className="flex gap-4 rounded-xl border border-slate-200 p-6 dark:border-slate-800">
              <span
                aria-hidden="true"
                className="flex size-14 shrink-0 items-center justify-center rounded-full bg-blue-600 text-lg font-bold text-white"
              >
                {initials(person.name)}
              </span>
              <div>
                <h3 className="text-lg font-semibold text-slate-900 dark:text-white">{person.name}</h3>
                <p className="text-sm font-medium text-blue-700 dark:text-blue-300">{person.role}</p>
                <p className="mt-2 text-slate-600 dark:text-slate-300">{person.bio}</p>
              </div>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="get-in-touch" className="mt-16 rounded-2xl bg-blue-50 px-6 py-10 text-center dark:bg-slate-900">
        <h2 id="get-in-touch" className={sectionHeading}>
          {texts.contactHeading}
        </h2>
        <p className="mt-3 text-slate-600 dark:text-slate-300">{texts.contactBody}</p>
        <Link
          to={paths.contact.to()}
          className="mt-6 inline-block rounded-md bg-blue-600 px-5 py-2.5 font-medium text-white hover:bg-blue-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600"
        >
          {texts.contactLink}
        </Link>
        <p className="mt-6 text-sm text-slate-600 dark:text-slate-300">{texts.disclaimer}</p>
      </section>
    </div>
  );
}
