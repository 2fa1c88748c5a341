/**
 * One article for the article page, by slug (the address the site links to) or else by
 * document id (older links and the admin's "view" after editing use ids).
 *
 * The slug query names status == 'published': the rules let readers list only published
 * articles, and equality filters alone need no composite index. By id, the rules let
 * anyone read a published or missing article and deny a draft to non-admins, so for a
 * reader a draft reads as not found, as a missing one does.
 */
import { collection, doc, getDoc, getDocs, limit, query, where } from 'firebase/firestore/lite';
import { getDb } from '../../../lib/firebase/firestore.js';
import type { Article } from '../types.js';
import { articleFromDoc } from './article-from-doc.js';

/** Firestore ids are at most 1,500 bytes, contain no slash and are not `.`, `..` or `__…__`. */
function canBeDocumentId(value: string): boolean {
  return value !== '' && value.length <= 1500 && !value.includes('/') && value !== '.' && value !== '..' && !/^__.*__$/.test(value);
}

async function getPublishedBySlug(slug: string): Promise<Article | null> {
  const snapshot = await getDocs(
    query(collection(getDb(), 'articles'), where('slug', '==', slug), where('status', '==', 'published'), limit(1)),
  );
  const found = snapshot.docs[0];
  return found ? articleFromDoc(found.id, found.data()) : null;
}

export async function getById(id: string): Promise<Article | null> {
  if (!canBeDocumentId(id)) return null;
  try {
    const snapshot = await getDoc(doc(getDb(), 'articles', id));
    const data = snapshot.data();
    return data ? articleFromDoc(snapshot.id, data) : null;
  } catch (error) {
    // By code: the lite SDK's errors are not always instances of its exported FirestoreError.
    if ((error as { code?: unknown } | null)?.code === 'permission-denied') return null;
    throw error;
  }
}

/**
 * null: no published article (or, for an admin, no article at all) has this slug or id,
 * now or before. An address that finds nothing may be an earlier slug of an article
 * (its title and address changed since): the lookup for that loads only then.
 */
export async function getArticle(slugOrId: string): Promise<Article | null> {
  return (
    (await getPublishedBySlug(slugOrId)) ??
    (await getById(slugOrId)) ??
    (await import('./get-moved-article.js')).getMovedArticle(slugOrId)
  );
}
