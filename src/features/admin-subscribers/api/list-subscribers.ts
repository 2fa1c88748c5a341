/**
 * The subscribers table: newest first, a page at a time, or the addresses that begin with
 * a search (addresses are stored lowercased, so the search is too). Both run on single-field
 * indexes.
 */
import { collection, getDocs, limit, orderBy, query, where } from 'firebase/firestore/lite';
import { after, pageOf, type CursorPage, type PageCursor } from '../../../lib/firebase/cursor-page.js';
import { getDb } from '../../../lib/firebase/firestore.js';
import type { SubscriberRow } from '../types.js';
import { subscriberRow } from './records.js';

const SUBSCRIBERS_PER_PAGE = 25;

export async function listSubscribers(search: string, cursor: PageCursor | null): Promise<CursorPage<SubscriberRow>> {
  const text = search.trim().toLowerCase();
  const subscribers = collection(getDb(), 'subscribers');
  const order = text
    ? [where('email', '>=', text), where('email', '<', `${text}\uf8ff`), orderBy('email')]
    : [orderBy('subscribedAt', 'desc')];
  const found = await getDocs(query(subscribers, ...order, ...after(cursor), limit(SUBSCRIBERS_PER_PAGE + 1)));
  return pageOf(found.docs, SUBSCRIBERS_PER_PAGE, subscriberRow);
}
