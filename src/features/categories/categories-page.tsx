import { Link } from 'react-router-dom';
import { PageMeta } from '../../components/page-meta.js';
import { CATEGORIES, TOPIC_TAGS } from '../../config/categories.js';
import { paths } from '../../config/paths.js';
import { CategoryCard } from './components/category-card.js';
import { TagChips } from '../../components/ui/tag-chips.js';
import { categoriesTexts as texts } from './texts.js';

const focusRing = 'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600';

export function CategoriesPage() {
  return (
    <div className="mx-auto max-w-6xl px-4 py-12 sm:py-16">
      <PageMeta title={texts.title} description={texts.metaDescription} />
      <div className="max-w-3xl">
        <h1 className="text-4xl font-extrabold tracking-tight text-slate-900 dark:text-white">{texts.title}</h1>
        <p className="mt-4 text-lg text-slate-600 dark:text-slate-300">{texts.intro}</p>
      </div>

      <ul className="mt-10 grid gap-6 sm:grid-cols-2">
        {CATEGORIES.map((category) => (
          <li key={category.id}>
            <CategoryCard id={category.id} name={category.name} description={category.description} />
          </li>
        ))}
      </ul>

      <section aria-labelledby="popular-topics" className="mt-16">
        <h2 id="popular-topics" className="text-2xl font-bold text-slate-900 dark:text-white">
          {texts.topicsHeading}
        </h2>
        <div className="mt-6">
          <TagChips tags={TOPIC_TAGS} size="large" />
        </div>
      </section>

      <section
        aria-labelledby="research-requests"
        className="mt-16 rounded-2xl bg-blue-50 px-6 py-10 text-center sm:px-12 dark:bg-slate-900"
      >
        <h2 id="research-requests" className="text-2xl font-bold text-slate-900 dark:text-white">
          {texts.researchHeading}
        </h2>
        <p className="mx-auto mt-3 max-w-2xl text-slate-600 dark:text-slate-300">{texts.researchBody}</p>
        <Link
          to={paths.contact.to()}
          className={`mt-6 inline-block rounded-md bg-blue-600 px-5 py-2.5 font-medium text-white hover:bg-blue-700 ${focusRing}`}
        >
          {texts.contactForResearch}
        </Link>
      </section>
    </div>
  );
}
