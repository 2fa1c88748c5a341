/** User-facing texts of the home page. */
export const homeTexts = {
  headline: 'Invest Smarter with Expert Insights',
  intro:
    'In-depth equity research, trade ideas, portfolio reviews and market insights, written to help you make better-informed decisions.',
  disclaimer:
    'All content is for educational purposes only and is not personalised investment advice. Investing involves risk, including the loss of capital.',
} as const;
