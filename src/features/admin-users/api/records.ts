/** users/{uid} read defensively into a table row. SDK types stop here. */
import { Timestamp, type DocumentData } from 'firebase/firestore/lite';
import type { UserRow } from '../types.js';

const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const date = (value: unknown): Date | null => (value instanceof Timestamp ? value.toDate() : null);

export function userRow(uid: string, data: DocumentData): UserRow {
  return {
    uid,
    name: text(data.fullName).trim(),
    email: text(data.email),
    role: data.role === 'admin' ? 'admin' : 'subscriber',
    createdAt: date(data.createdAt),
    lastLogin: date(data.lastLogin),
  };
}
