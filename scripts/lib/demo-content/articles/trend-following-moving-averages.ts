import type { DemoArticle } from '../types.js';

export const trendFollowingMovingAverages: DemoArticle = {
  title: 'Trend Following with Moving Averages: A Rules-Based Approach',
  summary:
    'Moving averages turn noisy prices into a trend you can follow with simple rules. How crossovers work, why they lag, and how to test a rule without fooling yourself.',
  category: 'trade-ideas',
  tags: ['Trading', 'Market Analysis'],
  tickers: ['SPY', 'QQQ'],
  disclosure:
    'The author holds a long position in SPY through index funds and received no compensation for this article. The trade idea is an illustrative example of the method, not a recommendation.',
  tradeIdea: { direction: 'long', ticker: 'SPY', entry: 540, target: 600, stop: 515, horizon: '3–6 months' },
  ideaAmendments: [{ daysAgo: 30, note: 'SPY held its 200-day average through the October dip; the idea stands as published.' }],
  author: 'maya',
  publishedDaysAgo: 74,
  draftingDays: 4,
  views: 860,
  likes: 39,
  content: `<p>Markets trend more often than pure chance would suggest, and they can keep trending for longer than fundamentals alone would justify. Trend following tries to capture those moves with simple, mechanical rules rather than forecasts. Its most common tool is the moving average.</p>
<h2>What a moving average is</h2>
<p>A simple moving average (SMA) is the average closing price over the last <em>n</em> days, recalculated each day. A 50-day SMA smooths out daily noise and shows the direction of the intermediate trend; a 200-day SMA shows the long-term trend. An exponential moving average (EMA) gives more weight to recent prices, so it reacts faster.</p>
<h2>Three common rules</h2>
<ol>
<li><strong>Price versus average.</strong> Hold the asset while it closes above its 200-day average; step aside when it closes below.</li>
<li><strong>Crossovers.</strong> Buy when a short average crosses above a long one (for example 50-day above 200-day, the so-called golden cross), sell on the reverse (the death cross).</li>
<li><strong>Slope.</strong> Trade only in the direction the long average is sloping, and use shorter signals for timing.</li>
</ol>
<h2>The unavoidable lag</h2>
<p>A moving average is built from past prices, so it always confirms a trend late. A rule based on it will never buy the bottom or sell the top; it aims to catch the large middle part of a move. In a strong, lasting trend that works well. In a sideways market, the price crosses back and forth over the average and the rule generates a series of small losses called <strong>whipsaws</strong>.</p>
<p>Shorter averages react faster but whipsaw more; longer averages whipsaw less but give back more of each move. There is no setting that avoids both, which is why a trend-following system needs to accept many small losses in exchange for occasional large gains.</p>
<h2>Testing a rule honestly</h2>
<p>It is easy to find a moving average that would have worked beautifully on past data. It is much harder to find one that keeps working. When testing a rule, guard against:</p>
<ul>
<li><strong>Overfitting:</strong> trying dozens of lengths and keeping the best one. A 47-day average that beats the 50-day is probably luck.</li>
<li><strong>Look-ahead bias:</strong> using a day's closing price to trade at that same close.</li>
<li><strong>Ignoring costs:</strong> commissions, spreads and taxes add up quickly for rules that trade often.</li>
<li><strong>Too little history:</strong> a test that covers one long bull market proves little about a trend rule.</li>
</ul>
<p>A rule that holds up across different markets, periods and nearby parameter values is more believable than one tuned to perfection on a single chart.</p>
<h2>Managing risk</h2>
<p>Trend rules define exits naturally, but the distance to the exit can be large. Size positions so that the loss at the exit signal is a small, fixed part of the account, as described in <a href="/article/how-much-to-risk-per-trade-the-fixed-fractional-method">the fixed-fractional method</a>. For long-term investors, a simple trend rule is more often used to reduce exposure in prolonged declines than to trade actively.</p>`,
};
