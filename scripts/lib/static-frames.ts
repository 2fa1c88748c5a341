/**
 * The first frame index.html draws of a page before any of the app's code has arrived, as
 * React draws that page before its data: rendered here with React at build time, one per
 * address whose first screen is known without data. vite/plugins/static-frames.ts puts
 * them into index.html with a small script that picks the one for the address; the app then
 * draws the same in the same place (e2e/static-shell.spec.ts).
 *
 * - A plain list address (/blog, /articles, the four categories): the page's frame and heading.
 * - The home page: the masthead (its buttons held in place, as while a sign-in is checked)
 *   and the Featured section's skeleton.
 *
 * An article's head needs its data: articleHeadTemplate() gives the boot a template of it
 * instead (src/app/article-head.ts).
 */
import { createElement, Fragment } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { ARTICLE_HEAD_SLOTS, articleHeadValues, type ArticleHeadSlot, type ArticleHeadTemplate } from '../../src/app/article-head.js';
import { HOME_COUNTS } from '../../src/app/home-counts.js';
import { CATEGORIES, type CategoryId } from '../../src/config/categories.js';
import { paths } from '../../src/config/paths.js';
import { ArticleFrame } from '../../src/features/articles/article-page/article-frame.js';
import { FeaturedArticles } from '../../src/features/articles/components/featured-articles.js';
import { listHeading } from '../../src/features/articles/list-page/list-filter.js';
import { LIST_PAGE_FRAME, ListPageHead } from '../../src/features/articles/list-page/list-page-head.js';
import type { Article } from '../../src/features/articles/types.js';
import { HomeHeroView } from '../../src/features/home/components/home-hero.js';

function listFrame(category?: CategoryId): string {
  const heading = listHeading(category ? { kind: 'category', category } : { kind: 'all' });
  return renderToStaticMarkup(
    createElement('div', { className: LIST_PAGE_FRAME }, createElement('section', null, createElement(ListPageHead, { heading, category }))),
  );
}

function homeFrame(): string {
  const loading = { status: 'loading', retry: () => undefined } as const;
  return renderToStaticMarkup(
    createElement(
      Fragment,
      null,
      createElement(HomeHeroView, { session: 'loading' }),
      createElement(FeaturedArticles, { articles: loading, count: HOME_COUNTS.featured }),
    ),
  );
}

/** Address → the HTML of its first frame. */
export function staticFrames(): Record<string, string> {
  return {
    [paths.home.pattern]: homeFrame(),
    [paths.blog.pattern]: listFrame(),
    [paths.articles.pattern]: listFrame(),
    ...Object.fromEntries(CATEGORIES.map((category) => [paths.category.to(category.id), listFrame(category.id)])),
  };
}

/** A stand-in article whose values each appear once in its head, so that they can be cut out. */
export const STAND_IN: Article = {
  id: 'stand-in',
  title: 'ArticleHeadTitle',
  slug: 'stand-in',
  summary: '',
  excerpt: '',
  content: '',
  category: 'equity-research',
  tags: [],
  featuredImage: 'https://images.invalid/article-head.jpg',
  status: 'published',
  isFeatured: false,
  author: { id: 'stand-in', name: 'ArticleHeadAuthor' },
  createdAt: new Date(Date.UTC(2001, 1, 3, 12)),
  updatedAt: null,
  publishedAt: new Date(Date.UTC(2001, 1, 3, 12)),
  readTime: 97,
  viewCount: 0,
  likeCount: 0,
  commentCount: 0,
  tickers: [],
  disclosure: null,
  tradeIdea: null,
};

/** ArticleFrame's HTML, cut where the stand-in's values are; fails the build when one is not found once. */
export function articleHeadTemplate(): ArticleHeadTemplate {
  // React puts a preload of the image first, for a server's <head>: the <img> itself asks for it here.
  const html = renderToStaticMarkup(createElement(ArticleFrame, { article: STAND_IN })).replace(/^(<link rel="preload"[^>]*>)+/, '');
  const values = articleHeadValues(STAND_IN);
  if (!values) throw new Error('static-frames: the stand-in article has no head to draw.');
  const found = ARTICLE_HEAD_SLOTS.map((slot) => {
    const at = html.indexOf(values[slot]);
    if (at < 0 || html.indexOf(values[slot], at + 1) >= 0) {
      throw new Error(`static-frames: the article head shows ${slot} ("${values[slot]}") ${at < 0 ? 'nowhere' : 'more than once'}.`);
    }
    return { slot, at, end: at + values[slot].length };
  }).sort((a, b) => a.at - b.at);
  const parts: string[] = [];
  const slots: ArticleHeadSlot[] = [];
  let from = 0;
  for (const { slot, at, end } of found) {
    parts.push(html.slice(from, at));
    slots.push(slot);
    from = end;
  }
  parts.push(html.slice(from));
  return { parts, slots };
}
