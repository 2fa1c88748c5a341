import type { DemoArticle } from '../types.js';

export const freeCashFlowYield: DemoArticle = {
  title: 'Free Cash Flow Yield: A Practical Screen for Quality Stocks',
  summary:
    'Earnings can be shaped by accounting choices; cash is harder to flatter. How to calculate free cash flow yield, where it misleads, and how to pair it with quality checks.',
  category: 'equity-research',
  tags: ['Stocks', 'Investment'],
  tickers: ['AAPL', 'GOOGL', 'MSFT'],
  disclosure:
    'I have a beneficial long position in MSFT and GOOGL through a broad index fund, and no direct position in AAPL. I received no compensation for this article.',
  author: 'daniel',
  publishedDaysAgo: 47,
  draftingDays: 5,
  views: 1240,
  likes: 61,
  content: `<p>Reported earnings depend on judgements about depreciation, provisions, revenue timing and much else. Cash is harder to flatter: it either arrived in the bank account or it did not. That is why many investors screen for stocks using free cash flow rather than, or alongside, earnings.</p>
<h2>What free cash flow is</h2>
<p>Free cash flow (FCF) is the cash a business generates from its operations after paying for the investment needed to maintain and grow it. The simplest version is:</p>
<p><strong>Free cash flow = cash flow from operations − capital expenditure</strong></p>
<p>Both figures come straight from the cash flow statement. What is left can be used to pay dividends, buy back shares, repay debt or make acquisitions, which is why it is often described as the cash that truly belongs to the owners.</p>
<h2>From FCF to a yield</h2>
<p>Divide free cash flow by the company's market capitalisation and you get the <strong>FCF yield</strong>: how much cash the business generates for every dollar of share value. A company worth $10 billion producing $600 million of free cash flow has a 6% FCF yield.</p>
<p>If the company carries significant debt, divide by enterprise value instead, and use free cash flow before interest payments. That keeps the numerator and denominator consistent, in the same way that <a href="/article/pe-vs-evebitda-choosing-the-right-valuation-multiple">EV/EBITDA differs from P/E</a>.</p>
<p>The yield can be compared with the return on government bonds or with the company's own history. A stock yielding 7% in free cash flow when ten-year Treasuries pay 4% is at least offering a meaningful cushion, provided the cash flow is durable.</p>
<h2>Where it misleads</h2>
<ul>
<li><strong>Under-investment.</strong> A company that cuts capital spending below what its assets need will show a high FCF yield for a while, then pay for it later.</li>
<li><strong>Working-capital swings.</strong> Collecting receivables faster or stretching payments to suppliers boosts cash flow once, not every year. Use an average of three to five years.</li>
<li><strong>Stock-based compensation.</strong> Cash flow statements add it back because no cash leaves the company, but shareholders bear the cost through dilution. Subtracting it gives a more honest figure.</li>
<li><strong>Cyclical peaks.</strong> Commodity producers can show enormous yields at the top of the cycle, just before prices fall.</li>
</ul>
<h2>Combining signals</h2>
<p>FCF yield is a valuation measure: it says whether a stock is cheap relative to its cash. It says nothing about whether the business is good. Pair it with measures of quality:</p>
<ol>
<li><strong>Return on invested capital</strong> above the cost of capital, sustained over several years.</li>
<li><strong>Cash conversion</strong>: free cash flow close to, or above, net income over time.</li>
<li><strong>Balance-sheet strength</strong>: modest net debt relative to cash flow.</li>
</ol>
<p>A high yield from a business with falling returns and rising debt is often a value trap rather than a bargain. A moderate yield from a business that compounds its cash at high returns can be the better investment.</p>`,
};
