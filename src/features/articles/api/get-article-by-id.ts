/**
 * One article by its document id (older links and the admin's "view" after editing use
 * ids). The rules let anyone read a published or missing article and deny a draft to
 * non-admins, so for a reader a draft reads as not found, as a missing one does.
 */
import { doc, getDoc } from 'firebase/firestore/lite';
import { isPermissionDenied } from '../../../lib/firebase/errors.js';
import { getDb } from '../../../lib/firebase/firestore.js';
import type { Article } from '../types.js';
import { articleFromDoc } from './article-from-doc.js';

/** Firestore ids are at most 1,500 bytes, contain no slash and are not `.`, `..` or `__…__`. */
function canBeDocumentId(value: string): boolean {
  return value !== '' && value.length <= 1500 && !value.includes('/') && value !== '.' && value !== '..' && !/^__.*__$/.test(value);
}

export async function getById(id: string): Promise<Article | null> {
  if (!canBeDocumentId(id)) return null;
  try {
    const snapshot = await getDoc(doc(getDb(), 'articles', id));
    const data = snapshot.data();
    return data ? articleFromDoc(snapshot.id, data) : null;
  } catch (error) {
    if (isPermissionDenied(error)) return null;
    throw error;
  }
}
