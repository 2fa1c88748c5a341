/** contactMessages/{id} read defensively into a row. SDK types stop here. */
import { Timestamp, type DocumentData } from 'firebase/firestore/lite';
import type { MessageRow } from '../types.js';

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

export function messageRow(id: string, data: DocumentData): MessageRow {
  const at: unknown = data.createdAt;
  return {
    id,
    name: text(data.name),
    email: text(data.email),
    subject: text(data.subject),
    message: text(data.message),
    createdAt: at instanceof Timestamp ? at.toDate() : null,
    read: data.read === true,
  };
}
