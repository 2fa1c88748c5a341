/**
 * The first frame index.html draws of a page before any of the app's code has arrived, as
 * React draws that page before its data: rendered here with React at build time, one per
 * address whose first screen is known without data. vite.config.ts (drawStaticFrames) puts
 * them into index.html with a small script that picks the one for the address; the app then
 * draws the same in the same place (e2e/static-shell.spec.ts).
 *
 * - A plain list address (/blog, /articles, the four categories): the page's frame and heading.
 * - The home page: the masthead (its buttons held in place, as while a sign-in is checked)
 *   and the Featured section's skeleton.
 */
import { createElement, Fragment } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { HOME_COUNTS } from '../../src/app/home-counts.js';
import { CATEGORIES, type CategoryId } from '../../src/config/categories.js';
import { paths } from '../../src/config/paths.js';
import { FeaturedArticles } from '../../src/features/articles/components/featured-articles.js';
import { listHeading } from '../../src/features/articles/list-page/list-filter.js';
import { LIST_PAGE_FRAME, ListPageHead } from '../../src/features/articles/list-page/list-page-head.js';
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
