/**
 * Which reader page with data an address opens, by its path alone: the home page, a list
 * (/blog, /articles, a category, a ticker), an article or an author's page. Two users: the boot
 * (start-route-data.ts), which starts the page's data and code, and index.html, whose
 * first script asks for a list page's code once its first frame is up (vite/plugins/preload-list-code.ts,
 * preloadListCode). firebase.json's rewrites serve index.html for these addresses by the
 * same patterns (tests/deploy checks them). Plain patterns with no imports beyond config,
 * so the build can read them.
 */
import { CATEGORIES } from '../config/categories.js';
import { paths } from '../config/paths.js';

const lists = [paths.blog.pattern, paths.articles.pattern, ...CATEGORIES.map((category) => paths.category.to(category.id))];

export const PAGE_ADDRESSES = {
  home: new RegExp(`^${paths.home.pattern}$`),
  /** /blog, /articles or a category's page (exactly), or /ticker/{symbol}, whose symbol it captures. */
  list: new RegExp(`^(?:${lists.join('|')})$|^${paths.ticker.to('')}([^/]+)/?$`),
  /** /article/{slug or id} or /blog/{slug}, capturing it. */
  article: new RegExp(`^(?:${paths.article.to('')}|${paths.blogArticle.to('')})([^/]+)/?$`),
  /** /author/{id}, capturing it. */
  author: new RegExp(`^${paths.author.to('')}([^/]+)/?$`),
} as const;

export type PageWithData = keyof typeof PAGE_ADDRESSES;
