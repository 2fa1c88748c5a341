/**
 * Comments written as readers write them, for the admin screens' tests: through the app's
 * own write API (features/comments/api/write-comments.ts), each as a verified reader with
 * a client of their own, so the repo's rules judge every write. The reader's profile
 * (users/{uid} with their fullName) must be stored first: the rules compare the name.
 */
import type { TestClients, TestEmulator } from '../emulator.js';
import { clientsFor } from '../emulator.js';
import { postComment, reportComment, type NewComment } from '../../../src/features/comments/api/write-comments.js';

export interface Commenter {
  readonly uid: string;
  readonly name: string;
}

async function asReader<T>(emulator: TestEmulator, projectId: string, uid: string, work: (client: TestClients) => Promise<T>): Promise<T> {
  const client = clientsFor(emulator, projectId, { sub: uid, email: `${uid}@example.com`, email_verified: true });
  try {
    return await work(client);
  } finally {
    await client.dispose();
  }
}

/** Posts a comment as `who`; resolves with its id (rejects as the app's postComment does). */
export function postAsReader(
  emulator: TestEmulator,
  projectId: string,
  who: Commenter,
  comment: Pick<NewComment, 'articleId' | 'body'> & Partial<NewComment>,
): Promise<string> {
  return asReader(emulator, projectId, who.uid, (client) =>
    postComment(client.db, { uid: who.uid, authorName: who.name, position: null, parentId: null, staff: false, ...comment }),
  );
}

/** Reports another reader's comment as `uid`. */
export function reportAsReader(emulator: TestEmulator, projectId: string, uid: string, articleId: string, commentId: string): Promise<void> {
  return asReader(emulator, projectId, uid, (client) => reportComment(client.db, articleId, commentId, uid));
}
