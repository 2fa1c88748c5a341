/**
 * What follows the article text at once: like, save, views and comments, and the author.
 * Part of the article page's code; what likes and saves need from Firestore is fetched
 * only for a signed-in reader (use-like.ts, use-save.ts).
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
