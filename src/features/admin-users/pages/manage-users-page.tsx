/**
 * Manage Users (/admin/users): every account with its role, newest first, a page at a
 * time, or found by the start of a name or an e-mail address. A role saves as soon as it
 * is chosen and the page says so; making someone an admin asks first.
 */
import { useCallback, useState } from 'react';
import { Link } from 'react-router-dom';
import { secondaryButton } from '../../../components/ui/buttons.js';
import { PagedList } from '../../../components/ui/paged-list.js';
import { AdminPage } from '../../../components/ui/admin-page.js';
import { SearchForm } from '../../../components/ui/search-form.js';
import { paths } from '../../../config/paths.js';
import { useSession } from '../../../lib/session/session.js';
import { useCursorList } from '../../../lib/use-cursor-list.js';
import { listUsers, type UsersCursor } from '../api/list-users.js';
import { setUserRole } from '../api/set-user-role.js';
import { RoleCell } from '../components/role-cell.js';
import { UsersTable } from '../components/users-table.js';
import { usersTexts as texts } from '../texts.js';
import { userKey, type UserRole, type UserRow } from '../types.js';

type Notice = { readonly kind: 'saved' | 'failed'; readonly text: string } | null;

export function ManageUsersPage() {
  const session = useSession();
  const selfUid = session.status === 'signed-in' ? session.user.uid : undefined;
  const [search, setSearch] = useState('');
  const [notice, setNotice] = useState<Notice>(null);
  const load = useCallback((cursor: UsersCursor | null) => listUsers(search, cursor), [search]);
  const list = useCursorList(load, userKey);
  const { update } = list;

  const save = useCallback(
    async (row: UserRow, role: UserRole) => {
      setNotice(null);
      try {
        await setUserRole(row.uid, role);
        update((items) => items.map((item) => (item.uid === row.uid ? { ...item, role } : item)));
        setNotice({ kind: 'saved', text: texts.roleSaved(row.name || row.email, role) });
        return true;
      } catch {
        setNotice({ kind: 'failed', text: texts.updateFailed });
        return false;
      }
    },
    [update],
  );

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

      <div className="mt-6 max-w-2xl">
        <SearchForm
          label={texts.search}
          hint={texts.searchHint}
          searchLabel={texts.searchButton}
          clearLabel={texts.clearSearch}
          applied={search}
          onSearch={(text) => {
            setNotice(null);
            setSearch(text);
          }}
        />
      </div>

      <p role="status" className="mt-4 text-sm font-medium text-green-800 empty:hidden dark:text-green-300">
        {notice?.kind === 'saved' ? notice.text : null}
      </p>
      <p role="alert" className="mt-4 text-sm font-medium text-red-700 empty:hidden dark:text-red-300">
        {notice?.kind === 'failed' ? notice.text : null}
      </p>

      <div className="mt-6">
        <PagedList list={list} texts={texts} empty={search ? texts.noMatches(search) : texts.empty}>
          {(rows, more) => (
            <>
              <UsersTable
                label={texts.tableLabel}
                rows={rows}
                selfUid={selfUid}
                roleCell={(row) => <RoleCell row={row} isSelf={row.uid === selfUid} onSave={save} />}
              />
              {more}
            </>
          )}
        </PagedList>
      </div>
    </AdminPage>
  );
}
