/**
 * The code of the reader pages that have data to fetch, loaded on demand (the home page
 * too: other pages need not download it). One place for
 * both users: the route table's lazy() and the boot sequence (start-route-data.ts), which
 * asks for a page's code as soon as the site starts, beside its data.
 */
export const loadHomePage = () => import('./home.js');
export const loadArticleListPage = () => import('../../features/articles/list-page/article-list-page.js');
export const loadArticlePage = () => import('../../features/articles/article-page/article-page.js');
