import type { ReactNode } from 'react';
import { PageMeta } from '../../../components/page-meta.js';

interface AuthCardProps {
  readonly title: string;
  readonly description: string;
  /** The visible heading; the page title when omitted. */
  readonly heading?: string;
  readonly intro?: ReactNode;
  readonly children: ReactNode;
  readonly footer?: ReactNode;
}

/** The frame of every account screen: a centred card with a heading. */
export function AuthCard({ title, description, heading, intro, children, footer }: AuthCardProps) {
  return (
    <div className="px-4 py-12 sm:py-16">
      <PageMeta title={title} description={description} />
      <div className="mx-auto max-w-md rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8 dark:border-slate-800 dark:bg-slate-900">
        <h1 className="text-2xl font-bold text-slate-900 dark:text-white">{heading ?? title}</h1>
        {intro && <div className="mt-2 text-slate-600 dark:text-slate-300">{intro}</div>}
        <div className="mt-6">{children}</div>
        {footer && <div className="mt-6 text-center text-sm text-slate-600 dark:text-slate-300">{footer}</div>}
      </div>
    </div>
  );
}
