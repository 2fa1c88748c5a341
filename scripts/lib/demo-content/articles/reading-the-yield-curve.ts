import type { DemoArticle } from '../types.js';

export const readingTheYieldCurve: DemoArticle = {
  title: 'How to Read a Yield Curve, and What an Inversion Does and Does Not Tell You',
  summary:
    'The yield curve compares interest rates across maturities. What its normal, flat and inverted shapes mean, why inversions make headlines, and how loose their timing is.',
  category: 'market-insights',
  tags: ['Market Analysis', 'Investment'],
  tickers: ['TLT', 'SHY'],
  author: 'daniel',
  publishedDaysAgo: 22,
  draftingDays: 3,
  views: 1560,
  likes: 79,
  content: `<p>Few charts get quoted in market commentary as often as the yield curve, and few are as widely misread. It is simply a line joining the yields of government bonds of different maturities, from a few months to thirty years, on the same day. Its shape, though, summarises what investors expect from interest rates, inflation and growth.</p>
<h2>The three basic shapes</h2>
<p><img src="{{figure:yield-curve-shapes}}" alt="Chart of three yield curves against maturity from 3 months to 30 years: a normal curve rising with maturity, a flat curve, and an inverted curve falling with maturity."></p>
<h3>Normal (upward sloping)</h3>
<p>Longer bonds yield more than shorter ones. Lenders want extra compensation, a <em>term premium</em>, for tying up money longer and bearing more inflation and interest-rate risk. This is the most common shape, typical of an economy expected to keep growing.</p>
<h3>Flat</h3>
<p>Short and long yields are close together. It often appears during transitions, for example when a central bank is raising short-term rates and investors doubt that growth and inflation will stay high.</p>
<h3>Inverted</h3>
<p>Short-term yields are above long-term ones. Investors are willing to lock in lower long-term rates because they expect short-term rates, and usually growth and inflation, to fall in future.</p>
<h2>How the slope is measured</h2>
<p>Analysts usually quote a spread between two points: the 10-year yield minus the 2-year yield, or the 10-year minus the 3-month. A negative number means that part of the curve is inverted. The two measures do not always agree, so check which one a headline is using.</p>
<h2>Why inversions make headlines</h2>
<p>In the US, an inverted curve has preceded most recessions of the past half-century. There are plausible reasons: an inversion often reflects a central bank keeping rates high to fight inflation, and it squeezes banks, which borrow short and lend long, which can tighten the supply of credit.</p>
<h2>What an inversion does not tell you</h2>
<ul>
<li><strong>When:</strong> the lag between inversion and recession has ranged from several months to about two years.</li>
<li><strong>How deep:</strong> the size of the inversion says little about the severity of any downturn.</li>
<li><strong>Where stocks go next:</strong> equity markets have often kept rising for a long time after an inversion began.</li>
<li><strong>Whether this time is the same:</strong> central-bank bond buying and global demand for safe assets can hold long yields down for reasons unrelated to growth. The long inversion that began in 2022 is a reminder that the signal is noisy.</li>
</ul>
<h2>Using the curve sensibly</h2>
<p>Treat the yield curve as one input for reviewing risk, not a trading signal. It is a good prompt to check that your allocation matches your time horizon, that you hold enough cash or short-term bonds to avoid forced selling in a downturn, and that you understand how your bonds would react to falling or rising rates. For the inflation side of the story, see <a href="/article/inflation-and-real-returns-what-your-portfolio-really-earns">inflation and real returns</a>.</p>`,
};
