/**
 * Deleting an account from the user's own browser (docs/product.md §2, Profile; the rules in
 * docs/security.md, Deleting an account). What is theirs goes first, each step under the
 * rules, the account last, so that a run cut short (a closed tab, a refused step, Firebase
 * asking for a recent sign-in) leaves an account that can sign in and run it again:
 * - each comment is erased (text, position and name go: it reads "Comment deleted by its
 *   writer", or is left out when nobody answered it) with the article's count, then its
 *   author record goes, one comment a commit as the count's rules require;
 * - each like goes with the article's likeCount -1 (a like alone once the article is gone);
 * - the bookmarks go, up to 500 a commit;
 * - the profile goes, with the comment record when the rules let it (not while blocked,
 *   nor on a day the reader commented: that would lift a block or reset the day's count);
 * - then the Auth account.
 * The newsletter subscription is not the account's: it stays (docs/product.md §2).
 */
import { deleteUser, EmailAuthProvider, reauthenticateWithCredential } from 'firebase/auth';
import {
  collection, collectionGroup, deleteDoc, doc, getDoc, getDocs, increment, limit, query, startAfter, Timestamp, where, writeBatch,
  type DocumentSnapshot, type Firestore, type Query,
} from 'firebase/firestore/lite';
import { articleFollows } from '../../../lib/firebase/comment-follows.js';
import { isPermissionDenied } from '../../../lib/firebase/errors.js';
import { getDb } from '../../../lib/firebase/firestore.js';
import { commentFromDoc } from '../../../lib/comments/comment-from-doc.js';
import { signedInUser } from './account-auth.js';

/** How far the deletion is: n of m things of the user's removed. */
export interface DeletionProgress {
  readonly done: number;
  readonly total: number;
}

/** The rules' largest page of one's own likes and comment records, and of one's bookmarks. */
const PAGE = 50;
const SAVES_PAGE = 3;
/** Commits in flight at once: enough to go quickly, few enough for a phone's connection. */
const AT_ONCE = 6;
const MAX_WRITES = 500;

type Ref = { readonly articleId: string; readonly id: string };

/** Every document of a paged query, page after page (`page` with the last one found, or none). */
async function everyDoc(page: (after: DocumentSnapshot[]) => Query, size: number): Promise<DocumentSnapshot[]> {
  const found: DocumentSnapshot[] = [];
  for (;;) {
    const { docs } = await getDocs(page(found.slice(-1)));
    found.push(...docs);
    if (docs.length < size) return found;
  }
}

/** Where a page starts: after the last document found, if any. */
const after = (last: DocumentSnapshot[]) => last.map((snapshot) => startAfter(snapshot));

/** Whether the article is there: a draft (unpublished since) reads as refused to a reader. */
async function articleExists(db: Firestore, articleId: string): Promise<boolean> {
  try {
    return (await getDoc(doc(db, 'articles', articleId))).exists();
  } catch (error) {
    if (isPermissionDenied(error)) return true;
    throw error;
  }
}

const ERASED = { state: 'deleted', body: '', position: null, authorName: '' };

/** The comment's text, position and name go, with the article's count, then its author record (one commit). */
async function eraseComment(db: Firestore, { articleId, id }: Ref): Promise<void> {
  const batch = writeBatch(db);
  // Its writer may read it on a draft (an article unpublished since) and once the article is gone.
  const snapshot = await getDoc(doc(db, 'articles', articleId, 'comments', id));
  if (snapshot.exists()) {
    batch.update(snapshot.ref, ERASED);
    // Once the article is gone (a deletion cut short) there is no count to keep.
    if (await articleExists(db, articleId)) {
      const comment = commentFromDoc(id, articleId, snapshot.data());
      const shown = comment.state === 'visible';
      articleFollows(batch, db, articleId, id, shown ? -1 : 0, shown ? [[comment.position, -1]] : []);
    }
  }
  batch.delete(doc(db, 'commentAuthors', id));
  await batch.commit();
}

async function removeLike(db: Firestore, uid: string, articleId: string): Promise<void> {
  const batch = writeBatch(db);
  batch.delete(doc(db, 'articles', articleId, 'likes', uid));
  if (await articleExists(db, articleId)) batch.update(doc(db, 'articles', articleId), { likeCount: increment(-1) });
  await batch.commit();
}

/** Runs the tasks a few at a time, counting each one done. */
async function inTurn(tasks: readonly (() => Promise<void>)[], onDone: () => void): Promise<void> {
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < tasks.length) {
      const task = tasks[next++];
      if (task) await task();
      onDone();
    }
  };
  await Promise.all(Array.from({ length: Math.min(AT_ONCE, tasks.length) }, worker));
}

/**
 * Removes everything of the user's that the rules let them remove, reporting n of m as it
 * goes. Safe to run again: what is gone is not found again.
 */
export async function eraseAccountData(
  uid: string,
  onProgress: (progress: DeletionProgress) => void = () => undefined,
  db: Firestore = getDb(),
): Promise<void> {
  // An admin's profile stays (the rules): nothing of theirs is touched before they are a reader.
  const profile = await getDoc(doc(db, 'users', uid));
  if (profile.get('role') === 'admin') throw Object.assign(new Error('An admin cannot delete their account.'), { code: 'permission-denied' });
  const [authors, likes, saves] = await Promise.all([
    everyDoc((last) => query(collection(db, 'commentAuthors'), where('uid', '==', uid), ...after(last), limit(PAGE)), PAGE),
    everyDoc((last) => query(collectionGroup(db, 'likes'), where('uid', '==', uid), ...after(last), limit(PAGE)), PAGE),
    everyDoc((last) => query(collection(db, 'savedArticles'), where('userId', '==', uid), ...after(last), limit(SAVES_PAGE)), SAVES_PAGE),
  ]);
  const comments: Ref[] = authors.map((snapshot) => ({ id: snapshot.id, articleId: String(snapshot.get('articleId')) }));
  const total = comments.length + likes.length + saves.length + 1;
  let done = 0;
  const step = (by = 1) => {
    done += by;
    onProgress({ done, total });
  };
  onProgress({ done, total });

  await inTurn(comments.map((comment) => () => eraseComment(db, comment)), step);
  await inTurn(likes.map((like) => () => removeLike(db, uid, like.ref.parent.parent?.id ?? '')), step);
  for (let start = 0; start < saves.length; start += MAX_WRITES) {
    const batch = writeBatch(db);
    const chunk = saves.slice(start, start + MAX_WRITES);
    for (const save of chunk) batch.delete(save.ref);
    await batch.commit();
    step(chunk.length);
  }

  if (profile.exists()) await deleteDoc(profile.ref);
  // The comment record goes once the profile has (the rules ask), when it may; when this
  // browser's clock misjudges the day, the rules keep it, which is what they are for.
  const record = await getDoc(doc(db, 'commenters', uid));
  if (record.exists() && mayForget(record)) {
    await deleteDoc(record.ref).catch((error: unknown) => {
      if (!isPermissionDenied(error)) throw error;
    });
  }
  step();
}

/** The rules keep a blocked reader's record, and one of today's comments (UTC). */
function mayForget(record: DocumentSnapshot): boolean {
  const day = record.get('day') as unknown;
  const today = new Date();
  const midnight = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate());
  return record.get('blocked') === false && day instanceof Timestamp && day.toMillis() < midnight;
}

/** Deletes the signed-in Auth account, the last step; rejects with Auth's error when it refuses. */
export async function deleteSignedInAccount(): Promise<void> {
  await deleteUser(await signedInUser());
}

/** Signs in again with the password, as Firebase asks before deleting an account signed in long ago. */
export async function confirmPassword(password: string): Promise<void> {
  const user = await signedInUser();
  await reauthenticateWithCredential(user, EmailAuthProvider.credential(user.email ?? '', password));
}
