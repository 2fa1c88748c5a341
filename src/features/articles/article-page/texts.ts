/**
 * User-facing texts of the article page. The product's own wording (docs/product.md §2) where it has one ("Link copied
 * to clipboard!", "N comments", Try Again); the rest is ours, kept here in one place.
 */
import { EDUCATIONAL_ONLY } from '../../../config/site.js';
import { formatCount } from '../../../lib/numbers.js';

const count = (n: number, one: string, many: string) => `${formatCount(n)} ${n === 1 ? one : many}`;

export const articlePageTexts = {
  loading: 'Loading article…',
  loadFailed: (message: string) => `Error loading article: ${message}`,
  draftNotice: 'Draft: only admins can see this article until it is published.',
  by: 'By',

  shareHeading: 'Share this article',
  shareOn: (network: string) => `Share on ${network}`,
  shareByEmail: 'Share by e-mail',
  copyLink: 'Copy link',
  linkCopied: 'Link copied to clipboard!',
  copyFailed: 'Could not copy the link. Please copy it from the address bar.',
  /** The device's own share sheet (navigator.share), where it has one. */
  share: 'Share',
  shareFailed: 'Could not open your device’s share options. Share it from here instead.',

  topics: 'Topics',
  securities: 'Securities',
  tickerLink: (ticker: string) => `Articles on ${ticker}`,

  tradeIdea: 'Trade idea',
  entry: 'Entry',
  target: 'Target',
  stop: 'Stop',
  horizon: 'Horizon',
  rewardToRisk: 'Reward-to-risk',
  rewardToRiskValue: (ratio: string) => `${ratio} to 1`,
  ideaNote: 'Entry, target and stop as the author set them when publishing, never changed since; not a recommendation to trade.',
  ideaPublished: 'Published',
  horizonEnds: 'Horizon ends',
  horizonEnded: 'Horizon ended',
  outcome: 'Outcome',
  exitedAt: (status: string, price: string) => `${status} at ${price} on`,
  ideaReturn: 'Return',
  expiredNote: 'No outcome was recorded before its horizon ended.',
  amendments: 'Amendments',

  disclosure: 'Disclosure',
  siteStatement: `This article ${EDUCATIONAL_ONLY}`,
  like: 'Like',
  save: 'Save',
  /** The save button once the article is saved: it says its state, as Like's filled heart does. */
  saved: 'Saved',
  edit: 'Edit',
  likeFailed: 'Could not update your like. Please try again.',
  saveFailed: 'Could not update your saved articles. Please try again.',
  verifyToLikeAndSave: 'Please verify your e-mail address to like and save articles.',
  verifyLink: 'Verify your e-mail',
  views: (n: number) => count(n, 'view', 'views'),
  comments: (n: number) => count(n, 'comment', 'comments'),

  aboutAuthor: 'About the author',

  relatedHeading: 'Related Articles',
} as const;
