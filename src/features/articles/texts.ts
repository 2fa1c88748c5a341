/** User-facing texts of the articles feature (SPEC §2, §8), word for word. */
export const articleTexts = {
  latestHeading: 'Latest Articles',
  loading: 'Loading articles…',
  loadFailed: 'Failed to load articles. Please try again.',
  empty: 'No articles found',
  browseCategories: 'Browse Categories',
  readTime: (minutes: number) => `${minutes} min read`,
} as const;
