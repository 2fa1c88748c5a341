import { useId, useState, type FormEvent } from 'react';
import { isEmailAddress } from '../../../lib/email-address.js';
import { useSession } from '../../../lib/session/session.js';
import { CONTACT_LIMITS, sendContactMessage, type ContactMessage } from '../api/send-contact-message.js';
import { contactTexts as texts } from '../texts.js';
import { ContactField } from './contact-field.js';

type Status = 'idle' | 'sending' | 'sent' | 'incomplete' | 'invalid-email' | 'failed';

const EMPTY: ContactMessage = { name: '', email: '', subject: '', message: '' };

const problems: Partial<Record<Status, string>> = {
  incomplete: texts.incomplete,
  'invalid-email': texts.invalidEmail,
  failed: texts.failed,
};

function trimmed(values: ContactMessage): ContactMessage {
  return { name: values.name.trim(), email: values.email.trim(), subject: values.subject.trim(), message: values.message.trim() };
}

/** docs/product.md §2 Contact: all four fields required; the message is stored (docs/decisions.md). */
export function ContactForm() {
  const session = useSession();
  const [values, setValues] = useState<ContactMessage>(EMPTY);
  const [status, setStatus] = useState<Status>('idle');
  const id = useId();

  function change(field: keyof ContactMessage, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    if (status !== 'sending') setStatus('idle');
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const message = trimmed(values);
    // The browser checks required fields, but not ones holding only spaces.
    if (Object.values(message).some((value) => value === '')) {
      setStatus('incomplete');
      return;
    }
    if (!isEmailAddress(message.email)) {
      setStatus('invalid-email');
      return;
    }
    setStatus('sending');
    try {
      await sendContactMessage(message, session.status === 'signed-in' ? session.user.uid : null);
      setValues(EMPTY);
      setStatus('sent');
    } catch {
      // Everything typed stays in the form, to send again.
      setStatus('failed');
    }
  }

  const problem = problems[status];
  const fieldProps = (name: keyof ContactMessage) => ({
    id: `${id}-${name}`,
    name,
    value: values[name],
    maxLength: CONTACT_LIMITS[name],
    onChange: (value: string) => change(name, value),
  });

  return (
    <form onSubmit={(event) => void submit(event)} aria-labelledby={`${id}-heading`} className="space-y-5">
      <h2 id={`${id}-heading`} className="text-2xl font-bold text-slate-900 dark:text-white">
        {texts.formHeading}
      </h2>
      <div role="status">
        {status === 'sent' && (
          <div className="rounded-lg border border-green-200 bg-green-50 p-4 text-green-800 dark:border-green-900 dark:bg-green-950/40 dark:text-green-200">
            <p className="font-semibold">{texts.successTitle}</p>
            <p>{texts.successText}</p>
          </div>
        )}
      </div>
      <div role="alert">
        {problem && (
          <p className="rounded-lg border border-red-200 bg-red-50 p-4 text-red-800 dark:border-red-900 dark:bg-red-950/40 dark:text-red-200">
            {problem}
          </p>
        )}
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <ContactField {...fieldProps('name')} label={texts.name} autoComplete="name" />
        <ContactField
          {...fieldProps('email')}
          label={texts.email}
          type="email"
          autoComplete="email"
          invalid={status === 'invalid-email'}
        />
      </div>
      <ContactField {...fieldProps('subject')} label={texts.subject} />
      <ContactField {...fieldProps('message')} label={texts.message} multiline />
      <button
        type="submit"
        disabled={status === 'sending'}
        className="rounded-md bg-blue-600 px-6 py-2.5 font-medium text-white hover:bg-blue-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600 disabled:cursor-wait disabled:opacity-70 dark:bg-blue-600 dark:hover:bg-blue-700"
      >
        {status === 'sending' ? texts.sending : texts.send}
      </button>
    </form>
  );
}
