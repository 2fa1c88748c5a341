import type { DemoArticle } from '../types.js';

export const sequenceOfReturnsRisk: DemoArticle = {
  title: 'Sequence-of-Returns Risk: Why the Order of Returns Matters in Retirement',
  summary:
    'Two retirees can earn the same average return and end up with very different savings. Why losses early in retirement hurt most, and the usual ways to manage the risk.',
  category: 'portfolio-performance',
  tags: ['Retirement', 'Financial Planning', 'Portfolio'],
  author: 'maya',
  publishedDaysAgo: 15,
  draftingDays: 5,
  views: 1390,
  likes: 88,
  content: `<p>While you are saving, the order in which good and bad years arrive makes no difference to where you end up. Ten years of returns multiply together the same way whichever comes first. Once you start withdrawing money, that stops being true. The risk that poor returns arrive at the wrong time, early in retirement, is called <strong>sequence-of-returns risk</strong>.</p>
<h2>A worked example</h2>
<p>Two retirees each start with $1,000,000 and withdraw $50,000 at the start of every year. Over ten years they earn exactly the same returns, averaging about 5.2% a year, but in opposite order:</p>
<ul>
<li><strong>Retiree A</strong> meets the bad years first: −15%, −10%, then +5%, +12%, +18%, +10%, +8%, +14%, +6% and +9%.</li>
<li><strong>Retiree B</strong> gets the same returns in reverse, the good years first and the losses at the end.</li>
</ul>
<p><img src="{{figure:sequence-of-returns}}" alt="Line chart of two retirement portfolios over ten years: with losses first the balance falls to about $849,000; with the same returns in reverse it ends near $1,090,000."></p>
<p>After ten years, Retiree A has about <strong>$849,000</strong> and Retiree B about <strong>$1,090,000</strong>. Same returns, same withdrawals, a gap of roughly $240,000.</p>
<h2>Why early losses hurt more</h2>
<p>When the portfolio falls and you withdraw in the same year, you sell more units of your investments to raise the same cash. Those units are gone before the recovery comes. The withdrawals lock in the losses. Later in retirement the portfolio is smaller relative to the time remaining, and a fall does less lasting harm.</p>
<p>The first five to ten years around the retirement date are sometimes called the <em>retirement red zone</em>: the period when sequence risk is highest.</p>
<h2>Ways to manage it</h2>
<h3>Hold a cash or bond buffer</h3>
<p>Keeping one to three years of planned withdrawals in cash or short-term bonds means you can keep paying yourself during a downturn without selling stocks at depressed prices, then refill the buffer after the recovery.</p>
<h3>Flexible withdrawals</h3>
<p>Spending rules that trim withdrawals after a bad year, for example skipping an inflation increase, or cutting spending by a set percentage when the portfolio falls below a threshold, greatly improve how long the money lasts.</p>
<h3>Glide paths</h3>
<p>Reducing stock exposure as retirement approaches, and in some strategies gradually increasing it again later, lowers the impact of a crash in the red zone. Target-date funds follow such a path automatically.</p>
<h3>Guaranteed income</h3>
<p>Pensions, state benefits and annuities cover part of spending whatever the market does, so less has to come from selling investments in a bad year.</p>
<h2>The takeaway</h2>
<p>Average returns are not enough to plan a retirement. Test your plan against a bad sequence, not only an average one, and decide in advance how you would adjust your spending if the first years disappoint. Inflation deserves the same treatment: see <a href="/article/inflation-and-real-returns-what-your-portfolio-really-earns">inflation and real returns</a>.</p>`,
};
