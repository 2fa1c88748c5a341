/**
 * Manage Subscribers (/admin/subscribers): the total (the subscriber count, exact at any
 * size) with Recount, which counts every address again and corrects the total when it is
 * off, the list newest first a page at a time (or searched by any word of the address),
 * Remove with Confirm or Cancel, Export to CSV of the whole list, and Import CSV. Besides
 * the admin route guard, the page itself sends anyone who is not an admin away (to
 * /dashboard; a guest to log in), so the list never shows outside an admin session even if
 * the page is mounted elsewhere.
 */
import { useCallback, useId, useState } from 'react';
import { Link, Navigate, useLocation } from 'react-router-dom';
import { primaryButton, secondaryButton } from '../../../components/ui/buttons.js';
import { PagedList } from '../../../components/ui/paged-list.js';
import { AdminPage } from '../../../components/ui/admin-page.js';
import { SearchForm } from '../../../components/ui/search-form.js';
import { Spinner } from '../../../components/ui/spinner.js';
import { paths } from '../../../config/paths.js';
import type { MergedCursor } from '../../../lib/firebase/merged-pages.js';
import { useSession } from '../../../lib/session/session.js';
import { useAsync } from '../../../lib/use-async.js';
import { useCursorList } from '../../../lib/use-cursor-list.js';
import { countSubscribers, recountSubscribers, type Recount } from '../api/count-subscribers.js';
import { listSubscribers } from '../api/list-subscribers.js';
import { removeSubscriber } from '../api/remove-subscriber.js';
import { ImportPanel } from '../components/import-panel.js';
import { SubscribersTable } from '../components/subscribers-table.js';
import { ExportProgress, useSubscriberExport } from '../components/use-export.js';
import { exportTexts, importTexts, subscribersTexts as texts } from '../texts.js';
import { subscriberKey, type SubscriberRow } from '../types.js';

export function ManageSubscribersPage() {
  const session = useSession();
  const { pathname, search } = useLocation();
  if (session.status === 'loading') return <Spinner />;
  if (session.status === 'guest') return <Navigate to={paths.login.to(pathname + search)} replace />;
  if (!session.isAdmin) return <Navigate to={paths.dashboard.to()} replace />;
  return <SubscribersList />;
}

type Recounting = { readonly kind: 'idle' | 'running' | 'failed' } | { readonly kind: 'done'; readonly result: Recount };

function recountMessage(result: Recount): string {
  if (result.counted === null) return texts.recountFirst(result.total);
  return result.counted === result.total ? texts.recountAgrees(result.total) : texts.recountCorrected(result.total, result.counted);
}

function SubscribersList() {
  const hintId = useId();
  const [query, setQuery] = useState('');
  const [importing, setImporting] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const [recounting, setRecounting] = useState<Recounting>({ kind: 'idle' });
  const total = useAsync(countSubscribers);
  const exporting = useSubscriberExport();
  const reloadTotal = total.retry;
  const load = useCallback((cursor: MergedCursor | null) => listSubscribers(query, cursor), [query]);
  const list = useCursorList(load, subscriberKey);
  const { update, retry } = list;

  const remove = useCallback(
    async (row: SubscriberRow) => {
      await removeSubscriber(row.email);
      update((items) => items.filter((item) => item.email !== row.email));
      setMessage(texts.removed(row.email));
      reloadTotal();
    },
    [update, reloadTotal],
  );

  const imported = useCallback(() => {
    retry();
    reloadTotal();
  }, [retry, reloadTotal]);

  const recount = useCallback(async () => {
    setRecounting({ kind: 'running' });
    try {
      const result = await recountSubscribers();
      setRecounting({ kind: 'done', result });
      reloadTotal();
    } catch {
      setRecounting({ kind: 'failed' });
    }
  }, [reloadTotal]);

  const count = total.status === 'success' ? total.data : null;
  return (
    <AdminPage
      title={texts.title}
      description={texts.description}
      subtitle={
        <div className="mt-2">
          <div className="flex flex-wrap items-center gap-3">
            <p className="text-lg font-medium text-slate-700 tabular-nums dark:text-slate-200">
              {total.status === 'loading' && <span className="text-slate-500 dark:text-slate-400">{texts.totalLoading}</span>}
              {total.status === 'error' && texts.totalFailed}
              {count !== null && texts.total(count)}
            </p>
            <button
              type="button"
              className={secondaryButton}
              aria-describedby={hintId}
              onClick={() => void recount()}
              disabled={recounting.kind === 'running'}
            >
              {texts.recount}
            </button>
            <span id={hintId} className="sr-only">
              {texts.recountHint}
            </span>
          </div>
          <p role="status" className="mt-2 max-w-xl text-sm text-slate-700 empty:hidden dark:text-slate-200">
            {recounting.kind === 'running' && texts.recounting}
            {recounting.kind === 'done' && recountMessage(recounting.result)}
          </p>
          {recounting.kind === 'failed' && (
            <p role="alert" className="mt-2 text-sm font-medium text-red-700 dark:text-red-300">
              {texts.recountFailed}
            </p>
          )}
        </div>
      }
      actions={
        <div className="flex flex-wrap items-start gap-3">
          <Link to={paths.admin.to()} className={secondaryButton}>
            {texts.backToDashboard}
          </Link>
          <button type="button" className={secondaryButton} aria-expanded={importing} onClick={() => setImporting((open) => !open)}>
            {importTexts.button}
          </button>
          <button type="button" className={primaryButton} onClick={exporting.run} disabled={exporting.state.kind === 'running'}>
            {exportTexts.button}
          </button>
        </div>
      }
    >
      <ExportProgress state={exporting.state} total={count} />

      {importing && <ImportPanel onClose={() => setImporting(false)} onImported={imported} />}

      <div className="mt-6 max-w-2xl">
        <SearchForm
          label={texts.search}
          hint={texts.searchHint}
          searchLabel={texts.searchButton}
          clearLabel={texts.clearSearch}
          applied={query}
          type="email"
          onSearch={(text) => {
            setMessage(null);
            setQuery(text);
          }}
        />
      </div>

      <p role="status" className="mt-4 text-sm font-medium text-green-800 empty:hidden dark:text-green-300">
        {message}
      </p>

      <div className="mt-6">
        <PagedList list={list} texts={texts} empty={query ? texts.noMatches(query) : texts.empty}>
          {(rows, more) => (
            <>
              <SubscribersTable rows={rows} onRemove={remove} />
              {more}
            </>
          )}
        </PagedList>
      </div>
    </AdminPage>
  );
}
