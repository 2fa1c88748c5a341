import type { DemoArticle } from '../types.js';

export const bitcoinHalvingExplained: DemoArticle = {
  title: 'Bitcoin Halving Explained: Supply, History and What It Does Not Guarantee',
  summary:
    'Every four years or so, the reward for mining new bitcoin is cut in half. How the halving works, what it changes for miners and supply, and why past cycles prove little.',
  category: 'market-insights',
  tags: ['Bitcoin', 'Market Analysis', 'Trading'],
  tickers: ['BTC-USD'],
  author: 'daniel',
  publishedDaysAgo: 19,
  draftingDays: 4,
  isFeatured: true,
  views: 2610,
  likes: 154,
  content: `<p>Most currencies can be issued in whatever amount a central bank decides. Bitcoin's issuance is fixed in its software: new coins are created at a predictable, falling rate until the total reaches just under 21 million. The mechanism that slows issuance is the <strong>halving</strong>, and few events in crypto markets attract more attention.</p>
<h2>How new bitcoin is created</h2>
<p>Transactions are grouped into blocks, and a new block is added roughly every ten minutes by <em>miners</em>, who compete to solve a computational puzzle. The winner of each block receives newly created bitcoin, the <strong>block subsidy</strong>, plus the fees paid by the transactions in it.</p>
<p>Every 210,000 blocks, about every four years, the subsidy is cut in half. That is the halving. It happens automatically; nobody votes on it.</p>
<h2>The schedule so far</h2>
<ul>
<li>2009: the network launches with a subsidy of 50 BTC per block.</li>
<li>November 2012: the first halving cuts it to 25 BTC.</li>
<li>July 2016: 12.5 BTC.</li>
<li>May 2020: 6.25 BTC.</li>
<li>April 2024: 3.125 BTC.</li>
</ul>
<p>The next halving, to 1.5625 BTC, is expected around 2028. By the 2024 halving, more than 19 million bitcoin, over 90% of the eventual total, had already been created. Issuance will continue in ever smaller amounts until around 2140.</p>
<h2>What a halving changes</h2>
<h3>New supply</h3>
<p>The flow of new coins into the market drops by half overnight. After the 2024 halving, about 450 new bitcoin are created per day, down from about 900. Relative to the existing stock, annual issuance fell below 1%.</p>
<h3>Miners' economics</h3>
<p>Miners' revenue in bitcoin terms is roughly halved while their costs, mostly electricity and equipment, stay the same. Less efficient miners may switch off. The network adjusts the puzzle's difficulty every 2,016 blocks so that blocks keep arriving about every ten minutes, whatever the number of miners. Over time, transaction fees are meant to replace the shrinking subsidy as miners' main income.</p>
<h2>The price question</h2>
<p>Bitcoin's price rose substantially in the year or so after each of the earlier halvings, which has made "halving cycles" a popular narrative. Be careful with it:</p>
<ul>
<li><strong>Four data points</strong> are far too few to establish a reliable pattern.</li>
<li><strong>The schedule is public.</strong> Markets can anticipate a known event, so any effect may already be in the price.</li>
<li><strong>Other forces dominate:</strong> interest rates, liquidity, regulation, and flows into new products such as the US spot bitcoin ETFs approved in early 2024.</li>
<li><strong>Shrinking impact:</strong> each halving removes a smaller share of total supply than the last.</li>
</ul>
<h2>Risk first</h2>
<p>Bitcoin has fallen by more than 70% from its peak several times in its history. Anyone considering exposure should size it so that a fall of that magnitude would be bearable, in the spirit of <a href="/article/how-much-to-risk-per-trade-the-fixed-fractional-method">risking a fixed fraction</a> rather than betting on a cycle.</p>`,
};
