import { useId, type ReactNode } from 'react';

/** One titled part of the sidebar, a region named by its heading, under a rule like the page's sections. */
export function SidebarWidget({ title, children }: { readonly title: string; readonly children: ReactNode }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="border-t-2 border-slate-900 pt-3 dark:border-slate-300">
      <h2 id={headingId} className="mb-4 font-serif text-lg font-semibold text-slate-900 dark:text-white">
        {title}
      </h2>
      {children}
    </section>
  );
}
