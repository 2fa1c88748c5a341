interface FormMessageProps {
  readonly tone: 'error' | 'success' | 'info';
  readonly children: string;
}

const tones = {
  error: 'border-red-200 bg-red-50 text-red-800 dark:border-red-900 dark:bg-red-950/40 dark:text-red-200',
  success: 'border-green-200 bg-green-50 text-green-800 dark:border-green-900 dark:bg-green-950/40 dark:text-green-200',
  info: 'border-blue-200 bg-blue-50 text-blue-800 dark:border-blue-900 dark:bg-blue-950/40 dark:text-blue-200',
} as const;

/** An outcome of a form: errors interrupt (alert), the rest are announced politely (status). */
export function FormMessage({ tone, children }: FormMessageProps) {
  return (
    <p role={tone === 'error' ? 'alert' : 'status'} className={`rounded-md border px-4 py-3 text-sm ${tones[tone]}`}>
      {children}
    </p>
  );
}
