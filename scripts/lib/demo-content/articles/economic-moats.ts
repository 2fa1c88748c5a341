import type { DemoArticle } from '../types.js';

export const economicMoats: DemoArticle = {
  title: 'Economic Moats: Five Sources of Durable Competitive Advantage',
  summary:
    'Why some companies keep earning high returns while competitors fail to catch up: network effects, switching costs, cost advantages, intangibles and efficient scale.',
  category: 'equity-research',
  tags: ['Stocks', 'Investment'],
  tickers: ['KO', 'V'],
  author: 'daniel',
  publishedDaysAgo: null,
  draftingDays: 6,
  content: `<p>High profits attract competition. In most industries, a company earning unusually high returns on its capital soon finds rivals copying its products, undercutting its prices and hiring its staff, until returns fall back towards average. A few businesses resist that pull for decades. Investors borrowed a medieval image for what protects them: an <strong>economic moat</strong>.</p>
<p>A moat matters for valuation because it stretches out the period over which a company can reinvest at high returns. Two companies with the same earnings today deserve very different prices if one will still be earning them in fifteen years and the other will not.</p>
<h2>1. Network effects</h2>
<p>A product is more valuable to each user when more people use it. Payment networks, marketplaces and communication platforms are the classic examples: buyers go where sellers are, and sellers go where buyers are. A newcomer with a better product still struggles, because its network is empty.</p>
<h2>2. Switching costs</h2>
<p>When changing supplier is expensive, risky or time-consuming, customers stay even if a rival is cheaper. Enterprise software, core banking systems and specialised industrial equipment often benefit: the cost of retraining staff and migrating data outweighs the savings. Look for high customer retention and the ability to raise prices without losing clients.</p>
<h2>3. Cost advantages</h2>
<p>Some companies can simply produce for less: through scale in purchasing and distribution, a unique process, or access to a low-cost resource such as a well-placed quarry. A durable cost advantage lets a company earn good returns at prices that leave competitors barely breaking even.</p>
<h2>4. Intangible assets</h2>
<p>Brands that let a company charge more, patents that block copies for a period, and licences or regulatory approvals that are hard to obtain all keep competitors out. Not every famous brand is a moat, though: the test is whether it supports higher prices or higher volumes, not whether people recognise it.</p>
<h2>5. Efficient scale</h2>
<p>Some markets are only big enough for one or two profitable players. An airport, a pipeline or a regional rail network earns decent returns, but a second entrant would make both unprofitable, so nobody builds one. The moat is the size of the market itself.</p>
<h2>How to check for a moat</h2>
<ul>
<li>Returns on invested capital well above the cost of capital for many years, including through a recession.</li>
<li>Stable or rising gross margins despite competition.</li>
<li>A clear answer to the question: why can a well-funded competitor not take these customers?</li>
</ul>
<p>Moats also erode. Technology shifts, regulation and complacent management have drained many that once looked permanent, so the question deserves a fresh answer every year.</p>
<hr>
<p><em>Draft: add two case studies and a short section on moat erosion before publishing.</em></p>`,
};
