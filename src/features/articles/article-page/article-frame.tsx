import type { ReactNode } from 'react';
import type { Article } from '../types.js';
import { ArticleHero } from './article-hero.js';

/**
 * The reading column: 34rem, about 30 em of the 18 px text, which sets 60 to 70 characters a
 * line in the usual system fonts (e2e/reader-layout.spec.ts measures it). The headline and
 * the text keep to it; the image is wider.
 */
export const COLUMN = 'mx-auto max-w-[34rem]';

/** The article's place on the page and its head (kicker, headline, byline, image), with what follows as children. */
export function ArticleFrame({ article, children }: { readonly article: Article; readonly children?: ReactNode }) {
  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:py-12">
      <article className="min-w-0">
        <ArticleHero article={article} column={COLUMN} />
        {children}
      </article>
    </div>
  );
}
