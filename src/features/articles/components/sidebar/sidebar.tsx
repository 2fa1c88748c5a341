import type { ReactNode } from 'react';
import { TOPIC_TAGS } from '../../../../config/categories.js';
import { TagChips } from '../../../../components/ui/tag-chips.js';
import { articleTexts } from '../../texts.js';
import { CategoryLinks } from '../category-links.js';
import { PopularArticles } from './popular-articles.js';
import { SidebarSearch } from './sidebar-search.js';
import { SidebarWidget } from './sidebar-widget.js';

const texts = articleTexts.sidebar;

interface SidebarProps {
  /**
   * The subscribe form (<SubscribeForm source="sidebar" />), passed in by the app:
   * features do not import each other.
   */
  readonly newsletter?: ReactNode;
  /** The article being read: never among the popular ones. */
  readonly exclude?: string;
  /** Below an article: the widgets side by side, in columns, rather than one above the other. */
  readonly wide?: boolean;
  /**
   * The page has its own search box above its list on narrow screens (a phone would
   * otherwise reach search only after the whole list); the sidebar's is then for wide screens.
   */
  readonly searchAbove?: boolean;
}

/** The sidebar of the article lists and the article page (docs/product.md §2, docs/decisions.md). */
export function Sidebar({ newsletter, exclude, wide = false, searchAbove = false }: SidebarProps) {
  return (
    <aside aria-label={texts.label} className={wide ? 'grid items-start gap-x-10 gap-y-10 md:grid-cols-2 lg:grid-cols-3' : 'mt-14 space-y-10 lg:mt-0'}>
      {searchAbove ? (
        <div className="hidden lg:block">
          <SidebarSearch />
        </div>
      ) : (
        <SidebarSearch />
      )}
      <PopularArticles exclude={exclude} />
      <SidebarWidget title={texts.categoriesHeading}>
        <CategoryLinks />
      </SidebarWidget>
      <SidebarWidget title={texts.tagsHeading}>
        <TagChips tags={TOPIC_TAGS} />
      </SidebarWidget>
      {newsletter && (
        <SidebarWidget title={texts.newsletterHeading}>
          <p className="mb-3 text-sm text-slate-600 dark:text-slate-300">{texts.newsletterText}</p>
          {newsletter}
        </SidebarWidget>
      )}
    </aside>
  );
}
