import type { DemoArticle } from '../types.js';

export const riskPerTrade: DemoArticle = {
  title: 'How Much to Risk per Trade: The Fixed-Fractional Method',
  summary:
    'Most trading accounts fail from position sizes, not bad ideas. How risking a fixed fraction of your account per trade works, with a worked example and its limits.',
  category: 'trade-ideas',
  tags: ['Trading', 'Portfolio'],
  tickers: ['SPY'],
  disclosure:
    'The author holds a long position in SPY through index funds and received no compensation for this article.',
  tradeIdea: { direction: 'long', ticker: 'SPY', entry: 560, target: 590, stop: 548, horizon: '6–8 weeks' },
  ideaOutcome: { status: 'target-hit', price: 590.2, closedDaysAgo: 9, note: 'Target reached on the rally after the rate decision.' },
  author: 'daniel',
  publishedDaysAgo: 33,
  draftingDays: 3,
  views: 1710,
  likes: 102,
  content: `<p>Ask a group of traders what matters most and many will talk about entries: the pattern, the indicator, the catalyst. Ask the ones who have survived for years and the answer is usually duller. They decided how much they could afford to lose on each trade before they decided anything else.</p>
<h2>Risk is not position size</h2>
<p>Buying $10,000 of a stock does not mean risking $10,000. What you risk is the amount you lose if the trade reaches the price where you will exit, usually your <a href="/article/stop-loss-orders-types-slippage-and-where-to-place-them">stop-loss</a>. A $10,000 position with a stop 5% below entry risks about $500; the same position with a 20% stop risks $2,000.</p>
<h2>The fixed-fractional rule</h2>
<p>The method sets the risk per trade as a fixed fraction of the account, commonly between 0.5% and 2%. Position size then follows from three numbers:</p>
<p><strong>Shares = (account × risk fraction) ÷ (entry price − stop price)</strong></p>
<h3>A worked example</h3>
<ul>
<li>Account: $50,000. Risk per trade: 1%, so $500.</li>
<li>Entry: $40.00. Stop: $37.00. Risk per share: $3.00.</li>
<li>Position: $500 ÷ $3.00 = 166 shares, about $6,640 of stock.</li>
</ul>
<p>If the stop were $39.00, the same rule would allow 500 shares. A tighter stop permits a larger position; a wider, more volatile setup gets a smaller one. The money at risk stays the same.</p>
<h2>Why a small fraction matters</h2>
<p>Losing streaks are normal. A strategy that wins half the time will very likely produce six losses in a row over a few hundred trades, and a run of eight is far from rare. At 1% risk, eight straight losses cost about 7.7% of the account. At 10% per trade they cost more than half, and recovering from a 57% drawdown requires a gain of over 130%.</p>
<p>Because each risk is a fraction of the current balance, positions shrink automatically during a drawdown and grow as the account grows. That asymmetry is what keeps a bad streak survivable.</p>
<h2>Refinements</h2>
<ul>
<li><strong>Volatility-based stops.</strong> Placing the stop at a multiple of the average true range adapts the size to how much the stock normally moves.</li>
<li><strong>Correlation.</strong> Five positions in the same sector, each risking 1%, behave like one position risking up to 5% when the sector falls together.</li>
<li><strong>Gap risk.</strong> Stops cannot protect against overnight gaps. Reduce size ahead of earnings or known events.</li>
<li><strong>Total open risk.</strong> Many traders also cap the risk of all open positions combined, for example at 5% of the account.</li>
</ul>
<h2>What the method does not do</h2>
<p>Position sizing cannot turn a losing strategy into a winning one; it only determines how quickly the result shows up. It also assumes the stop will be honoured. The rule is worthless if the stop is moved the moment the price gets close.</p>
<p>Start with a risk fraction small enough that a long losing streak would be annoying rather than frightening. If you find yourself watching every tick, the fraction is too large.</p>`,
};
