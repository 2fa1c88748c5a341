/**
 * What comes after the article text: like, save, views and comments, the author, the
 * sidebar and related articles. A chunk of its own, fetched while the article's data
 * loads, so that the code before the article can be read stays small (DOMPurify alone
 * is most of the article page's budget).
 */
import type { ReactNode } from 'react';
import { Sidebar } from '../components/sidebar/sidebar.js';
import type { Article } from '../types.js';
import { ArticleActions } from './article-actions.js';
import { AuthorBio } from './author-bio.js';

export { RelatedArticles } from './related-articles.js';

/** Under the text: the reader's actions (published articles only) and the author. */
export function ArticleFooter({ article, views }: { readonly article: Article; readonly views: number }) {
  return (
    <>
      {article.status === 'published' && <ArticleActions article={article} views={views} />}
      <AuthorBio author={article.author} />
    </>
  );
}

export function ArticleSidebar({ newsletter }: { readonly newsletter?: ReactNode }) {
  return <Sidebar newsletter={newsletter} />;
}
