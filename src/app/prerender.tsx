/**
 * The reader pages as HTML, for the build (scripts/lib/prerender.ts builds this module for
 * Node and calls it; it never reaches a browser). The same components as in the browser,
 * rendered by React's prerender, which waits for the lazy pages' code, in a DOM of jsdom's
 * set up by the caller, with the answers of the same REST queries the boot makes
 * (features/articles/api/first-screen.ts). The page's document embeds those answers, and the
 * browser draws its first frame from them (built-page.ts).
 */
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { isCategoryId } from '../config/categories.js';
import { IMAGE_SIZES } from '../config/image-sizes.js';
import { paths } from '../config/paths.js';
import {
  articleKey,
  homeKey,
  listKey,
  restArticleList,
  restHomeArticles,
  restPublishedPage,
  type ListFilter,
} from '../features/articles/api/first-screen.js';
import { ideasKey, readPublishedIdeas } from '../features/articles/api/published-ideas.js';
import { listFilter } from '../features/articles/list-page/list-filter.js';
import type { Article } from '../features/articles/types.js';
import { seedBuilt } from '../lib/preload.js';
import { setBuiltTime } from '../lib/use-now.js';
import { App } from './app.js';
import { BUILT_PAGE_ID, encodeBuiltPage, type BuiltPage } from './built-page.js';
import { HOME_COUNTS } from './home-counts.js';

export { restPublishedPage };
export type { Article };

/** A page to build: its address and the answers it is drawn from. */
export type PageToBuild = BuiltPage;

export const homePage = async (): Promise<PageToBuild> => ({
  path: paths.home.to(),
  data: { [homeKey(HOME_COUNTS)]: await restHomeArticles(HOME_COUNTS) },
});

/**
 * /blog, /articles, a category's page or a ticker's: its list as the page itself reads its
 * address, and a ticker's the ideas on its symbol.
 */
export async function listPage(path: string): Promise<PageToBuild> {
  const category = path.slice(1);
  const symbol = path.startsWith(paths.ticker.to('')) ? decodeURIComponent(path.slice(paths.ticker.to('').length)) : undefined;
  // No query, so never a search.
  const filter = listFilter(isCategoryId(category) ? category : undefined, new URLSearchParams(), symbol) as ListFilter;
  const ideas = filter.kind === 'ticker' ? { kind: 'ticker', ticker: filter.ticker } as const : null;
  const [list, published] = await Promise.all([restArticleList(filter), ideas && readPublishedIdeas(ideas)]);
  return { path, data: { [listKey(filter)]: list, ...(ideas && { [ideasKey(ideas)]: published }) } };
}

/** An author's page: their articles' first page (whose newest byline is drawn until their staff profile is read) and their ideas. */
export async function authorPage(authorId: string): Promise<PageToBuild> {
  const filter = { kind: 'author', author: authorId } as const;
  const ideas = { kind: 'author', author: authorId } as const;
  const [list, published] = await Promise.all([restArticleList(filter), readPublishedIdeas(ideas)]);
  return { path: paths.author.to(authorId), data: { [listKey(filter)]: list, [ideasKey(ideas)]: published } };
}

/** An article's page, from the article as the listing of every published one read it. */
export const articlePage = (article: Article): PageToBuild => ({
  path: paths.article.to(article.slug),
  data: { [articleKey(article.slug)]: article },
});

export interface RenderedPage {
  /** What goes into <head>: the title, description, canonical link and social cards. */
  readonly head: string;
  /** What goes into #root. */
  readonly root: string;
  /** The <script> that carries the page's data. */
  readonly data: string;
}

// React writes a partial tree's <title>, <meta> and <link>s first, for a server to put into <head>.
const LEADING_HEAD_TAGS = /^(?:<title>[^<]*<\/title>|<meta [^>]*>|<link [^>]*>)+/;

async function html(stream: NodeJS.ReadableStream): Promise<string> {
  let text = '';
  for await (const chunk of stream) text += typeof chunk === 'string' ? chunk : (chunk).toString('utf8');
  return text;
}

/** The slots whose image is the page's largest paint: an article's hero, the home page's lead story. */
const LARGEST_SLOTS = new Set<string>([IMAGE_SIZES.hero, IMAGE_SIZES.lead]);

/**
 * A preload React wrote for an <img> with srcset and fetchpriority high, in a slot whose
 * image is the page's largest. A list's first card is left to its own <img>: small, and
 * early in the document, it gains little; and a browser holding a wider member of the same
 * set from another page (the home page's card) shows that one and leaves a preload unused.
 */
function isLargestImageSet(link: string): boolean {
  const sizes = / imagesizes="([^"]*)"/i.exec(link)?.[1];
  return / as="image"/.test(link) && / imagesrcset="/i.test(link) && / fetchpriority="high"/i.test(link) && sizes !== undefined && LARGEST_SLOTS.has(sizes);
}

export async function renderPage(toBuild: PageToBuild): Promise<RenderedPage> {
  const page = { ...toBuild, builtAt: toBuild.builtAt ?? new Date().toISOString() };
  seedBuilt(page.data);
  setBuiltTime(new Date(page.builtAt));
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <StaticRouter location={page.path}>
        <App />
      </StaticRouter>
    </StrictMode>,
    // Every boundary's content in place: no part is held back for a script to move in later.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const markup = await html(prelude);
  const head = LEADING_HEAD_TAGS.exec(markup)?.[0] ?? '';
  return {
    // React preloads the page's images that are not lazy; the page's own <img> asks for
    // its picture soon enough, but for the first screen's largest one: an image set's with
    // fetchpriority high (ArticleImage's priority) in the hero's or the lead's slot is kept.
    head: head.replace(/<link rel="preload"[^>]*>/g, (link) => (isLargestImageSet(link) ? link : '')),
    root: markup.slice(head.length),
    data: `<script type="application/json" id="${BUILT_PAGE_ID}">${encodeBuiltPage(page)}</script>`,
  };
}
