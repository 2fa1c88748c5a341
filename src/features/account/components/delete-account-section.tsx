import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { errorCode } from '../../../lib/firebase/errors.js';
import { useSession } from '../../../lib/session/session.js';
import { errorMessage } from '../account-errors.js';
import { confirmPassword, deleteSignedInAccount, eraseAccountData, type DeletionProgress } from '../api/delete-account.js';
import { accountTexts } from '../texts.js';
import { useDeletionStage } from './account-deletion-gate.js';
import { FormMessage } from './form-message.js';
import { PasswordField } from './password-field.js';
import { dangerButton, secondaryButton } from './styles.js';
import { TextField } from './text-field.js';

const texts = accountTexts.deleteAccount;

type Step = 'idle' | 'confirm' | 'working' | 'password';

const sameAddress = (typed: string, email: string) => typed.trim().toLowerCase() === email.toLowerCase();

/**
 * The profile's danger zone (docs/product.md §2, Profile): what deleting the account does,
 * a confirmation (the product's question and the account's e-mail typed), the progress as
 * the user's things are removed, then the account; a password when Firebase asks for a
 * recent sign-in. Admins are told to be made readers first.
 */
export function DeleteAccountSection() {
  const session = useSession();
  const setStage = useDeletionStage();
  const headingId = useId();
  const confirmTextId = useId();
  const [step, setStep] = useState<Step>('idle');
  const [typed, setTyped] = useState('');
  const [typedError, setTypedError] = useState<string | null>(null);
  const [password, setPassword] = useState('');
  const [passwordError, setPasswordError] = useState<string | null>(null);
  const [progress, setProgress] = useState<DeletionProgress | null>(null);
  const [failed, setFailed] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  const confirmField = useRef<HTMLDivElement>(null);
  const passwordForm = useRef<HTMLFormElement>(null);
  const returnFocus = useRef(false);

  // The focus follows the step: into the confirmation and the password form as they open,
  // back to the button when the user cancels or it failed.
  useEffect(() => {
    if (step === 'confirm') confirmField.current?.querySelector('input')?.focus();
    if (step === 'password') passwordForm.current?.querySelector('input')?.focus();
    if (step === 'idle' && returnFocus.current) {
      returnFocus.current = false;
      opener.current?.focus();
    }
  }, [step]);

  if (session.status !== 'signed-in') return null;
  const { user } = session;
  const email = user.email ?? '';

  const run = async () => {
    setStep('working');
    setFailed(false);
    setProgress(null);
    setTyped('');
    try {
      await eraseAccountData(user.uid, setProgress);
      setStage('deleting');
      await deleteSignedInAccount();
      setStage('deleted');
    } catch (error) {
      setStage(null);
      if (errorCode(error) === 'auth/requires-recent-login' && user.hasPassword) {
        setStep('password');
        return;
      }
      returnFocus.current = true;
      setFailed(true);
      setStep('idle');
    }
  };

  const confirm = (event: FormEvent) => {
    event.preventDefault();
    if (email && !sameAddress(typed, email)) {
      setTypedError(texts.emailMismatch);
      return;
    }
    void run();
  };

  const reauthenticate = (event: FormEvent) => {
    event.preventDefault();
    if (!password) {
      setPasswordError(texts.passwordRequired);
      return;
    }
    setStep('working');
    confirmPassword(password)
      .then(() => {
        setPassword('');
        return run();
      })
      .catch((error: unknown) => {
        // A wrong password is said at the field, to try again; anything else as a failure.
        const code = errorCode(error);
        if (code === 'auth/wrong-password' || code === 'auth/invalid-credential' || code === 'auth/invalid-login-credentials') {
          setPasswordError(errorMessage(error));
          setStep('password');
          return;
        }
        returnFocus.current = true;
        setFailed(true);
        setStep('idle');
      });
  };

  const cancel = () => {
    returnFocus.current = true;
    setTyped('');
    setTypedError(null);
    setPassword('');
    setPasswordError(null);
    setStep('idle');
  };

  return (
    <section
      aria-labelledby={headingId}
      className="rounded-xl border border-red-200 bg-white p-6 shadow-sm dark:border-red-900 dark:bg-slate-900"
    >
      <h2 id={headingId} className="text-lg font-semibold text-red-800 dark:text-red-200">
        {texts.heading}
      </h2>
      {session.isAdmin ? (
        <p className="mt-3 text-sm text-slate-700 dark:text-slate-200">{texts.adminOnly}</p>
      ) : (
        <div className="mt-3 space-y-4 text-sm text-slate-700 dark:text-slate-200">
          <div>
            <p>{texts.intro}</p>
            <ul className="mt-2 list-disc space-y-1 pl-5">
              <li>{texts.likesAndSaves}</li>
              <li>{texts.comments}</li>
              <li>{texts.profile}</li>
            </ul>
            <p className="mt-2">{texts.newsletter}</p>
          </div>
          {/* Always present, so screen readers announce what appears in it. */}
          <div aria-live="polite">{failed && step === 'idle' && <FormMessage tone="error">{texts.failed}</FormMessage>}</div>
          {step === 'idle' && (
            <button ref={opener} type="button" className={`${dangerButton} sm:w-auto`} onClick={() => setStep('confirm')}>
              {texts.open}
            </button>
          )}
          {step === 'confirm' && (
            <div
              role="alertdialog"
              aria-modal="false"
              aria-labelledby={confirmTextId}
              className="rounded-md border border-red-200 bg-red-50 p-4 dark:border-red-900 dark:bg-red-950/40"
            >
              <form noValidate onSubmit={confirm} className="space-y-3">
                <p id={confirmTextId} className="font-medium text-red-800 dark:text-red-200">
                  {texts.confirm}
                </p>
                {email && (
                  <div ref={confirmField}>
                    <TextField
                      label={texts.typeEmail}
                      type="email"
                      autoComplete="off"
                      spellCheck={false}
                      value={typed}
                      error={typedError}
                      onChange={(event) => {
                        setTyped(event.target.value);
                        setTypedError(null);
                      }}
                    />
                  </div>
                )}
                <CancelOrGo onCancel={cancel} go={texts.confirmButton} />
              </form>
            </div>
          )}
          {step === 'working' && (
            <div role="status" aria-live="polite" className="space-y-2">
              <p>{progress ? texts.progress(progress.done, progress.total) : texts.progressLabel + '…'}</p>
              <progress
                aria-label={texts.progressLabel}
                max={progress?.total ?? 1}
                value={progress?.done ?? 0}
                className="h-2 w-full accent-red-600"
              />
            </div>
          )}
          {step === 'password' && (
            <form ref={passwordForm} aria-label={texts.passwordNeeded} noValidate onSubmit={reauthenticate} className="space-y-3">
              <p>{texts.passwordNeeded}</p>
              <PasswordField
                label={accountTexts.fields.password}
                autoComplete="current-password"
                value={password}
                error={passwordError}
                onChange={(event) => {
                  setPassword(event.target.value);
                  setPasswordError(null);
                }}
              />
              <CancelOrGo onCancel={cancel} go={texts.passwordSubmit} />
            </form>
          )}
        </div>
      )}
    </section>
  );
}

/** A step's two buttons: Cancel, and the one that sends its form on to the deletion. */
function CancelOrGo({ onCancel, go }: { readonly onCancel: () => void; readonly go: string }) {
  return (
    <div className="grid gap-2 sm:grid-cols-2">
      <button type="button" className={secondaryButton} onClick={onCancel}>
        {texts.cancel}
      </button>
      <button type="submit" className={dangerButton}>
        {go}
      </button>
    </div>
  );
}
