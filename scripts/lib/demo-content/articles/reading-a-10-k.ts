import type { DemoArticle } from '../types.js';

export const readingA10K: DemoArticle = {
  title: 'Reading a 10-K: The Five Sections Analysts Check First',
  summary:
    'An annual report runs to hundreds of pages. Where professional analysts start, what they look for in each section, and the red flags worth a closer look.',
  category: 'equity-research',
  tags: ['Stocks', 'Investment', 'Market Analysis'],
  tickers: ['AAPL', 'MSFT'],
  disclosure:
    'The author holds no position in AAPL or MSFT and received no compensation for this article. The companies are named only as worked examples.',
  author: 'daniel',
  publishedDaysAgo: 2,
  draftingDays: 3,
  isFeatured: true,
  views: 2140,
  likes: 128,
  content: `<p>A company's annual report on Form 10-K is the most complete picture of its business that investors get each year. It is also long, repetitive and written with lawyers looking over every sentence. Analysts rarely read it front to back. They go straight to the handful of sections that can change a valuation, and they read those slowly.</p>
<p>Every US-listed company files its 10-K with the Securities and Exchange Commission, and you can read it free on the SEC's <a href="https://www.sec.gov/edgar/search/">EDGAR database</a>. The items are numbered the same way for every company, which makes it easy to jump around.</p>
<h2>1. Business (Item 1)</h2>
<p>Start with how the company describes itself: its segments, products, customers, competitors and where the revenue comes from. If you cannot explain in two sentences how the business makes money after reading it, treat that as a finding, not a failure on your part.</p>
<p>Look for <strong>concentration</strong>. A company that earns a third of its revenue from a single customer, or buys a critical part from a single supplier, carries a risk that no multiple will show you.</p>
<h2>2. Risk factors (Item 1A)</h2>
<p>Most risk factors are boilerplate: competition exists, regulation may change, key people may leave. The useful exercise is comparison. Put this year's list next to last year's and read what is <em>new</em> or reworded. A freshly added paragraph about a customer, a lawsuit or a supply problem tells you what management has started to worry about.</p>
<h2>3. Management's discussion and analysis (Item 7)</h2>
<p>The MD&amp;A is where management explains why revenue, margins and cash flow changed. Read it with the numbers open beside you and ask three questions:</p>
<ol>
<li>Do the drivers management emphasises match what the financial statements show?</li>
<li>How much of the growth came from price, volume, acquisitions or currency?</li>
<li>What does the liquidity section say about upcoming debt maturities and capital spending?</li>
</ol>
<p>Pay attention to non-GAAP measures such as "adjusted EBITDA". They can be useful, but the reconciliation to reported figures shows exactly which costs management would prefer you to ignore.</p>
<h2>4. Financial statements and notes (Item 8)</h2>
<p>The income statement, balance sheet and cash flow statement get the attention, but the notes are where the detail lives. Analysts check a few of them every year:</p>
<ul>
<li><strong>Revenue recognition:</strong> when the company books a sale, and whether the policy changed.</li>
<li><strong>Debt:</strong> maturities, interest rates and covenants that could force a refinancing.</li>
<li><strong>Leases and commitments:</strong> obligations that do not look like debt but behave like it.</li>
<li><strong>Stock-based compensation:</strong> a real cost that adjusted figures often add back.</li>
<li><strong>Segment data:</strong> which parts of the business actually earn the profit.</li>
</ul>
<p>A simple habit pays off here: compare operating cash flow with net income over several years. Profits that never turn into cash deserve an explanation.</p>
<h2>5. Controls and the auditor's report (Items 8 and 9A)</h2>
<p>The auditor's opinion is usually a formality, which is exactly why departures from it matter. A going-concern paragraph, a material weakness in internal controls or a change of auditor is rare, and always worth understanding before you invest. The report also lists <em>critical audit matters</em>: the areas the auditor found hardest to judge, often goodwill, inventory or revenue estimates.</p>
<h3>A reading order that works</h3>
<p>Business, then risk factors, then MD&amp;A, then the statements and their notes, then the auditor. Take notes on anything you would ask management if you could, and check whether the next earnings call answers it.</p>
<p>Between annual reports, the quarterly 10-Q updates the financial statements and MD&amp;A, and an 8-K announces material events as they happen: an acquisition, a change of chief executive, a restatement. Reading the annual report first gives you the context to judge what those shorter filings change.</p>`,
};
