/**
 * Demo discussion (docs/data-model.md, comments): a few threads under published articles,
 * with replies and stated positions, written by the demo reader and two commenters who
 * have no login. Times are hours after the article's publication; the seed stores each
 * comment with its private author record, each writer's comment record, and the article's
 * count and tally of positions, as the site's own writes would leave them.
 */
import type { CommentPosition } from '../../../src/lib/comments/model.js';
import { DEMO_READER } from './accounts.js';

export interface DemoCommenter {
  readonly uid: string;
  readonly fullName: string;
}

export const DEMO_COMMENTERS = {
  alex: { uid: DEMO_READER.uid, fullName: DEMO_READER.fullName },
  priya: { uid: 'demo-commenter-priya', fullName: 'Priya Nair' },
  tom: { uid: 'demo-commenter-tom', fullName: 'Tom Becker' },
} as const satisfies Record<string, DemoCommenter>;

export interface DemoComment {
  /** Its id: replies name it. */
  readonly id: string;
  /** The article's title. */
  readonly article: string;
  readonly writer: keyof typeof DEMO_COMMENTERS;
  readonly body: string;
  readonly position?: CommentPosition;
  readonly replyTo?: string;
  /** Hours after the article's publication. */
  readonly hoursAfter: number;
  /** Where it stands for the moderators: reviewed unless said. */
  readonly review?: 'new' | 'reported';
}

const EARNINGS = 'Trading Earnings Season with Defined-Risk Option Spreads';
const TREND = 'Trend Following with Moving Averages: A Rules-Based Approach';
const TEN_K = 'Reading a 10-K: The Five Sections Analysts Check First';

export const DEMO_COMMENTS: readonly DemoComment[] = [
  {
    id: 'demo-comment-earnings-1',
    article: EARNINGS,
    writer: 'priya',
    body: 'Good walk-through of the implied move. I ran the same bear put spread on TSLA, but sized it at half a percent of the account: the guidance risk felt bigger than the straddle priced.',
    position: { ticker: 'TSLA', side: 'short' },
    hoursAfter: 5,
  },
  {
    id: 'demo-comment-earnings-2',
    article: EARNINGS,
    writer: 'tom',
    body: 'Respectfully disagree. Deliveries have beaten the whisper number three quarters running, and a short into that is fighting the tape. Long calls for me, defined risk all the same.',
    position: { ticker: 'TSLA', side: 'long' },
    hoursAfter: 9,
  },
  {
    id: 'demo-comment-earnings-3',
    article: EARNINGS,
    writer: 'alex',
    body: 'Tom, the spread caps the loss either way, which is the point of the article. Did you look at the IV crush on the calls after the last report? Figures here: https://example.com/tsla-iv-history',
    replyTo: 'demo-comment-earnings-2',
    position: { ticker: 'TSLA', side: 'none' },
    hoursAfter: 11,
  },
  {
    id: 'demo-comment-trend-1',
    article: TREND,
    writer: 'alex',
    body: 'I use the 200-day as a filter rather than a signal: no new longs below it, and I trim when the 50 crosses down. Fewer trades, and the drawdowns of 2022 were half.',
    position: { ticker: 'SPY', side: 'long' },
    hoursAfter: 20,
  },
  {
    id: 'demo-comment-trend-2',
    article: TREND,
    writer: 'priya',
    body: 'Same here. Whipsaws around the average cost me more in spreads and taxes than the signal saved; a 2% band around the line helped.',
    replyTo: 'demo-comment-trend-1',
    position: { ticker: 'SPY', side: 'long' },
    hoursAfter: 26,
  },
  {
    id: 'demo-comment-10k-1',
    article: TEN_K,
    writer: 'tom',
    body: 'The risk factors section is where I start now. Compare it with last year’s filing: what they added tells you what legal just started worrying about.',
    position: { ticker: 'MSFT', side: 'long' },
    hoursAfter: 3,
    review: 'new',
  },
];
