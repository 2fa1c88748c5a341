/**
 * Account routes (docs/product.md §2): the account screens for everyone, the dashboard and profile
 * behind the sign-in guard. A fragment of <Route>s composed in ../routes.tsx; pages load
 * only when visited, and with them Auth (the guest's screens together, below).
 */
import { lazy } from 'react';
import { Route } from 'react-router-dom';
import { paths } from '../../config/paths.js';
import { RequireUser } from '../guards/require-session.js';
import { lazyPage } from './lazy-page.js';
import { pageCode } from './reader-pages.js';

// One piece of code for the screens that link to each other (account-screens.ts says why),
// drawn at once when it is in: React.lazy would suspend even then, leaving the screen being
// left on view for a moment more.
const accountScreens = pageCode(() => import('../../features/account/pages/account-screens.js'));
const LoginPage = lazyPage(accountScreens, (m) => m.LoginPage);
const RegisterPage = lazyPage(accountScreens, (m) => m.RegisterPage);
const ForgotPasswordPage = lazyPage(accountScreens, (m) => m.ForgotPasswordPage);
const ResetPasswordPage = lazyPage(accountScreens, (m) => m.ResetPasswordPage);
const AuthActionPage = lazy(() =>
  import('../../features/account/pages/auth-action-page.js').then((m) => ({ default: m.AuthActionPage })),
);
const VerifyEmailPage = lazy(() =>
  import('../../features/account/pages/verify-email-page.js').then((m) => ({ default: m.VerifyEmailPage })),
);
const DashboardPage = lazy(() =>
  import('../../features/dashboard/components/dashboard-page.js').then((m) => ({ default: m.DashboardPage })),
);

/** An admin's author picture goes through the editor's image upload, as a set in images/avatars. */
const uploadPicture = async (file: File, onProgress: (percent: number) => void): Promise<string> => {
  const { uploadImage } = await import('../../features/admin-articles/api/images.js');
  return uploadImage(file, 'avatars', onProgress);
};

/** /profile: the dashboard (docs/product.md §2) with the account settings, composed here since features stay apart. */
const ProfilePage = lazy(async () => {
  const [{ DashboardPage: Dashboard }, { ProfileSettings }, { AccountDeletionGate }] = await Promise.all([
    import('../../features/dashboard/components/dashboard-page.js'),
    import('../../features/account/components/profile-settings.js'),
    import('../../features/account/components/account-deletion-gate.js'),
  ]);
  return {
    default: () => (
      <AccountDeletionGate>
        <Dashboard variant="profile" settings={<ProfileSettings uploadPicture={uploadPicture} />} />
      </AccountDeletionGate>
    ),
  };
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
    {/* The profile guards itself the same way (AccountDeletionGate): deleting the account
        there signs the user out before the page says it is deleted. */}
    <Route path={paths.profile.pattern} element={<ProfilePage />} />
    <Route element={<RequireUser />}>
      <Route path={paths.dashboard.pattern} element={<DashboardPage />} />
    </Route>
  </>
);
