/**
 * The CSV import's two steps against Firestore.
 *
 * 1. Which addresses are on the list already: `email in […]` queries of 30 (Firestore's
 *    most), a few at a time. That reads only the addresses of the file that are listed,
 *    however long the list is.
 * 2. Adding the others: batches of 500 writes (a commit's most), one after the other, each
 *    all or nothing, with `source: 'import'` (which the rules allow only to admins) and
 *    subscribedAt the server's time, the words the list is searched by (searchTerms), and
 *    today's day added to subscribedDays, merged as the forms write it: an address that
 *    subscribed meanwhile is renewed, not counted twice (site/subscribers counts each
 *    address by its first day). If a batch fails, the ones before it are written and
 *    nothing after it: the error says how many.
 */
import { arrayUnion, collection, doc, getDocs, limit, query, serverTimestamp, where, writeBatch } from 'firebase/firestore/lite';
import { getDb } from '../../../lib/firebase/firestore.js';
import { personSearchTerms } from '../../../lib/search-terms.js';
import { subscriptionDay } from '../../../lib/subscription-days.js';

const CHECK_CHUNK = 30;
const CHECKS_AT_ONCE = 4;
const WRITE_BATCH = 500;

function chunks<T>(items: readonly T[], size: number): T[][] {
  return Array.from({ length: Math.ceil(items.length / size) }, (_, index) => items.slice(index * size, (index + 1) * size));
}

/** The addresses of `emails` (lowercased) that are on the list. */
export async function findListed(emails: readonly string[], onProgress: (checked: number) => void): Promise<Set<string>> {
  const subscribers = collection(getDb(), 'subscribers');
  const listed = new Set<string>();
  let checked = 0;
  const queue = chunks(emails, CHECK_CHUNK);
  const worker = async () => {
    for (let chunk = queue.shift(); chunk; chunk = queue.shift()) {
      const found = await getDocs(query(subscribers, where('email', 'in', chunk), limit(CHECK_CHUNK)));
      for (const item of found.docs) listed.add(item.id);
      checked += chunk.length;
      onProgress(checked);
    }
  };
  await Promise.all(Array.from({ length: CHECKS_AT_ONCE }, worker));
  return listed;
}

/** Thrown when a batch fails: `written` addresses (the first ones given) are on the list. */
export class ImportInterrupted extends Error {
  readonly written: number;

  constructor(written: number, cause: unknown) {
    super(`The import stopped after ${written} addresses.`, { cause });
    this.name = 'ImportInterrupted';
    this.written = written;
  }
}

/** Adds `emails` (lowercased, valid, not listed) in order; reports how many are written. */
export async function addSubscribers(emails: readonly string[], onProgress: (written: number) => void): Promise<void> {
  const db = getDb();
  let written = 0;
  for (const chunk of chunks(emails, WRITE_BATCH)) {
    const batch = writeBatch(db);
    const subscribedDays = arrayUnion(subscriptionDay());
    for (const email of chunk) {
      const subscription = { email, subscribedAt: serverTimestamp(), source: 'import', searchTerms: personSearchTerms('', email), subscribedDays };
      batch.set(doc(db, 'subscribers', email), subscription, { merge: true });
    }
    try {
      await batch.commit();
    } catch (error) {
      throw new ImportInterrupted(written, error);
    }
    written += chunk.length;
    onProgress(written);
  }
}
