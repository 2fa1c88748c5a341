import { sectionHeading } from '../../../components/ui/section-heading.js';
import type { HomeArticlesResource } from '../api/use-home-articles.js';
import { articleTexts } from '../texts.js';
import { LeadStoriesSkeleton, LeadStory, leadLayout, TopStory } from './lead-stories.js';

/**
 * The editors' picks (isFeatured) at the top of the home page: the newest as the lead story,
 * the others beside it, held in place by a skeleton while they load. Shown only when there
 * are some: after a failure, Latest Articles speaks for both sections.
 */
export function FeaturedArticles({ articles, count }: { readonly articles: HomeArticlesResource; readonly count: number }) {
  if (articles.status === 'error' || (articles.status === 'success' && articles.data.featured.length === 0)) return null;
  const [lead, ...others] = articles.status === 'success' ? articles.data.featured : [];
  return (
    <section aria-labelledby="featured-articles-heading" className="mx-auto max-w-6xl px-4 pt-2">
      <h2 id="featured-articles-heading" className={`${sectionHeading} mb-5`}>
        {articleTexts.featuredHeading}
      </h2>
      {articles.status === 'loading' || !lead ? (
        <LeadStoriesSkeleton others={count - 1} label={articleTexts.loading} />
      ) : (
        <div className={leadLayout.grid}>
          <div className={leadLayout.lead}>
            <LeadStory article={lead} />
          </div>
          {others.length > 0 && (
            <ul className={leadLayout.others}>
              {others.map((article) => (
                <li key={article.id}>
                  <TopStory article={article} />
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </section>
  );
}
