import { useId } from 'react';
import { paths } from '../../../../config/paths.js';
import { useSearchForm } from '../../../../lib/use-search-form.js';
import { articleTexts } from '../../texts.js';
import { SidebarWidget } from './sidebar-widget.js';

const texts = articleTexts.sidebar;

/** Searches published articles on /blog?search= (docs/product.md §2, docs/decisions.md). */
export function SearchForm() {
  const { current, submit } = useSearchForm();
  const inputId = useId();

  return (
    // A form the browser can send by itself to the same address: before the app has taken a
    // built page over, a search still goes to its results.
    <form role="search" aria-label={texts.searchLabel} action={paths.blog.to()} method="get" onSubmit={submit} className="flex gap-2">
      <label htmlFor={inputId} className="sr-only">
        {texts.searchLabel}
      </label>
      {/* Keyed by the current search, so the box shows the search on screen after navigating. */}
      <input
        key={current}
        id={inputId}
        name="search"
        type="search"
        required
        defaultValue={current}
        placeholder={texts.searchPlaceholder}
        className="min-w-0 flex-1 rounded-md border border-slate-300 bg-white px-3 py-2 text-slate-900 placeholder:text-slate-500 focus:border-blue-600 focus:outline-2 focus:outline-blue-600 dark:border-slate-700 dark:bg-slate-950 dark:text-white dark:placeholder:text-slate-400"
      />
      <button
        type="submit"
        className="rounded-md bg-blue-600 px-4 py-2 font-medium text-white hover:bg-blue-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600 dark:bg-blue-600 dark:hover:bg-blue-700"
      >
        {texts.searchButton}
      </button>
    </form>
  );
}

/** The sidebar's Search box. */
export function SidebarSearch() {
  return (
    <SidebarWidget title={texts.searchHeading}>
      <SearchForm />
    </SidebarWidget>
  );
}
