import type { DemoArticle } from '../types.js';

export const timeVsMoneyWeightedReturns: DemoArticle = {
  title: 'Time-Weighted vs Money-Weighted Returns: Measuring What You Actually Earned',
  summary:
    'Your fund returned 8% but your account lost money. Both can be true. How deposits and withdrawals change a return, and which measure answers which question.',
  category: 'portfolio-performance',
  tags: ['Portfolio', 'Financial Planning'],
  author: 'maya',
  publishedDaysAgo: 54,
  draftingDays: 4,
  views: 920,
  likes: 44,
  content: `<p>Your broker's statement says the portfolio returned 8% this year, yet you ended the year with less money than you put in. Nobody made a mistake. There is more than one way to measure a return, and the difference comes down to one thing: money moving in and out of the account.</p>
<h2>An example</h2>
<p>You start the year with $10,000 in a fund.</p>
<ul>
<li>In the first six months the fund rises 20%, so you have $12,000.</li>
<li>Encouraged, you add $50,000. The account now holds $62,000.</li>
<li>In the second half the fund falls 10%, leaving $55,800.</li>
</ul>
<p>You invested $60,000 in total and ended with $55,800. Yet the fund itself gained 8% over the year. Both figures are correct; they answer different questions.</p>
<h2>Time-weighted return: how did the investment do?</h2>
<p>The time-weighted return (TWR) strips out the effect of deposits and withdrawals. It splits the year at each cash flow, measures the return of each sub-period and links them together:</p>
<p><strong>(1 + 20%) × (1 − 10%) − 1 = 8%</strong></p>
<p>Because it ignores how much money was invested when, TWR is the right measure of a fund manager or a strategy, who does not control when investors add or withdraw money. It is the figure fund factsheets and benchmark comparisons use.</p>
<h2>Money-weighted return: how did my money do?</h2>
<p>The money-weighted return (MWR) is the internal rate of return of your own cash flows: the single annual rate that turns what you put in, when you put it in, into what you ended with. In the example, most of your money arrived just before the fall, so the MWR is about <strong>−11.7%</strong>.</p>
<p>MWR reflects your decisions about timing and amounts as well as the investment's performance. It is the honest answer to "how have I done?", and the one that matters for reaching your goals.</p>
<h2>Which to use when</h2>
<ul>
<li><strong>Comparing a fund with its benchmark or with another fund:</strong> time-weighted.</li>
<li><strong>Judging your own results, including when you added money:</strong> money-weighted.</li>
<li><strong>Comparing your results with the fund's:</strong> both. The gap shows what your timing added or cost.</li>
</ul>
<h2>The behaviour gap</h2>
<p>Research on fund flows has repeatedly found that investors' money-weighted returns trail the time-weighted returns of the funds they own. People tend to invest after strong performance and sell after weak performance, which is exactly the pattern in the example above. The shortfall is often called the behaviour gap.</p>
<p>Regular, automatic contributions, as in <a href="/article/dollar-cost-averaging-vs-lump-sum-investing-what-the-evidence-says">dollar-cost averaging</a>, and a written <a href="/article/rebalancing-calendar-threshold-and-why-it-controls-risk">rebalancing policy</a> are simple ways to keep your own return close to your investments' return.</p>
<h3>Check your statement</h3>
<p>Many platforms show only one of the two measures, and not always with a clear label. Look for the terms "time-weighted", "money-weighted", "IRR" or "personal rate of return", and make sure you know which you are looking at before drawing conclusions.</p>`,
};
