/**
 * Shown in place of popular articles only when their query fails (docs/decisions.md), labelled as
 * samples and not linked: they are not articles of this site.
 */
export const SAMPLE_POPULAR_TITLES: readonly string[] = [
  'How to Read a Balance Sheet in Ten Minutes',
  'Dollar-Cost Averaging Versus Lump-Sum Investing',
  'What Rising Interest Rates Mean for Growth Stocks',
  'Building a Simple Three-Fund Portfolio',
  'Risk Management Rules Every Trader Should Know',
];
