/**
 * The admin screens' tables: one look for all of them. On a phone each row is a stacked
 * block (the header row hidden, each labelled cell naming its column before its value, from
 * its data-label), so nothing pans sideways; from 768 px a table, in a frame that scrolls
 * sideways rather than squeeze the columns. The frame is a labelled region in the tab order,
 * so a keyboard user can scroll it too, and the containing block of what is positioned
 * inside it (screen-reader-only texts), which would otherwise widen the page.
 */
import type { ReactNode } from 'react';

export const tableClass = 'w-full text-left text-sm max-md:block md:min-w-[44rem]';
export const tableHeadClass = 'bg-slate-50 text-slate-700 max-md:sr-only dark:bg-slate-900 dark:text-slate-200';
export const headerCellClass = 'px-4 py-3 font-semibold whitespace-nowrap';
export const tableBodyClass = 'divide-y divide-slate-200 text-slate-800 max-md:block dark:divide-slate-800 dark:text-slate-100';
export const rowClass = 'max-md:block max-md:py-2';
export const cellClass = 'px-4 py-3 max-md:block max-md:py-1';
/** A cell that names its column before its value on a phone: give it `data-label`. */
export const labelledCellClass = `${cellClass} max-md:before:mr-1 max-md:before:text-slate-600 max-md:before:content-[attr(data-label)":"] dark:max-md:before:text-slate-300`;

/** A link-styled action inside a table or list (Edit, Remove, …). */
export const rowActionClass =
  'font-medium text-blue-700 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600 disabled:cursor-not-allowed disabled:opacity-60 dark:text-blue-300';
export const dangerActionClass = `${rowActionClass} text-red-700 dark:text-red-300`;

export function TableFrame({ label, children }: { readonly label: string; readonly children: ReactNode }) {
  return (
    <div
      role="region"
      aria-label={label}
      // A focusable region: the only way to scroll it from the keyboard when no row has a control.
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
      className="relative rounded-lg border md:overflow-x-auto border-slate-200 bg-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600 dark:border-slate-700 dark:bg-slate-950"
    >
      {children}
    </div>
  );
}
