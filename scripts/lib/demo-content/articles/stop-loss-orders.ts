import type { DemoArticle } from '../types.js';

export const stopLossOrders: DemoArticle = {
  title: 'Stop-Loss Orders: Types, Slippage and Where to Place Them',
  summary:
    'A stop-loss limits the damage of a trade that goes wrong, but only if you understand how it executes. Stop-market, stop-limit and trailing stops, and how to place them.',
  category: 'trade-ideas',
  tags: ['Trading', 'Stocks'],
  tickers: ['AAPL'],
  disclosure:
    'The author holds no position in AAPL and received no compensation for this article. The companies are named only as worked examples.',
  author: 'daniel',
  publishedDaysAgo: 5,
  draftingDays: 2,
  views: 1470,
  likes: 83,
  content: `<p>Every trade is a guess about the future, and some guesses are wrong. A stop-loss order decides in advance, while you are calm, the price at which you will admit it and get out. It turns an open-ended risk into a defined one, which is the foundation of <a href="/article/how-much-to-risk-per-trade-the-fixed-fractional-method">sizing positions sensibly</a>.</p>
<h2>How a stop order works</h2>
<p>A stop order sits dormant with your broker until the market trades at or through a trigger price, the <strong>stop price</strong>. Once triggered, it becomes a live order. What kind of order it becomes is the important detail.</p>
<h3>Stop-market orders</h3>
<p>A stop-market order becomes a market order when triggered: it sells at the best available price. It guarantees an exit but not a price. In a fast market the fill can be well below the stop; the difference is called <strong>slippage</strong>.</p>
<h3>Stop-limit orders</h3>
<p>A stop-limit order becomes a limit order when triggered: it sells only at the limit price or better. It guarantees a price but not an exit. If the market falls straight through your limit, the order may never fill and you keep holding a losing position, which is exactly what the stop was meant to prevent.</p>
<h3>Trailing stops</h3>
<p>A trailing stop follows the price up at a fixed distance, in dollars or percent, and stays put when the price falls. It locks in part of a gain while letting a winning trade run. The distance needs the same care as a fixed stop: too tight and ordinary noise takes you out.</p>
<h2>Gaps: the limit of any stop</h2>
<p>Stops work during continuous trading. If a stock closes at $50 and opens at $42 after bad news, a stop at $48 is triggered at the open and a stop-market order fills near $42. No order type can sell at a price the market never traded. Positions held through earnings announcements or overnight news should be sized for that possibility.</p>
<h2>Where to place a stop</h2>
<p>The worst place for a stop is a level chosen because the loss "feels" acceptable. A stop should sit where the reason for the trade is proven wrong:</p>
<ul>
<li><strong>Below structure:</strong> under a recent swing low or support level that, if broken, invalidates the idea.</li>
<li><strong>Outside the noise:</strong> a multiple of the stock's typical daily range, often measured with the average true range (ATR), so normal fluctuations do not trigger it.</li>
<li><strong>Away from round numbers:</strong> many traders cluster stops at $50.00 or $100.00; a little beyond the obvious level is often safer.</li>
</ul>
<p>Then work backwards: the distance from entry to stop, together with how much of your account you are prepared to lose, determines the position size. If that size is too small to be worth the trade, skip the trade rather than tightening the stop.</p>
<h2>Common mistakes</h2>
<ol>
<li>Moving a stop further away once the price approaches it.</li>
<li>Using stop-limit orders in thin or volatile markets and ending up with no exit.</li>
<li>Placing stops so tight that the expected win rate collapses.</li>
<li>Forgetting that a stop left on a position you no longer watch is still live.</li>
</ol>`,
};
