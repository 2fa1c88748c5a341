/** User-facing texts of the home page (docs/product.md §1, §2). */
export const homeTexts = {
  metaDescription:
    'Equity research, trade ideas, portfolio performance reviews and market insights to help you invest smarter. Educational content, not investment advice.',
  headline: 'Invest Smarter with Expert Insights',
  intro:
    'In-depth equity research, trade ideas, portfolio reviews and market insights, written to help you make better-informed decisions.',
  joinForFree: 'Join for Free',
  logIn: 'Log In',
  goToDashboard: 'Go to Dashboard',
  browseArticles: 'Browse Articles',
  disclaimer:
    'All content is for educational purposes only and is not personalised investment advice. Investing involves risk, including the loss of capital.',
  categoriesHeading: 'Explore Our Research',
  categoriesIntro: 'Four ways into our analysis, from single companies to the whole market.',
  comingSoonHeading: 'Coming Soon',
  comingSoonTitle: 'Premium Research Tools',
  comingSoonText:
    'Stock screeners, model portfolios you can follow and in-depth sector reports. We are putting the finishing touches on them.',
  comingSoonProgress: 'Development progress',
  comingSoonPercent: (percent: number) => `${percent}% complete`,
} as const;
