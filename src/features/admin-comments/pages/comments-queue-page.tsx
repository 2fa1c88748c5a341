/**
 * Comments (/admin/comments): the moderation queue. Comments awaiting review (new or
 * reported) by default, or the reported, the hidden or all of them; newest first, a page
 * at a time. Each is kept, hidden or restored, deleted, or its writer blocked, in one click,
 * the result said in its row; the row changes in place (a comment kept or hidden stays in
 * view, marked so, until the list is read again), and a deleted one leaves the list.
 */
import { useCallback, useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { secondaryButton } from '../../../components/ui/buttons.js';
import { AdminPage } from '../../../components/ui/admin-page.js';
import { inputBorder, inputClass, labelClass } from '../../../components/ui/form-styles.js';
import { PagedList } from '../../../components/ui/paged-list.js';
import { paths } from '../../../config/paths.js';
import type { PageCursor } from '../../../lib/firebase/cursor-page.js';
import { useCursorList } from '../../../lib/use-cursor-list.js';
import { listQueue } from '../api/list-queue.js';
import { deleteRow } from '../api/queue-actions.js';
import { QueueItem } from '../components/queue-item.js';
import { commentsTexts as texts } from '../texts.js';
import { QUEUE_FILTERS, queueKey, type QueueFilter, type QueueRow } from '../types.js';

export function CommentsQueuePage() {
  const id = useId();
  const [filter, setFilter] = useState<QueueFilter>('awaiting');
  const [notice, setNotice] = useState<string | null>(null);
  const load = useCallback((cursor: PageCursor | null) => listQueue(filter, cursor), [filter]);
  const list = useCursorList(load, queueKey);
  const { update } = list;

  const headingOf = (row: QueueRow) => `${id}-${queueKey(row)}`;

  const change = useCallback((changed: QueueRow) => update((rows) => rows.map((row) => (queueKey(row) === queueKey(changed) ? changed : row))), [update]);

  const writerBlocked = useCallback(
    (uid: string, blocked: boolean) => update((rows) => rows.map((row) => (row.writer?.uid === uid ? { ...row, writer: { uid, blocked } } : row))),
    [update],
  );

  const remove = async (deleted: QueueRow, rows: readonly QueueRow[]) => {
    await deleteRow(deleted);
    const at = rows.findIndex((row) => queueKey(row) === queueKey(deleted));
    const neighbour = rows[at + 1] ?? rows[at - 1];
    update((items) => items.filter((row) => queueKey(row) !== queueKey(deleted)));
    setNotice(texts.deleted(deleted.comment.authorName || texts.noName));
    // The focus goes to the comment that took its place (or the one before it).
    if (neighbour) requestAnimationFrame(() => document.getElementById(headingOf(neighbour))?.focus());
  };

  return (
    <AdminPage
      title={texts.title}
      description={texts.description}
      actions={
        <Link to={paths.admin.to()} className={secondaryButton}>
          {texts.backToDashboard}
        </Link>
      }
    >
      <div className="mt-6 max-w-xs">
        <label htmlFor={`${id}-filter`} className={labelClass}>
          {texts.filter}
        </label>
        <select
          id={`${id}-filter`}
          value={filter}
          onChange={(event) => {
            setNotice(null);
            setFilter(QUEUE_FILTERS.find((option) => option === event.target.value) ?? 'awaiting');
          }}
          className={`${inputClass} ${inputBorder(false)}`}
        >
          {QUEUE_FILTERS.map((option) => (
            <option key={option} value={option}>
              {texts.filters[option]}
            </option>
          ))}
        </select>
      </div>

      <p role="status" className="mt-4 text-sm font-medium text-green-800 empty:hidden dark:text-green-300">
        {notice}
      </p>

      <div className="mt-6">
        <PagedList list={list} texts={texts} empty={texts.empty[filter]}>
          {(rows, more) => (
            <>
              <ul aria-label={texts.listLabel(filter)} className="flex flex-col gap-4">
                {rows.map((row) => (
                  <QueueItem
                    key={queueKey(row)}
                    row={row}
                    headingId={headingOf(row)}
                    onChange={change}
                    onWriterBlocked={writerBlocked}
                    onDelete={(deleted) => remove(deleted, rows)}
                  />
                ))}
              </ul>
              {more}
            </>
          )}
        </PagedList>
      </div>
    </AdminPage>
  );
}
