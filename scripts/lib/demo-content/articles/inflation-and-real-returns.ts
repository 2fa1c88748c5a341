import type { DemoArticle } from '../types.js';

export const inflationAndRealReturns: DemoArticle = {
  title: 'Inflation and Real Returns: What Your Portfolio Really Earns',
  summary:
    'A 6% return in a year of 3.5% inflation buys far less than it sounds. How to convert nominal returns into real ones, and which assets have protected purchasing power.',
  category: 'market-insights',
  tags: ['Financial Planning', 'Investment', 'Retirement'],
  tickers: ['TIP'],
  author: 'maya',
  publishedDaysAgo: 30,
  draftingDays: 3,
  views: 1290,
  likes: 71,
  content: `<p>Investment returns are usually quoted in <strong>nominal</strong> terms: how many more dollars, pounds or euros you have at the end than at the start. But money is only useful for what it buys, and inflation steadily erodes that. The return that matters for your future spending is the <strong>real</strong> return, after inflation.</p>
<h2>From nominal to real</h2>
<p>The quick approximation is to subtract inflation from the nominal return: a 6% return with 3.5% inflation is roughly a 2.5% real return. The exact calculation divides rather than subtracts:</p>
<p><strong>Real return = (1 + nominal return) ÷ (1 + inflation) − 1</strong></p>
<p>Here that gives 1.06 ÷ 1.035 − 1, about <strong>2.4%</strong>. The difference is small at low rates but grows when inflation is high.</p>
<h2>The slow damage of modest inflation</h2>
<p>Inflation of 3% a year sounds harmless. Compounded, it halves the purchasing power of money in about 24 years, as the rule of 72 (72 ÷ 3) suggests. Someone retiring at 65 should expect prices to roughly double over a long retirement, which is why a fixed income that looks comfortable today may not be in twenty years.</p>
<h2>Taxes make it worse</h2>
<p>Tax is usually charged on nominal gains and interest, not real ones. Suppose a savings account pays 4% while inflation is 3%. The real return is about 1%. If the 4% interest is taxed at 25%, you keep 3%, and your real return after tax is roughly zero. When interest rates trail inflation, savers can lose purchasing power even as their balance grows.</p>
<h2>How different assets have fared</h2>
<ul>
<li><strong>Cash:</strong> safe in nominal terms, but historically its real return has been close to zero, and negative in periods of high inflation.</li>
<li><strong>Conventional bonds:</strong> fixed payments lose value when inflation rises unexpectedly, and longer bonds suffer most.</li>
<li><strong>Inflation-linked bonds:</strong> such as US TIPS or UK index-linked gilts, whose principal or payments adjust with an inflation index. They protect against inflation directly, though their prices still move with real interest rates.</li>
<li><strong>Equities:</strong> companies can raise prices over time, so stocks have historically delivered positive real returns over long periods, though they can struggle during sudden inflation shocks.</li>
<li><strong>Real assets:</strong> property and commodities can help in some inflationary periods, with their own risks and costs.</li>
</ul>
<h2>Planning in real terms</h2>
<ol>
<li>Set goals in today's money, then project them using real returns. It is far easier to judge whether $40,000 a year of spending in today's money is enough than a nominal figure decades away.</li>
<li>Be cautious with return assumptions: a plan built on 7% nominal returns may really be assuming only 4–5% real.</li>
<li>Check how much of your income in retirement is inflation-linked, such as some pensions and state benefits, and how much is fixed.</li>
</ol>
<p>Inflation also interacts with <a href="/article/sequence-of-returns-risk-why-the-order-of-returns-matters-in-retirement">sequence-of-returns risk</a>: rising prices force larger withdrawals at the same time as markets may be falling.</p>`,
};
