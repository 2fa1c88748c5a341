/**
 * Publishing, unpublishing or deleting several articles, one after the other, each exactly
 * as the editor or the row's Delete does it for one (saveArticle: checks, slug claims, the
 * version check, revisions; deleteArticle: claims, likes, revisions, images, comments). An
 * article that cannot be done is reported with the reason and the others go on; nothing is
 * left half done, since each article's change is one batch, but for the comments of a deleted
 * one, which go after it and which deleting it again finishes. The feeds are rebuilt once at
 * the end, in the background as after a single save, when what readers see has changed,
 * rather than once an article (rebuilds running side by side could finish out of order and
 * leave the older list); FeedsNotice says so if that rebuild fails.
 */
import { publishBlocker, type BulkAction, type BulkOutcome } from '../bulk-actions.js';
import { bulkTexts as texts } from '../texts.js';
import type { ArticleStatus, Writer } from '../types.js';
import { deleteArticle } from './delete-article.js';
import { DiscussionLeftError, type DiscussionProgress } from './delete-discussion.js';
import { errorMessage } from './error-message.js';
import { rebuildFeedsInBackground } from './feeds.js';
import { deleteImage } from './images.js';
import { loadArticle } from './load-article.js';
import { ArticleGoneError, ConflictError, SlugTakenError, saveArticle } from './save-article.js';

export interface BulkTarget {
  readonly id: string;
  readonly title: string;
}

function reasonOf(error: unknown): string {
  if (error instanceof ConflictError) return texts.reasons.conflict;
  if (error instanceof SlugTakenError) return texts.reasons.slugTaken;
  if (error instanceof ArticleGoneError) return texts.reasons.gone;
  if (error instanceof DiscussionLeftError) return texts.reasons.discussionLeft;
  return texts.reasons.failed(errorMessage(error));
}

/** Sets the status; resolves with null when done, else why not. */
async function setStatus(id: string, status: ArticleStatus, writer: Writer): Promise<string | null> {
  const stored = await loadArticle(id);
  if (!stored) return texts.reasons.gone;
  if (stored.storedStatus === status) return status === 'published' ? texts.reasons.alreadyPublished : texts.reasons.alreadyDraft;
  const draft = { ...stored.draft, status };
  const blocker = status === 'published' ? publishBlocker(draft) : null;
  if (blocker) return blocker;
  const saved = await saveArticle({ id, draft, status, version: stored.version, writer, rebuildFeeds: false });
  if (saved.replacedShareImage) void deleteImage(saved.replacedShareImage).catch(() => undefined);
  return null;
}

/**
 * Runs `action` on each target in order, telling `onProgress` how many are through (and,
 * while an article's comments are deleted, how far they are); resolves with an outcome per
 * target. Never rejects.
 */
export async function runBulk(
  action: BulkAction,
  targets: readonly BulkTarget[],
  writer: Writer,
  onProgress: (through: number, comments?: DiscussionProgress) => void,
): Promise<BulkOutcome[]> {
  const outcomes: BulkOutcome[] = [];
  let readersSeeChange = false;
  for (const { id, title } of targets) {
    try {
      if (action === 'delete') {
        const onComments = (comments: DiscussionProgress) => onProgress(outcomes.length, comments);
        readersSeeChange = (await deleteArticle(id, { rebuildFeeds: false, onProgress: onComments })) || readersSeeChange;
        outcomes.push({ id, title, done: true });
      } else {
        const reason = await setStatus(id, action === 'publish' ? 'published' : 'draft', writer);
        if (reason === null) readersSeeChange = true;
        outcomes.push(reason === null ? { id, title, done: true } : { id, title, done: false, reason });
      }
    } catch (error) {
      // Gone, if not all of its comments: readers saw it go.
      if (error instanceof DiscussionLeftError) readersSeeChange ||= error.published;
      outcomes.push({ id, title, done: false, reason: reasonOf(error) });
    }
    onProgress(outcomes.length);
  }
  if (readersSeeChange) void rebuildFeedsInBackground();
  return outcomes;
}
