/** Letters after a name that are not part of it: generational suffixes, degrees, credentials. */
const NOT_A_NAME = /^(?:jr|sr|ii|iii|iv|phd|md|mba|cfa|cfp|cpa|caia|frm)\.?$/i;

/**
 * Two letters for an avatar: the first and the last word of a person's name ("Daniel
 * Brooks, CFA" → "DB"), leaving out what follows a comma and credentials written after the
 * name, which would otherwise give "DC".
 */
export function initials(name: string): string {
  const words = (name.split(',')[0] ?? '').split(/\s+/).filter((word) => /^\p{L}/u.test(word) && !NOT_A_NAME.test(word));
  const first = words[0]?.[0] ?? '';
  const last = words.length > 1 ? (words.at(-1)?.[0] ?? '') : '';
  return (first + last).toUpperCase() || '?';
}
