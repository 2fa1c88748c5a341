import { useState, type FormEvent } from 'react';
import { Link, Navigate, useNavigate } from 'react-router-dom';
import { Spinner } from '../../../components/ui/spinner.js';
import { paths } from '../../../config/paths.js';
import { useSession } from '../../../lib/session/session.js';
import { registerErrorText } from '../account-errors.js';
import { registerAccount } from '../api/register-account.js';
import { AuthCard } from '../components/auth-card.js';
import { FormMessage } from '../components/form-message.js';
import { PasswordField } from '../components/password-field.js';
import { ProviderButtons } from '../components/provider-buttons.js';
import { primaryButton, textLink } from '../components/styles.js';
import { TermsCheckbox } from '../components/terms-checkbox.js';
import { TextField } from '../components/text-field.js';
import { useProviderSignIn } from '../components/use-provider-sign-in.js';
import { accountTexts } from '../texts.js';
import { passwordsDiffer, registrationProblem } from '../validation.js';

const texts = accountTexts.register;

export function RegisterPage() {
  const session = useSession();
  const navigate = useNavigate();
  const providers = useProviderSignIn();
  const [fullName, setFullName] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [agreed, setAgreed] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);

  // A visitor who is signed in goes to the dashboard; not the one registering right now,
  // who goes on to verify their e-mail.
  if (session.status === 'signed-in' && !submitting) return <Navigate to={paths.dashboard.to()} replace />;
  if ((session.status === 'loading' && !submitting) || providers.completing) {
    return <Spinner label={providers.completing ? accountTexts.providers.completing : accountTexts.menu.loading} />;
  }

  const mismatch = passwordsDiffer(password, confirmPassword);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problem = registrationProblem({ fullName, email, password, confirmPassword, agreed });
    setError(problem);
    if (problem) return;
    setSubmitting(true);
    registerAccount({ fullName, email, password }).then(
      () => void navigate(paths.verifyEmail.to(), { replace: true }),
      (reason: unknown) => {
        setSubmitting(false);
        setError(registerErrorText(reason));
      },
    );
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
          {texts.haveAccount}{' '}
          <Link to={paths.login.to()} className={textLink}>
            {texts.logIn}
          </Link>
        </>
      }
    >
      <form onSubmit={onSubmit} className="space-y-4">
        {shownError && <FormMessage tone="error">{shownError}</FormMessage>}
        <TextField
          label={accountTexts.fields.fullName}
          autoComplete="name"
          required
          maxLength={100}
          value={fullName}
          onChange={(event) => setFullName(event.target.value)}
        />
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
          autoComplete="new-password"
          required
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
        <PasswordField
          label={accountTexts.fields.confirmPassword}
          autoComplete="new-password"
          required
          value={confirmPassword}
          error={mismatch ? texts.passwordsDiffer : null}
          onChange={(event) => setConfirmPassword(event.target.value)}
        />
        <TermsCheckbox checked={agreed} onChange={setAgreed} />
        <button type="submit" className={primaryButton} disabled={submitting || mismatch}>
          {submitting ? texts.submitting : texts.submit}
        </button>
      </form>
      <ProviderButtons
        redirecting={providers.redirecting}
        disabled={submitting}
        onSelect={(provider) => providers.start(provider, true)}
      />
    </AuthCard>
  );
}
