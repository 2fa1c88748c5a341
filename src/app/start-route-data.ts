/**
 * The first thing the site does, before React and the page's code have arrived: read the
 * address, start the Firestore request the page will make, ask for the page's code, and,
 * once the data is in, ask for the page's largest image (the first card's, the article's
 * own), so that it downloads while React is still starting. The pages take these requests
 * over (features/articles/api/first-screen.ts) instead of making their own.
 *
 * The home page and an article go further: the home page's lead image, and an article's head
 * with its image, are drawn into index.html's static frame before React and the page's code
 * are asked for (draw-lead-image.ts and draw-article-head.ts say why). A list page asks for
 * them once index.html's frame, whose heading is the page's largest element, is on screen
 * (first-paint.ts says why).
 *
 * Only the reader pages with data start anything; any other address starts nothing here.
 */
import { isCategoryId } from '../config/categories.js';
import { preloadArticle, preloadArticleList, preloadHomeArticles } from '../features/articles/api/first-screen.js';
import { listFilter } from '../features/articles/list-page/list-filter.js';
import { drawArticleHead } from './draw-article-head.js';
import { drawLeadImage, LEAD_IMAGE_WAIT_MS, preloadImage } from './draw-lead-image.js';
import { afterFirstPaint, FIRST_PAINT_WAIT_MS } from './first-paint.js';
import { HOME_COUNTS } from './home-counts.js';
import { PAGE_ADDRESSES } from './page-addresses.js';
import { loadArticleListPage, loadArticlePage, loadHomePage } from './routes/reader-pages.js';

const ignore = () => undefined;

export interface RouteStart {
  /** The page's code, once it has arrived (or failed): the boot waits for it (boot.tsx). */
  readonly code?: Promise<unknown>;
  /** When the app may be asked for: at once, or once the page's largest image is drawn. */
  readonly app: Promise<void>;
}

const now: Promise<void> = Promise.resolve();

/** `drawn`, or the end of the wait: on a very slow line, the header's menus and the rest of the page matter more than the picture. */
const atMostTheImageWait = (drawn: Promise<void>): Promise<void> =>
  Promise.race([drawn, new Promise<void>((resolve) => setTimeout(resolve, LEAD_IMAGE_WAIT_MS))]);

/** Starts the page's data and code for this address. */
export function startRouteData(location: { readonly pathname: string; readonly search: string }): RouteStart {
  const { pathname } = location;
  const list = PAGE_ADDRESSES.list.exec(pathname);
  const article = PAGE_ADDRESSES.article.exec(pathname);

  if (PAGE_ADDRESSES.home.test(pathname)) {
    const drawn = preloadHomeArticles(HOME_COUNTS).then((home) => {
      const [lead] = home.featured;
      if (lead?.featuredImage) return drawLeadImage(lead.featuredImage);
      // Without featured stories, Latest leads the page and its first card's image comes first.
      if (!lead) preloadImage(home.latest[0]?.featuredImage);
    }, ignore);
    const app = atMostTheImageWait(drawn);
    return { code: app.then(() => loadHomePage()), app };
  } else if (list) {
    const app = new Promise<void>((resolve) => afterFirstPaint(resolve, FIRST_PAINT_WAIT_MS));
    const code = app.then(() => loadArticleListPage());
    const [, ticker] = list;
    const category = pathname.slice(1);
    let symbol: string | undefined;
    try {
      symbol = ticker === undefined ? undefined : decodeURIComponent(ticker);
    } catch {
      return { code, app }; // a malformed address: the page says nothing is found
    }
    const filter = listFilter(isCategoryId(category) ? category : undefined, new URLSearchParams(location.search), symbol);
    // Search has no REST form: the page asks the SDK once its code is in.
    if (filter.kind !== 'search') preloadArticleList(filter).then((page) => preloadImage(page.articles[0]?.featuredImage), ignore);
    return { code, app };
  } else if (article) {
    let slugOrId: string;
    try {
      slugOrId = decodeURIComponent(article[1] ?? '');
    } catch {
      return { code: loadArticlePage(), app: now }; // a malformed address: the page shows it as not found
    }
    const drawn = preloadArticle(slugOrId).then((found) => (found ? drawArticleHead(found) : undefined), ignore);
    const app = atMostTheImageWait(drawn);
    return { code: app.then(() => loadArticlePage()), app };
  }
  return { app: now };
}
