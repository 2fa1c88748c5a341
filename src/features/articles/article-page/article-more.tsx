/**
 * What comes after an article: related articles, then the sidebar's widgets (search,
 * popular articles, categories, topics, the newsletter) side by side. Loaded only when
 * the reader nears the end of the article (WhenNear): its code and its two queries are
 * spent only on readers who get that far.
 */
import type { ReactNode } from 'react';
import { Sidebar } from '../components/sidebar/sidebar.js';
import type { Article } from '../types.js';
import { RelatedArticles } from './related-articles.js';

export function ArticleMore({ article, newsletter }: { readonly article: Article; readonly newsletter?: ReactNode }) {
  return (
    <>
      {article.category && <RelatedArticles articleId={article.id} category={article.category} />}
      <div className="mx-auto max-w-6xl px-4 pb-14">
        <Sidebar newsletter={newsletter} exclude={article.id} wide />
      </div>
    </>
  );
}
