/**
 * One article for the article page, by slug (the address the site links to) or else by
 * document id (older links and the admin's "view" after editing use ids).
 *
 * The slug query names status == 'published': the rules let readers list only published
 * articles, and equality filters alone need no composite index. By id: get-article-by-id.ts.
 */
import { collection, getDocs, limit, query, where } from 'firebase/firestore/lite';
import { getDb } from '../../../lib/firebase/firestore.js';
import type { Article } from '../types.js';
import { articleFromDoc } from './article-from-doc.js';
import { getById } from './get-article-by-id.js';

async function getPublishedBySlug(slug: string): Promise<Article | null> {
  const snapshot = await getDocs(
    query(collection(getDb(), 'articles'), where('slug', '==', slug), where('status', '==', 'published'), limit(1)),
  );
  const found = snapshot.docs[0];
  return found ? articleFromDoc(found.id, found.data()) : null;
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
