/**
 * Contact messages (/admin/messages): newest first, a page at a time, unread ones marked.
 * Opening one shows it beside the list (on a phone, instead of it) and marks it read;
 * from there the admin replies by e-mail, marks it unread again, or deletes it.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { secondaryButton } from '../../../components/ui/buttons.js';
import { PagedList } from '../../../components/ui/paged-list.js';
import { AdminPage } from '../../../components/ui/admin-page.js';
import { paths } from '../../../config/paths.js';
import { useAsync } from '../../../lib/use-async.js';
import { useCursorList } from '../../../lib/use-cursor-list.js';
import { countMessages } from '../api/count-messages.js';
import { deleteMessage } from '../api/delete-message.js';
import { listMessages } from '../api/list-messages.js';
import { setMessageRead } from '../api/set-message-read.js';
import { MessageList } from '../components/message-list.js';
import { MessageView } from '../components/message-view.js';
import { messagesTexts as texts } from '../texts.js';
import { messageKey, type MessageRow } from '../types.js';

type Notice = { readonly kind: 'done' | 'failed'; readonly text: string } | null;

export function ContactMessagesPage() {
  const list = useCursorList(listMessages, messageKey);
  const counts = useAsync(countMessages);
  const [openId, setOpenId] = useState<string | null>(null);
  const [markFailed, setMarkFailed] = useState<string | null>(null);
  const [notice, setNotice] = useState<Notice>(null);
  /** The message opened last, once its read mark has been asked for (once per opening). */
  const marked = useRef<string | null>(null);
  const { update } = list;
  const recount = counts.retry;

  const { state } = list;
  const open = state.kind === 'ready' ? (state.items.find((message) => message.id === openId) ?? null) : null;

  const setRead = useCallback(
    (messageId: string, read: boolean) => update((items) => items.map((item) => (item.id === messageId ? { ...item, read } : item))),
    [update],
  );

  // Opening a message marks it read.
  const openUnread = open && !open.read ? open.id : null;
  useEffect(() => {
    if (!openUnread || marked.current === openUnread) return;
    marked.current = openUnread;
    setMessageRead(openUnread, true).then(
      () => {
        setRead(openUnread, true);
        recount();
      },
      () => setMarkFailed(openUnread),
    );
  }, [openUnread, setRead, recount]);

  const show = (message: MessageRow) => {
    marked.current = null;
    setMarkFailed(null);
    setNotice(null);
    setOpenId(message.id);
  };

  /** Back to the list, with the focus on the message that was open. */
  const close = (focusOn: string | null) => {
    setOpenId(null);
    if (focusOn) requestAnimationFrame(() => document.getElementById(`message-${focusOn}`)?.focus());
  };

  const markUnread = (message: MessageRow) => {
    setNotice(null);
    setMessageRead(message.id, false).then(
      () => {
        setRead(message.id, false);
        recount();
        setNotice({ kind: 'done', text: texts.markedUnread });
        close(message.id);
      },
      () => setNotice({ kind: 'failed', text: texts.markUnreadFailed }),
    );
  };

  const remove = async (message: MessageRow) => {
    await deleteMessage(message.id);
    update((items) => items.filter((item) => item.id !== message.id));
    recount();
    setNotice({ kind: 'done', text: texts.deleted });
    setOpenId(null);
  };

  return (
    <AdminPage
      title={texts.title}
      description={texts.description}
      subtitle={
        <p className="mt-2 text-slate-600 tabular-nums dark:text-slate-300">
          {counts.status === 'success' ? texts.counts(counts.data.total, counts.data.unread) : counts.status === 'loading' ? texts.countsLoading : null}
        </p>
      }
      actions={
        <Link to={paths.admin.to()} className={secondaryButton}>
          {texts.backToDashboard}
        </Link>
      }
    >

      <p role="status" className="mt-4 text-sm font-medium text-green-800 empty:hidden dark:text-green-300">
        {notice?.kind === 'done' ? notice.text : null}
      </p>
      <p role="alert" className="mt-4 text-sm font-medium text-red-700 empty:hidden dark:text-red-300">
        {notice?.kind === 'failed' ? notice.text : null}
      </p>

      <div className="mt-6">
        <PagedList list={list} texts={texts} empty={texts.empty}>
          {(messages, more) => (
            <div className="grid grid-cols-1 gap-6 lg:grid-cols-5 lg:items-start">
              <div className={`lg:col-span-2 ${open ? 'hidden lg:block' : ''}`}>
                <MessageList messages={messages} openId={open?.id ?? null} onOpen={show} />
                {more}
              </div>
              {open ? (
                <MessageView
                  key={open.id}
                  message={open}
                  markFailed={markFailed === open.id}
                  onBack={() => close(open.id)}
                  onMarkUnread={() => markUnread(open)}
                  onDelete={() => remove(open)}
                />
              ) : (
                <p className="hidden rounded-xl border border-dashed border-slate-300 p-8 text-center text-slate-600 lg:col-span-3 lg:block dark:border-slate-700 dark:text-slate-300">
                  {texts.choose}
                </p>
              )}
            </div>
          )}
        </PagedList>
      </div>
    </AdminPage>
  );
}
