import { useEffect, useRef, useState } from 'react';
import { Link, Navigate, useLocation, useNavigate } from 'react-router-dom';
import { Spinner } from '../../../components/ui/spinner.js';
import { paths } from '../../../config/paths.js';
import { useSession } from '../../../lib/session/session.js';
import { errorMessage } from '../account-errors.js';
import { checkEmailVerified, deleteAccount, resendVerificationEmail } from '../api/email-verification.js';
import { AuthCard } from '../components/auth-card.js';
import { DeleteAccountConfirm } from '../components/delete-account-confirm.js';
import { FormMessage } from '../components/form-message.js';
import { dangerButton, primaryButton, secondaryButton, textLink } from '../components/styles.js';
import { useCountdown } from '../components/use-countdown.js';
import { accountTexts } from '../texts.js';

const texts = accountTexts.verify;
/** docs/product.md §9. */
const POLL_MS = 5000;
const REDIRECT_MS = 1500;
const RESEND_COOLDOWN_S = 60;

type Message = { readonly tone: 'error' | 'success' | 'info'; readonly text: string };

export function VerifyEmailPage() {
  const session = useSession();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [message, setMessage] = useState<Message | null>(null);
  const [busy, setBusy] = useState<'check' | 'resend' | 'delete' | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [deleted, setDeleted] = useState(false);
  const cooldown = useCountdown(RESEND_COOLDOWN_S);
  const checking = useRef(false);

  const signedIn = session.status === 'signed-in';
  const verified = signedIn && session.user.emailVerified;

  // docs/product.md §2: re-checks every 5 seconds; the session then says the e-mail is verified.
  useEffect(() => {
    if (!signedIn || verified || deleted) return;
    const timer = setInterval(() => {
      if (checking.current) return;
      checking.current = true;
      checkEmailVerified()
        .catch(() => false) // the button reports failures; a background check stays quiet
        .finally(() => {
          checking.current = false;
        });
    }, POLL_MS);
    return () => clearInterval(timer);
  }, [signedIn, verified, deleted]);

  useEffect(() => {
    if (!verified && !deleted) return;
    const timer = setTimeout(() => {
      void navigate(verified ? paths.dashboard.to() : paths.register.to(), { replace: true });
    }, REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [verified, deleted, navigate]);

  if (session.status === 'loading') return <Spinner />;
  // Deleting the account signs the user out before the page can say it is deleted.
  if (!signedIn && !deleted && busy !== 'delete') return <Navigate to={paths.login.to(pathname)} replace />;

  const check = () => {
    setBusy('check');
    setMessage(null);
    checking.current = true;
    checkEmailVerified()
      .then((ok) => {
        if (!ok) setMessage({ tone: 'error', text: texts.notYet });
      })
      .catch((reason: unknown) => setMessage({ tone: 'error', text: texts.checkFailed(errorMessage(reason)) }))
      .finally(() => {
        checking.current = false;
        setBusy(null);
      });
  };

  const resend = () => {
    setBusy('resend');
    setMessage(null);
    resendVerificationEmail()
      .then(() => {
        setMessage({ tone: 'success', text: texts.sent });
        cooldown.start();
      })
      .catch((reason: unknown) => setMessage({ tone: 'error', text: texts.resendFailed(errorMessage(reason)) }))
      .finally(() => setBusy(null));
  };

  const remove = () => {
    setConfirming(false);
    setBusy('delete');
    setMessage(null);
    deleteAccount()
      .then(() => setDeleted(true))
      .catch(() => setMessage({ tone: 'error', text: texts.deleteFailed }))
      .finally(() => setBusy(null));
  };

  const shown: Message | null = deleted
    ? { tone: 'success', text: texts.deleted }
    : verified
      ? { tone: 'success', text: texts.success }
      : message;
  const email = signedIn ? session.user.email : null;
  const locked = busy !== null || verified || deleted;

  return (
    <AuthCard
      title={texts.title}
      description={texts.description}
      footer={
        <Link to={paths.home.to()} className={textLink}>
          {texts.backHome}
        </Link>
      }
    >
      <div className="space-y-4">
        {email && (
          <p className="text-slate-700 dark:text-slate-200">
            {texts.sentTo} <strong className="break-all">{email}</strong>.
          </p>
        )}
        <p className="text-sm text-slate-600 dark:text-slate-300">{texts.checkInbox}</p>
        <p className="text-sm text-slate-600 dark:text-slate-300">{texts.autoCheck}</p>
        {/* Always present, so screen readers announce what appears in it. */}
        <div aria-live="polite">{shown && <FormMessage tone={shown.tone}>{shown.text}</FormMessage>}</div>
        <button type="button" className={primaryButton} disabled={locked} onClick={check}>
          {busy === 'check' ? texts.checking : texts.verified}
        </button>
        <button type="button" className={secondaryButton} disabled={locked || cooldown.left > 0} onClick={resend}>
          {cooldown.left > 0 ? texts.resendIn(cooldown.left) : texts.resend}
        </button>
        {confirming ? (
          <DeleteAccountConfirm onConfirm={remove} onCancel={() => setConfirming(false)} />
        ) : (
          <button type="button" className={dangerButton} disabled={locked} onClick={() => setConfirming(true)}>
            {busy === 'delete' ? texts.deleting : texts.cancel}
          </button>
        )}
      </div>
    </AuthCard>
  );
}
