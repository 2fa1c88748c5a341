import { useState, type FormEvent } from 'react';
import { Link, Navigate, useSearchParams } from 'react-router-dom';
import { Spinner } from '../../../components/ui/spinner.js';
import { paths } from '../../../config/paths.js';
import { useSession } from '../../../lib/session/session.js';
import { loginErrorText } from '../account-errors.js';
import { signInWithEmail } from '../api/email-sign-in.js';
import { AuthCard } from '../components/auth-card.js';
import { FormMessage } from '../components/form-message.js';
import { PasswordField } from '../components/password-field.js';
import { ProviderButtons } from '../components/provider-buttons.js';
import { primaryButton, textLink } from '../components/styles.js';
import { TextField } from '../components/text-field.js';
import { useProviderSignIn } from '../components/use-provider-sign-in.js';
import { returnPath } from '../return-path.js';
import { accountTexts } from '../texts.js';

const texts = accountTexts.login;

export function LoginPage() {
  const session = useSession();
  const [params] = useSearchParams();
  // An admin's home is the admin area, a reader's their dashboard (as in Ghost).
  const home = session.status === 'signed-in' && session.isAdmin ? paths.admin.to() : paths.dashboard.to();
  const target = returnPath(params.get('redirect'), window.location.origin, home);
  const providers = useProviderSignIn();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [remember, setRemember] = useState(true);
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);

  // Signed in (already, or by this page): on to where the user was going.
  if (session.status === 'signed-in') return <Navigate to={target} replace />;
  if (session.status === 'loading' || providers.completing) {
    return <Spinner label={providers.completing ? accountTexts.providers.completing : accountTexts.menu.loading} />;
  }

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setError(null);
    setSubmitting(true);
    signInWithEmail({ email, password, remember }).catch((reason: unknown) => {
      setSubmitting(false);
      setError(loginErrorText(reason));
    });
  };

  const shownError = error ?? providers.error;
  return (
    <AuthCard
      title={texts.title}
      heading={texts.heading}
      description={texts.description}
      intro={texts.intro}
      footer={
        <>
          {texts.noAccount}{' '}
          <Link to={paths.register.to()} className={textLink}>
            {texts.register}
          </Link>
        </>
      }
    >
      <form onSubmit={onSubmit} className="space-y-4">
        {shownError && <FormMessage tone="error">{shownError}</FormMessage>}
        <TextField
          label={accountTexts.fields.email}
          type="email"
          autoComplete="email"
          required
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
        <PasswordField
          label={accountTexts.fields.password}
          autoComplete="current-password"
          required
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
        <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
          <label className="flex items-center gap-2 text-slate-700 dark:text-slate-200">
            <input
              type="checkbox"
              checked={remember}
              onChange={(event) => setRemember(event.target.checked)}
              className="size-4 rounded border-slate-300 accent-blue-600"
            />
            {texts.rememberMe}
          </label>
          <Link to={paths.forgotPassword.to()} className={textLink}>
            {texts.forgotPassword}
          </Link>
        </div>
        <button type="submit" className={primaryButton} disabled={submitting}>
          {submitting ? texts.submitting : texts.submit}
        </button>
      </form>
      <ProviderButtons
        redirecting={providers.redirecting}
        disabled={submitting}
        onSelect={(provider) => providers.start(provider, remember)}
      />
    </AuthCard>
  );
}
