/**
 * Counts one read: the rules let anyone add exactly 1 to a published article's viewCount.
 *
 * One REST commit, the write the SDK's `updateDoc(article, { viewCount: increment(1) })`
 * sends, sent without the SDK: a guest's article page needs the SDK for nothing else (about
 * 31 KiB of gzipped JavaScript), and a text/plain body needs no preflight. Sent without
 * credentials, as a guest, which the rules allow for this write alone.
 */
import { documentName, documentsMethodUrl } from '../../../lib/firebase/rest-query.js';

export async function countView(articleId: string): Promise<void> {
  const write = {
    update: { name: documentName(`articles/${articleId}`), fields: {} },
    updateMask: { fieldPaths: [] },
    updateTransforms: [{ fieldPath: 'viewCount', increment: { integerValue: '1' } }],
    currentDocument: { exists: true },
  };
  const response = await fetch(documentsMethodUrl('commit'), { method: 'POST', body: JSON.stringify({ writes: [write] }), credentials: 'omit' });
  if (!response.ok) throw new Error(`Firestore answered ${response.status} to a view.`);
}
