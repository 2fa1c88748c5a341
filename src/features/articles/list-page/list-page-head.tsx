/** The top of an article list page: the page's frame and its heading. */
import type { ReactNode } from 'react';
import { categoryStyle } from '../../../components/ui/category-style.js';
import { sectionRule } from '../../../components/ui/section-heading.js';
import type { CategoryId } from '../../../config/categories.js';

/** The page: the list and, beside it on wide screens, the sidebar. */
export const LIST_PAGE_FRAME = 'mx-auto max-w-6xl px-4 py-8 sm:py-10 lg:grid lg:grid-cols-[minmax(0,1fr)_17rem] lg:gap-12';

interface ListPageHeadProps {
  readonly heading: { readonly title: string; readonly description: string; readonly intro: boolean };
  /** A category's page opens under a rule of its colour. */
  readonly category?: CategoryId;
  /** Right under the heading: what it names (a ticker's security). */
  readonly subtitle?: ReactNode;
  /** What follows the heading in the header (a link back to every article). */
  readonly children?: ReactNode;
}

export function ListPageHead({ heading, category, subtitle, children }: ListPageHeadProps) {
  const rule = category ? `border-t-4 pt-3 ${categoryStyle[category].topBorder}` : sectionRule;
  return (
    <header className={`mb-6 ${rule}`}>
      <h1 id="article-list-heading" className="font-serif text-3xl font-bold text-balance text-slate-900 sm:text-4xl dark:text-white">
        {heading.title}
      </h1>
      {subtitle}
      {heading.intro && <p className="mt-2 max-w-2xl text-lg text-slate-600 dark:text-slate-300">{heading.description}</p>}
      {children}
    </header>
  );
}
