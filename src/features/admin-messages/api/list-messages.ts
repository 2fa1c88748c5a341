/** Contact messages, newest first, a page at a time (createdAt's own index). */
import { collection, getDocs, limit, orderBy, query } from 'firebase/firestore/lite';
import { after, pageOf, type CursorPage, type PageCursor } from '../../../lib/firebase/cursor-page.js';
import { getDb } from '../../../lib/firebase/firestore.js';
import type { MessageRow } from '../types.js';
import { messageRow } from './records.js';

const MESSAGES_PER_PAGE = 20;

export async function listMessages(cursor: PageCursor | null): Promise<CursorPage<MessageRow>> {
  const found = await getDocs(
    query(collection(getDb(), 'contactMessages'), orderBy('createdAt', 'desc'), ...after(cursor), limit(MESSAGES_PER_PAGE + 1)),
  );
  return pageOf(found.docs, MESSAGES_PER_PAGE, messageRow);
}
