/** The inbox: newest first, unread ones marked (a dot, bold, and "Unread" for screen readers). */
import { formatDate, isoDate } from '../../../lib/dates.js';
import { messagesTexts as texts } from '../texts.js';
import type { MessageRow } from '../types.js';

interface MessageListProps {
  readonly messages: readonly MessageRow[];
  readonly openId: string | null;
  readonly onOpen: (message: MessageRow) => void;
}

export function MessageList({ messages, openId, onOpen }: MessageListProps) {
  return (
    <ul aria-label={texts.listLabel} className="divide-y divide-slate-200 overflow-hidden rounded-xl border border-slate-200 bg-white dark:divide-slate-800 dark:border-slate-800 dark:bg-slate-900">
      {messages.map((message) => {
        const open = message.id === openId;
        return (
          <li key={message.id}>
            <button
              type="button"
              id={`message-${message.id}`}
              onClick={() => onOpen(message)}
              aria-current={open ? 'true' : undefined}
              className={`flex w-full gap-2 px-4 py-3 text-left focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-blue-600 ${
                open ? 'bg-blue-50 dark:bg-blue-950' : 'hover:bg-slate-50 dark:hover:bg-slate-800'
              }`}
            >
              <span aria-hidden="true" className={`mt-2 size-2.5 shrink-0 rounded-full ${message.read ? '' : 'bg-blue-600 dark:bg-blue-500'}`} />
              <span className="min-w-0 flex-1">
                <span className="flex items-baseline gap-2">
                  {!message.read && <span className="sr-only">{texts.unread}: </span>}
                  <span className={`min-w-0 flex-1 truncate ${message.read ? 'text-slate-700 dark:text-slate-200' : 'font-semibold text-slate-900 dark:text-white'}`}>
                    {message.name}
                  </span>
                  <time dateTime={isoDate(message.createdAt)} className="shrink-0 text-xs text-slate-600 dark:text-slate-300">
                    {formatDate(message.createdAt)}
                  </time>
                </span>
                <span className={`mt-0.5 block truncate text-sm ${message.read ? 'text-slate-700 dark:text-slate-200' : 'font-semibold text-slate-900 dark:text-white'}`}>
                  {message.subject || texts.noSubject}
                </span>
                <span className="mt-0.5 block truncate text-sm text-slate-600 dark:text-slate-300">{message.message}</span>
              </span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
