/**
 * The dashboard's two lists. Both queries have their composite index in
 * firestore.indexes.json: articles(status, publishedAt desc), savedArticles(userId, savedAt desc).
 */
import { collection, getDocs, limit, orderBy, query, where } from 'firebase/firestore/lite';
import { getDb } from '../../../lib/firebase/firestore.js';
import { allOf, documentName, fieldEquals, fieldFilter, namesOnly, runQueryRest } from '../../../lib/firebase/rest-query.js';
import type { DashboardArticle } from '../types.js';
import { dashboardArticle, savedArticle } from './article-fields.js';

/** Dashboard lists show 3 items. */
export const DASHBOARD_LIST_SIZE = 3;

/** The newest published articles, with only what the list shows (never their text: REST's select). */
export async function listRecentArticles(): Promise<DashboardArticle[]> {
  const found = await runQueryRest({
    select: { fields: ['title', 'summary', 'category', 'publishedAt', 'author'].map((fieldPath) => ({ fieldPath })) },
    from: [{ collectionId: 'articles' }],
    where: fieldEquals('status', { stringValue: 'published' }),
    orderBy: [{ field: { fieldPath: 'publishedAt' }, direction: 'DESCENDING' }],
    limit: DASHBOARD_LIST_SIZE,
  });
  return found.map((document) => dashboardArticle(document.id, document.fields));
}

/**
 * Whether an article can still be read. Asked as a query for a published article whose id
 * lies between the id and itself: readers may list published articles, so an article
 * deleted or taken back to draft since is simply not found. (A read by id would be refused
 * for a draft, and so would `documentId() in [...]`, which the rules judge against each
 * named document.)
 */
async function stillPublished(articleId: string): Promise<boolean> {
  if (articleId === '') return false;
  const name = { referenceValue: documentName(`articles/${articleId}`) };
  const found = await runQueryRest({
    // Whether it is there, not what it says.
    select: namesOnly,
    from: [{ collectionId: 'articles' }],
    where: allOf(fieldEquals('status', { stringValue: 'published' }), fieldFilter('__name__', 'GREATER_THAN_OR_EQUAL', name), fieldFilter('__name__', 'LESS_THAN_OR_EQUAL', name)),
    limit: 1,
  });
  return found.length > 0;
}

/**
 * The user's latest bookmarks (savedArticles/{uid}_{articleId}, which copy what we list),
 * each marked removed when its article is gone.
 */
export async function listSavedArticles(uid: string): Promise<DashboardArticle[]> {
  const snapshot = await getDocs(
    query(
      collection(getDb(), 'savedArticles'),
      where('userId', '==', uid),
      orderBy('savedAt', 'desc'),
      limit(DASHBOARD_LIST_SIZE),
    ),
  );
  const saved = snapshot.docs.map((item) => savedArticle(item.data()));
  const published = await Promise.all(saved.map((article) => stillPublished(article.id)));
  return saved.map((article, index) => (published[index] ? article : { ...article, removed: true }));
}
