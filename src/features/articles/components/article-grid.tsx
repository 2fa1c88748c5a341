import type { Ref } from 'react';
import type { Article } from '../types.js';
import { ArticleCard } from './article-card.js';

interface ArticleGridProps {
  readonly articles: readonly Article[];
  readonly headingLevel?: 2 | 3;
  readonly listRef?: Ref<HTMLUListElement>;
}

export function ArticleGrid({ articles, headingLevel, listRef }: ArticleGridProps) {
  return (
    <ul ref={listRef} className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {articles.map((article) => (
        <li key={article.id}>
          <ArticleCard article={article} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  );
}
