/**
 * The frame of an admin screen: a region named by its h1, the page's title and description
 * (PageMeta), and a header with the title, an optional line under it, and the actions.
 */
import { useId, type ReactNode } from 'react';
import { PageMeta } from '../page-meta.js';

interface AdminPageProps {
  readonly title: string;
  readonly description: string;
  /** Under the title, such as the counts of what the page lists. */
  readonly subtitle?: ReactNode;
  readonly actions: ReactNode;
  readonly children: ReactNode;
}

export function AdminPage({ title, description, subtitle, actions, children }: AdminPageProps) {
  const headingId = useId();
  const heading = (
    <h1 id={headingId} className="text-3xl font-bold text-slate-900 dark:text-white">
      {title}
    </h1>
  );
  return (
    <section className="mx-auto max-w-6xl px-4 py-10" aria-labelledby={headingId}>
      <PageMeta title={title} description={description} />
      <div className={`flex flex-wrap justify-between gap-4 ${subtitle === undefined ? 'items-center' : 'items-start'}`}>
        {subtitle === undefined ? (
          heading
        ) : (
          <div>
            {heading}
            {subtitle}
          </div>
        )}
        {actions}
      </div>
      {children}
    </section>
  );
}
