import type { Ref } from 'react';
import type { CardSlot } from '../../../config/image-sizes.js';
import type { Article } from '../types.js';
import { ArticleCard } from './article-card.js';
import { ARTICLE_GRID } from './article-grid-skeleton.js';

interface ArticleGridProps {
  readonly articles: readonly Article[];
  readonly headingLevel?: 2 | 3;
  readonly listRef?: Ref<HTMLUListElement>;
  /** The grid leads its page: its first image is the largest thing in view. */
  readonly leading?: boolean;
  /** Across the page, or beside a list page's sidebar (see ArticleCard). */
  readonly slot?: CardSlot;
  /** Off on a category's own page (see ArticleCard). */
  readonly showCategory?: boolean;
  /** A search's results: what was searched for (see ArticleCard). */
  readonly search?: string;
}

export function ArticleGrid({ articles, headingLevel, listRef, leading = false, slot, showCategory, search }: ArticleGridProps) {
  return (
    <ul ref={listRef} className={ARTICLE_GRID}>
      {articles.map((article, index) => (
        <li key={article.id}>
          <ArticleCard article={article} headingLevel={headingLevel} priority={leading && index === 0} slot={slot} showCategory={showCategory} search={search} />
        </li>
      ))}
    </ul>
  );
}
