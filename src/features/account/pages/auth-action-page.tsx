import { useCallback } from 'react';
import { Link, Navigate, useSearchParams } from 'react-router-dom';
import { Spinner } from '../../../components/ui/spinner.js';
import { paths } from '../../../config/paths.js';
import { useAsync } from '../../../lib/use-async.js';
import { applyEmailAction, isEmailAction, type EmailAction } from '../api/email-actions.js';
import { AuthCard } from '../components/auth-card.js';
import { FormMessage } from '../components/form-message.js';
import { primaryButton } from '../components/styles.js';
import { accountTexts } from '../texts.js';

const texts = accountTexts.action;

const doneText: Record<EmailAction, string> = {
  verifyEmail: texts.emailVerified,
  verifyAndChangeEmail: texts.emailChanged,
  recoverEmail: texts.emailRestored,
};

/**
 * Where Firebase's e-mail links land when the project's action URL is /auth/action:
 * password resets go on to /reset-password, the others are applied here.
 */
export function AuthActionPage() {
  const [params] = useSearchParams();
  const mode = params.get('mode');
  const oobCode = params.get('oobCode') ?? '';

  if (mode === 'resetPassword') return <Navigate to={paths.resetPassword.to(oobCode)} replace />;
  return (
    <AuthCard title={texts.title} description={texts.title}>
      {isEmailAction(mode) && oobCode ? <ApplyLink mode={mode} oobCode={oobCode} /> : <FormMessage tone="error">{texts.unknown}</FormMessage>}
    </AuthCard>
  );
}

function ApplyLink({ mode, oobCode }: { readonly mode: EmailAction; readonly oobCode: string }) {
  const apply = useCallback(() => applyEmailAction(oobCode), [oobCode]);
  const result = useAsync(apply);

  if (result.status === 'loading') return <Spinner label={texts.working} />;
  if (result.status === 'error') return <FormMessage tone="error">{texts.failed}</FormMessage>;
  const { signedIn } = result.data;
  return (
    <div className="space-y-4">
      <FormMessage tone="success">{doneText[mode]}</FormMessage>
      {!signedIn && mode !== 'verifyEmail' && <p className="text-slate-700 dark:text-slate-200">{texts.logInAgain}</p>}
      <Link to={signedIn ? paths.dashboard.to() : paths.login.to()} className={primaryButton}>
        {signedIn ? texts.toDashboard : texts.toLogin}
      </Link>
    </div>
  );
}
