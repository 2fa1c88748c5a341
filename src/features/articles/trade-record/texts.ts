/** User-facing texts of the trade-idea records, on an author's page and a ticker's (lib/trade-record.ts). */
import type { IdeaStatus } from '../../../lib/trade-record.js';

export const recordTexts = {
  authorHeading: 'Trade idea record',
  tickerHeading: (ticker: string) => `Trade ideas on ${ticker}`,

  ideasGroup: 'Ideas',
  closedGroup: 'Closed ideas',
  published: 'Published',
  open: 'Open',
  expired: 'Expired',
  closed: 'Closed',
  hitRate: 'Hit rate',
  averageReturn: 'Average return',
  averageRewardToRisk: 'Average reward-to-risk',
  percent: (value: number) => `${value}%`,
  rewardToRisk: (ratio: string) => `${ratio} to 1`,
  /** Said for a figure of closed ideas while none is closed (a dash is shown). */
  noneClosed: 'None closed yet',
  explanation:
    'Hit rate is the share of closed ideas that made money. Returns run from the entry price to the exit price, before costs; reward-to-risk is the idea’s as published. An idea with no outcome by the end of its horizon counts as expired.',

  listLabel: 'Trade ideas, newest first',
  columns: { published: 'Published', idea: 'Idea', entry: 'Entry', target: 'Target', stop: 'Stop', outcome: 'Outcome', return: 'Return' },
  status: { open: 'Open', expired: 'Expired', 'target-hit': 'Target hit', 'stopped-out': 'Stopped out', closed: 'Closed' } satisfies Record<IdeaStatus, string>,
  exit: (price: string) => `Exit ${price}`,
  horizon: (horizon: string) => `Horizon: ${horizon}`,
  by: 'by',
  amended: 'Amended',
  /** Said for the return of an idea not closed (a dash is shown). */
  noReturn: 'None until closed',

  loadFailed: 'Failed to load the trade ideas. Please try again.',
} as const;
