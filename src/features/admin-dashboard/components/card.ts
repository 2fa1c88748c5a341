/** The look of the dashboard's panels, as the reader dashboard's cards. */
export const panelClass = 'rounded-xl border border-slate-200 bg-white p-5 shadow-sm dark:border-slate-800 dark:bg-slate-900';
export const panelHeadingClass = 'text-lg font-semibold text-slate-900 dark:text-white';
