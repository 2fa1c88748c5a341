import type { DemoArticle } from '../types.js';

export const rebalancing: DemoArticle = {
  title: 'Rebalancing: Calendar, Threshold and Why It Controls Risk',
  summary:
    'Left alone, a portfolio drifts towards whatever has risen most. How rebalancing restores your chosen risk level, the main methods, and how to do it tax-efficiently.',
  category: 'portfolio-performance',
  tags: ['Portfolio', 'ETFs', 'Financial Planning'],
  author: 'maya',
  publishedDaysAgo: 40,
  draftingDays: 2,
  views: 1180,
  likes: 58,
  content: `<p>You chose your asset allocation for a reason: a mix of stocks, bonds and other assets that matches your goals and the ups and downs you can live with. Then markets move, and within a year or two the portfolio you own is no longer the one you chose. Rebalancing is the habit of putting it back.</p>
<h2>How drift happens</h2>
<p>Suppose you start with 60% in stocks and 40% in bonds. Over a strong year, stocks rise 30% and bonds 2%. Without doing anything, your portfolio is now about <strong>66% stocks and 34% bonds</strong>. After several good years in a row it can drift to 75/25 or beyond.</p>
<p>That drift is not harmless. A portfolio that is 75% in stocks will fall further in a bear market than the 60/40 portfolio you decided you were comfortable with, and it tends to be at its riskiest right after long rallies, when valuations are stretched.</p>
<h2>Rebalancing is risk control, not a return strategy</h2>
<p>Rebalancing means selling some of what has done well and buying what has lagged. Sometimes that adds a little return, when markets swing back and forth; often, in long trends, it costs a little, because you keep trimming the winner. Its reliable benefit is different: it keeps your risk where you set it.</p>
<h2>Three common methods</h2>
<h3>Calendar rebalancing</h3>
<p>Check the portfolio at fixed intervals, once or twice a year, and restore the targets. It is simple, easy to automate and stops you from tinkering. Its weakness is that it ignores large moves between check dates.</p>
<h3>Threshold rebalancing</h3>
<p>Rebalance only when an asset class drifts outside a band, for example five percentage points either side of its target (so between 55% and 65% for a 60% stock allocation), or a relative band such as 20% of the target weight. It responds to big market moves and avoids needless trades in quiet years.</p>
<h3>Combining the two</h3>
<p>Many investors check on a calendar but act only if a threshold has been crossed. It keeps the discipline of a schedule without trading for the sake of it.</p>
<h2>Doing it efficiently</h2>
<ul>
<li><strong>Use cash flows first.</strong> Direct new contributions, dividends and withdrawals towards the underweight assets. This often rebalances without selling anything.</li>
<li><strong>Prefer tax-advantaged accounts.</strong> Selling inside a retirement account usually triggers no tax; selling in a taxable account can realise capital gains.</li>
<li><strong>Mind costs.</strong> Low-cost index funds and ETFs keep trading costs small, but spreads and commissions still add up on small, frequent trades.</li>
<li><strong>Harvest losses where possible.</strong> In taxable accounts, rebalancing out of a position with a loss can be combined with <a href="/article/tax-loss-harvesting-concepts-wash-sales-and-common-mistakes">tax-loss harvesting</a>.</li>
</ul>
<h2>Write it down</h2>
<p>The hardest part of rebalancing is emotional: buying the asset everyone is selling, trimming the one everyone loves. A one-page investment policy, stating your targets, bands and schedule, makes the decision before the emotion arrives.</p>`,
};
