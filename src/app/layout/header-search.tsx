import { useId } from 'react';
import { paths } from '../../config/paths.js';
import { useSearchForm } from '../../lib/use-search-form.js';
import { SearchIcon } from './icons.js';
import { layoutTexts } from './texts.js';

const styles = {
  bar: { form: 'hidden lg:flex', input: 'w-36 xl:w-52' },
  menu: { form: 'flex', input: 'min-w-0 flex-1' },
} as const;

/**
 * The header's search, on every page: in the bar on wide screens, in the menu on narrow
 * ones. A form the browser sends by itself to the list's search (/blog?search=), so it works
 * on a built page before the app has taken it over and costs the page almost no code; once
 * the app runs, it navigates in place. The box shows the search the page is showing.
 */
export function HeaderSearch({ layout }: { readonly layout: keyof typeof styles }) {
  const { current, submit } = useSearchForm();
  const inputId = useId();

  return (
    <form role="search" aria-label={layoutTexts.siteSearch} action={paths.blog.to()} method="get" onSubmit={submit} className={styles[layout].form}>
      <label htmlFor={inputId} className="sr-only">
        {layoutTexts.searchLabel}
      </label>
      <input
        key={current}
        id={inputId}
        name="search"
        type="search"
        required
        defaultValue={current}
        placeholder={layoutTexts.searchPlaceholder}
        className={`${styles[layout].input} h-10 rounded-l-md border border-r-0 border-slate-300 bg-white px-3 text-sm text-slate-900 placeholder:text-slate-500 focus:border-blue-600 focus:outline-2 focus:-outline-offset-1 focus:outline-blue-600 dark:border-slate-700 dark:bg-slate-950 dark:text-white dark:placeholder:text-slate-400`}
      />
      <button
        type="submit"
        className="inline-flex size-10 shrink-0 items-center justify-center rounded-r-md border border-slate-300 text-slate-600 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600 dark:border-slate-700 dark:text-slate-300 dark:hover:bg-slate-800 dark:hover:text-white"
      >
        <SearchIcon />
        <span className="sr-only">{layoutTexts.searchButton}</span>
      </button>
    </form>
  );
}
