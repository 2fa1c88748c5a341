/**
 * Readers' comments for the journeys, written as readers write them: through the app's own
 * write API (features/comments/api/write-comments.ts) from Node, each reader a verified
 * account with a lite client of their own against the test stack's emulator, so the repo's
 * rules judge every write. A reader's profile (their public name) is stored first, as
 * registering stores it.
 */
import { deleteApp, initializeApp } from 'firebase/app';
import { connectFirestoreEmulator, getFirestore, type Firestore } from 'firebase/firestore/lite';
import { readProjectConfig } from '../../../emulator/src/config.js';
import { DEMO_PROJECT_ID, TEST_PORTS } from '../../../scripts/lib/stack.js';
import { postComment, reportComment, type NewComment } from '../../../src/features/comments/api/write-comments.js';
import { seedFullDocument } from './admin.js';

const host = readProjectConfig(process.cwd()).host;
let apps = 0;

export interface JourneyReader {
  readonly uid: string;
  readonly name: string;
}

/** A reader of this journey's own: a unique uid and name, with the profile registering stores. */
export async function newReader(name: string): Promise<JourneyReader> {
  const uid = `reader-${Math.random().toString(36).slice(2, 10)}`;
  await seedFullDocument(`users/${uid}`, { uid, fullName: name, email: `${uid}@example.com`, role: 'subscriber', emailVerified: true, createdAt: new Date() });
  return { uid, name };
}

/** Runs `work` with a lite Firestore signed in as the reader (a verified e-mail). */
async function asReader<T>(reader: JourneyReader, work: (db: Firestore) => Promise<T>): Promise<T> {
  const app = initializeApp({ projectId: DEMO_PROJECT_ID, apiKey: 'fake-api-key' }, `journey-reader-${++apps}`);
  const db = getFirestore(app);
  connectFirestoreEmulator(db, host, TEST_PORTS.firestore, { mockUserToken: { sub: reader.uid, email: `${reader.uid}@example.com`, email_verified: true } });
  try {
    return await work(db);
  } finally {
    await deleteApp(app);
  }
}

/** Posts a comment as the reader; resolves with its id, or rejects as the app's postComment does. */
export function postAs(reader: JourneyReader, comment: Pick<NewComment, 'articleId' | 'body'> & Partial<NewComment>): Promise<string> {
  return asReader(reader, (db) => postComment(db, { uid: reader.uid, authorName: reader.name, position: null, parentId: null, staff: false, ...comment }));
}

/** Reports another reader's comment as the reader. */
export function reportAs(reader: JourneyReader, articleId: string, commentId: string): Promise<void> {
  return asReader(reader, (db) => reportComment(db, articleId, commentId, reader.uid));
}
