/**
 * Search (docs/decisions.md; the approach is explained in ../search-plan.ts), in two phases:
 * first the published articles whose title holds every word, then those holding every word
 * anywhere but not all in the title, each phase newest first.
 *
 * What one search costs is bounded by what it finds, not by the archive:
 * - A search of several words first counts, for each word, the articles holding it (one
 *   aggregation each, at once, which stops at COUNT_CAP and is billed one read): it reads by the rarest word, and a word no article holds ends the
 *   search there, with nothing read.
 * - Each batch reads up to BATCH articles holding the rarest word, with the fields their
 *   cards show (card-fields.ts), and asks Firestore, for each other word, which of those
 *   ids hold it too (an `in` query on the ids that returns names only), all at once.
 * - A page reads at most MAX_BATCHES batches. When they did not fill it, the page ends
 *   there and its cursor goes on from where it stopped (Load more).
 * So a page is at most MAX_BATCHES × 2 requests one after another (after the counts), and
 * reads at most MAX_BATCHES × BATCH card-sized articles plus, per other word, the names of
 * those of them that match (docs/decisions.md gives the figures).
 * Index: articles (status, searchTerms CONTAINS, publishedAt desc), for every query here.
 */
import {
  allOf, arrayContains, countRest, documentName, fieldEquals, fieldFilter, namesOnly, runQueryRest, timestampValue, type RestDocument,
  type RestFilter, type StructuredQuery,
} from '../../../lib/firebase/rest-query.js';
import { inTitle, planSearch, pivotedOn, type SearchPlan } from '../search-plan.js';
import type { ArticleCursor, ArticlePage } from '../types.js';
import { cardFields, cardOf, documentPosition } from './card-fields.js';
import { cursorInSearch, searchPlaceOf, type ArticlePosition, type SearchPlace } from './pages.js';

/** Articles read at a time: also the most ids an `in` filter takes. */
export const BATCH = 30;
/** Batches one page reads at most. */
export const MAX_BATCHES = 4;
/**
 * Where a word's count stops: past it, words are as common as each other for choosing. The
 * most a guest's query may ask for (firestore.rules, boundedQuery), counts included.
 */
export const COUNT_CAP = 50;

const published = fieldEquals('status', { stringValue: 'published' });
const holding = (term: string): RestFilter => allOf(published, arrayContains('searchTerms', { stringValue: term }));
const ARTICLES: StructuredQuery['from'] = [{ collectionId: 'articles' }];
/** The order of the index every query here uses, which ends with publishedAt desc. */
const NEWEST_FIRST: StructuredQuery['orderBy'] = [
  { field: { fieldPath: 'publishedAt' }, direction: 'DESCENDING' },
  { field: { fieldPath: '__name__' }, direction: 'DESCENDING' },
];

/** A batch: published articles holding `term`, newest first, after `after`, with the cards' fields. */
function batchAfter(term: string, after: ArticlePosition | null): Promise<RestDocument[]> {
  return runQueryRest({
    select: cardFields,
    from: ARTICLES,
    where: holding(term),
    orderBy: NEWEST_FIRST,
    ...(after && { startAt: { values: [timestampValue(after.publishedAt), { referenceValue: documentName(`articles/${after.id}`) }], before: false } }),
    limit: BATCH,
  });
}

/** The word of the plan the fewest articles hold; null when one is held by none (nothing can match). */
async function rarestWord(plan: SearchPlan): Promise<string | null> {
  const words = [plan.pivot, ...plan.others];
  if (words.length === 1) return plan.pivot;
  const counts = await Promise.all(words.map((word) => countRest({ from: ARTICLES, where: holding(word), limit: COUNT_CAP })));
  if (counts.includes(0)) return null;
  // The first of the fewest: the plan's pivot, the longest word, wins a tie.
  const fewest = Math.min(...counts);
  return words[counts.indexOf(fewest)]!;
}

/** Which of `ids` (at most BATCH) hold `term`: their names only. */
async function idsHolding(term: string, ids: readonly string[]): Promise<Set<string>> {
  const names = ids.map((id) => ({ referenceValue: documentName(`articles/${id}`) }));
  const found = await runQueryRest({
    select: namesOnly,
    from: ARTICLES,
    where: allOf(holding(term), fieldFilter('__name__', 'IN', { arrayValue: { values: names } })),
    orderBy: NEWEST_FIRST,
    limit: ids.length,
  });
  return new Set(found.map((document) => document.id));
}

/** Of `found`, those that hold every term of `all` and, when `notAll` is given, not every one of its terms. */
async function keep(found: readonly RestDocument[], all: readonly string[], notAll: readonly string[] | null): Promise<RestDocument[]> {
  if (found.length === 0 || (all.length === 0 && !notAll)) return [...found];
  const ids = found.map((document) => document.id);
  const [held, heldToo] = await Promise.all([
    Promise.all(all.map((term) => idsHolding(term, ids))),
    notAll ? Promise.all(notAll.map((term) => idsHolding(term, ids))) : Promise.resolve(null),
  ]);
  return found.filter(({ id }) => held.every((set) => set.has(id)) && !(heldToo && heldToo.every((set) => set.has(id))));
}

interface Phase {
  /** The term the phase reads by, and the others an article must hold. */
  readonly plan: SearchPlan;
  /** Terms an article must not hold all of (the title's, in the second phase). */
  readonly notAll: readonly string[] | null;
}

function phaseOf(place: SearchPlace, words: SearchPlan): Phase {
  const plan = pivotedOn(words, place.pivot);
  const title = inTitle(plan);
  return place.phase === 'title' ? { plan: title, notAll: null } : { plan, notAll: [title.pivot, ...title.others] };
}

interface Found {
  readonly document: RestDocument;
  readonly place: SearchPlace;
}

export async function searchArticles(text: string, after: ArticleCursor | null, pageSize: number): Promise<ArticlePage> {
  const words = planSearch(text);
  if (!words) return { articles: [], next: null };
  let place: SearchPlace;
  if (after) {
    place = searchPlaceOf(after);
  } else {
    const pivot = await rarestWord(words);
    if (pivot === null) return { articles: [], next: null };
    place = { phase: 'title', after: null, pivot };
  }

  const found: Found[] = [];
  let batches = 0;
  let exhausted = false;
  // One match beyond the page tells whether another page exists.
  while (found.length <= pageSize && !exhausted && batches < MAX_BATCHES) {
    batches += 1;
    const { plan, notAll } = phaseOf(place, words);
    const read = await batchAfter(plan.pivot, place.after);
    const kept = await keep(read, plan.others, notAll);
    const current = place;
    found.push(...kept.map((document) => ({ document, place: current })));
    const last = read.at(-1);
    const position = last ? documentPosition(last) : null;
    if (read.length < BATCH || !position) {
      // This phase is read to its end: the title's are followed by the others.
      if (place.phase === 'title') place = { ...place, phase: 'text', after: null };
      else exhausted = true;
    } else {
      place = { ...place, after: position };
    }
  }

  const shown = found.slice(0, pageSize);
  const articles = shown.map(({ document }) => cardOf(document));
  const lastShown = shown.at(-1);
  const beyond = found[pageSize];
  const lastPosition = lastShown ? documentPosition(lastShown.document) : null;
  if (beyond && lastShown && lastPosition) {
    // Another page starts after the last article shown, in its phase, or at the start of
    // the others' phase when the title's ended with this page.
    const next: SearchPlace =
      beyond.place.phase === lastShown.place.phase ? { ...lastShown.place, after: lastPosition } : { ...lastShown.place, phase: 'text', after: null };
    return { articles, next: cursorInSearch(next) };
  }
  // Stopped at the bound of batches: what is left starts where reading stopped.
  return { articles, next: exhausted ? null : cursorInSearch(place) };
}
