/**
 * Deleting an article's discussion once the article is gone (delete-article.ts): every
 * comment of articles/{id}/comments, the reports of each reported one, and each one's author
 * record (commentAuthors/{commentId}). Only then do the rules let a moderator delete them
 * without moving a count, and on the article's word alone, so a commit takes hundreds
 * (firestore.rules, comments). A thread of thousands takes a while: `onProgress` hears after
 * each commit how many comments are gone of how many.
 *
 * A comment goes in the commit of its records or in a later one, never before them, so a
 * deletion cut short (a closed tab) leaves comments, which the moderation queue lists as on
 * an article since deleted and deletes with what is left of their records, and never
 * records nothing lists. Deleting the article again finishes the job.
 */
import {
  collection, documentId, getDocs, limit, query, startAfter, where, writeBatch, type DocumentReference, type DocumentSnapshot,
  type QueryDocumentSnapshot,
} from 'firebase/firestore/lite';
import { countDocuments } from '../../../lib/firebase/count-documents.js';
import { getDb } from '../../../lib/firebase/firestore.js';

export interface DiscussionProgress {
  /** Comments deleted so far. */
  readonly done: number;
  readonly total: number;
}

/** The article is gone, but some of its discussion is not: deleting it again finishes. */
export class DiscussionLeftError extends Error {
  constructor(
    /** Whether the article was published (readers saw it go). */
    readonly published: boolean,
    cause: unknown,
  ) {
    super('The article is deleted, but not all of its comments.', { cause });
    this.name = 'DiscussionLeftError';
  }
}

/** Firestore takes at most 500 writes a commit. */
const WRITES_A_COMMIT = 500;
const COMMENTS_A_PAGE = 200;
const REPORTS_A_PAGE = 500;
/** Firestore's largest `in` filter. */
const IDS_A_QUERY = 30;

/** Deletes in commits of at most 500 writes, in the order given; hears how many comments each took. */
function deleter(committed: (comments: number) => void) {
  const db = getDb();
  let batch = writeBatch(db);
  let writes = 0;
  let comments = 0;
  const flush = async () => {
    if (writes === 0) return;
    await batch.commit();
    committed(comments);
    batch = writeBatch(db);
    writes = 0;
    comments = 0;
  };
  return {
    /** A comment after its records: in one commit when it fits there, else the comment last. */
    async comment(comment: DocumentReference, records: readonly DocumentReference[]) {
      if (writes + records.length + 1 > WRITES_A_COMMIT) await flush();
      for (const ref of [...records, comment]) {
        if (writes === WRITES_A_COMMIT) await flush();
        batch.delete(ref);
        writes++;
      }
      comments++;
    },
    flush,
  };
}

/**
 * Every report of a comment, a page at a time. Only a reported one has any: each report adds
 * one to its reportCount, in its commit, and goes only with it.
 */
async function reportsOf(comment: QueryDocumentSnapshot): Promise<DocumentReference[]> {
  const refs: DocumentReference[] = [];
  if (!(Number(comment.get('reportCount')) > 0)) return refs;
  let last: DocumentSnapshot | undefined;
  for (;;) {
    const page = await getDocs(query(collection(comment.ref, 'reports'), ...(last ? [startAfter(last)] : []), limit(REPORTS_A_PAGE)));
    refs.push(...page.docs.map((report) => report.ref));
    if (page.size < REPORTS_A_PAGE) return refs;
    last = page.docs.at(-1);
  }
}

/** The author records there are of these comments (each comment has one, unless it went first). */
async function authorsOf(ids: readonly string[]): Promise<Map<string, DocumentReference>> {
  const db = getDb();
  const chunks = Array.from({ length: Math.ceil(ids.length / IDS_A_QUERY) }, (_, i) => ids.slice(i * IDS_A_QUERY, (i + 1) * IDS_A_QUERY));
  const found = await Promise.all(chunks.map((chunk) => getDocs(query(collection(db, 'commentAuthors'), where(documentId(), 'in', chunk), limit(IDS_A_QUERY)))));
  return new Map(found.flatMap((page) => page.docs.map((author) => [author.id, author.ref] as const)));
}

export async function deleteDiscussion(articleId: string, onProgress: (progress: DiscussionProgress) => void): Promise<void> {
  const db = getDb();
  const comments = collection(db, 'articles', articleId, 'comments');
  const total = await countDocuments('comments', [], { under: `articles/${articleId}` });
  let done = 0;
  if (total > 0) onProgress({ done, total });
  const deletes = deleter((count) => {
    done += count;
    if (count > 0) onProgress({ done, total: Math.max(total, done) });
  });

  for (;;) {
    const page = await getDocs(query(comments, limit(COMMENTS_A_PAGE)));
    if (page.empty) break;
    const [authors, reports] = await Promise.all([authorsOf(page.docs.map((comment) => comment.id)), Promise.all(page.docs.map(reportsOf))]);
    for (const [i, comment] of page.docs.entries()) {
      const author = authors.get(comment.id);
      await deletes.comment(comment.ref, [...(reports[i] ?? []), ...(author ? [author] : [])]);
    }
    await deletes.flush();
  }

  // Author records whose comment went without them (never by this app) go too.
  for (;;) {
    const left = await getDocs(query(collection(db, 'commentAuthors'), where('articleId', '==', articleId), limit(WRITES_A_COMMIT)));
    if (left.empty) return;
    const batch = writeBatch(db);
    for (const author of left.docs) batch.delete(author.ref);
    await batch.commit();
  }
}
