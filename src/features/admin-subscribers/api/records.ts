/** subscribers/{email} read defensively into a row. SDK types stop here. */
import { Timestamp, type DocumentData } from 'firebase/firestore/lite';
import type { SubscriberRow } from '../types.js';

export function subscriberRow(id: string, data: DocumentData): SubscriberRow {
  const at: unknown = data.subscribedAt;
  return { email: typeof data.email === 'string' ? data.email : id, subscribedAt: at instanceof Timestamp ? at.toDate() : null };
}
