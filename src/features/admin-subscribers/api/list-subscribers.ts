/**
 * The subscribers table: newest first, a page at a time, or a search. A subscription
 * stores searchTerms (src/lib/search-terms.ts: each word of the address, split at @ . _ -
 * +, and their beginnings), so a search asks for its longest word (array-contains, newest
 * first; index in firestore.indexes.json) and checks the others on what comes back:
 * "morgan" finds a.morgan@…, "example" everyone at example.com. Subscriptions stored before
 * searchTerms existed are found by the start of the address (stored lowercased), a query
 * on a single-field index that runs beside it; a page shows what both found, by address.
 */
import { collection, getDocs, limit, orderBy, query, where, type DocumentData } from 'firebase/firestore/lite';
import { after, pageOf } from '../../../lib/firebase/cursor-page.js';
import { getDb } from '../../../lib/firebase/firestore.js';
import { mergedPage, type MergedCursor, type PageSource } from '../../../lib/firebase/merged-pages.js';
import { holdsWords, wordSearch } from '../../../lib/search-terms.js';
import type { Page } from '../../../lib/use-cursor-list.js';
import { subscriberKey, type SubscriberRow } from '../types.js';
import { subscriberRow } from './records.js';

const SUBSCRIBERS_PER_PAGE = 25;

const subscribers = () => collection(getDb(), 'subscribers');

const newest: PageSource<SubscriberRow> = async (cursor) => {
  const found = await getDocs(query(subscribers(), orderBy('subscribedAt', 'desc'), ...after(cursor), limit(SUBSCRIBERS_PER_PAGE + 1)));
  return pageOf(found.docs, SUBSCRIBERS_PER_PAGE, subscriberRow);
};

function searchSources(text: string): PageSource<SubscriberRow>[] {
  const startingWith: PageSource<SubscriberRow> = async (cursor) => {
    const found = await getDocs(
      query(subscribers(), where('email', '>=', text), where('email', '<', `${text}\uf8ff`), orderBy('email'), ...after(cursor), limit(SUBSCRIBERS_PER_PAGE + 1)),
    );
    return pageOf(found.docs, SUBSCRIBERS_PER_PAGE, subscriberRow);
  };
  const search = wordSearch(text);
  if (!search) return [startingWith];
  const read = (id: string, data: DocumentData) => (holdsWords(data.searchTerms, search) ? subscriberRow(id, data) : null);
  const holdingWords: PageSource<SubscriberRow> = async (cursor) => {
    const found = await getDocs(
      query(subscribers(), where('searchTerms', 'array-contains', search.pivot), orderBy('subscribedAt', 'desc'), ...after(cursor), limit(SUBSCRIBERS_PER_PAGE + 1)),
    );
    return pageOf(found.docs, SUBSCRIBERS_PER_PAGE, read);
  };
  return [holdingWords, startingWith];
}

const byAddress = (a: SubscriberRow, b: SubscriberRow): number => a.email.localeCompare(b.email);
const byNewest = (a: SubscriberRow, b: SubscriberRow): number => (b.subscribedAt?.getTime() ?? 0) - (a.subscribedAt?.getTime() ?? 0);

export function listSubscribers(search: string, cursor: MergedCursor | null): Promise<Page<SubscriberRow, MergedCursor>> {
  const text = search.trim().toLowerCase();
  return text ? mergedPage(searchSources(text), cursor, subscriberKey, byAddress) : mergedPage([newest], cursor, subscriberKey, byNewest);
}
