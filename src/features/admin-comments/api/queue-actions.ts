/**
 * The queue's actions on one row (moderate.ts does the writes), each resolving with the row
 * as it now stands, so the page shows the result without reading the comment again.
 */
import { getDb } from '../../../lib/firebase/firestore.js';
import type { QueueRow } from '../types.js';
import { deleteComment, hideComment, markReviewed, restoreComment, setCommenterBlocked } from './moderate.js';

/** Keep: it stays as it is, out of the queue. */
export async function keepRow(row: QueueRow): Promise<QueueRow> {
  await markReviewed(getDb(), row.comment);
  return { ...row, comment: { ...row.comment, review: 'done' } };
}

/** Hide: readers see "Comment removed by a moderator"; its text is kept to restore. */
export async function hideRow(row: QueueRow): Promise<QueueRow> {
  await hideComment(getDb(), row.comment);
  return { ...row, comment: { ...row.comment, state: 'hidden', body: '', review: 'done' }, hiddenText: row.comment.body };
}

/** Restore: readers see it again, with its text. */
export async function restoreRow(row: QueueRow): Promise<QueueRow> {
  await restoreComment(getDb(), row.comment);
  return { ...row, comment: { ...row.comment, state: 'visible', body: row.hiddenText, review: 'done' }, hiddenText: '' };
}

export async function deleteRow(row: QueueRow): Promise<void> {
  await deleteComment(getDb(), row.comment);
}

/** Blocks (or unblocks) the writer: every row of theirs shows it. */
export async function setWriterBlocked(row: QueueRow, blocked: boolean): Promise<void> {
  await setCommenterBlocked(getDb(), row.comment.id, blocked);
}
