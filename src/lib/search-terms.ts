/**
 * The `searchTerms` stored on users/{uid} and subscribers/{email}, so that an admin finds a
 * person by any word of their name or address with one array-contains query (Firestore
 * has no text search): every word of the name and of the address (split at @ . _ - + and
 * any other sign, so the domain's words count too), lowercased with accents folded, and
 * each word's beginnings from 2 letters. Whole words come first, so the cap keeps them.
 * Small on purpose: the newsletter form loads it with its submit code.
 * firestore.rules (validSearchTerms) holds the same bounds.
 */
export const MAX_PERSON_TERMS = 100;
export const MAX_TERM_LENGTH = 40;
const MIN_TERM = 2;

/** Lowercased words of 2 letters or more, accents folded: what is stored, and what a search looks for. */
export function termWords(text: string): string[] {
  const words = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length >= MIN_TERM)
    .map((word) => word.slice(0, MAX_TERM_LENGTH));
  return [...new Set(words)];
}

export function personSearchTerms(name: string, email: string): string[] {
  const words = termWords(`${name} ${email}`);
  const beginnings = words.flatMap((word) => Array.from({ length: word.length - MIN_TERM }, (_, i) => word.slice(0, MIN_TERM + i)));
  return [...new Set([...words, ...beginnings])].slice(0, MAX_PERSON_TERMS);
}

/** How a list is searched by words: one word a query asks for (the longest), the others checked on what it finds. */
export interface WordSearch {
  readonly pivot: string;
  readonly others: readonly string[];
}

/** null when the text has no word of 2 letters or more. */
export function wordSearch(text: string): WordSearch | null {
  const words = termWords(text).sort((a, b) => b.length - a.length);
  const [pivot, ...others] = words;
  return pivot ? { pivot, others } : null;
}

/** Whether stored searchTerms hold every other word of the search (the query matched the pivot). */
export function holdsWords(stored: unknown, search: WordSearch): boolean {
  return Array.isArray(stored) && search.others.every((word) => stored.includes(word));
}
