/**
 * Newsletter subscribers and contact messages of the demo (docs/data-model.md): what the site's forms
 * would have stored over the past weeks. Addresses use example.com, reserved for examples;
 * the demo reader is subscribed too and wrote one message while signed in.
 */
import { DEMO_READER } from './accounts.js';

export interface DemoSubscriber {
  readonly email: string;
  /** Where the form was: the values the site's subscribe forms send. */
  readonly source: 'home' | 'footer' | 'sidebar';
  readonly daysAgo: number;
}

export const DEMO_SUBSCRIBERS: readonly DemoSubscriber[] = [
  { email: 'jordan.lee@example.com', source: 'home', daysAgo: 96 },
  { email: 'sofia.martinez@example.com', source: 'footer', daysAgo: 71 },
  { email: 'wei.zhang@example.com', source: 'sidebar', daysAgo: 58 },
  { email: DEMO_READER.email, source: 'home', daysAgo: 44 },
  { email: 'amara.okafor@example.com', source: 'sidebar', daysAgo: 27 },
  { email: 'lukas.schmidt@example.com', source: 'footer', daysAgo: 16 },
  { email: 'hannah.cohen@example.com', source: 'home', daysAgo: 6 },
  { email: 'rafael.silva@example.com', source: 'sidebar', daysAgo: 1 },
];

export interface DemoMessage {
  /** Fixed ids, so seeding again after the articles were deleted does not duplicate them. */
  readonly id: string;
  readonly name: string;
  readonly email: string;
  readonly subject: string;
  readonly message: string;
  readonly daysAgo: number;
  /** Set when the sender was signed in. */
  readonly uid?: string;
}

export const DEMO_MESSAGES: readonly DemoMessage[] = [
  {
    id: 'demo-message-research-request',
    name: 'Priya Nair',
    email: 'priya.nair@example.com',
    subject: 'Research request: semiconductor equipment makers',
    message:
      'I enjoyed the piece on reading a 10-K. Would you consider a similar walkthrough for a semiconductor equipment company? Their order backlogs and customer concentration are hard to interpret from the filings alone.',
    daysAgo: 9,
  },
  {
    id: 'demo-message-reader-question',
    name: DEMO_READER.fullName,
    email: DEMO_READER.email,
    subject: 'Question about dollar-cost averaging',
    message:
      'Thanks for the article on dollar-cost averaging. If I receive an annual bonus, would you treat it as a lump sum or spread it over the following months? I know you cannot give personal advice; I am interested in how people usually think about it.',
    daysAgo: 4,
    uid: DEMO_READER.uid,
  },
  {
    id: 'demo-message-podcast',
    name: 'Tom Becker',
    email: 'tom.becker@example.com',
    subject: 'Guest appearance on a personal finance podcast',
    message:
      'Hello, I host a small podcast about personal finance for people in their twenties. Would one of your authors be interested in a 30-minute conversation about rebalancing and sequence-of-returns risk?',
    daysAgo: 2,
  },
];
