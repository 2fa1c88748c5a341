/**
 * The manage-articles list: every article, newest first by when it was last updated,
 * created or published, optionally of one status and one category, or holding words of
 * its title; a page at a time from a cursor, so thousands of articles load page by page.
 *
 * A search asks for the longest word typed in the stored searchTerms (array-contains; the
 * words of the title, tags, tickers and summary, their singulars and their beginnings from
 * 2 letters: src/lib/article-text.ts), with the filters and the order, and checks the
 * other words on what comes back: "Morgan" finds "Alex Morgan's notes", "apple" finds
 * "Why Apple …". Beside it runs the title-prefix query the list had before searchTerms held
 * beginnings of 2 letters (as typed, and with capital initials), filtered here by status and
 * category, so an article whose terms were written by an older version is still found by
 * the start of its title; a page shows what both found, once each, in the chosen order.
 * Indexes in firestore.indexes.json: articles (status|category|searchTerms combinations,
 * createdAt, updatedAt or publishedAt desc).
 */
import { collection, getDocs, limit, orderBy, query, where, type DocumentData, type QueryConstraint } from 'firebase/firestore/lite';
import type { CategoryId } from '../../../config/categories.js';
import { searchKeys } from '../../../lib/article-text.js';
import { after, pageOf } from '../../../lib/firebase/cursor-page.js';
import { getDb } from '../../../lib/firebase/firestore.js';
import { mergedPage, type MergedCursor, type PageSource } from '../../../lib/firebase/merged-pages.js';
import { holdsWords } from '../../../lib/search-terms.js';
import type { Page } from '../../../lib/use-cursor-list.js';
import type { ArticleRow, ArticleStatus } from '../types.js';
import { articleRow } from './records.js';

const ARTICLES_PER_PAGE = 20;

export type ArticleSort = 'updated' | 'created' | 'published';

const SORT_FIELDS = { updated: 'updatedAt', created: 'createdAt', published: 'publishedAt' } as const;

export interface ArticleQuery {
  readonly status: ArticleStatus | 'all';
  readonly category: CategoryId | 'all';
  /** Words of the title to look for: articles holding every one are listed. */
  readonly search: string;
  /** Newest first by this date. */
  readonly sort: ArticleSort;
}

export type ArticlesCursor = MergedCursor;

const articles = () => collection(getDb(), 'articles');
const capitalized = (text: string): string => text.replace(/(^|\s)(\p{Ll})/gu, (_, space: string, letter: string) => space + letter.toUpperCase());

/** When the row was last updated, created or published; an article never published sorts last. */
const dateOf = (row: ArticleRow, sort: ArticleSort): number =>
  (sort === 'updated' ? row.updatedAt : sort === 'created' ? row.createdAt : row.publishedAt)?.getTime() ?? Number.NEGATIVE_INFINITY;

function filtered(filter: ArticleQuery, terms: readonly QueryConstraint[], read: (id: string, data: DocumentData) => ArticleRow | null): PageSource<ArticleRow> {
  const constraints: QueryConstraint[] = [...terms];
  if (filter.status !== 'all') constraints.push(where('status', '==', filter.status));
  if (filter.category !== 'all') constraints.push(where('category', '==', filter.category));
  return async (cursor) => {
    const found = await getDocs(query(articles(), ...constraints, orderBy(SORT_FIELDS[filter.sort], 'desc'), ...after(cursor), limit(ARTICLES_PER_PAGE + 1)));
    return pageOf(found.docs, ARTICLES_PER_PAGE, read);
  };
}

function titleStartingWith(filter: ArticleQuery, text: string): PageSource<ArticleRow> {
  const read = (id: string, data: DocumentData): ArticleRow | null => {
    const row = articleRow(id, data);
    return (filter.status === 'all' || row.status === filter.status) && (filter.category === 'all' || row.category === filter.category) ? row : null;
  };
  // '\uf8ff' sorts after every character a title holds: the range is the prefix.
  return async (cursor) => {
    const found = await getDocs(
      query(articles(), where('title', '>=', text), where('title', '<', `${text}\uf8ff`), orderBy('title'), ...after(cursor), limit(ARTICLES_PER_PAGE + 1)),
    );
    return pageOf(found.docs, ARTICLES_PER_PAGE, read);
  };
}

function searchSources(filter: ArticleQuery, text: string): PageSource<ArticleRow>[] {
  const [pivot, ...others] = searchKeys(text).sort((a, b) => b.length - a.length);
  const titles = [...new Set([text, capitalized(text)])].map((start) => titleStartingWith(filter, start));
  if (!pivot) return titles;
  const read = (id: string, data: DocumentData) => (holdsWords(data.searchTerms, { pivot, others }) ? articleRow(id, data) : null);
  return [filtered(filter, [where('searchTerms', 'array-contains', pivot)], read), ...titles];
}

export function listArticleRows(filter: ArticleQuery, cursor: ArticlesCursor | null): Promise<Page<ArticleRow, ArticlesCursor>> {
  const text = filter.search.trim();
  const sources = text ? searchSources(filter, text) : [filtered(filter, [], articleRow)];
  const newest = (a: ArticleRow, b: ArticleRow) => dateOf(b, filter.sort) - dateOf(a, filter.sort) || a.title.localeCompare(b.title);
  return mergedPage(sources, cursor, (row) => row.id, newest);
}
