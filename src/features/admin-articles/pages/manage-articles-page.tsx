/**
 * Manage articles (/admin/articles): status and category filters, the order (last updated,
 * created or published, newest first) and a search by the words of titles, all in the
 * address (queryOf); a table of
 * every article, a page at a time, with View, Edit and Delete on each row; rows
 * selected with checkboxes published, unpublished or deleted together (BulkBar); and,
 * under the list, Re-index search (ReindexSearch) and Optimise images (OptimiseImages).
 */
import { useCallback, useId, useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { AdminPage } from '../../../components/ui/admin-page.js';
import { primaryButton } from '../../../components/ui/buttons.js';
import { inputBorder, inputClass, labelClass } from '../../../components/ui/form-styles.js';
import { PagedList } from '../../../components/ui/paged-list.js';
import { SearchForm } from '../../../components/ui/search-form.js';
import { isCategoryId } from '../../../config/categories.js';
import { paths } from '../../../config/paths.js';
import { useSession } from '../../../lib/session/session.js';
import { useCursorList } from '../../../lib/use-cursor-list.js';
import { runBulk } from '../api/bulk-articles.js';
import type { DiscussionProgress } from '../api/delete-discussion.js';
import { listArticleRows, type ArticleQuery, type ArticleSort, type ArticlesCursor } from '../api/list-articles.js';
import type { BulkAction } from '../bulk-actions.js';
import { BulkBar } from '../components/bulk-bar.js';
import { CategoryOptions } from '../components/category-options.js';
import { FeedsNotice } from '../components/feeds-notice.js';
import { ManageArticlesTable } from '../components/manage-articles-table.js';
import { OptimiseImages } from '../components/optimise-images.js';
import { ReindexSearch } from '../components/reindex-search.js';
import { bulkTexts, manageTexts as texts } from '../texts.js';
import type { ArticleRow, Writer } from '../types.js';

const rowKey = (row: ArticleRow): string => row.id;

const INITIAL: ArticleQuery = { status: 'all', category: 'all', search: '', sort: 'updated' };
const SORTS: readonly ArticleSort[] = ['updated', 'created', 'published'];
const NONE: ReadonlySet<string> = new Set();

/**
 * The filters, order and search live in the address (?status=draft&category=…&sort=created&q=…),
 * so a list can be linked to, reloaded and gone back to; what is not there is the default.
 */
function queryOf(params: URLSearchParams): ArticleQuery {
  const status = params.get('status');
  const category = params.get('category') ?? '';
  return {
    status: status === 'draft' || status === 'published' ? status : 'all',
    category: isCategoryId(category) ? category : 'all',
    search: params.get('q') ?? '',
    sort: SORTS.find((sort) => sort === params.get('sort')) ?? 'updated',
  };
}

function paramsOf(query: ArticleQuery): Record<string, string> {
  return {
    ...(query.status !== INITIAL.status && { status: query.status }),
    ...(query.category !== INITIAL.category && { category: query.category }),
    ...(query.sort !== INITIAL.sort && { sort: query.sort }),
    ...(query.search !== '' && { q: query.search }),
  };
}

/** A row after an action on it: its status, and publishedAt when it is first published. */
function afterAction(row: ArticleRow, action: Exclude<BulkAction, 'delete'>): ArticleRow {
  return action === 'publish' ? { ...row, status: 'published', publishedAt: row.publishedAt ?? new Date() } : { ...row, status: 'draft' };
}

export function ManageArticlesPage() {
  const [params, setParams] = useSearchParams();
  const filter = useMemo(() => queryOf(params), [params]);
  const [message, setMessage] = useState<string | null>(null);
  // The selection belongs to the list it was made in: a new filter, order or search starts none.
  const [selection, setSelection] = useState<{ readonly of: ArticleQuery; readonly ids: ReadonlySet<string> }>({ of: INITIAL, ids: NONE });
  const [running, setRunning] = useState(false);
  const session = useSession();
  const writer: Writer | null =
    session.status === 'signed-in' ? { uid: session.user.uid, name: session.profile?.fullName || session.user.displayName || '' } : null;
  const load = useCallback((cursor: ArticlesCursor | null) => listArticleRows(filter, cursor), [filter]);
  const list = useCursorList(load, rowKey);

  const change = (next: Partial<ArticleQuery>) => setParams(paramsOf({ ...filter, ...next }), { replace: true });
  const rows = useMemo(() => (list.state.kind === 'ready' ? list.state.items : []), [list.state]);
  const ids = selection.of === filter ? selection.ids : NONE;
  const selectedRows = rows.filter((row) => ids.has(row.id));

  const select = useCallback(
    (row: ArticleRow, on: boolean) =>
      setSelection((current) => {
        const next = new Set(current.of === filter ? current.ids : NONE);
        if (on) next.add(row.id);
        else next.delete(row.id);
        return { of: filter, ids: next };
      }),
    [filter],
  );
  const selectAll = (on: boolean) => setSelection({ of: filter, ids: on ? new Set(rows.map(rowKey)) : NONE });

  const { update } = list;
  const removed = useCallback(
    (row: ArticleRow) => {
      update((items) => items.filter((other) => other.id !== row.id));
      setMessage(texts.deleted(row.title));
    },
    [update],
  );

  const run = async (action: BulkAction, onProgress: (through: number, comments?: DiscussionProgress) => void) => {
    setMessage(null);
    setRunning(true);
    const targets = selectedRows.map(({ id, title }) => ({ id, title }));
    const outcomes = writer
      ? await runBulk(action, targets, writer, onProgress)
      : targets.map(({ id, title }) => ({ id, title, done: false as const, reason: texts.loadFailed }));
    const done = new Set(outcomes.flatMap((outcome) => (outcome.done ? [outcome.id] : [])));
    update((items) =>
      action === 'delete' ? items.filter((item) => !done.has(item.id)) : items.map((item) => (done.has(item.id) ? afterAction(item, action) : item)),
    );
    // What was not done stays selected, to try again or open.
    setSelection({ of: filter, ids: new Set(targets.filter(({ id }) => !done.has(id)).map(({ id }) => id)) });
    setRunning(false);
    return outcomes;
  };

  return (
    <AdminPage
      title={texts.title}
      description={texts.description}
      actions={
        <Link to={paths.adminCreateArticle.to()} className={primaryButton}>
          {texts.newArticle}
        </Link>
      }
    >
      <FeedsNotice />
      <Filters filter={filter} onChange={change} />
      <p role="status" className="mt-4 text-sm text-green-800 empty:hidden dark:text-green-300">
        {message}
      </p>

      <div className="mt-6">
        {/* Outside the list, so its report stays when the action emptied the list. */}
        {list.state.kind === 'ready' && (
          <div className="mb-4">
            <BulkBar
              selected={selectedRows.length}
              selectedPublished={selectedRows.filter((row) => row.status === 'published').length}
              shown={rows.length}
              onSelectAll={selectAll}
              run={run}
            />
          </div>
        )}
        <PagedList list={list} texts={{ ...texts, loadingMore: texts.loading }} empty={texts.empty}>
          {(shown, more) => (
            <>
              <ManageArticlesTable rows={shown} sort={filter.sort} selected={ids} onSelect={select} onDeleted={removed} locked={running} />
              {more}
            </>
          )}
        </PagedList>
      </div>
      <ReindexSearch />
      <OptimiseImages writer={writer} />
    </AdminPage>
  );
}

function Filters({ filter, onChange }: { readonly filter: ArticleQuery; readonly onChange: (next: Partial<ArticleQuery>) => void }) {
  const id = useId();
  return (
    <div className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-[10rem_14rem_12rem_minmax(0,1fr)] lg:items-end">
      <div>
        <label htmlFor={`${id}-status`} className={labelClass}>
          {texts.statusFilter}
        </label>
        <select
          id={`${id}-status`}
          value={filter.status}
          onChange={(event) => onChange({ status: event.target.value === 'published' || event.target.value === 'draft' ? event.target.value : 'all' })}
          className={`${inputClass} ${inputBorder(false)}`}
        >
          <option value="all">{texts.all}</option>
          <option value="published">{texts.published}</option>
          <option value="draft">{texts.draft}</option>
        </select>
      </div>
      <div>
        <label htmlFor={`${id}-category`} className={labelClass}>
          {texts.categoryFilter}
        </label>
        <select
          id={`${id}-category`}
          value={filter.category}
          onChange={(event) => onChange({ category: isCategoryId(event.target.value) ? event.target.value : 'all' })}
          className={`${inputClass} ${inputBorder(false)}`}
        >
          <CategoryOptions first={{ value: 'all', label: texts.allCategories }} />
        </select>
      </div>
      <div>
        <label htmlFor={`${id}-sort`} className={labelClass}>
          {bulkTexts.sort}
        </label>
        <select
          id={`${id}-sort`}
          value={filter.sort}
          onChange={(event) => onChange({ sort: SORTS.find((sort) => sort === event.target.value) ?? 'updated' })}
          className={`${inputClass} ${inputBorder(false)}`}
        >
          {SORTS.map((sort) => (
            <option key={sort} value={sort}>
              {bulkTexts.sorts[sort]}
            </option>
          ))}
        </select>
      </div>
      <div className="sm:col-span-2 lg:col-span-1">
        <SearchForm label={texts.search} searchLabel={texts.searchButton} clearLabel={texts.clearSearch} applied={filter.search} onSearch={(search) => onChange({ search })} />
      </div>
    </div>
  );
}
