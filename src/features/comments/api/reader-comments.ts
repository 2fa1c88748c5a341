/**
 * What a signed-in reader knows of their own part in a discussion, from records only they
 * (and admins) may read (firestore.rules: commentAuthors, commenters): which comments on the
 * article are theirs, to offer Edit and Delete on them, and whether a moderator has stopped
 * them from commenting. Callers make sure Auth is loaded, so the requests carry the token.
 */
import { collection, doc, getDoc, getDocs, limit, orderBy, query, where } from 'firebase/firestore/lite';
import { getDb } from '../../../lib/firebase/firestore.js';

/** The rules' bound on a list of one's own author records. */
export const OWN_COMMENTS = 50;

/**
 * The ids of the reader's comments on the article, their newest 50 (those they can still edit
 * are among them). Uses the composite index commentAuthors(uid, articleId, createdAt DESC).
 */
export async function listOwnCommentIds(articleId: string, uid: string): Promise<ReadonlySet<string>> {
  const snapshot = await getDocs(
    query(collection(getDb(), 'commentAuthors'), where('uid', '==', uid), where('articleId', '==', articleId), orderBy('createdAt', 'desc'), limit(OWN_COMMENTS)),
  );
  return new Set(snapshot.docs.map((found) => found.id));
}

/** Whether a moderator has blocked the reader from commenting. */
export async function isBlocked(uid: string): Promise<boolean> {
  return (await getDoc(doc(getDb(), 'commenters', uid))).data()?.blocked === true;
}
