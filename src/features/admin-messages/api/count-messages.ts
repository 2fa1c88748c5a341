/**
 * How many messages there are and how many are unread, by aggregation queries. Unread is
 * all less those marked read: a new message has no `read` field, which no query matches.
 */
import { countDocuments } from '../../../lib/firebase/count-documents.js';

export interface MessageCounts {
  readonly total: number;
  readonly unread: number;
}

export async function countMessages(): Promise<MessageCounts> {
  const [total, read] = await Promise.all([countDocuments('contactMessages'), countDocuments('contactMessages', [['read', '==', true]])]);
  return { total, unread: Math.max(0, total - read) };
}
