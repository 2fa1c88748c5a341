/**
 * One message: subject, sender, when it came, the text as written, and what to do with
 * it: reply by e-mail (the admin's mail program, "Re: …"), mark it unread again, or delete
 * it with Confirm or Cancel. The heading takes the focus when a message opens.
 */
import { useEffect, useId, useRef } from 'react';
import { primaryButton, secondaryButton } from '../../../components/ui/buttons.js';
import { rowActionClass } from '../../../components/ui/data-table.js';
import { InlineConfirm } from '../../../components/ui/inline-confirm.js';
import { isoDate } from '../../../lib/dates.js';
import { mailtoLink, replyLink } from '../reply-link.js';
import { messagesTexts as texts } from '../texts.js';
import type { MessageRow } from '../types.js';

interface MessageViewProps {
  readonly message: MessageRow;
  readonly onBack: () => void;
  readonly onMarkUnread: () => void;
  readonly onDelete: () => Promise<void>;
  /** Marking it read failed: said quietly, the message is still there to read. */
  readonly markFailed: boolean;
}

const received = (date: Date | null) => (date ? date.toLocaleString('en-US', { dateStyle: 'long', timeStyle: 'short' }) : texts.noDate);

export function MessageView({ message, onBack, onMarkUnread, onDelete, markFailed }: MessageViewProps) {
  const id = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus();
  }, [message.id]);

  return (
    <article aria-labelledby={`${id}-subject`} className="rounded-xl border lg:sticky lg:top-24 lg:col-span-3 border-slate-200 bg-white p-5 shadow-sm dark:border-slate-800 dark:bg-slate-900">
      <button type="button" onClick={onBack} className={`${rowActionClass} mb-4 text-sm lg:hidden`}>
        ← {texts.backToList}
      </button>
      <h2 id={`${id}-subject`} ref={heading} tabIndex={-1} className="text-xl font-semibold break-words text-slate-900 focus:outline-none dark:text-white">
        {message.subject || texts.noSubject}
      </h2>
      <dl className="mt-3 text-sm">
        <div className="flex gap-2">
          <dt className="w-28 shrink-0 text-slate-600 dark:text-slate-300">{texts.from}</dt>
          <dd className="min-w-0 break-words text-slate-900 dark:text-white">
            <span className="font-medium">{message.name}</span>{' '}
            <a href={mailtoLink(message.email)} className={rowActionClass}>
              {message.email}
            </a>
          </dd>
        </div>
        <div className="flex gap-2">
          <dt className="w-28 shrink-0 text-slate-600 dark:text-slate-300">{texts.received}</dt>
          <dd className="text-slate-900 dark:text-white">
            <time dateTime={isoDate(message.createdAt)}>{received(message.createdAt)}</time>
          </dd>
        </div>
      </dl>
      <p className="mt-4 border-t border-slate-200 pt-4 text-base leading-relaxed break-words whitespace-pre-wrap text-slate-800 dark:border-slate-800 dark:text-slate-100">
        {message.message}
      </p>
      <p role="alert" className="mt-3 text-sm text-amber-800 empty:hidden dark:text-amber-300">
        {markFailed ? texts.markFailed : null}
      </p>
      <div className="mt-6 flex flex-wrap items-start gap-3 border-t border-slate-200 pt-4 dark:border-slate-800">
        <a href={replyLink(message.email, message.subject)} className={primaryButton}>
          {texts.reply}
        </a>
        <button type="button" className={secondaryButton} onClick={onMarkUnread}>
          {texts.markUnread}
        </button>
        <InlineConfirm
          actionClassName={`${secondaryButton} text-red-700 dark:text-red-300`}
          texts={{
            action: texts.delete,
            target: message.subject,
            question: texts.deleteQuestion(message.subject || texts.noSubject),
            confirm: texts.confirm,
            cancel: texts.cancel,
            working: texts.deleting,
            failed: texts.deleteFailed,
          }}
          onConfirm={onDelete}
        />
      </div>
    </article>
  );
}
