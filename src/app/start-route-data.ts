/**
 * The first thing the site does, before React and the page's code have arrived: read the
 * address, start the Firestore request the page will make and ask for the page's code. The
 * pages take these requests over (features/articles/api/first-screen.ts) instead of making
 * their own.
 *
 * Most reader pages come built (built-page.ts): the document already shows the page, the
 * request brings its fresh data and React takes the page over as soon as its code is in. A
 * reader page the build did not make (an article published since, a ticker's first article,
 * a tag's list) shows the site's frame until React draws it; once its data is in, the boot
 * asks for the page's largest image (the first card's, the article's own), so that it
 * downloads while React is still starting. Such a list page asks for its code once that
 * frame is on screen (first-paint.ts says why).
 *
 * Only the reader pages with data start anything; any other address starts nothing here.
 */
import { isCategoryId } from '../config/categories.js';
import { IMAGE_SIZES, type ImageSlot } from '../config/image-sizes.js';
import { siteImageAttributes } from '../lib/site-image.js';
import { isAuthorId } from '../lib/author-id.js';
import { preloadArticle, preloadArticleList, preloadHomeArticles } from '../features/articles/api/first-screen.js';
import { preloadPublishedIdeas } from '../features/articles/api/published-ideas.js';
import { listFilter } from '../features/articles/list-page/list-filter.js';
import { loadTickerIdeas } from '../features/articles/trade-record/ticker-ideas-code.js';
import { afterFirstPaint, FIRST_PAINT_WAIT_MS } from './first-paint.js';
import { HOME_COUNTS } from './home-counts.js';
import { PAGE_ADDRESSES } from './page-addresses.js';
import { loadArticleListPage, loadArticlePage, loadAuthorPage, loadHomePage } from './routes/reader-pages.js';

const ignore = () => undefined;

export interface RouteStart {
  /** The page's code, once it has arrived (or failed): the boot waits for it (boot.tsx). */
  readonly code?: Promise<unknown>;
  /** When the app may be asked for. */
  readonly app: Promise<void>;
}

const now: Promise<void> = Promise.resolve();

/**
 * Asks for an image with the priority of the page's largest one, the member of its image
 * set that its slot needs; the <img> then finds it in the cache. An Image object rather
 * than <link rel="preload">: a reader who moves on at once leaves no "preloaded but not
 * used" warning behind.
 */
function preloadImage(src: string | null | undefined, slot: ImageSlot): void {
  if (!src) return;
  const wanted = siteImageAttributes(src, IMAGE_SIZES[slot]);
  const image = new Image();
  image.fetchPriority = 'high';
  // As ArticleImage sets them: srcset and sizes first.
  if (wanted.srcSet && wanted.sizes) {
    image.srcset = wanted.srcSet;
    image.sizes = wanted.sizes;
  }
  image.src = wanted.src;
}

/**
 * Starts the page's data and code for this address. `built`: the document holds the page
 * (built-page.ts), whose images the document itself asks for.
 */
export function startRouteData(location: { readonly pathname: string; readonly search: string }, built = false): RouteStart {
  const { pathname } = location;
  const list = PAGE_ADDRESSES.list.exec(pathname);
  const article = PAGE_ADDRESSES.article.exec(pathname);
  const author = PAGE_ADDRESSES.author.exec(pathname);
  const imageOf = built ? ignore : preloadImage;

  if (PAGE_ADDRESSES.home.test(pathname)) {
    // Without featured stories, Latest leads the page and its first card's image comes first.
    preloadHomeArticles(HOME_COUNTS).then((home) => {
      const lead = home.featured[0];
      imageOf(lead ? lead.featuredImage : home.latest[0]?.featuredImage, lead ? 'lead' : 'card');
    }, ignore);
    return { code: loadHomePage(), app: now };
  } else if (list) {
    const app = built ? now : new Promise<void>((resolve) => afterFirstPaint(resolve, FIRST_PAINT_WAIT_MS));
    const [, ticker] = list;
    const category = pathname.slice(1);
    let symbol: string | undefined;
    try {
      symbol = ticker === undefined ? undefined : decodeURIComponent(ticker);
    } catch {
      return { code: app.then(() => loadArticleListPage()), app }; // a malformed address: the page says nothing is found
    }
    const filter = listFilter(isCategoryId(category) ? category : undefined, new URLSearchParams(location.search), symbol);
    // Search has no REST form: the page asks the SDK once its code is in.
    if (filter.kind !== 'search') preloadArticleList(filter).then((page) => imageOf(page.articles[0]?.featuredImage, 'listCard'), ignore);
    if (filter.kind !== 'ticker') return { code: app.then(() => loadArticleListPage()), app };
    // A ticker's page also lists the ideas on its symbol, from code and a query of their own.
    preloadPublishedIdeas({ kind: 'ticker', ticker: filter.ticker }).catch(ignore);
    return { code: app.then(() => Promise.all([loadArticleListPage(), loadTickerIdeas()])), app };
  } else if (article) {
    let slugOrId: string;
    try {
      slugOrId = decodeURIComponent(article[1] ?? '');
    } catch {
      return { code: loadArticlePage(), app: now }; // a malformed address: the page shows it as not found
    }
    preloadArticle(slugOrId).then((found) => imageOf(found?.featuredImage, 'hero'), ignore);
    return { code: loadArticlePage(), app: now };
  } else if (author) {
    // Its articles (whose newest byline stands in until the page reads the staff profile) and its ideas; no id, no author.
    const id = author[1] ?? '';
    if (isAuthorId(id)) {
      preloadArticleList({ kind: 'author', author: id }).catch(ignore);
      preloadPublishedIdeas({ kind: 'author', author: id }).catch(ignore);
    }
    return { code: loadAuthorPage(), app: now };
  }
  return { app: now };
}
