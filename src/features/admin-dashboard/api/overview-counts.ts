/**
 * The overview's counts, each an aggregation query (never a read of every document), which
 * stops at COUNT_LIMIT; the subscribers are the subscriber count instead, exact at any size
 * (lib/firebase/subscriber-count.ts). Unread messages are all messages less those marked
 * read: a message arrives without a `read` field, and a query cannot match a missing field.
 * Comments awaiting review are every article's (a collection group) that are new or reported.
 */
import { countDocuments } from '../../../lib/firebase/count-documents.js';
import { loadSubscriberTotal } from '../../../lib/firebase/subscriber-count.js';

export interface OverviewCounts {
  readonly published: number;
  readonly drafts: number;
  readonly subscribers: number;
  readonly users: number;
  readonly unreadMessages: number;
  readonly commentsAwaiting: number;
}

export async function loadOverviewCounts(): Promise<OverviewCounts> {
  const [published, drafts, subscribers, users, allMessages, readMessages, commentsAwaiting] = await Promise.all([
    countDocuments('articles', [['status', '==', 'published']]),
    countDocuments('articles', [['status', '==', 'draft']]),
    loadSubscriberTotal(),
    countDocuments('users'),
    countDocuments('contactMessages'),
    countDocuments('contactMessages', [['read', '==', true]]),
    countDocuments('comments', [['review', 'in', ['new', 'reported']]], { group: true }),
  ]);
  return { published, drafts, subscribers, users, unreadMessages: Math.max(0, allMessages - readMessages), commentsAwaiting };
}
