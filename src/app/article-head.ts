/**
 * The article's head as the boot draws it before React (draw-article-head.ts): the build
 * renders ArticleFrame once with a stand-in article and cuts its HTML at each of these
 * values (scripts/lib/static-frames.ts), and the boot puts a real article's values in their
 * places. Both sides take the values from here, so they cannot drift apart.
 */
import { categoryStyle } from '../components/ui/category-style.js';
import { categoryName } from '../config/categories.js';
import { formatDate, isoDate } from '../lib/dates.js';
import { articleTexts } from '../features/articles/texts.js';
import type { Article } from '../features/articles/types.js';

export const ARTICLE_HEAD_SLOTS = ['categoryClass', 'categoryName', 'title', 'author', 'date', 'isoDate', 'readTime', 'image'] as const;
export type ArticleHeadSlot = (typeof ARTICLE_HEAD_SLOTS)[number];

/** ArticleFrame's HTML cut at each slot: parts[0], slots[0], parts[1], … , parts[n]. */
export interface ArticleHeadTemplate {
  readonly parts: readonly string[];
  readonly slots: readonly ArticleHeadSlot[];
}

/** Where index.html keeps the template (a JSON script in its <main>). */
export const ARTICLE_HEAD_TEMPLATE_ID = 'article-head-template';

type HeadFields = Pick<Article, 'category' | 'title' | 'author' | 'publishedAt' | 'createdAt' | 'readTime' | 'featuredImage'>;

/**
 * What goes into each slot, as text (escaped when put in); null when the article's head has
 * a shape the template does not (no category, author, date, read time or image): the app
 * then draws it alone, as on any other page.
 */
export function articleHeadValues(article: HeadFields): Record<ArticleHeadSlot, string> | null {
  const published = article.publishedAt ?? article.createdAt;
  const iso = isoDate(published);
  if (!article.category || !article.author.name || article.readTime <= 0 || !article.featuredImage || !iso) return null;
  return {
    categoryClass: categoryStyle[article.category].text,
    categoryName: categoryName(article.category),
    title: article.title,
    author: article.author.name,
    date: formatDate(published),
    isoDate: iso,
    readTime: articleTexts.readTime(article.readTime),
    image: article.featuredImage,
  };
}
