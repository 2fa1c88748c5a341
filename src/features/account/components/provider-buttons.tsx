import type { SignInProvider } from '../api/provider-sign-in.js';
import { accountTexts } from '../texts.js';
import { secondaryButton } from './styles.js';

interface ProviderButtonsProps {
  readonly redirecting: SignInProvider | null;
  readonly disabled: boolean;
  readonly onSelect: (provider: SignInProvider) => void;
}

/** "Continue with Google / Facebook" below the e-mail form. */
export function ProviderButtons({ redirecting, disabled, onSelect }: ProviderButtonsProps) {
  const { providers } = accountTexts;
  return (
    <div className="mt-6">
      <div className="flex items-center gap-3 text-sm text-slate-500 dark:text-slate-400">
        <span className="h-px flex-1 bg-slate-200 dark:bg-slate-700" />
        {providers.divider}
        <span className="h-px flex-1 bg-slate-200 dark:bg-slate-700" />
      </div>
      <div className="mt-4 grid gap-3 sm:grid-cols-2">
        <button type="button" className={secondaryButton} disabled={disabled || redirecting !== null} onClick={() => onSelect('google')}>
          <GoogleMark />
          {redirecting === 'google' ? providers.redirecting : providers.google}
        </button>
        <button type="button" className={secondaryButton} disabled={disabled || redirecting !== null} onClick={() => onSelect('facebook')}>
          <FacebookMark />
          {redirecting === 'facebook' ? providers.redirecting : providers.facebook}
        </button>
      </div>
    </div>
  );
}

function GoogleMark() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5">
      <path fill="#4285F4" d="M23.5 12.3c0-.8-.1-1.6-.2-2.3H12v4.5h6.5a5.6 5.6 0 0 1-2.4 3.6v3h3.9c2.2-2.1 3.5-5.1 3.5-8.8Z" />
      <path fill="#34A853" d="M12 24c3.2 0 6-1.1 7.9-2.9l-3.9-3c-1 .7-2.4 1.2-4 1.2-3.1 0-5.7-2.1-6.7-4.9h-4v3.1A12 12 0 0 0 12 24Z" />
      <path fill="#FBBC05" d="M5.3 14.4a7.2 7.2 0 0 1 0-4.8V6.5h-4a12 12 0 0 0 0 11l4-3.1Z" />
      <path fill="#EA4335" d="M12 4.8c1.8 0 3.3.6 4.6 1.8l3.4-3.4A12 12 0 0 0 1.3 6.5l4 3.1c1-2.8 3.6-4.8 6.7-4.8Z" />
    </svg>
  );
}

function FacebookMark() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5">
      <path fill="#1877F2" d="M24 12a12 12 0 1 0-13.9 11.9v-8.4H7.1V12h3V9.4c0-3 1.8-4.7 4.5-4.7 1.3 0 2.7.2 2.7.2v2.9h-1.5c-1.5 0-2 .9-2 1.9V12h3.4l-.5 3.5h-2.9v8.4A12 12 0 0 0 24 12Z" />
    </svg>
  );
}
