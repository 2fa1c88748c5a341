import type { DemoArticle } from '../types.js';

export const dollarCostAveraging: DemoArticle = {
  title: 'Dollar-Cost Averaging vs Lump-Sum Investing: What the Evidence Says',
  summary:
    'Investing a fixed amount at regular intervals smooths your entry price and your nerves. When it helps, when lump-sum investing tends to win, and how to decide.',
  category: 'portfolio-performance',
  tags: ['Investment', 'Portfolio', 'Financial Planning'],
  tickers: ['VTI'],
  author: 'maya',
  publishedDaysAgo: 8,
  draftingDays: 3,
  isFeatured: true,
  views: 2360,
  likes: 141,
  content: `<p>Dollar-cost averaging (DCA) means investing a fixed amount at regular intervals, say $500 on the first of every month, regardless of what the market is doing. Most people who save from a salary already do it without calling it anything. The harder question arises when you have a lump sum to invest: put it all in today, or feed it in over time?</p>
<h2>How averaging works</h2>
<p>Because the amount is fixed, you automatically buy more shares when prices are low and fewer when they are high.</p>
<ul>
<li>Month 1: $500 at $50 buys 10 shares.</li>
<li>Month 2: $500 at $40 buys 12.5 shares.</li>
<li>Month 3: $500 at $50 buys 10 shares.</li>
</ul>
<p>You have invested $1,500 for 32.5 shares, an average cost of about $46.15, below the $46.67 average of the three prices. That gap is a mathematical property of averaging (your cost is the harmonic mean of the prices), not a forecast that prices will fall.</p>
<h2>What the evidence says about lump sums</h2>
<p>Markets have risen in most years historically, so money invested earlier has usually had more time to grow. Studies of US, UK and Australian markets, including a widely cited Vanguard analysis, found that investing a lump sum immediately beat spreading it over twelve months <strong>about two-thirds of the time</strong>. Holding cash while you average in has an expected cost.</p>
<p>The other third matters, though. When a large fall follows soon after a lump-sum investment, averaging in would have done much better, and that is precisely the scenario that makes people hesitate.</p>
<h2>Why DCA can still be the right choice</h2>
<ul>
<li><strong>Regret.</strong> Investing everything the week before a 20% fall is painful. If that pain would make you sell, a smoother path that you stick with beats a better one you abandon.</li>
<li><strong>Behaviour.</strong> A schedule removes the temptation to wait for the "right moment", which for many investors never arrives.</li>
<li><strong>Cash flow.</strong> For most savers it is not a choice at all: money arrives monthly, so it is invested monthly.</li>
</ul>
<h2>A middle path</h2>
<p>If a lump sum feels too large to invest at once, set a short, fixed schedule, such as equal amounts over three to six months, and automate it. Decide the schedule in advance and do not pause it because of headlines; otherwise DCA becomes market timing by another name.</p>
<p>Whichever you choose, the decision that matters more is the long-term allocation you are investing into, and keeping it on track through <a href="/article/rebalancing-calendar-threshold-and-why-it-controls-risk">regular rebalancing</a>.</p>
<h3>Key points</h3>
<ol>
<li>Lump-sum investing has historically won more often because markets tend to rise.</li>
<li>DCA reduces the risk of bad timing and the regret that comes with it.</li>
<li>The best plan is one you will follow through a downturn.</li>
</ol>`,
};
