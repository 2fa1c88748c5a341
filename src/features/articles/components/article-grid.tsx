import type { Ref } from 'react';
import type { Article } from '../types.js';
import { ArticleCard } from './article-card.js';

interface ArticleGridProps {
  readonly articles: readonly Article[];
  readonly headingLevel?: 2 | 3;
  readonly listRef?: Ref<HTMLUListElement>;
  /** The grid leads its page: its first image is the largest thing in view. */
  readonly leading?: boolean;
}

export function ArticleGrid({ articles, headingLevel, listRef, leading = false }: ArticleGridProps) {
  return (
    <ul ref={listRef} className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {articles.map((article, index) => (
        <li key={article.id}>
          <ArticleCard article={article} headingLevel={headingLevel} priority={leading && index === 0} />
        </li>
      ))}
    </ul>
  );
}
