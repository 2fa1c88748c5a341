/**
 * What follows the article text at once: like, save, views and comments, and the author.
 * A chunk of its own, fetched while the article's data loads, so that the code before the
 * article can be read stays small (DOMPurify alone is most of the article page's budget).
 */
import type { Article } from '../types.js';
import { ArticleActions } from './article-actions.js';
import { AuthorBio } from './author-bio.js';

/** Under the text: the reader's actions (published articles only) and the author. */
export function ArticleFooter({ article, views }: { readonly article: Article; readonly views: number }) {
  return (
    <>
      {article.status === 'published' && <ArticleActions article={article} views={views} />}
      <AuthorBio author={article.author} />
    </>
  );
}
