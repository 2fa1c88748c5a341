/**
 * Deleting an article and everything that belongs to it: first the article,
 * its slug claims and its place in the feed index, in one batch (the rules free a claim only once its article is gone), then
 * its likes and revisions (which the rules let an admin delete only then), then its images:
 * the featured one, its share card, those in the text and those only earlier versions still show (an image
 * taken out of the text stays in Storage while a revision may need it).
 * Readers who saved it see it as removed on their dashboard. Last its discussion, the longest
 * part, with how far it is (delete-discussion.ts).
 */
import { collection, doc, getDoc, getDocs, limit, query, where, writeBatch, type DocumentData } from 'firebase/firestore/lite';
import { getDb } from '../../../lib/firebase/firestore.js';
import { DiscussionLeftError, deleteDiscussion, type DiscussionProgress } from './delete-discussion.js';
import { indexPlace, writeIndex } from './feed-index.js';
import { rebuildFeedsInBackground } from './feeds.js';
import { deleteImage, imagesIn } from './images.js';

/** Firestore takes at most 500 writes a commit. */
const BATCH = 400;

/** Deletes a whole collection, a batch at a time; `seen` hears each document's data first. */
async function deleteAll(path: string[], seen: (data: DocumentData) => void = () => undefined): Promise<void> {
  const db = getDb();
  for (;;) {
    const found = await getDocs(query(collection(db, path.join('/')), limit(BATCH)));
    if (found.empty) return;
    const batch = writeBatch(db);
    for (const item of found.docs) {
      seen(item.data());
      batch.delete(item.ref);
    }
    await batch.commit();
  }
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

export interface DeleteOptions {
  /** false leaves the feeds to the caller, which rebuilds them once after several deletions. */
  readonly rebuildFeeds?: boolean;
  /** How many of its comments are deleted, of how many, while they go. */
  readonly onProgress?: (progress: DiscussionProgress) => void;
}

/**
 * Resolves with whether it was published (what readers saw changed). Rejects with
 * DiscussionLeftError when the article is gone but some of its discussion is not.
 */
export async function deleteArticle(articleId: string, { rebuildFeeds = true, onProgress = () => undefined }: DeleteOptions = {}): Promise<boolean> {
  const db = getDb();
  const article = doc(db, 'articles', articleId);
  const snapshot = await getDoc(article);
  const data = snapshot.data();
  const claims = await getDocs(query(collection(db, 'slugs'), where('articleId', '==', articleId), limit(BATCH)));
  // Its RSS item and sitemap entry go in the same commit (feed-index.ts): the rules refuse
  // the delete while an item stays, a draft's too (one an older version of the site left,
  // still in the feeds: for the feeds, that draft counts as published).
  const place = await indexPlace(articleId, true, false);
  const published = data?.status === 'published' || place.listedIn !== null;

  const batch = writeBatch(db);
  batch.delete(article);
  for (const claim of claims.docs) batch.delete(claim.ref);
  writeIndex(batch, articleId, place, null, false);
  await batch.commit();

  // Its images: the featured one, those in the text, and those only earlier versions show.
  const images = new Set([text(data?.featuredImage), text(data?.shareImage), ...imagesIn(text(data?.content))]);
  await deleteAll(['articles', articleId, 'likes']);
  await deleteAll(['articles', articleId, 'revisions'], (revision) => imagesIn(text(revision.content)).forEach((url) => images.add(url)));
  images.delete('');
  await Promise.all([...images].map((url) => deleteImage(url)));
  if (published && rebuildFeeds) void rebuildFeedsInBackground();
  await deleteDiscussion(articleId, onProgress).catch((error: unknown) => {
    throw new DiscussionLeftError(published, error);
  });
  return published;
}
