import { useId } from 'react';
import { Link } from 'react-router-dom';
import { TagChips } from '../../../components/ui/tag-chips.js';
import { TOPIC_TAGS } from '../../../config/categories.js';
import { paths } from '../../../config/paths.js';
import { articleTexts } from '../texts.js';
import { CategoryLinks } from './category-links.js';

const texts = articleTexts.searchEmpty;

/**
 * The empty state of every article list (docs/product.md §2); a search that found nothing
 * (`search`, its words) also offers the categories and the popular tags to go on from.
 */
export function NoArticles({ search }: { readonly search?: string }) {
  return (
    <div className="py-12 text-center text-slate-600 dark:text-slate-300">
      <p className="text-lg">{articleTexts.empty}</p>
      {search !== undefined && <SearchSuggestions text={search} />}
      <Link
        to={paths.categories.to()}
        className="mt-4 inline-block font-medium text-blue-700 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600 dark:text-blue-300"
      >
        {articleTexts.browseCategories}
      </Link>
    </div>
  );
}

function SearchSuggestions({ text }: { readonly text: string }) {
  const id = useId();
  const heading = 'font-serif text-lg font-semibold text-slate-900 dark:text-white';
  return (
    <>
      <p className="mx-auto mt-2 max-w-prose">{texts.hint(text)}</p>
      <div className="mx-auto mt-8 grid max-w-2xl gap-8 text-left sm:grid-cols-2">
        <section aria-labelledby={`${id}-categories`}>
          <h2 id={`${id}-categories`} className={`mb-3 ${heading}`}>
            {texts.categories}
          </h2>
          <CategoryLinks />
        </section>
        <section aria-labelledby={`${id}-tags`}>
          <h2 id={`${id}-tags`} className={`mb-3 ${heading}`}>
            {texts.tags}
          </h2>
          <TagChips tags={TOPIC_TAGS} />
        </section>
      </div>
    </>
  );
}
