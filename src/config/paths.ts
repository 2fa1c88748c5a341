/**
 * Every route of the site in one place: `pattern` for the router, `to()` for links.
 * Features import this too, which is why it lives in config rather than in app/.
 */

export const paths = {
  home: { pattern: '/', to: () => '/' },
  blog: { pattern: '/blog', to: () => '/blog' },
  categories: { pattern: '/categories', to: () => '/categories' },
  article: { pattern: '/article/:slug', to: (slugOrId: string) => `/article/${encodeURIComponent(slugOrId)}` },
} as const;
