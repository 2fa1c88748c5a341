/**
 * One comment of the queue: its writer, their stated position and when, the text as plain
 * text (a hidden comment's kept text, marked so), the article it is on, its state, review
 * and reports, and whether its writer is blocked; then its actions. The heading takes the
 * focus when the comment before it is deleted.
 */
import { Link } from 'react-router-dom';
import { rowActionClass } from '../../../components/ui/data-table.js';
import { paths } from '../../../config/paths.js';
import { isoDate } from '../../../lib/dates.js';
import { commentsTexts as texts } from '../texts.js';
import type { QueueArticle, QueueRow } from '../types.js';
import { QueueActions } from './queue-actions.js';

interface QueueItemProps {
  readonly row: QueueRow;
  /** The heading's id, to move the focus to. */
  readonly headingId: string;
  readonly onChange: (row: QueueRow) => void;
  readonly onWriterBlocked: (uid: string, blocked: boolean) => void;
  readonly onDelete: (row: QueueRow) => Promise<void>;
}

const posted = (date: Date | null) => (date ? date.toLocaleString('en-US', { dateStyle: 'long', timeStyle: 'short' }) : texts.noDate);

const badge = 'inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold';
const quietBadge = `${badge} bg-slate-100 text-slate-800 dark:bg-slate-800 dark:text-slate-200`;
const warnBadge = `${badge} bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-200`;
const dangerBadge = `${badge} bg-red-100 text-red-800 dark:bg-red-950 dark:text-red-200`;

function ArticleLink({ articleId, article }: { readonly articleId: string; readonly article: QueueArticle | null }) {
  if (!article) return <span className="text-slate-600 italic dark:text-slate-300">{texts.articleGone}</span>;
  if (!article.published) {
    return (
      <Link to={paths.adminEditArticle.to(articleId)} className={rowActionClass}>
        {article.title} {texts.draft}
      </Link>
    );
  }
  return (
    <Link to={paths.article.to(article.slug || articleId)} className={rowActionClass}>
      {article.title}
    </Link>
  );
}

function Text({ row }: { readonly row: QueueRow }) {
  const { comment } = row;
  const textClass = 'mt-3 text-base leading-relaxed break-words whitespace-pre-wrap text-slate-800 dark:text-slate-100';
  if (comment.state === 'visible') return <p className={textClass}>{comment.body}</p>;
  if (comment.state === 'deleted') return <p className="mt-3 text-slate-600 italic dark:text-slate-300">{texts.deletedText}</p>;
  return (
    <div className="mt-3 border-l-4 border-slate-300 pl-3 dark:border-slate-600">
      <p className="text-sm font-medium text-slate-600 dark:text-slate-300">{texts.hiddenText}</p>
      <p className={`${textClass} mt-1`}>{row.hiddenText || texts.noText}</p>
    </div>
  );
}

/** What a reply answers, shortened: readers see the whole of it under the article. */
const PARENT_SHOWN = 280;

function Parent({ row }: { readonly row: QueueRow }) {
  const { parent } = row;
  if (row.comment.parentId === null) return null;
  const frame = 'mt-3 border-l-4 border-slate-200 pl-3 text-sm dark:border-slate-700';
  if (!parent || parent.state !== 'visible') return <p className={`${frame} text-slate-600 italic dark:text-slate-300`}>{texts.inReplyToGone}</p>;
  const shown = parent.body.length > PARENT_SHOWN ? `${parent.body.slice(0, PARENT_SHOWN).trimEnd()}…` : parent.body;
  return (
    <figure className={frame}>
      <figcaption className="font-medium text-slate-600 dark:text-slate-300">{texts.inReplyTo(parent.authorName || texts.noName)}</figcaption>
      <blockquote className="mt-1 break-words whitespace-pre-wrap text-slate-700 dark:text-slate-200">{shown}</blockquote>
    </figure>
  );
}

export function QueueItem({ row, headingId, onChange, onWriterBlocked, onDelete }: QueueItemProps) {
  const { comment, writer } = row;
  const name = comment.authorName || texts.noName;
  return (
    <li>
      <article aria-labelledby={headingId} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5 dark:border-slate-800 dark:bg-slate-900">
        <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
          <h2 id={headingId} tabIndex={-1} className="text-base font-semibold text-slate-900 focus:outline-none dark:text-white">
            <span className="sr-only">{texts.commentBy}</span> {name}
          </h2>
          <span className="text-sm text-slate-700 dark:text-slate-200">{texts.position(comment.position)}</span>
          {comment.parentId !== null && <span className={quietBadge}>{texts.reply}</span>}
          {writer?.blocked && <span className={dangerBadge}>{texts.writerBlocked}</span>}
        </div>
        <Parent row={row} />
        <Text row={row} />
        <dl className="mt-3 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-[auto_minmax(0,1fr)]">
          <dt className="text-slate-600 dark:text-slate-300">{texts.on}</dt>
          <dd className="min-w-0 break-words">
            <ArticleLink articleId={comment.articleId} article={row.article} />
          </dd>
          <dt className="text-slate-600 dark:text-slate-300">{texts.posted}</dt>
          <dd className="text-slate-900 dark:text-white">
            <time dateTime={isoDate(comment.createdAt)}>{posted(comment.createdAt)}</time>
          </dd>
          <dt className="text-slate-600 dark:text-slate-300">{texts.status}</dt>
          <dd className="flex flex-wrap gap-2">
            <span className={comment.state === 'visible' ? quietBadge : dangerBadge}>{texts.states[comment.state]}</span>
            <span className={comment.review === 'reported' ? warnBadge : quietBadge}>{texts.reviews[comment.review]}</span>
            <span className={comment.reportCount > 0 ? warnBadge : quietBadge}>{texts.reports(comment.reportCount)}</span>
          </dd>
        </dl>
        <QueueActions row={row} name={name} onChange={onChange} onWriterBlocked={onWriterBlocked} onDelete={onDelete} />
      </article>
    </li>
  );
}
