/**
 * Pages of articles and their cursors. A cursor is where a page ended, handed to the UI as
 * an opaque token: the last article's place in the order, its publishedAt to the
 * nanosecond and its id, from which the next page resumes exactly after it, ties on
 * publishedAt included (the order ends with the id). A search's cursor also holds which of
 * its two phases it is in and the word it reads by (search-articles.ts).
 */
import type { ArticleCursor } from '../types.js';

/** Articles to a page of a list. */
export const ARTICLES_PER_PAGE = 12;

/** A document's place in the newest-first order of published articles. */
export interface ArticlePosition {
  readonly publishedAt: { readonly seconds: number; readonly nanoseconds: number };
  readonly id: string;
}

/** Where a search goes on: in its phase of title matches or of the others, after an article or from the phase's start. */
export interface SearchPlace {
  readonly phase: 'title' | 'text';
  readonly after: ArticlePosition | null;
  /** The word whose articles the search reads (the rarest of the query's). */
  readonly pivot: string;
}

export type CursorPlace = { readonly position: ArticlePosition } | { readonly search: SearchPlace };

const places = new WeakMap<ArticleCursor, CursorPlace>();

function cursorAt(place: CursorPlace): ArticleCursor {
  const cursor = Object.freeze({}) as ArticleCursor;
  places.set(cursor, place);
  return cursor;
}

export const cursorAtPosition = (position: ArticlePosition): ArticleCursor => cursorAt({ position });
export const cursorInSearch = (search: SearchPlace): ArticleCursor => cursorAt({ search });

export function placeOf(cursor: ArticleCursor): CursorPlace {
  const place = places.get(cursor);
  if (!place) throw new Error('Unknown article cursor.');
  return place;
}

/** The place a list's cursor holds (not a search's): what a built page carries (src/app/built-page.ts). */
export function positionOf(cursor: ArticleCursor): ArticlePosition | null {
  const place = places.get(cursor);
  return place && 'position' in place ? place.position : null;
}

/** Where a search's cursor goes on; search pages only ever make such cursors. */
export function searchPlaceOf(cursor: ArticleCursor): SearchPlace {
  const place = placeOf(cursor);
  if (!('search' in place)) throw new Error('This article cursor is not a search’s.');
  return place.search;
}
