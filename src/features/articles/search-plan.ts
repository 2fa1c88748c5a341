/**
 * How /blog?search= runs (docs/decisions.md). Firestore has no full-text search and allows one
 * array-contains per query, so articles store `searchTerms` (searchTermsFor) and a search
 * asks Firestore for the articles holding one word of the query, the pivot, then which of
 * them hold all the other words too. Query words are folded the way stored words are
 * (searchKeys: "ETFs" is searched as "etf"), and articles also store each word's
 * beginnings, so a plural, a singular or the start of a word all find it.
 *
 * Title matches come first: the title's terms are stored again with a mark (TITLE_MARK), so
 * the same query for the marked pivot lists the articles whose title holds every word
 * (inTitle), and the second phase, for the pivot anywhere, keeps the others.
 *
 * Not array-contains-any: that would OR the words, so "dividend growth" would list every
 * article that mentions growth. The search reads by the rarest word, counted
 * (api/search-articles.ts); the plan's pivot, the longest word, is the first guess and wins
 * a tie (long words are the specific ones: "semiconductor", not "stock").
 */
import { searchKeys, TITLE_MARK } from '../../lib/article-text.js';

export interface SearchPlan {
  readonly pivot: string;
  readonly others: readonly string[];
}

/** null when the text has no searchable word (empty, or stop words only). */
export function planSearch(text: string): SearchPlan | null {
  const words = searchKeys(text);
  const [first, ...rest] = words;
  if (first === undefined) return null;
  const pivot = rest.reduce((longest, word) => (word.length > longest.length ? word : longest), first);
  return { pivot, others: words.filter((word) => word !== pivot) };
}

/** The same words, read by `word` (one of them). */
export function pivotedOn(plan: SearchPlan, word: string): SearchPlan {
  const words = [plan.pivot, ...plan.others];
  return { pivot: word, others: words.filter((other) => other !== word) };
}

/** The plan for the title's marked terms: what phase one of a search asks for. */
export function inTitle(plan: SearchPlan): SearchPlan {
  return { pivot: TITLE_MARK + plan.pivot, others: plan.others.map((word) => TITLE_MARK + word) };
}
