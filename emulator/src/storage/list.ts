/**
 * Listing (docs/emulator.md §5.8): the objects directly under a prefix and, with a delimiter, the
 * "folders" below it, as one sorted sequence of entries paged by maxResults. A page token
 * is the last entry of the previous page; the next page starts after it.
 */
export interface ListQuery {
  /** '' or ending in the delimiter. */
  readonly prefix: string;
  /** '' for none. */
  readonly delimiter: string;
  readonly pageToken?: string;
  readonly maxResults: number;
}

export interface ListPage {
  readonly prefixes: string[];
  readonly items: string[];
  readonly nextPageToken?: string;
}

/**
 * Names the SDK cannot turn into references (an empty segment, as in `a//b` or a `dir/`
 * placeholder) are left out, like firebase-tools does.
 */
function usable(path: string): boolean {
  const trimmed = path.replace(/^\//, '');
  return trimmed !== '' && trimmed.split('/').every((segment) => segment !== '');
}

/** `sortedNames` must be in ascending order (entries then come out in order too). */
export function listPage(sortedNames: Iterable<string>, query: ListQuery): ListPage {
  const { prefix, delimiter, pageToken, maxResults } = query;
  const prefixes: string[] = [];
  const items: string[] = [];
  let previous: string | undefined;
  for (const name of sortedNames) {
    if (!name.startsWith(prefix)) continue;
    const cut = delimiter === '' ? -1 : name.indexOf(delimiter, prefix.length);
    const isFolder = cut !== -1;
    const entry = isFolder ? name.slice(0, cut + delimiter.length) : name;
    // Names of one folder are adjacent in sorted order: the folder is one entry.
    if (entry === previous || (pageToken !== undefined && entry <= pageToken)) continue;
    if (!usable(isFolder ? entry.replace(/\/$/, '') : entry)) {
      previous = entry;
      continue;
    }
    if (prefixes.length + items.length === maxResults) return { prefixes, items, nextPageToken: previous };
    previous = entry;
    (isFolder ? prefixes : items).push(entry);
  }
  return { prefixes, items };
}
