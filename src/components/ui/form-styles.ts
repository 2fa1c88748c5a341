/** Class names of form fields, so every field of the site looks and behaves alike. */
export const inputClass =
  'block w-full rounded-md border bg-white px-3 py-2 text-slate-900 shadow-sm placeholder:text-slate-500 focus:outline-2 focus:outline-offset-0 focus:outline-blue-600 disabled:opacity-60 dark:bg-slate-900 dark:text-white dark:placeholder:text-slate-400';

export const inputBorder = (invalid: boolean) =>
  invalid ? 'border-red-500 focus:outline-red-600 dark:border-red-400' : 'border-slate-300 dark:border-slate-700';

export const labelClass = 'mb-1 block text-sm font-medium text-slate-700 dark:text-slate-200';

export const hintClass = 'mt-1 text-sm text-slate-600 dark:text-slate-300';
