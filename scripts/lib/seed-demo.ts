/**
 * Demo content for the local stack: a handful of realistic articles (one published in
 * every category, one draft) written through the lite SDK as the emulator's owner, so the
 * site has something to show on a fresh clone. Does nothing when articles already exist,
 * so a restart never duplicates or overwrites what a developer changed.
 */
import { deleteApp, initializeApp } from 'firebase/app';
import {
  Timestamp,
  collection,
  connectFirestoreEmulator,
  doc,
  getDocs,
  getFirestore,
  limit,
  query,
  writeBatch,
} from 'firebase/firestore/lite';

export interface SeedTarget {
  readonly projectId: string;
  readonly firestore: { readonly host: string; readonly port: number };
}

interface DemoAuthor {
  readonly id: string;
  readonly name: string;
  readonly bio: string;
  readonly socialLinks: { readonly twitter?: string; readonly linkedin?: string; readonly website?: string };
}

interface DemoArticle {
  readonly title: string;
  readonly slug: string;
  readonly summary: string;
  readonly category: 'equity-research' | 'trade-ideas' | 'portfolio-performance' | 'market-insights';
  readonly tags: readonly string[];
  readonly author: DemoAuthor;
  /** Days before the seed ran; null for a draft. */
  readonly publishedDaysAgo: number | null;
  readonly isFeatured?: boolean;
  readonly content: string;
}

const research: DemoAuthor = {
  id: 'demo-author-daniel',
  name: 'Daniel Brooks, CFA',
  bio: 'Head of equity research. Fifteen years covering industrials and technology for institutional investors.',
  socialLinks: { linkedin: 'https://www.linkedin.com/', twitter: 'https://x.com/' },
};

const strategy: DemoAuthor = {
  id: 'demo-author-maya',
  name: 'Maya Chen',
  bio: 'Portfolio strategist focused on asset allocation, risk management and long-term planning.',
  socialLinks: { linkedin: 'https://www.linkedin.com/' },
};

const DEMO_ARTICLES: readonly DemoArticle[] = [
  {
    title: 'Reading a 10-K: The Five Sections Analysts Check First',
    slug: 'reading-a-10-k-the-five-sections-analysts-check-first',
    summary:
      'An annual report runs to hundreds of pages. Here is where professional analysts start, what they look for in each section, and the red flags that deserve a closer look.',
    category: 'equity-research',
    tags: ['Stocks', 'Investment', 'Market Analysis'],
    author: research,
    publishedDaysAgo: 2,
    isFeatured: true,
    content: `<p>A company's annual report on Form 10-K is the most complete picture of its business that investors get each year. It is also long, repetitive and written by lawyers. Analysts rarely read it front to back; they go straight to the sections that move a valuation.</p>
<h2>1. Business overview</h2>
<p>Start with how the company describes itself: its segments, customers, competitors and sources of revenue. If you cannot explain in two sentences how the business makes money after reading it, treat that as a finding.</p>
<h2>2. Risk factors</h2>
<p>Most risk factors are boilerplate. Compare this year's list with last year's: new entries and reworded ones tell you what management has started to worry about.</p>
<h2>3. Management's discussion and analysis</h2>
<p>The MD&amp;A explains why revenue and margins changed. Look for the drivers management emphasises and check whether they match the numbers in the statements.</p>
<h2>4. The financial statements and notes</h2>
<ul><li>Revenue recognition policies and any changes to them</li><li>Debt maturities and covenants</li><li>Off-balance-sheet commitments and leases</li></ul>
<h2>5. Legal proceedings and auditor's report</h2>
<p>An auditor's going-concern paragraph or a material weakness in internal controls is rare, and always worth understanding before you invest.</p>`,
  },
  {
    title: 'Trading Earnings Season with Defined-Risk Option Spreads',
    slug: 'trading-earnings-season-with-defined-risk-option-spreads',
    summary:
      'Earnings announcements move stocks sharply in either direction. Vertical spreads let traders express a view while capping what they can lose if the market disagrees.',
    category: 'trade-ideas',
    tags: ['Trading', 'Stocks'],
    author: research,
    publishedDaysAgo: 5,
    content: `<p>Implied volatility rises into an earnings report and collapses the morning after. Buying a single call or put before the announcement means paying for that volatility, and a correct call on direction can still lose money once it drains away.</p>
<h2>Why spreads</h2>
<p>A vertical spread buys one option and sells another at a different strike in the same expiry. The sold option offsets much of the volatility premium, and the maximum loss is known the moment the trade is placed.</p>
<h2>A worked structure</h2>
<ul><li>Buy a call slightly out of the money</li><li>Sell a call further out of the money in the same expiry</li><li>Size the position so the full debit is an amount you accept losing</li></ul>
<h2>What to watch</h2>
<p>Check the expected move the options market prices in, liquidity in both strikes, and the bid-ask spread. Wide markets can eat most of the edge in a defined-risk trade.</p>
<p>This is an illustration of a structure, not a recommendation to trade any security.</p>`,
  },
  {
    title: 'Time-Weighted vs Money-Weighted Returns: Measuring What You Actually Earned',
    slug: 'time-weighted-vs-money-weighted-returns-measuring-what-you-actually-earned',
    summary:
      'Two portfolios with the same holdings can report very different returns. The difference lies in how deposits and withdrawals are counted, and each method answers a different question.',
    category: 'portfolio-performance',
    tags: ['Portfolio', 'Financial Planning'],
    author: strategy,
    publishedDaysAgo: 9,
    content: `<p>Your broker says your portfolio returned 8% this year, yet your account grew by less than you expected. Both can be true, because there is more than one way to measure a return.</p>
<h2>Time-weighted return</h2>
<p>The time-weighted return removes the effect of cash flows. It links the returns of each period between deposits and withdrawals, so it measures how well the investments performed regardless of when money came in. It is the right yardstick for comparing a manager with a benchmark.</p>
<h2>Money-weighted return</h2>
<p>The money-weighted return, an internal rate of return, counts when you added or removed money. Adding a large sum just before a fall lowers it. It answers the personal question: how did my money do?</p>
<h2>Which one to use</h2>
<ul><li>Judging a fund or a strategy: time-weighted</li><li>Judging your own decisions, including timing: money-weighted</li></ul>
<p>A large gap between the two is a prompt to review how and when you add money, not necessarily what you own.</p>`,
  },
  {
    title: 'What an Inverted Yield Curve Does and Does Not Tell Investors',
    slug: 'what-an-inverted-yield-curve-does-and-does-not-tell-investors',
    summary:
      'An inverted yield curve has preceded most recent recessions, but its timing is loose and its message for stock investors is less direct than headlines suggest.',
    category: 'market-insights',
    tags: ['Market Analysis', 'Investment'],
    author: strategy,
    publishedDaysAgo: 14,
    content: `<p>Normally, lenders demand a higher yield to tie up money for longer. When short-term government bonds yield more than long-term ones, the curve is said to be inverted, and market commentary turns to recession.</p>
<h2>Why it matters</h2>
<p>An inversion signals that investors expect interest rates, and usually growth and inflation, to fall. It also squeezes banks that borrow short and lend long, which can tighten credit.</p>
<h2>What it does not tell you</h2>
<ul><li>When a downturn starts: the lag has ranged from several months to two years</li><li>How deep a downturn will be</li><li>Where stocks go next: equity markets have often risen after an inversion began</li></ul>
<h2>A practical reading</h2>
<p>Treat the curve as one input to review risk, not a trading signal. Check whether your portfolio's allocation still matches your time horizon, and whether you hold enough liquid reserves to avoid selling in a downturn.</p>`,
  },
  {
    title: 'Free Cash Flow Yield: A Practical Screen for Quality Stocks',
    slug: 'free-cash-flow-yield-a-practical-screen-for-quality-stocks',
    summary:
      'Earnings can be shaped by accounting choices; cash is harder to flatter. How to calculate free cash flow yield, where it misleads, and how to combine it with other quality checks.',
    category: 'equity-research',
    tags: ['Stocks', 'Investment'],
    author: research,
    publishedDaysAgo: 21,
    content: `<p>Free cash flow is the cash a business generates after paying for the investment needed to maintain and grow it. Divided by market value, it gives the free cash flow yield: a rough measure of how much cash you buy per dollar invested.</p>
<h2>The calculation</h2>
<p>Take operating cash flow, subtract capital expenditure, and divide by market capitalisation, or by enterprise value if you want to account for debt.</p>
<h2>Where it misleads</h2>
<ul><li>Companies that cut investment can show a high yield for a while</li><li>Working-capital swings distort a single year: use a multi-year average</li><li>Stock-based compensation is a real cost that cash flow statements add back</li></ul>
<h2>Combining signals</h2>
<p>Pair the yield with return on invested capital and balance-sheet strength. A high yield from a business with falling returns is often a value trap rather than a bargain.</p>`,
  },
  {
    title: 'Position Sizing Rules for Swing Traders',
    slug: 'position-sizing-rules-for-swing-traders',
    summary:
      'Most trading accounts fail from position sizes, not bad ideas. A simple fixed-fraction rule and how to adapt it to volatility.',
    category: 'trade-ideas',
    tags: ['Trading', 'Portfolio'],
    author: research,
    publishedDaysAgo: null,
    content: `<p>Draft: outline the fixed-fraction rule, volatility-adjusted stops and a worked example before publishing.</p>`,
  },
];

const DAY_MS = 24 * 60 * 60 * 1000;
const WORDS_PER_MINUTE = 200;

function readTime(html: string): number {
  const words = html.replace(/<[^>]+>/g, ' ').split(/\s+/).filter(Boolean).length;
  return Math.max(1, Math.ceil(words / WORDS_PER_MINUTE));
}

function toDocument(article: DemoArticle, index: number, now: number) {
  const published = article.publishedDaysAgo !== null;
  const publishedAt = published ? Timestamp.fromMillis(now - article.publishedDaysAgo * DAY_MS) : null;
  const createdAt = Timestamp.fromMillis(now - ((article.publishedDaysAgo ?? 0) + 1) * DAY_MS);
  return {
    title: article.title,
    slug: article.slug,
    summary: article.summary,
    excerpt: article.summary,
    content: article.content,
    category: article.category,
    tags: [...article.tags],
    featuredImage: '',
    status: published ? 'published' : 'draft',
    isFeatured: article.isFeatured ?? false,
    author: article.author,
    createdAt,
    updatedAt: publishedAt ?? createdAt,
    publishedAt,
    readTime: readTime(article.content),
    // Plausible, stable counters: older articles have been read more.
    viewCount: published ? 180 + index * 95 : 0,
    likeCount: published ? 12 + index * 7 : 0,
    commentCount: 0,
  };
}

/** Writes the demo articles unless the articles collection has any document. */
export async function seedDemoContent(stack: SeedTarget): Promise<{ articles: number }> {
  const app = initializeApp({ projectId: stack.projectId, apiKey: 'demo-api-key' }, `seed-demo-${Date.now()}`);
  try {
    const db = getFirestore(app);
    // The owner token passes any security rules, as with Google's emulator.
    connectFirestoreEmulator(db, stack.firestore.host, stack.firestore.port, { mockUserToken: 'owner' });
    const articles = collection(db, 'articles');
    const existing = await getDocs(query(articles, limit(1)));
    if (!existing.empty) return { articles: 0 };

    const now = Date.now();
    const batch = writeBatch(db);
    DEMO_ARTICLES.forEach((article, index) => batch.set(doc(articles), toDocument(article, index, now)));
    await batch.commit();
    return { articles: DEMO_ARTICLES.length };
  } finally {
    await deleteApp(app);
  }
}
