/**
 * The manage-articles list: every article, newest first by when it was last updated,
 * created or published, optionally of one status and one category, or holding words of
 * its title; a page at a time from a cursor, so thousands of articles load page by page.
 *
 * Each query asks REST's runQuery for the fields a row shows (rowFields), never an article's
 * text or its stored search words, with the signed-in admin's ID token (drafts are theirs
 * only: firestore.rules); lib/firebase/rest-pages.ts pages it.
 *
 * A search finds the articles whose title holds every word typed, or a word's beginning
 * from 2 letters ("Morgan" finds "Alex Morgan's notes", "ap" finds "Why Apple …"), not words
 * only their summary, tags or text hold. It asks for the longest word's title term, stored
 * marked in searchTerms (TITLE_MARK + the word: src/lib/article-text.ts), in the chosen order,
 * and checks the other words against the row's title, folded as those terms are
 * (titleTerms): the answer never carries searchTerms. The status and category filters are
 * checked on the row too, so the search needs one index an order, not twelve; a page that
 * shows none of what it read reads on, until a row is shown or the matches end, so the
 * matches of the title's word bound what a search reads. Beside it runs the title-prefix
 * query the list had before searchTerms held the title's terms (as typed, and with capital
 * initials), filtered here the same way, so an article whose terms were written by an
 * older version is still found by the start of its title; a page shows what both found,
 * once each, in the chosen order.
 * Indexes in firestore.indexes.json: articles (status, category, or both; createdAt,
 * updatedAt or publishedAt desc) and (searchTerms contains; each of those dates desc).
 */
import type { CategoryId } from '../../../config/categories.js';
import { searchKeys, TITLE_MARK, titleTerms } from '../../../lib/article-text.js';
import { currentUser } from '../../../lib/firebase/auth.js';
import { mergedPage, type MergedCursor, type PageSource } from '../../../lib/firebase/merged-pages.js';
import { restPage, type PagedQuery, type RestCursor } from '../../../lib/firebase/rest-pages.js';
import { allOf, arrayContains, fieldEquals, fieldFilter, type RestDocument, type RestFilter } from '../../../lib/firebase/rest-query.js';
import type { Page } from '../../../lib/use-cursor-list.js';
import type { ArticleRow, ArticleStatus } from '../types.js';
import { articleRow, rowFields } from './records.js';

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

type Source = PageSource<ArticleRow, RestCursor>;

const text = (stringValue: string) => ({ stringValue });
const capitalized = (words: string): string => words.replace(/(^|\s)(\p{Ll})/gu, (_, space: string, letter: string) => space + letter.toUpperCase());

/** When the row was last updated, created or published; an article never published sorts last. */
const dateOf = (row: ArticleRow, sort: ArticleSort): number =>
  (sort === 'updated' ? row.updatedAt : sort === 'created' ? row.createdAt : row.publishedAt)?.getTime() ?? Number.NEGATIVE_INFINITY;

/** A source of rows: a page of the query, each document kept (a row) or left out (null). */
function source(query: PagedQuery, keep: (document: RestDocument) => boolean): Source {
  return async (cursor) => {
    const idToken = await (await currentUser())?.getIdToken();
    const page = await restPage(query, cursor, ARTICLES_PER_PAGE, { idToken });
    return { items: page.documents.map((document) => (keep(document) ? articleRow(document) : null)), next: page.next };
  };
}

const everyOne = () => true;

function ofFilter(filter: ArticleQuery): (document: RestDocument) => boolean {
  return ({ fields }) => (filter.status === 'all' || fields.status === filter.status) && (filter.category === 'all' || fields.category === filter.category);
}

/** Articles, in the chosen order, where `where` holds (nothing but the order when empty). */
function newestFirst(filter: ArticleQuery, where: readonly RestFilter[]): PagedQuery {
  return {
    select: rowFields,
    from: [{ collectionId: 'articles' }],
    ...(where.length > 0 && { where: allOf(...where) }),
    orderBy: [{ field: { fieldPath: SORT_FIELDS[filter.sort] }, direction: 'DESCENDING' }],
  };
}

/** Every article of the filters, in the chosen order: the filters asked of Firestore. */
function filtered(filter: ArticleQuery): Source {
  const where: RestFilter[] = [];
  if (filter.status !== 'all') where.push(fieldEquals('status', text(filter.status)));
  if (filter.category !== 'all') where.push(fieldEquals('category', text(filter.category)));
  return source(newestFirst(filter, where), everyOne);
}

function titleStartingWith(filter: ArticleQuery, start: string): Source {
  // '\uf8ff' sorts after every character a title holds: the range is the prefix.
  const query: PagedQuery = {
    select: rowFields,
    from: [{ collectionId: 'articles' }],
    where: allOf(fieldFilter('title', 'GREATER_THAN_OR_EQUAL', text(start)), fieldFilter('title', 'LESS_THAN', text(`${start}\uf8ff`))),
    orderBy: [{ field: { fieldPath: 'title' }, direction: 'ASCENDING' }],
  };
  return source(query, ofFilter(filter));
}

function searchSources(filter: ArticleQuery, typed: string): Source[] {
  const [pivot, ...others] = searchKeys(typed).sort((a, b) => b.length - a.length);
  const titles = [...new Set([typed, capitalized(typed)])].map((start) => titleStartingWith(filter, start));
  if (!pivot) return titles;
  const inFilter = ofFilter(filter);
  const inTitle = (document: RestDocument): boolean => {
    const terms = new Set(titleTerms(typeof document.fields.title === 'string' ? document.fields.title : ''));
    return others.every((word) => terms.has(word));
  };
  const byTitleTerm = newestFirst(filter, [arrayContains('searchTerms', text(TITLE_MARK + pivot))]);
  return [source(byTitleTerm, (document) => inFilter(document) && inTitle(document)), ...titles];
}

export async function listArticleRows(filter: ArticleQuery, cursor: ArticlesCursor | null): Promise<Page<ArticleRow, ArticlesCursor>> {
  const typed = filter.search.trim();
  const sources = typed ? searchSources(filter, typed) : [filtered(filter)];
  // Rows of the same date in Firestore's order, their ids' last first, so pages do not mix them.
  const newest = (a: ArticleRow, b: ArticleRow) => dateOf(b, filter.sort) - dateOf(a, filter.sort) || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0);
  let page = await mergedPage(sources, cursor, (row) => row.id, newest);
  // A search may read a page whose rows all fail its checks: an empty page would end the list.
  while (page.items.length === 0 && page.next) page = await mergedPage(sources, page.next, (row) => row.id, newest);
  return page;
}
