/**
 * How /blog?search= runs (docs/decisions.md). Firestore has no full-text search and allows one
 * array-contains per query, so articles store `searchTerms` (searchTermsFor) and a search
 * asks Firestore for the articles holding one word of the query, the pivot, then keeps
 * those holding all the other words too. Query words are folded the way stored words are
 * (searchKeys: "ETFs" is searched as "etf"), and articles also store each word's
 * beginnings, so a plural, a singular or the start of a word all find it.
 *
 * Title matches come first: the title's terms are stored again with a mark (TITLE_MARK), so
 * the same query for the marked pivot lists the articles whose title holds every word
 * (inTitle), and the second phase, for the pivot anywhere, keeps the others.
 *
 * Not array-contains-any: that would OR the words, so "dividend growth" would list every
 * article that mentions growth. The pivot is the longest word, a cheap stand-in for the
 * rarest (long words are the specific ones: "semiconductor", not "stock"), so fewer
 * documents are read only to be filtered away.
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

/** Whether stored searchTerms hold every word of the plan (the pivot included). */
export function matchesPlan(searchTerms: unknown, plan: SearchPlan): boolean {
  if (!Array.isArray(searchTerms)) return false;
  const terms = new Set(searchTerms.filter((term): term is string => typeof term === 'string'));
  return terms.has(plan.pivot) && plan.others.every((word) => terms.has(word));
}

/** The plan for the title's marked terms: what phase one of a search asks for. */
export function inTitle(plan: SearchPlan): SearchPlan {
  return { pivot: TITLE_MARK + plan.pivot, others: plan.others.map((word) => TITLE_MARK + word) };
}
