/** Firestore data (the SDK's or a REST query's) → DashboardArticle, read defensively; SDK types stop here. */
import { Timestamp, type DocumentData } from 'firebase/firestore/lite';
import { isCategoryId } from '../../../config/categories.js';
import type { DashboardArticle } from '../types.js';

const asString = (value: unknown): string => (typeof value === 'string' ? value : '');
/** The SDK's Timestamp, or a REST query's (lib/firebase/rest-query.ts), which has the same toDate. */
const asDate = (value: unknown): Date | null =>
  value instanceof Timestamp || (typeof value === 'object' && value !== null && 'toDate' in value && typeof value.toDate === 'function') ? (value as Timestamp).toDate() : null;

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
