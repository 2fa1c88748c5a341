import type { DemoArticle } from '../types.js';

export const discountedCashFlowBasics: DemoArticle = {
  title: 'Discounted Cash Flow Basics: Valuing a Business from Its Future Cash',
  summary:
    'A DCF model values a company as the cash it will generate, discounted back to today. A worked example, and why the answer is only as good as its assumptions.',
  category: 'equity-research',
  tags: ['Stocks', 'Investment'],
  tickers: ['KO'],
  disclosure:
    'The author holds no position in KO and received no compensation for this article. The companies are named only as worked examples.',
  author: 'daniel',
  publishedDaysAgo: 11,
  draftingDays: 4,
  views: 1630,
  likes: 94,
  content: `<p>A business is worth the cash it will hand to its owners over its life. Discounted cash flow (DCF) analysis takes that idea literally: forecast the cash, then convert each future amount into today's money. It is the method behind most serious valuations, and also the easiest one to fool yourself with.</p>
<h2>Why future cash is worth less</h2>
<p>A dollar received in five years is worth less than a dollar today, because today's dollar could be invested in the meantime and because the future one might not arrive. The <strong>discount rate</strong> captures both. Dividing a future cash flow by (1 + rate) raised to the number of years gives its present value.</p>
<h2>The three ingredients</h2>
<ol>
<li><strong>Free cash flow forecasts.</strong> Usually five to ten years of operating cash flow minus capital expenditure.</li>
<li><strong>A discount rate.</strong> For a whole company, the weighted average cost of capital (WACC): the blended return that shareholders and lenders require.</li>
<li><strong>A terminal value.</strong> What the business is worth at the end of the forecast, often the final year's cash flow growing forever at a modest rate.</li>
</ol>
<h2>A worked example</h2>
<p>Take a company with $100 million of free cash flow, growing 6% a year for five years, a 9% discount rate and 2.5% growth after that.</p>
<ul>
<li>Year 1 cash flow of $106.0m is worth $97.2m today; year 5's $133.8m is worth $87.0m.</li>
<li>The five forecast years together are worth about <strong>$460m</strong> today.</li>
<li>The terminal value at year 5 is $133.8m × 1.025 ÷ (0.09 − 0.025), about $2,110m, worth about <strong>$1,372m</strong> today.</li>
<li>Enterprise value: roughly <strong>$1.83 billion</strong>.</li>
</ul>
<p>Notice that three quarters of the value comes from the terminal value: from cash flows more than five years away. That is typical, and it is the main reason to treat any single DCF answer with humility.</p>
<h2>Sensitivity is the point</h2>
<p>Change the discount rate to 10% and the value falls to about $1.58 billion; lower it to 8% and it rises to about $2.17 billion. A one-point change in one assumption moves the answer by 15% or more. Good analysts therefore present a range, usually as a small table of discount rates against terminal growth rates, and ask which assumptions the current share price implies.</p>
<h3>From enterprise value to a share price</h3>
<p>A DCF on free cash flow to the firm values the whole business. Subtract net debt to get the value of the equity, then divide by the diluted share count. Forgetting the debt, or the dilution from options and convertible bonds, is a common and expensive mistake.</p>
<h2>Common pitfalls</h2>
<ul>
<li>Forecasting margins that the company has never achieved, with no reason why it will.</li>
<li>Terminal growth above the long-run growth of the economy: no company outgrows the world forever.</li>
<li>Ignoring the reinvestment that growth requires, so cash flow grows for free.</li>
<li>Using a discount rate chosen to reach a price you already had in mind.</li>
</ul>
<p>Used well, a DCF is less a price target than a way of making your assumptions explicit. If you cannot defend the inputs, you cannot defend the output. Comparing the result with valuation multiples, as in <a href="/article/pe-vs-evebitda-choosing-the-right-valuation-multiple">P/E vs EV/EBITDA</a>, is a useful sanity check.</p>`,
};
