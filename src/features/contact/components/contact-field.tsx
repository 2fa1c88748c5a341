interface ContactFieldProps {
  readonly id: string;
  readonly name: string;
  readonly label: string;
  readonly value: string;
  readonly maxLength: number;
  readonly onChange: (value: string) => void;
  readonly type?: 'text' | 'email';
  readonly autoComplete?: string;
  /** A textarea instead of a one-line input. */
  readonly multiline?: boolean;
  readonly invalid?: boolean;
}

const inputClass =
  'mt-1 block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-slate-900 focus:border-blue-600 focus:outline-2 focus:outline-blue-600 aria-invalid:border-red-600 dark:border-slate-700 dark:bg-slate-950 dark:text-white';

/** One required field of the contact form, with its label. */
export function ContactField({ label, multiline, onChange, invalid, type = 'text', ...input }: ContactFieldProps) {
  const shared = {
    ...input,
    required: true,
    'aria-invalid': invalid || undefined,
    className: inputClass,
  };
  return (
    <div>
      <label htmlFor={input.id} className="block text-sm font-medium text-slate-700 dark:text-slate-200">
        {label}
      </label>
      {multiline ? (
        <textarea rows={6} {...shared} onChange={(event) => onChange(event.target.value)} />
      ) : (
        <input type={type} {...shared} onChange={(event) => onChange(event.target.value)} />
      )}
    </div>
  );
}
