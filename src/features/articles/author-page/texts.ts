/** User-facing texts of an author's page (/author/{id}). */
export const authorPageTexts = {
  loading: 'Loading the author’s page…',
  loadFailed: 'Failed to load this author’s page. Please try again.',
  kicker: 'Author',
  title: (name: string) => `${name}: articles and trade ideas`,
  description: (name: string, bio: string | undefined) =>
    `${bio ? `${bio} ` : ''}Articles and trade ideas by ${name}, with the outcome of each idea.`,
  recordHeading: 'Trade idea record',
  articlesHeading: (name: string) => `Articles by ${name}`,
} as const;
