import type { DemoArticle } from '../types.js';

export const taxLossHarvesting: DemoArticle = {
  title: 'Tax-Loss Harvesting: Concepts, Wash Sales and Common Mistakes',
  summary:
    'Selling an investment at a loss can reduce your tax bill while keeping you invested. How harvesting works, what the wash-sale rule forbids, and where it goes wrong.',
  category: 'portfolio-performance',
  tags: ['Financial Planning', 'Investment', 'Portfolio'],
  author: 'maya',
  publishedDaysAgo: 88,
  draftingDays: 6,
  views: 1050,
  likes: 52,
  content: `<p>Nobody enjoys an investment that has fallen in value. In a taxable account, though, a loss has a use: once it is realised by selling, it can offset capital gains and reduce the tax you owe. Tax-loss harvesting is the practice of doing that deliberately, while staying invested in the market.</p>
<p>The details below follow the US rules as an example. Other countries have similar ideas with different limits and names, so check the rules where you pay tax.</p>
<h2>How it works</h2>
<ol>
<li>You hold an investment worth less than you paid for it.</li>
<li>You sell it, realising a capital loss.</li>
<li>You immediately buy a similar, but not substantially identical, investment so your market exposure barely changes.</li>
<li>At tax time, the realised loss offsets realised gains elsewhere in the portfolio.</li>
</ol>
<p>In the US, losses first offset gains of the same type (short-term or long-term), then the other type. If losses exceed gains, up to $3,000 a year ($1,500 if married filing separately) can offset ordinary income, and the rest carries forward to future years indefinitely.</p>
<h2>The wash-sale rule</h2>
<p>Tax authorities do not allow a loss if you never really gave up the position. Under the US wash-sale rule, a loss is disallowed if you buy the same or a <strong>substantially identical</strong> security within 30 days before or after the sale, a 61-day window in total. Purchases in an IRA or a spouse's account can count too.</p>
<p>A disallowed loss is not lost forever: it is added to the cost basis of the replacement shares, so it reduces the gain when those are eventually sold. But the immediate benefit disappears.</p>
<p>Switching between two funds that track the same index from different providers is a grey area. Moving to a fund that tracks a different, broadly similar index is a common way to stay invested with less doubt.</p>
<h2>Harvesting defers tax; it rarely erases it</h2>
<p>Buying a replacement at a lower price lowers your cost basis. When you eventually sell, the gain will be larger by the amount you harvested. The benefit comes from:</p>
<ul>
<li><strong>Time:</strong> paying tax later means your money compounds longer.</li>
<li><strong>Rate differences:</strong> a loss that offsets short-term gains, taxed at income rates, can be worth more than the long-term gain it later creates.</li>
<li><strong>Never selling:</strong> in some systems, assets held until death or donated to charity may never have the deferred gain taxed.</li>
</ul>
<h2>Common mistakes</h2>
<ul>
<li>Triggering a wash sale through an automatic dividend reinvestment in the same fund.</li>
<li>Letting the tax tail wag the dog: holding a poorer investment only because it was the replacement.</li>
<li>Harvesting tiny losses where trading costs and spreads outweigh the benefit.</li>
<li>Forgetting about the position's new, lower cost basis when planning later sales.</li>
<li>Harvesting in tax-advantaged accounts, where gains and losses are not taxed at all.</li>
</ul>
<p>Harvesting fits naturally alongside <a href="/article/rebalancing-calendar-threshold-and-why-it-controls-risk">rebalancing</a>: when you need to sell something anyway, selling a position with a loss can do two jobs at once.</p>`,
};
