/**
 * Search (docs/decisions.md; the approach is explained in ../search-plan.ts), in two phases:
 * first the published articles whose title holds every word (the pivot's marked term, then
 * the other words checked here), then those holding every word anywhere but not all in the
 * title, each phase newest first. A phase is read in batches of 50 until a page is full;
 * the page's cursor says which phase it ended in and after which article, so Load more goes
 * on there, and no article is listed twice (the two phases' matches never overlap).
 * Index: articles (status, searchTerms CONTAINS, publishedAt desc), for both phases.
 */
import {
  collection, getDocs, limit, orderBy, query, startAfter, where, type QueryDocumentSnapshot,
} from 'firebase/firestore/lite';
import { getDb } from '../../../lib/firebase/firestore.js';
import { inTitle, matchesPlan, planSearch, type SearchPlan } from '../search-plan.js';
import type { ArticleCursor, ArticlePage } from '../types.js';
import { articleFromDoc } from './article-from-doc.js';
import { cursorInSearch, searchPlaceOf, type SearchPlace } from './pages.js';

export const SEARCH_BATCH_SIZE = 50;
/** Bounds the reads of one page when the pivot word is common and the other words rare. */
const MAX_SCANNED = 1000;

interface Found {
  readonly document: QueryDocumentSnapshot;
  readonly phase: SearchPlace['phase'];
}

/** What each phase asks Firestore for, and which of the documents it keeps. */
function phases(plan: SearchPlan): Record<SearchPlace['phase'], { readonly pivot: string; readonly keeps: (terms: unknown) => boolean }> {
  const title = inTitle(plan);
  return {
    title: { pivot: title.pivot, keeps: (terms) => matchesPlan(terms, title) },
    text: { pivot: plan.pivot, keeps: (terms) => matchesPlan(terms, plan) && !matchesPlan(terms, title) },
  };
}

export async function searchArticles(text: string, after: ArticleCursor | null, pageSize: number): Promise<ArticlePage> {
  const plan = planSearch(text);
  if (!plan) return { articles: [], next: null };
  const asked = phases(plan);

  const found: Found[] = [];
  let place: SearchPlace = after ? searchPlaceOf(after) : { phase: 'title', after: null };
  let scanned = 0;
  let exhausted = false;
  // One match beyond the page tells whether another page exists.
  while (found.length <= pageSize && !exhausted && scanned < MAX_SCANNED) {
    const { phase, after: last } = place;
    const snapshot = await getDocs(
      query(
        collection(getDb(), 'articles'),
        where('status', '==', 'published'),
        where('searchTerms', 'array-contains', asked[phase].pivot),
        orderBy('publishedAt', 'desc'),
        ...(last ? [startAfter(last)] : []),
        limit(SEARCH_BATCH_SIZE),
      ),
    );
    scanned += snapshot.size;
    found.push(...snapshot.docs.filter((document) => asked[phase].keeps(document.get('searchTerms'))).map((document) => ({ document, phase })));
    if (snapshot.size < SEARCH_BATCH_SIZE) {
      // This phase is read to its end: the title's are followed by the others.
      if (phase === 'title') place = { phase: 'text', after: null };
      else exhausted = true;
    } else {
      place = { phase, after: snapshot.docs.at(-1) ?? last };
    }
  }

  const shown = found.slice(0, pageSize);
  const articles = shown.map(({ document }) => articleFromDoc(document.id, document.data()));
  const lastShown = shown.at(-1);
  const beyond = found[pageSize];
  if (beyond && lastShown) {
    // Another page starts after the last article shown, in its phase, or at the start of
    // the others' phase when the title's ended with this page.
    const next: SearchPlace = beyond.phase === lastShown.phase ? { phase: lastShown.phase, after: lastShown.document } : { phase: 'text', after: null };
    return { articles, next: cursorInSearch(next) };
  }
  // Stopped at the scan bound: what is left starts where reading stopped.
  return { articles, next: exhausted ? null : cursorInSearch(place) };
}
