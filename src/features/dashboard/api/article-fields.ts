/** Firestore data → DashboardArticle, read defensively; SDK types stop here. */
import { Timestamp, type DocumentData } from 'firebase/firestore/lite';
import { isCategoryId } from '../../../config/categories.js';
import type { DashboardArticle } from '../types.js';

const asString = (value: unknown): string => (typeof value === 'string' ? value : '');
const asDate = (value: unknown): Date | null => (value instanceof Timestamp ? value.toDate() : null);

export function dashboardArticle(id: string, data: DocumentData): DashboardArticle {
  const author: unknown = data.author;
  return {
    id,
    title: asString(data.title),
    summary: asString(data.summary),
    category: isCategoryId(data.category) ? data.category : null,
    publishedAt: asDate(data.publishedAt),
    authorName: typeof author === 'object' && author !== null && 'name' in author ? asString(author.name) : '',
  };
}

export function savedArticle(data: DocumentData): DashboardArticle {
  return { ...dashboardArticle(asString(data.articleId), data), savedAt: asDate(data.savedAt) };
}
