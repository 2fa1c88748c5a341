/**
 * The admin dashboard's Users tab: the newest accounts (name, e-mail, role, joined, last
 * login or Never), more on Load more, and the way to Manage Users to change roles.
 * Exported for the app to compose into the dashboard (features do not import each other).
 */
import { useCallback } from 'react';
import { Link } from 'react-router-dom';
import { rowActionClass } from '../../../components/ui/data-table.js';
import { PagedList } from '../../../components/ui/paged-list.js';
import { paths } from '../../../config/paths.js';
import { useCursorList } from '../../../lib/use-cursor-list.js';
import { listUsers, type UsersCursor } from '../api/list-users.js';
import { usersTabTexts, usersTexts as texts } from '../texts.js';
import { userKey } from '../types.js';
import { RoleBadge, UsersTable } from './users-table.js';

export function UsersTab() {
  const load = useCallback((cursor: UsersCursor | null) => listUsers('', cursor), []);
  const list = useCursorList(load, userKey);
  return (
    <div>
      <p className="mb-4 text-sm">
        <Link to={paths.adminUsers.to()} className={rowActionClass}>
          {usersTabTexts.manage}
        </Link>
      </p>
      <PagedList list={list} texts={texts} empty={texts.empty}>
        {(rows, more) => (
          <>
            <UsersTable label={usersTabTexts.tableLabel} rows={rows} roleCell={(row) => <RoleBadge row={row} />} />
            {more}
          </>
        )}
      </PagedList>
    </div>
  );
}
