/** User-facing texts of the categories page (docs/product.md §2 /categories). */

export const categoriesTexts = {
  title: 'Categories',
  metaDescription:
    'Browse our research by category: equity research, trade ideas, portfolio performance reviews and market insights. Educational content, not investment advice.',
  intro: 'Four ways into our research. Pick a category to see every article in it, or start from a topic below.',
  viewArticles: 'View Articles',
  viewArticlesIn: (category: string) => `View Articles in ${category}`,
  topicsHeading: 'Popular Topics',
  researchHeading: 'Looking for Specific Research?',
  researchBody:
    'Tell us which company, sector or strategy you would like us to cover next. We read every request.',
  contactForResearch: 'Contact Us for Research Requests',
} as const;
