import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths.js';
import { cardDescription } from '../../../lib/article-text.js';
import type { Article } from '../types.js';
import { ArticleImage } from './article-image.js';
import { leadImageBox } from './image-classes.js';
import { ArticleDateline, ArticleKicker, storyLink } from './article-meta.js';
import { AuthorName } from './author-links.js';

/*
 * The home page's front: the lead story large, the other featured stories beside it as
 * headlines. Every text part has a fixed height (LeadStoriesSkeleton draws the same), so
 * nothing moves when the stories replace the skeleton.
 */

const byline = 'flex h-5 min-w-0 gap-1.5 text-sm/5 text-slate-500 dark:text-slate-400';

function Byline({ article }: { readonly article: Article }) {
  return (
    <p className={byline}>
      {article.author.name && <AuthorName author={article.author} className="shrink-0 font-medium text-slate-700 dark:text-slate-300" />}
      {article.author.name && <span aria-hidden="true">·</span>}
      <ArticleDateline article={article} />
    </p>
  );
}

/** The first story: its image is the largest thing on the page, so it is fetched first. */
export function LeadStory({ article }: { readonly article: Article }) {
  return (
    <article className="relative">
      <ArticleImage src={article.featuredImage} className={leadImageBox} slot="lead" priority />
      <div className="flex min-h-65 flex-col pt-4 sm:min-h-68">
        <ArticleKicker article={article} />
        <h3 className="mt-2 line-clamp-3 font-serif text-2xl/8 font-bold text-balance text-slate-900 sm:text-3xl/9 dark:text-white">
          <Link to={paths.article.to(article.slug || article.id)} className={storyLink}>
            {article.title}
          </Link>
        </h3>
        <p className="mt-3 line-clamp-3 h-18 text-base/6 text-slate-600 dark:text-slate-300">{cardDescription(article)}</p>
        {/* Right under the summary: the block's fixed height leaves any room below it. */}
        <div className="pt-4">
          <Byline article={article} />
        </div>
      </div>
    </article>
  );
}

/** A further featured story, as a headline with two lines of summary and no image. */
export function TopStory({ article }: { readonly article: Article }) {
  return (
    <article className="relative flex h-43 flex-col">
      <ArticleKicker article={article} />
      <h3 className="mt-1.5 line-clamp-3 font-serif text-lg/6 font-semibold text-slate-900 dark:text-white">
        <Link to={paths.article.to(article.slug || article.id)} className={storyLink}>
          {article.title}
        </Link>
      </h3>
      <p className="mt-1.5 line-clamp-2 h-10 text-sm/5 text-slate-600 dark:text-slate-300">{cardDescription(article)}</p>
      <div className="mt-2">
        <Byline article={article} />
      </div>
    </article>
  );
}

/** Where the lead goes and where the other stories go, for the stories and their skeleton alike. */
export const leadLayout = {
  grid: 'grid gap-x-10 gap-y-8 lg:grid-cols-3',
  lead: 'lg:col-span-2',
  others: 'grid content-start gap-x-8 md:grid-cols-3 lg:grid-cols-1 [&>li]:border-t [&>li]:border-slate-200 [&>li]:py-5 lg:[&>li:first-child]:border-t-0 lg:[&>li:first-child]:pt-0 dark:[&>li]:border-slate-800',
} as const;

const bar = 'rounded-sm bg-slate-200 dark:bg-slate-800';

export function LeadStoriesSkeleton({ others, label }: { readonly others: number; readonly label: string }) {
  return (
    <div role="status">
      <span className="sr-only">{label}</span>
      <div aria-hidden="true" className={`${leadLayout.grid} motion-safe:animate-pulse`}>
        <div className={leadLayout.lead}>
          <div className={`${leadImageBox} ${bar}`} />
          <div className="flex min-h-65 flex-col pt-4 sm:min-h-68">
            <div className={`h-5 w-32 ${bar}`} />
            <div className={`mt-2 h-7 w-11/12 ${bar}`} />
            <div className={`mt-2 h-7 w-2/3 ${bar}`} />
          </div>
        </div>
        <ul className={leadLayout.others}>
          {Array.from({ length: others }, (_, i) => (
            <li key={i}>
              <div className="flex h-43 flex-col gap-2">
                <div className={`h-4 w-28 ${bar}`} />
                <div className={`h-5 w-full ${bar}`} />
                <div className={`h-5 w-3/4 ${bar}`} />
              </div>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
