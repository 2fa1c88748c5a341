import type { DemoArticle } from '../types.js';

export const whatAreEtfs: DemoArticle = {
  title: 'What Are ETFs? How Exchange-Traded Funds Work',
  summary:
    'ETFs hold a basket of investments and trade on an exchange like a share. How they work, what they cost, and the details worth checking before you buy one.',
  category: 'market-insights',
  tags: ['ETFs', 'Investment', 'Portfolio'],
  tickers: ['SPY', 'VTI', 'QQQ'],
  author: 'maya',
  publishedDaysAgo: 3,
  draftingDays: 2,
  views: 1820,
  likes: 97,
  content: `<p>An exchange-traded fund (ETF) is a fund that holds a basket of investments, such as the stocks of an index, and whose shares trade on a stock exchange throughout the day. In one purchase you can own a small slice of hundreds or thousands of companies. Since the first US ETF launched in 1993, they have become one of the most popular ways to invest.</p>
<h2>How an ETF differs from a traditional fund</h2>
<ul>
<li><strong>Trading:</strong> ETF shares are bought and sold on an exchange at market prices during the trading day. A traditional mutual fund is bought and sold once a day, at that day's net asset value (NAV).</li>
<li><strong>Costs:</strong> most ETFs track an index, so their management fees, expressed as an expense ratio, are often very low.</li>
<li><strong>Transparency:</strong> most ETFs publish their holdings daily.</li>
<li><strong>Tax efficiency:</strong> in some countries, notably the US, the way ETF shares are created and redeemed lets funds pass out fewer taxable capital gains.</li>
</ul>
<h2>Creation and redemption</h2>
<p>What keeps an ETF's price close to the value of what it holds? Large financial institutions called <strong>authorised participants</strong> can create new ETF shares by delivering the underlying securities to the fund, or redeem ETF shares in exchange for them.</p>
<p>If the ETF trades above the value of its holdings, an authorised participant can buy the holdings, create ETF shares and sell them at the higher price; that extra supply pushes the price down. If it trades below, they do the reverse. This arbitrage keeps the market price close to the NAV for most funds, most of the time.</p>
<h2>What to check before buying</h2>
<ol>
<li><strong>What it tracks.</strong> Read the index methodology. Two "technology" ETFs can hold very different companies.</li>
<li><strong>Expense ratio.</strong> The annual fee, taken from the fund's assets. Over decades, small differences compound.</li>
<li><strong>Tracking difference.</strong> How far the fund's return has trailed its index. It captures fees and other frictions better than the expense ratio alone.</li>
<li><strong>Liquidity and spread.</strong> The gap between buying and selling prices. Large funds on major indices usually have very tight spreads; niche funds can be expensive to trade.</li>
<li><strong>Structure.</strong> Most ETFs own the securities directly. Some use derivatives (synthetic ETFs), and leveraged or inverse ETFs reset daily, which makes them unsuitable for holding over long periods.</li>
</ol>
<h2>Practical tips for trading ETFs</h2>
<ul>
<li>Use limit orders rather than market orders, especially for less-traded funds.</li>
<li>Avoid the first and last minutes of the trading day, when spreads are often wider.</li>
<li>For funds holding foreign stocks, spreads tend to be tighter while the underlying market is open.</li>
</ul>
<h2>Where ETFs fit</h2>
<p>Broad, low-cost index ETFs make it simple to build a diversified portfolio from a few building blocks, for example a global stock fund and a bond fund, and to keep it on target through <a href="/article/rebalancing-calendar-threshold-and-why-it-controls-risk">rebalancing</a>. Narrow thematic funds can be useful too, but they concentrate risk in a way a broad fund does not.</p>`,
};
