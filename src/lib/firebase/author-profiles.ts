/**
 * authors/{bylineId}: staff profiles (lib/author-profile.ts, docs/data-model.md). Anyone
 * reads one, by its byline id; admins write them (firestore.rules). Bylines, author pages
 * and "About the author" read it; publishing copies it into the article's byline block.
 */
import { collection, doc, getDoc, getDocs, limit, orderBy, query, serverTimestamp, setDoc, where, type Firestore } from 'firebase/firestore/lite';
import { authorProfileFrom, type AuthorProfile } from '../author-profile.js';

/** The profile stored under a byline id, or null when there is none. */
export async function readAuthorProfile(db: Firestore, bylineId: string): Promise<AuthorProfile | null> {
  return authorProfileFrom((await getDoc(doc(db, 'authors', bylineId))).data());
}

/** Stores a profile as it is given (storedProfile: checked and shaped already). */
export async function writeAuthorProfile(db: Firestore, bylineId: string, profile: AuthorProfile): Promise<void> {
  await setDoc(doc(db, 'authors', bylineId), { ...profile, updatedAt: serverTimestamp() });
}

/**
 * The byline block of the newest published article under a byline id, as a profile: what
 * author pages showed before profiles existed, so a first profile starts from it and
 * nothing an author had is lost. null when no published article carries the id.
 */
export async function newestBylineProfile(db: Firestore, bylineId: string): Promise<AuthorProfile | null> {
  const newest = await getDocs(
    query(collection(db, 'articles'), where('status', '==', 'published'), where('author.id', '==', bylineId), orderBy('publishedAt', 'desc'), limit(1)),
  );
  const author: unknown = newest.docs[0]?.get('author');
  return authorProfileFrom(author);
}
