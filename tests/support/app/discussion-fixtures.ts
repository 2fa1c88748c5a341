/**
 * A long discussion stored as the site stores one, written past the rules: a thread of
 * thousands cannot be posted through them in a test's time (a reader comments 30 seconds
 * apart). Each comment has its author record; every `reportedEvery`th is reported by two
 * readers (their reports and its reportCount) and every `hiddenEvery`th hidden by a
 * moderator (its text kept in the author record).
 */
import { Timestamp, doc, writeBatch, type DocumentData } from 'firebase/firestore/lite';
import type { TestClients } from '../emulator.js';

export interface DiscussionShape {
  readonly reportedEvery?: number;
  readonly hiddenEvery?: number;
}

/** Firestore takes at most 500 writes a commit. */
const WRITES_A_COMMIT = 500;
const REPORTERS = ['bob', 'carol'] as const;

/** Stores `count` comments on `articleId`, ids `{articleId}-c{n}`, newest first by n. */
export async function seedDiscussion(owner: TestClients, articleId: string, count: number, { reportedEvery = 10, hiddenEvery = 7 }: DiscussionShape = {}): Promise<void> {
  const writes: [string, DocumentData][] = [];
  for (let n = 0; n < count; n++) {
    const id = `${articleId}-c${n}`;
    const at = Timestamp.fromMillis(Date.UTC(2026, 0, 30) - n * 60_000);
    const reported = n % reportedEvery === 0;
    const hidden = n % hiddenEvery === 3;
    const body = `Comment number ${n} on the thread.`;
    writes.push([
      `articles/${articleId}/comments/${id}`,
      {
        body: hidden ? '' : body, authorName: `Reader ${n}`, position: null, parentId: null, createdAt: at, editedAt: null,
        state: hidden ? 'hidden' : 'visible', review: reported ? 'reported' : 'new', reportCount: reported ? REPORTERS.length : 0,
      },
    ]);
    writes.push([`commentAuthors/${id}`, { uid: `reader-${n}`, articleId, createdAt: at, ...(hidden && { hiddenBody: body }) }]);
    if (reported) for (const uid of REPORTERS) writes.push([`articles/${articleId}/comments/${id}/reports/${uid}`, { createdAt: at }]);
  }
  for (let start = 0; start < writes.length; start += WRITES_A_COMMIT) {
    const batch = writeBatch(owner.db);
    for (const [path, data] of writes.slice(start, start + WRITES_A_COMMIT)) batch.set(doc(owner.db, path), data);
    await batch.commit();
  }
}
