/**
 * The names staff publish under are reserved (staffNames/{key}, docs/security.md): a reader
 * cannot comment under one, so "Maya Chen, CFA" cannot say "Author here: I sold my AAPL".
 * A name's keys, as firestore.rules makes them (nameKeys): the letters and digits of the
 * name before any comma or parenthesis, in lower case, all of them and those of the first
 * two words. A byline reserves its first key; a reader's name is refused when either of its
 * keys is reserved ("Maya Chen CFA" gives "mayachencfa" and "mayachen").
 */
export function staffNameKeys(name: string): string[] {
  const head = name.toLowerCase().split(/[,(]/)[0] ?? '';
  const words = head.replace(/[^a-z0-9]+/g, ' ').trim().split(' ');
  const all = words.join('');
  return all === '' ? [] : [...new Set([all, words.slice(0, 2).join('')])];
}
