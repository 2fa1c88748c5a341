/**
 * Pages of articles and their cursors. A cursor is the last document a page showed, handed
 * to the UI as an opaque token so that no SDK type leaves the api/ modules;
 * startAfter(document) resumes exactly after it, ties on publishedAt included (the SDK
 * adds the document id to the order).
 */
import type { QueryDocumentSnapshot } from 'firebase/firestore/lite';
import type { ArticleCursor, ArticlePage } from '../types.js';
import { articleFromDoc } from './article-from-doc.js';

const documents = new WeakMap<ArticleCursor, QueryDocumentSnapshot>();

export function cursorAfter(document: QueryDocumentSnapshot): ArticleCursor {
  const cursor = Object.freeze({}) as ArticleCursor;
  documents.set(cursor, document);
  return cursor;
}

export function documentOf(cursor: ArticleCursor): QueryDocumentSnapshot {
  const document = documents.get(cursor);
  if (!document) throw new Error('Unknown article cursor.');
  return document;
}

/** The first `size` documents as a page; one more than that means another page exists. */
export function pageOf(found: readonly QueryDocumentSnapshot[], size: number): ArticlePage {
  const shown = found.slice(0, size);
  const last = shown.at(-1);
  return {
    articles: shown.map((document) => articleFromDoc(document.id, document.data())),
    next: found.length > size && last ? cursorAfter(last) : null,
  };
}
