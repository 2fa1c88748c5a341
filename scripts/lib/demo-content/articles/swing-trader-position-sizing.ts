import type { DemoArticle } from '../types.js';

export const swingTraderPositionSizing: DemoArticle = {
  title: 'Position Sizing Rules for Swing Traders',
  summary:
    'Swing trades last days to weeks and face overnight gaps. How to size them with volatility-based stops, cap correlated risk and adjust after a losing streak.',
  category: 'trade-ideas',
  tags: ['Trading', 'Stocks', 'Portfolio'],
  tickers: ['AMD'],
  author: 'daniel',
  publishedDaysAgo: null,
  draftingDays: 3,
  content: `<p>Swing traders hold positions for a few days to a few weeks, aiming to capture one leg of a larger move. That horizon brings its own sizing problems: positions are held overnight and over weekends, several trades are often open at once, and the stocks involved tend to be more volatile than the market.</p>
<p>This follows on from <a href="/article/how-much-to-risk-per-trade-the-fixed-fractional-method">the fixed-fractional method</a>, which sets the amount at risk on each trade. Here we look at how to measure that risk for swing trades.</p>
<h2>Rule 1: measure volatility with ATR</h2>
<p>The average true range (ATR) is the average daily trading range over a period, usually 14 days, including any gap from the previous close. It tells you how much a stock typically moves in a day, in dollars.</p>
<p>A stop placed closer than one ATR from the entry is inside the normal daily noise and will be hit often for no reason. Many swing traders place stops between 1.5 and 3 ATRs away, or beyond a recent swing low if that is further.</p>
<h2>Rule 2: let the stop set the size</h2>
<p>With the stop distance known, the position size follows. If the account is $40,000, the risk per trade is 1% ($400), and the stock's ATR is $1.60 with a stop two ATRs away ($3.20), the position is $400 ÷ $3.20 = 125 shares. A calmer stock with an ATR of $0.80 would allow 250 shares for the same risk.</p>
<p>The effect is that every position contributes roughly the same risk, whatever the stock's price or volatility.</p>
<h2>Rule 3: allow for gaps</h2>
<p>A stop cannot prevent a loss larger than planned if the stock opens far below it. Around earnings, reduce the position to half size or close it beforehand. For stocks that often gap, some traders size on a larger "gap-adjusted" distance instead of the stop distance.</p>
<h2>Rule 4: cap total and correlated risk</h2>
<ul>
<li>Limit the combined risk of all open trades, for example to 4–6% of the account.</li>
<li>Count positions in the same sector or theme as one when checking that limit.</li>
<li>Check the market's direction: in a sharp sell-off most long positions fall together.</li>
</ul>
<h2>Rule 5: reduce size in a drawdown</h2>
<p>Fixed-fractional sizing already shrinks positions as the account falls. Some traders go further and halve the risk per trade after a 10% drawdown, restoring it only after recovering part of the loss. It slows the damage while they check whether the strategy or the market has changed.</p>
<h2>A checklist before entering</h2>
<ol>
<li>Where is the stop, and why there?</li>
<li>How many ATRs away is it?</li>
<li>What size does the risk budget allow?</li>
<li>Is there an event before the planned exit?</li>
<li>What is the total open risk after this trade?</li>
</ol>
<hr>
<p><em>Draft: add a worked example with a gap through the stop, and a chart of ATR bands. Educational content only.</em></p>`,
};
