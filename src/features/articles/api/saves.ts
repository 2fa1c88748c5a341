/**
 * Saved articles (bookmarks): savedArticles/{uid}_{articleId}, private to the user, with
 * the few article fields the dashboard lists so it needs no second read (docs/data-model.md). The
 * rules allow exactly these keys, and only for a published article.
 */
import { deleteDoc, doc, getDoc, serverTimestamp, setDoc } from 'firebase/firestore/lite';
import { getDb } from '../../../lib/firebase/firestore.js';
import type { Article } from '../types.js';

const saveRef = (uid: string, articleId: string) => doc(getDb(), 'savedArticles', `${uid}_${articleId}`);

export async function isSaved(articleId: string, uid: string): Promise<boolean> {
  return (await getDoc(saveRef(uid, articleId))).exists();
}

/** The bookmark as the rules accept it: optional fields are left out rather than null. */
function savedFields(article: Article, uid: string): Record<string, unknown> {
  const { author } = article;
  return {
    userId: uid,
    articleId: article.id,
    savedAt: serverTimestamp(),
    title: article.title.slice(0, 200),
    slug: article.slug,
    summary: article.summary.slice(0, 300),
    ...(article.category && { category: article.category }),
    ...(article.featuredImage && { featuredImage: article.featuredImage }),
    ...(article.publishedAt && { publishedAt: article.publishedAt }),
    author: { id: author.id, name: author.name, ...(author.avatar && { avatar: author.avatar }) },
  };
}

export async function saveArticle(article: Article, uid: string): Promise<void> {
  await setDoc(saveRef(uid, article.id), savedFields(article, uid));
}

export async function unsaveArticle(articleId: string, uid: string): Promise<void> {
  await deleteDoc(saveRef(uid, articleId));
}
