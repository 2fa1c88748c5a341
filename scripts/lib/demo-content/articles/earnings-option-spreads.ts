import type { DemoArticle } from '../types.js';

export const earningsOptionSpreads: DemoArticle = {
  title: 'Trading Earnings Season with Defined-Risk Option Spreads',
  summary:
    'Earnings move stocks sharply, and options price that in. Vertical spreads let a trader express a view on an announcement while capping what can be lost if it goes wrong.',
  category: 'trade-ideas',
  tags: ['Trading', 'Stocks'],
  tickers: ['TSLA', 'NVDA'],
  disclosure:
    'The author holds no position in TSLA or NVDA and received no compensation for this article. The trade idea is an illustrative example of a defined-risk setup, not a recommendation.',
  tradeIdea: { direction: 'short', ticker: 'TSLA', entry: 250, target: 200, stop: 275, horizon: 'Through earnings, about 4 weeks' },
  ideaOutcome: { status: 'stopped-out', price: 276.4, closedDaysAgo: 43, note: 'Raised delivery guidance gapped the shares through the stop.' },
  author: 'daniel',
  publishedDaysAgo: 61,
  draftingDays: 2,
  views: 980,
  likes: 47,
  content: `<p>Four times a year, listed companies report their results, and for a day or two their share prices can move more than in the previous month. That makes earnings season tempting for traders with a view. It also makes it expensive, because the options market knows the announcement is coming.</p>
<h2>Implied volatility and the "crush"</h2>
<p>An option's price depends partly on how much the market expects the stock to move before expiry: its <strong>implied volatility</strong>. Ahead of an earnings report, implied volatility rises because a large move is likely. The morning after, the uncertainty is gone and implied volatility collapses, often by half or more.</p>
<p>This is why buying a single call or put before earnings often disappoints. A trader can be right about the direction and still lose money if the stock moves less than the options had priced in, because the volatility premium drains out of the option overnight.</p>
<h3>Reading the expected move</h3>
<p>A quick estimate of what the market expects is the price of the at-the-money straddle (a call plus a put at the same strike) in the first expiry after the announcement. If a $100 stock has a straddle priced at $6, the market is implying a move of roughly 6% in either direction. A directional trade needs a view that the move will be larger, or in a particular direction, than that.</p>
<h2>Why vertical spreads</h2>
<p>A vertical spread buys one option and sells another of the same type and expiry at a different strike. In a <strong>bull call spread</strong>, for example, a trader buys a call near the current price and sells a call at a higher strike.</p>
<ul>
<li>The option sold offsets much of the inflated volatility premium of the option bought.</li>
<li>The maximum loss is the net debit paid, known the moment the trade is placed.</li>
<li>The maximum gain is the distance between the strikes minus the debit, reached if the stock finishes above the higher strike.</li>
</ul>
<p>Suppose a stock trades at $100. Buying the 100 call for $5.00 and selling the 110 call for $2.00 costs a net $3.00. The most the trade can lose is $3.00 per share; the most it can make is $10.00 − $3.00 = $7.00. A bear put spread mirrors the structure for a downward view.</p>
<h2>What to check before the trade</h2>
<ol>
<li><strong>Liquidity.</strong> Wide bid-ask spreads on either leg can consume much of the potential profit. Prefer strikes with tight markets and real open interest.</li>
<li><strong>Expiry.</strong> Use the first expiry after the announcement so the trade is about the event, not weeks of unrelated drift.</li>
<li><strong>Size.</strong> Treat the full debit as the amount at risk and size it like any other trade, as in <a href="/article/how-much-to-risk-per-trade-the-fixed-fractional-method">the fixed-fractional method</a>.</li>
<li><strong>Early assignment.</strong> A short option that ends up in the money can be exercised early, particularly before a dividend. Know how your broker handles it.</li>
</ol>
<h2>The trade-off</h2>
<p>Spreads cap the upside as well as the downside. If the stock jumps 25%, the bull call spread above still makes only $7.00. That is the price of limiting the loss and of not overpaying for volatility, and for most traders around a binary event it is a fair one.</p>`,
};
