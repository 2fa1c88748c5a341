import { useId, useState, type FormEvent } from 'react';
import { useHydrating } from '../../../lib/use-hydrating.js';
import { isSubscribableEmail, normalizeEmail } from '../email.js';
import { newsletterTexts as texts } from '../texts.js';

type Status = 'idle' | 'sending' | 'success' | 'invalid' | 'failed';

interface SubscribeFormProps {
  /** Where the form is (footer, home, sidebar), stored with the subscription. */
  readonly source: string;
}

/**
 * The newsletter form of the footer, the home page and the sidebar (docs/product.md §2, §5;
 * docs/decisions.md): one e-mail field and Subscribe. Side by side where the form has room, stacked in
 * narrow places (a container query, since the sidebar is narrow on wide screens).
 */
export function SubscribeForm({ source }: SubscribeFormProps) {
  const [email, setEmail] = useState('');
  const [status, setStatus] = useState<Status>('idle');
  const inputId = useId();
  const messageId = useId();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const address = normalizeEmail(email);
    if (!isSubscribableEmail(address)) {
      setStatus('invalid');
      return;
    }
    setStatus('sending');
    try {
      // The Firestore SDK is fetched on the first subscription, not with every page.
      const { subscribe } = await import('../api/subscribe.js');
      await subscribe(address, source);
      setEmail('');
      setStatus('success');
    } catch {
      // What was typed stays, to try again.
      setStatus('failed');
    }
  }

  const sending = status === 'sending';
  // On a built page, nothing to type into or send until the app has taken it over: the browser
  // would send the form to the page's own address, and lose what was typed.
  const hydrating = useHydrating();
  const problem = status === 'invalid' || status === 'failed';
  return (
    // No name of its own: the section around each form (footer, home, sidebar) names it, and
    // several named forms alike on one page would be landmarks no one can tell apart.
    <form onSubmit={(event) => void submit(event)} className="@container">
      <div className="flex flex-col gap-2 @sm:flex-row">
        <label htmlFor={inputId} className="sr-only">
          {texts.emailLabel}
        </label>
        <input
          id={inputId}
          type="email"
          name="email"
          required
          autoComplete="email"
          maxLength={254}
          value={email}
          onChange={(event) => {
            setEmail(event.target.value);
            // A new address: the last outcome no longer applies.
            if (status !== 'sending') setStatus('idle');
          }}
          placeholder={texts.emailPlaceholder}
          readOnly={hydrating}
          aria-invalid={status === 'invalid' || undefined}
          aria-describedby={messageId}
          className="min-w-0 flex-1 rounded-md border border-slate-300 bg-white px-3 py-2 text-slate-900 placeholder:text-slate-400 focus:border-blue-600 focus:outline-2 focus:outline-blue-600 aria-invalid:border-red-600 dark:border-slate-700 dark:bg-slate-950 dark:text-white"
        />
        <button
          type="submit"
          disabled={sending || hydrating}
          aria-busy={sending}
          className="rounded-md bg-blue-600 px-5 py-2 font-medium text-white hover:bg-blue-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600 aria-busy:cursor-wait aria-busy:opacity-70 dark:bg-blue-600 dark:hover:bg-blue-700"
        >
          {sending ? texts.subscribing : texts.subscribe}
        </button>
      </div>
      {/* Always in the page, so screen readers announce what changes in it. */}
      <p
        id={messageId}
        aria-live="polite"
        className={`mt-2 text-sm empty:hidden ${problem ? 'text-red-700 dark:text-red-300' : 'text-green-700 dark:text-green-300'}`}
      >
        {status === 'success' && texts.success}
        {status === 'invalid' && texts.invalid}
        {status === 'failed' && texts.failed}
      </p>
    </form>
  );
}
