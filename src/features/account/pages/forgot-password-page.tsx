import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths.js';
import { errorMessage } from '../account-errors.js';
import { sendPasswordReset } from '../api/password-reset.js';
import { AuthCard } from '../components/auth-card.js';
import { FormMessage } from '../components/form-message.js';
import { primaryButton, textLink } from '../components/styles.js';
import { TextField } from '../components/text-field.js';
import { accountTexts } from '../texts.js';

const texts = accountTexts.forgot;

export function ForgotPasswordPage() {
  const [email, setEmail] = useState('');
  const [sending, setSending] = useState(false);
  const [outcome, setOutcome] = useState<{ readonly ok: boolean; readonly text: string } | null>(null);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // docs/product.md §5's own text rather than the browser's, so no `required` on the field.
    if (email.trim() === '') {
      setOutcome({ ok: false, text: texts.emailRequired });
      return;
    }
    setSending(true);
    setOutcome(null);
    sendPasswordReset(email)
      .then(() => setOutcome({ ok: true, text: texts.sent }))
      .catch((reason: unknown) => setOutcome({ ok: false, text: texts.failed(errorMessage(reason)) }))
      .finally(() => setSending(false));
  };

  return (
    <AuthCard
      title={texts.title}
      description={texts.description}
      intro={texts.intro}
      footer={
        <Link to={paths.login.to()} className={textLink}>
          {texts.backToLogin}
        </Link>
      }
    >
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        {outcome && <FormMessage tone={outcome.ok ? 'success' : 'error'}>{outcome.text}</FormMessage>}
        <TextField
          label={accountTexts.fields.email}
          type="email"
          autoComplete="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
        <button type="submit" className={primaryButton} disabled={sending}>
          {sending ? texts.submitting : texts.submit}
        </button>
      </form>
    </AuthCard>
  );
}
