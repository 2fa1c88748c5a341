/**
 * Every route of the site in one place (docs/product.md §2, docs/decisions.md): `pattern` for the router,
 * `to()` for links. Features import this too, which is why it lives in config.
 */
import type { CategoryId } from './categories.js';

const enc = encodeURIComponent;

/**
 * Where an article's discussion is on its page (/article/{slug}#comments): the comment count
 * links there, and a guest who logs in to comment comes back to it.
 */
export const DISCUSSION_HASH = '#comments';

export const paths = {
  home: { pattern: '/', to: () => '/' },
  blog: {
    pattern: '/blog',
    to: (query: { tag?: string; search?: string } = {}) => {
      const params = new URLSearchParams();
      if (query.tag) params.set('tag', query.tag);
      if (query.search) params.set('search', query.search);
      const qs = params.toString();
      return qs ? `/blog?${qs}` : '/blog';
    },
  },
  articles: { pattern: '/articles', to: () => '/articles' },
  category: { pattern: '/:category', to: (category: CategoryId) => `/${category}` },
  categories: { pattern: '/categories', to: () => '/categories' },
  /** docs/decisions.md: /categories/{slug} redirects to /{slug}. */
  categoryAlias: { pattern: '/categories/:category', to: (category: CategoryId) => `/categories/${category}` },
  article: { pattern: '/article/:slugOrId', to: (slugOrId: string) => `/article/${enc(slugOrId)}` },
  blogArticle: { pattern: '/blog/:slug', to: (slug: string) => `/blog/${enc(slug)}` },
  /** The published articles that name one security (AAPL, BRK.B). */
  ticker: { pattern: '/ticker/:symbol', to: (symbol: string) => `/ticker/${enc(symbol)}` },
  /** An author's page: their profile, trade-idea record and articles, by the public id of their byline. */
  author: { pattern: '/author/:authorId', to: (authorId: string) => `/author/${enc(authorId)}` },
  about: { pattern: '/about', to: () => '/about' },
  contact: { pattern: '/contact', to: () => '/contact' },
  privacyPolicy: { pattern: '/privacy-policy', to: () => '/privacy-policy' },
  termsOfService: { pattern: '/terms-of-service', to: () => '/terms-of-service' },

  /** `returnTo`: a path on this site to come back to after signing in (e.g. an article). */
  login: { pattern: '/login', to: (returnTo?: string) => (returnTo ? `/login?redirect=${enc(returnTo)}` : '/login') },
  register: { pattern: '/register', to: () => '/register' },
  forgotPassword: { pattern: '/forgot-password', to: () => '/forgot-password' },
  resetPassword: { pattern: '/reset-password', to: (oobCode?: string) => (oobCode ? `/reset-password?oobCode=${enc(oobCode)}` : '/reset-password') },
  verifyEmail: { pattern: '/verify-email', to: () => '/verify-email' },
  emailVerification: { pattern: '/email-verification', to: () => '/email-verification' },
  /** Where Firebase's e-mail action links land (verify e-mail, reset password). */
  authAction: { pattern: '/auth/action', to: () => '/auth/action' },
  dashboard: { pattern: '/dashboard', to: () => '/dashboard' },
  profile: { pattern: '/profile', to: () => '/profile' },

  admin: { pattern: '/admin', to: () => '/admin' },
  /** With a status, the list filtered to it (the filters live in the address: ?status=draft). */
  adminArticles: { pattern: '/admin/articles', to: (status?: 'draft' | 'published') => (status ? `/admin/articles?status=${status}` : '/admin/articles') },
  adminUsers: { pattern: '/admin/users', to: () => '/admin/users' },
  adminSubscribers: { pattern: '/admin/subscribers', to: () => '/admin/subscribers' },
  adminMessages: { pattern: '/admin/messages', to: () => '/admin/messages' },
  /** The moderation queue of readers' comments. */
  adminComments: { pattern: '/admin/comments', to: () => '/admin/comments' },
  adminCreateArticle: { pattern: '/admin/create-article', to: () => '/admin/create-article' },
  adminEditArticle: { pattern: '/admin/edit-article/:articleId', to: (id: string) => `/admin/edit-article/${enc(id)}` },
  /** docs/decisions.md: the old /edit-article/{id} redirects to the admin editor. */
  editArticleAlias: { pattern: '/edit-article/:articleId', to: (id: string) => `/edit-article/${enc(id)}` },
} as const;
