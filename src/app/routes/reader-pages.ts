/**
 * The code of the reader pages that have data to fetch, loaded on demand (the home page
 * too: other pages need not download it). One place for both users: the route table
 * (lazyPage) and the boot sequence (start-route-data.ts), which asks for a page's code as
 * soon as the site starts, beside its data. Each is loaded once, and remembered once it
 * has arrived, so the route can draw its page at once (lazy-page.tsx says why).
 */
export interface PageCode<Module> {
  (): Promise<Module>;
  /** The module, from the moment it has arrived. */
  readonly loaded: Module | undefined;
}

export function pageCode<Module>(load: () => Promise<Module>): PageCode<Module> {
  let pending: Promise<Module> | undefined;
  const code = Object.assign(
    () =>
      (pending ??= load().then(
        (module) => (code.loaded = module),
        (error: unknown) => {
          pending = undefined; // a later visit tries again
          throw error;
        },
      )),
    { loaded: undefined as Module | undefined },
  );
  return code;
}

export const loadHomePage = pageCode(() => import('./home.js'));
export const loadArticleListPage = pageCode(() => import('../../features/articles/list-page/article-list-page.js'));
export const loadArticlePage = pageCode(() => import('../../features/articles/article-page/article-page.js'));
export const loadAuthorPage = pageCode(() => import('../../features/articles/author-page/author-page.js'));
