/**
 * Account routes (docs/product.md §2): the account screens for everyone, the dashboard and profile
 * behind the sign-in guard. A fragment of <Route>s composed in ../routes.tsx; pages are
 * React.lazy so each loads only when visited, and with them Auth.
 */
import { lazy } from 'react';
import { Route } from 'react-router-dom';
import { paths } from '../../config/paths.js';
import { RequireUser } from '../guards/require-session.js';

const LoginPage = lazy(() => import('../../features/account/pages/login-page.js').then((m) => ({ default: m.LoginPage })));
const RegisterPage = lazy(() =>
  import('../../features/account/pages/register-page.js').then((m) => ({ default: m.RegisterPage })),
);
const ForgotPasswordPage = lazy(() =>
  import('../../features/account/pages/forgot-password-page.js').then((m) => ({ default: m.ForgotPasswordPage })),
);
const ResetPasswordPage = lazy(() =>
  import('../../features/account/pages/reset-password-page.js').then((m) => ({ default: m.ResetPasswordPage })),
);
const AuthActionPage = lazy(() =>
  import('../../features/account/pages/auth-action-page.js').then((m) => ({ default: m.AuthActionPage })),
);
const VerifyEmailPage = lazy(() =>
  import('../../features/account/pages/verify-email-page.js').then((m) => ({ default: m.VerifyEmailPage })),
);
const DashboardPage = lazy(() =>
  import('../../features/dashboard/components/dashboard-page.js').then((m) => ({ default: m.DashboardPage })),
);

/** /profile: the dashboard (docs/product.md §2) with the account settings, composed here since features stay apart. */
const ProfilePage = lazy(async () => {
  const [{ DashboardPage: Dashboard }, { ProfileSettings }] = await Promise.all([
    import('../../features/dashboard/components/dashboard-page.js'),
    import('../../features/account/components/profile-settings.js'),
  ]);
  return { default: () => <Dashboard variant="profile" settings={<ProfileSettings />} /> };
});

export const accountRoutes = (
  <>
    <Route path={paths.login.pattern} element={<LoginPage />} />
    <Route path={paths.register.pattern} element={<RegisterPage />} />
    <Route path={paths.forgotPassword.pattern} element={<ForgotPasswordPage />} />
    <Route path={paths.resetPassword.pattern} element={<ResetPasswordPage />} />
    <Route path={paths.authAction.pattern} element={<AuthActionPage />} />
    {/* Signed-in only; the page itself sends a guest to log in, except right after the
        account was deleted, when it says so before going on to /register. */}
    <Route path={paths.verifyEmail.pattern} element={<VerifyEmailPage />} />
    <Route path={paths.emailVerification.pattern} element={<VerifyEmailPage />} />
    <Route element={<RequireUser />}>
      <Route path={paths.dashboard.pattern} element={<DashboardPage />} />
      <Route path={paths.profile.pattern} element={<ProfilePage />} />
    </Route>
  </>
);
