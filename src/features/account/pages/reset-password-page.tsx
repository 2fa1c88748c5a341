import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { Spinner } from '../../../components/ui/spinner.js';
import { paths } from '../../../config/paths.js';
import { useAsync } from '../../../lib/use-async.js';
import { errorMessage } from '../account-errors.js';
import { checkResetCode, resetPassword } from '../api/password-reset.js';
import { AuthCard } from '../components/auth-card.js';
import { FormMessage } from '../components/form-message.js';
import { PasswordField } from '../components/password-field.js';
import { primaryButton, textLink } from '../components/styles.js';
import { accountTexts } from '../texts.js';
import { newPasswordProblem } from '../validation.js';

const texts = accountTexts.reset;
/** docs/product.md §9: back to the login page 3 seconds after a reset. */
const REDIRECT_MS = 3000;

export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const oobCode = params.get('oobCode') ?? '';
  const navigate = useNavigate();
  // docs/product.md §2: the link's code is checked on load.
  const check = useCallback(() => (oobCode ? checkResetCode(oobCode) : Promise.reject(new Error('missing'))), [oobCode]);
  const account = useAsync(check);
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [saving, setSaving] = useState(false);
  const [done, setDone] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (!done) return;
    const timer = setTimeout(() => void navigate(paths.login.to(), { replace: true }), REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [done, navigate]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problem = newPasswordProblem(password, confirmation);
    setError(problem);
    if (problem) return;
    setSaving(true);
    resetPassword(oobCode, password)
      .then(() => setDone(true))
      .catch((reason: unknown) => setError(texts.failed(errorMessage(reason))))
      .finally(() => setSaving(false));
  };

  const footer = (
    <Link to={paths.login.to()} className={textLink}>
      {texts.backToLogin}
    </Link>
  );

  return (
    <AuthCard title={texts.title} description={texts.description} footer={footer}>
      {account.status === 'loading' && <Spinner label={texts.checking} />}
      {account.status === 'error' && (
        <div className="space-y-4">
          <FormMessage tone="error">{oobCode ? texts.invalidCode : texts.missingCode}</FormMessage>
          <Link to={paths.forgotPassword.to()} className={textLink}>
            {texts.requestNew}
          </Link>
        </div>
      )}
      {account.status === 'success' && done && (
        <div className="space-y-2">
          <FormMessage tone="success">{texts.success}</FormMessage>
          <p className="text-sm text-slate-600 dark:text-slate-300">{texts.redirecting}</p>
        </div>
      )}
      {account.status === 'success' && !done && (
        <form onSubmit={onSubmit} className="space-y-4">
          <p className="text-slate-700 dark:text-slate-200">
            {texts.forAccount} <strong className="break-all">{account.data}</strong>
          </p>
          {error && <FormMessage tone="error">{error}</FormMessage>}
          {/* A hidden username lets password managers file the new password under the right account. */}
          <input type="email" autoComplete="username" value={account.data} readOnly hidden />
          <PasswordField
            label={accountTexts.fields.newPassword}
            autoComplete="new-password"
            required
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
          <PasswordField
            label={accountTexts.fields.confirmNewPassword}
            autoComplete="new-password"
            required
            value={confirmation}
            onChange={(event) => setConfirmation(event.target.value)}
          />
          <button type="submit" className={primaryButton} disabled={saving}>
            {saving ? texts.submitting : texts.submit}
          </button>
        </form>
      )}
    </AuthCard>
  );
}
