/**
 * Route guards (docs/product.md §6, docs/data-model.md): they wait for the session (Auth and the user's role)
 * with a spinner, so protected content never flashes, then render the page or redirect.
 * Used as layout routes: <Route element={<RequireUser />}>…</Route>.
 */
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { Spinner } from '../../components/ui/spinner.js';
import { paths } from '../../config/paths.js';
import { useSession } from '../../lib/session/session.js';

const CHECKING = 'Checking your account…';

/** Signed-in users only; a guest logs in and comes back here. */
export function RequireUser() {
  const session = useSession();
  const { pathname, search } = useLocation();
  if (session.status === 'loading') return <Spinner label={CHECKING} />;
  if (session.status === 'guest') return <Navigate to={paths.login.to(pathname + search)} replace />;
  return <Outlet />;
}

interface RequireAdminProps {
  /** Where a signed-in non-admin goes: /dashboard (docs/product.md §6's role mismatch), / for /admin. */
  readonly otherwise?: string;
}

/** Admins only (the role on users/{uid}); a guest logs in first. */
export function RequireAdmin({ otherwise = paths.dashboard.to() }: RequireAdminProps) {
  const session = useSession();
  const { pathname, search } = useLocation();
  if (session.status === 'loading') return <Spinner label={CHECKING} />;
  if (session.status === 'guest') return <Navigate to={paths.login.to(pathname + search)} replace />;
  if (!session.isAdmin) return <Navigate to={otherwise} replace />;
  return <Outlet />;
}
