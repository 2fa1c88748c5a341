import type { DemoArticle } from '../types.js';

export const peVsEvEbitda: DemoArticle = {
  title: 'P/E vs EV/EBITDA: Choosing the Right Valuation Multiple',
  summary:
    'Two companies can look cheap on one multiple and expensive on another. What P/E and EV/EBITDA each measure, how debt changes the picture, and when to use which.',
  category: 'equity-research',
  tags: ['Stocks', 'Market Analysis', 'Investment'],
  tickers: ['JNJ', 'PFE'],
  disclosure:
    'The author holds no position in JNJ or PFE and received no compensation for this article. The companies are named only as worked examples.',
  author: 'daniel',
  publishedDaysAgo: 26,
  draftingDays: 2,
  isFeatured: true,
  views: 1980,
  likes: 117,
  content: `<p>Valuation multiples are shortcuts. Instead of forecasting a company's cash flows for a decade, you compare its price with a measure of profit and see how it stacks up against similar businesses. The two shortcuts used most often, the price-to-earnings ratio and EV/EBITDA, answer slightly different questions, and mixing them up leads to bad comparisons.</p>
<h2>Price-to-earnings (P/E)</h2>
<p>P/E divides the share price by earnings per share, or equivalently market capitalisation by net income. A P/E of 20 means investors pay $20 for each dollar of annual profit that belongs to shareholders.</p>
<p>Its strength is simplicity: earnings are widely reported and forecast. Its weakness is that net income sits at the very bottom of the income statement, after interest, taxes and every accounting choice a company makes. Two identical businesses will show different P/E ratios if one is funded with debt and the other with equity.</p>
<h2>EV/EBITDA</h2>
<p>Enterprise value (EV) is what it would cost to buy the whole business: market capitalisation plus debt, minus cash (plus minority interests and preferred shares, if any). EBITDA is earnings before interest, taxes, depreciation and amortisation, a rough measure of operating profit before financing and accounting for past investment.</p>
<p>Because both EV and EBITDA include the claims of lenders as well as shareholders, the ratio is <strong>capital-structure neutral</strong>. That makes it the usual choice for comparing companies with very different amounts of debt, and for valuing takeovers, where the buyer takes on the debt too.</p>
<h2>A quick comparison</h2>
<p>Imagine two companies, each with $200 million of EBITDA and $1.6 billion of market capitalisation.</p>
<ul>
<li><strong>Company A</strong> has no debt. Its EV is $1.6 billion, so EV/EBITDA is 8.</li>
<li><strong>Company B</strong> has $800 million of net debt. Its EV is $2.4 billion, so EV/EBITDA is 12.</li>
</ul>
<p>On P/E, B might look similar to A or even cheaper, because its shareholders' claim is smaller. On EV/EBITDA it is clearly the more expensive business to own outright. Leverage has been hidden inside the equity multiple.</p>
<h2>Where EBITDA flatters</h2>
<p>EBITDA ignores capital expenditure. For a software company that spends little on equipment that hardly matters; for a telecom operator or an airline, depreciation reflects real, recurring spending on networks and aircraft. Comparing those businesses on EV/EBITDA makes the capital-hungry one look cheaper than it is. Some analysts use EV/EBIT or EV to free cash flow instead for that reason.</p>
<h3>Rules of thumb</h3>
<ul>
<li>Compare multiples only within an industry, where business models and accounting are similar.</li>
<li>Use EV-based multiples when debt levels differ; P/E when they are similar and earnings are clean.</li>
<li>Check forward and trailing figures: a low multiple on last year's peak earnings can be a trap.</li>
<li>Ask why a company trades at a discount. Sometimes the market is wrong; often it knows something.</li>
</ul>
<p>Multiples tell you how the market prices a business today, not what it is worth. They are best used alongside an intrinsic approach such as <a href="/article/discounted-cash-flow-basics-valuing-a-business-from-its-future-cash">a discounted cash flow model</a>, each checking the other.</p>`,
};
