import { lazy, Suspense, type ReactNode } from 'react';
import type { Article } from '../types.js';
import { ArticleBody } from './article-body.js';
import { ArticleHero } from './article-hero.js';
import { articleUrl } from './article-links.js';
import { ArticlePageMeta } from './article-page-meta.js';
import { ArticleTopics } from './article-topics.js';
import { ShareButtons } from './share-buttons.js';
import { articlePageTexts } from './texts.js';
import { useViewCount } from './use-view-count.js';

// Requested with the article's first render, after its text and image: everything in it
// comes below them, so it never competes with what the reader sees first.
const loadExtras = () => import('./article-extras.js');
const ArticleFooter = lazy(() => loadExtras().then((m) => ({ default: m.ArticleFooter })));
const ArticleSidebar = lazy(() => loadExtras().then((m) => ({ default: m.ArticleSidebar })));
const RelatedArticles = lazy(() => loadExtras().then((m) => ({ default: m.RelatedArticles })));

export function ArticleView({ article, newsletter }: { readonly article: Article; readonly newsletter?: ReactNode }) {
  const origin = window.location.origin;
  const url = articleUrl(article, origin);
  const counted = useViewCount(article);

  return (
    <>
      <ArticlePageMeta article={article} url={url} origin={origin} />
      <div className="mx-auto grid max-w-6xl gap-12 px-4 py-10 sm:py-14 lg:grid-cols-[minmax(0,1fr)_18rem]">
        <article className="min-w-0 space-y-8">
          <ArticleHero article={article} />
          {article.status !== 'published' && (
            <p role="note" className="rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-900 dark:border-amber-800 dark:bg-amber-950/40 dark:text-amber-200">
              {articlePageTexts.draftNotice}
            </p>
          )}
          <ShareButtons url={url} title={article.title} />
          {article.summary && <p className="text-xl leading-8 font-medium text-slate-800 dark:text-slate-200">{article.summary}</p>}
          <ArticleBody html={article.content} />
          <ArticleTopics tags={article.tags} />
          <Suspense fallback={null}>
            <ArticleFooter article={article} views={article.viewCount + (counted ? 1 : 0)} />
          </Suspense>
        </article>
        <Suspense fallback={null}>
          <ArticleSidebar newsletter={newsletter} />
        </Suspense>
      </div>
      {article.category && (
        <Suspense fallback={null}>
          <RelatedArticles articleId={article.id} category={article.category} />
        </Suspense>
      )}
    </>
  );
}
