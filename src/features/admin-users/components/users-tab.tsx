/**
 * The admin dashboard's Users tab: the newest accounts (name, e-mail, role, joined, last
 * login or Never), more on Load more, and the way to Manage Users to change roles.
 * Exported for the app to compose into the dashboard (features do not import each other).
 */
import { useCallback } from 'react';
import { Link } from 'react-router-dom';
import { rowActionClass } from '../../../components/ui/data-table.js';
import { ErrorBox } from '../../../components/ui/error-box.js';
import { LoadMore } from '../../../components/ui/load-more.js';
import { Spinner } from '../../../components/ui/spinner.js';
import { paths } from '../../../config/paths.js';
import { useCursorList } from '../../../lib/use-cursor-list.js';
import { listUsers, type UsersCursor } from '../api/list-users.js';
import { usersTabTexts, usersTexts as texts } from '../texts.js';
import { userKey } from '../types.js';
import { RoleBadge, UsersTable } from './users-table.js';

export function UsersTab() {
  const load = useCallback((cursor: UsersCursor | null) => listUsers('', cursor), []);
  const list = useCursorList(load, userKey);
  const { state } = list;
  return (
    <div>
      <p className="mb-4 text-sm">
        <Link to={paths.adminUsers.to()} className={rowActionClass}>
          {usersTabTexts.manage}
        </Link>
      </p>
      {state.kind === 'loading' && <Spinner label={texts.loading} />}
      {state.kind === 'failed' && <ErrorBox message={texts.loadFailed} onRetry={list.retry} />}
      {state.kind === 'ready' && state.items.length === 0 && <p className="py-6 text-center text-slate-600 dark:text-slate-300">{texts.empty}</p>}
      {state.kind === 'ready' && state.items.length > 0 && (
        <>
          <UsersTable label={usersTabTexts.tableLabel} rows={state.items} roleCell={(row) => <RoleBadge row={row} />} />
          <LoadMore
            more={state.more}
            hasMore={state.next !== null}
            onLoad={list.loadMore}
            label={texts.loadMore}
            loadingLabel={texts.loadingMore}
            failed={texts.loadFailed}
          />
        </>
      )}
    </div>
  );
}
