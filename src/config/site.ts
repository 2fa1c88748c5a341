export const SITE_NAME = 'Finance Articles';

/** What every page says of its content: the footer's disclaimer, and the close of every article. */
export const EDUCATIONAL_ONLY =
  'is for educational purposes only and is not personalised investment advice. Investing involves risk, including the possible loss of capital. Consider your own circumstances and, where appropriate, consult a licensed financial adviser before making investment decisions.';
