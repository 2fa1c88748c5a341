import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { errorMessage } from '../account-errors.js';
import { accountTexts } from '../texts.js';
import { FormMessage } from './form-message.js';
import { primaryButton } from './styles.js';

interface SettingsFormProps {
  readonly heading: string;
  readonly submitText: string;
  /** Saves; resolves with the success text. A failure shows the service's reason. */
  readonly onSave: () => Promise<string>;
  /** A problem with the input, found before anything is sent. */
  readonly check?: () => string | null;
  readonly children: ReactNode;
}

/** One block of the profile settings: its fields, a save button and its outcome. */
export function SettingsForm({ heading, submitText, onSave, check, children }: SettingsFormProps) {
  const headingId = useId();
  const [saving, setSaving] = useState(false);
  const [outcome, setOutcome] = useState<{ readonly ok: boolean; readonly text: string } | null>(null);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problem = check?.() ?? null;
    setOutcome(problem ? { ok: false, text: problem } : null);
    if (problem) return;
    setSaving(true);
    onSave()
      .then((text) => setOutcome({ ok: true, text }))
      .catch((reason: unknown) => setOutcome({ ok: false, text: accountTexts.settings.failed(errorMessage(reason)) }))
      .finally(() => setSaving(false));
  };

  return (
    <form aria-labelledby={headingId} onSubmit={onSubmit} className="space-y-4 border-t border-slate-200 pt-6 first:border-t-0 first:pt-0 dark:border-slate-800">
      <h3 id={headingId} className="font-semibold text-slate-900 dark:text-white">
        {heading}
      </h3>
      {outcome && <FormMessage tone={outcome.ok ? 'success' : 'error'}>{outcome.text}</FormMessage>}
      {children}
      <button type="submit" className={`${primaryButton} sm:w-auto`} disabled={saving}>
        {saving ? accountTexts.settings.saving : submitText}
      </button>
    </form>
  );
}
