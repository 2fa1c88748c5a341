import type { DemoArticle } from '../types.js';

export const benchmarkingYourPortfolio: DemoArticle = {
  title: 'Benchmarking Your Portfolio: Choosing a Fair Yardstick',
  summary:
    'A return means little without something to compare it with. How to pick a benchmark that matches your allocation, and the comparisons that mislead.',
  category: 'portfolio-performance',
  tags: ['Portfolio', 'ETFs', 'Investment'],
  author: 'maya',
  publishedDaysAgo: null,
  draftingDays: 2,
  content: `<p>Is a 7% return good? It depends entirely on what you could have earned instead with the same risk. A benchmark provides that answer. Chosen well, it tells you whether your decisions have added value; chosen badly, it flatters a poor portfolio or condemns a sound one.</p>
<h2>What makes a fair benchmark</h2>
<p>A good benchmark is something you could actually have invested in, that matches your portfolio's mix of assets and risk, and that you picked in advance. Professionals sum this up with a few tests:</p>
<ul>
<li><strong>Investable:</strong> you could buy it, for example through low-cost index funds or ETFs.</li>
<li><strong>Appropriate:</strong> it reflects the markets and asset classes you hold.</li>
<li><strong>Specified in advance:</strong> it was chosen before the results were known.</li>
<li><strong>Measurable:</strong> its returns are published and easy to calculate.</li>
</ul>
<h2>Build a blended benchmark</h2>
<p>Most personal portfolios hold more than one asset class, so a single index will not do. Instead, combine indices in your target weights. A portfolio that aims for 50% global stocks, 10% home-market stocks and 40% bonds can be compared with a mix of a global equity index, a domestic equity index and a bond index in the same proportions, rebalanced the same way.</p>
<p>Comparing a 60/40 portfolio with an all-stock index is the most common mistake. In a bull market the portfolio will always look disappointing; in a crash it will look brilliant. Neither conclusion says anything about your decisions.</p>
<h2>Use the right return</h2>
<p>Compare like with like. Your benchmark's published return is time-weighted, so compare it with your portfolio's time-weighted return, not with your personal money-weighted return. The difference between those two measures is explained in <a href="/article/time-weighted-vs-money-weighted-returns-measuring-what-you-actually-earned">time-weighted vs money-weighted returns</a>.</p>
<p>Include costs: fund fees, advice fees and trading costs are part of your result. Index returns have no costs at all, so a small shortfall against the index is expected even for a perfectly passive portfolio.</p>
<h2>Judge over the right period</h2>
<p>One year is noise. Any sensible strategy will lag its benchmark in some years. Look at rolling three- and five-year periods, and at how the portfolio behaved in falling markets as well as rising ones.</p>
<h2>Questions the comparison should answer</h2>
<ol>
<li>Did my allocation decisions help or hurt?</li>
<li>Did my fund choices beat their own indices after costs?</li>
<li>Did my timing of contributions and withdrawals help or hurt?</li>
<li>Was the risk I took in line with what I intended?</li>
</ol>
<p>If the honest answer to the second question is "no" for several years, the simplest improvement may be to own the benchmark itself.</p>
<hr>
<p><em>Draft: add a worked blended-benchmark table and a note on currency effects. Educational content only.</em></p>`,
};
