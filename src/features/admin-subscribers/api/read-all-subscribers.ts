/**
 * Every subscriber, for the CSV export: read a page of 500 at a time by cursor, in the
 * order of the addresses (the document ids). Unlike the date, an address never changes,
 * so someone subscribing again while the export runs cannot move past the cursor and be
 * left out, or be read twice.
 */
import { collection, getDocs, limit, orderBy, query } from 'firebase/firestore/lite';
import { after, pageOf, type CursorPage, type PageCursor } from '../../../lib/firebase/cursor-page.js';
import { getDb } from '../../../lib/firebase/firestore.js';
import type { SubscriberRow } from '../types.js';
import { subscriberRow } from './records.js';

const EXPORT_PAGE = 500;

export async function readAllSubscribers(onProgress: (read: number) => void): Promise<SubscriberRow[]> {
  const subscribers = collection(getDb(), 'subscribers');
  const rows: SubscriberRow[] = [];
  let cursor: PageCursor | null = null;
  do {
    const found = await getDocs(query(subscribers, orderBy('email'), ...after(cursor), limit(EXPORT_PAGE + 1)));
    const page: CursorPage<SubscriberRow> = pageOf(found.docs, EXPORT_PAGE, subscriberRow);
    rows.push(...page.items);
    onProgress(rows.length);
    cursor = page.next;
  } while (cursor);
  return rows;
}
