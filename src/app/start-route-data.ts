/**
 * The first thing the site does, before React and the page's code have arrived: read the
 * address, start the Firestore request the page will make, ask for the page's code, and,
 * once the data is in, ask for the page's largest image (the first card's, the article's
 * own), so that it downloads while React is still starting. The pages take these requests
 * over (features/articles/api/first-screen.ts) instead of making their own.
 *
 * Only the reader pages with data start anything; any other address starts nothing here.
 */
import { isCategoryId } from '../config/categories.js';
import { preloadArticle, preloadArticleList, preloadHomeArticles } from '../features/articles/api/first-screen.js';
import { listFilter } from '../features/articles/list-page/list-filter.js';
import { HOME_COUNTS } from './home-counts.js';
import { PAGE_ADDRESSES } from './page-addresses.js';
import { loadArticleListPage, loadArticlePage, loadHomePage } from './routes/reader-pages.js';

/**
 * Asks for an image with the priority of the page's largest one; the <img> then finds it
 * in the cache. An Image object rather than <link rel="preload">: a reader who moves on at
 * once leaves no "preloaded but not used" warning behind.
 */
function preloadImage(src: string | null | undefined): void {
  if (!src) return;
  const image = new Image();
  image.fetchPriority = 'high';
  image.src = src;
}

const ignore = () => undefined;

/**
 * Starts the page's data and code for this address; the answer is its code's arrival (or
 * undefined for a page this starts nothing for), which the boot waits for (boot.tsx).
 */
export function startRouteData(location: { readonly pathname: string; readonly search: string }): Promise<unknown> | undefined {
  const { pathname } = location;
  const list = PAGE_ADDRESSES.list.exec(pathname);
  const article = PAGE_ADDRESSES.article.exec(pathname);

  if (PAGE_ADDRESSES.home.test(pathname)) {
    const code = loadHomePage();
    preloadHomeArticles(HOME_COUNTS).then((home) => preloadImage((home.featured[0] ?? home.latest[0])?.featuredImage), ignore);
    return code;
  } else if (list) {
    const code = loadArticleListPage();
    const [, ticker] = list;
    const category = pathname.slice(1);
    let symbol: string | undefined;
    try {
      symbol = ticker === undefined ? undefined : decodeURIComponent(ticker);
    } catch {
      return code; // a malformed address: the page says nothing is found
    }
    const filter = listFilter(isCategoryId(category) ? category : undefined, new URLSearchParams(location.search), symbol);
    // Search has no REST form: the page asks the SDK once its code is in.
    if (filter.kind !== 'search') preloadArticleList(filter).then((page) => preloadImage(page.articles[0]?.featuredImage), ignore);
    return code;
  } else if (article) {
    const code = loadArticlePage();
    let slugOrId: string;
    try {
      slugOrId = decodeURIComponent(article[1] ?? '');
    } catch {
      return code; // a malformed address: the page shows it as not found
    }
    preloadArticle(slugOrId).then((found) => preloadImage(found?.featuredImage), ignore);
    return code;
  }
  return undefined;
}
