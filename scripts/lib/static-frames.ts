/**
 * The first frame index.html draws of a list page before any of the app's code has arrived:
 * the page's frame and heading, as React draws them (features/articles/list-page/list-page-head.tsx),
 * rendered here at build time, one per plain list address (/blog, /articles, the four
 * categories). vite.config.ts puts them into index.html with a small script that picks the
 * one for the address; the app then draws the same heading in the same place.
 */
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { CATEGORIES, type CategoryId } from '../../src/config/categories.js';
import { paths } from '../../src/config/paths.js';
import { listHeading } from '../../src/features/articles/list-page/list-filter.js';
import { LIST_PAGE_FRAME, ListPageHead } from '../../src/features/articles/list-page/list-page-head.js';

function frame(category?: CategoryId): string {
  const heading = listHeading(category ? { kind: 'category', category } : { kind: 'all' });
  return renderToStaticMarkup(
    createElement('div', { className: LIST_PAGE_FRAME }, createElement('section', null, createElement(ListPageHead, { heading, category }))),
  );
}

/** Address → the HTML of its first frame. */
export function staticListFrames(): Record<string, string> {
  return {
    [paths.blog.pattern]: frame(),
    [paths.articles.pattern]: frame(),
    ...Object.fromEntries(CATEGORIES.map((category) => [paths.category.to(category.id), frame(category.id)])),
  };
}
