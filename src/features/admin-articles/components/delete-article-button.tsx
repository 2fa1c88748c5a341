/**
 * Delete on a row of both admin lists of articles (Manage Articles, the dashboard's Articles
 * tab): asked in place, then the article with everything that belongs to it, saying while its
 * discussion goes how far it is ("Deleting comments… 400 of 1,250"). When the article went but
 * some of its comments did not, it says so: confirming again deletes the rest.
 */
import { useState } from 'react';
import { InlineConfirm } from '../../../components/ui/inline-confirm.js';
import { deleteArticle } from '../api/delete-article.js';
import { DiscussionLeftError, type DiscussionProgress } from '../api/delete-discussion.js';
import { deleteArticleTexts, manageTexts as texts } from '../texts.js';
import type { ArticleRow } from '../types.js';

interface DeleteArticleButtonProps {
  readonly row: Pick<ArticleRow, 'id' | 'title' | 'status'>;
  /** Once it is all gone: the list drops the row and says so. */
  readonly onDeleted: () => void;
}

export function DeleteArticleButton({ row, onDeleted }: DeleteArticleButtonProps) {
  const [progress, setProgress] = useState<DiscussionProgress | null>(null);
  return (
    <InlineConfirm
      texts={deleteArticleTexts(row.title, row.status === 'published')}
      progress={progress && texts.deletingComments(progress.done, progress.total)}
      failure={(error) => (error instanceof DiscussionLeftError ? texts.discussionLeft : texts.deleteFailed)}
      onConfirm={async () => {
        setProgress(null);
        await deleteArticle(row.id, { onProgress: setProgress });
        onDeleted();
      }}
    />
  );
}
