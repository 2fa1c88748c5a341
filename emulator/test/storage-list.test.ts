import { describe, expect, it } from 'vitest';
import { listPage, type ListQuery } from '../src/storage/list.js';

const names = ['a', 'a-b', 'a/x', 'a/y/z', 'a0', 'b//c', 'dir/', 'dir/f', 'z'].sort();
const query = (q: Partial<ListQuery>): ListQuery => ({ prefix: '', delimiter: '/', maxResults: 1000, ...q });

describe('listPage', () => {
  it('gives the items directly under a prefix and its folders', () => {
    expect(listPage(names, query({}))).toEqual({ prefixes: ['a/', 'b/', 'dir/'], items: ['a', 'a-b', 'a0', 'z'] });
    expect(listPage(names, query({ prefix: 'a/' }))).toEqual({ prefixes: ['a/y/'], items: ['a/x'] });
  });

  it('lists everything below the prefix without a delimiter', () => {
    expect(listPage(names, query({ prefix: 'a/', delimiter: '' })).items).toEqual(['a/x', 'a/y/z']);
  });

  it('leaves out names with empty segments (the SDK cannot address them)', () => {
    // `b//c` makes folder `b/` whose only entry is folder `b//`; `dir/` is a placeholder.
    expect(listPage(names, query({ prefix: 'b/' }))).toEqual({ prefixes: [], items: [] });
    expect(listPage(names, query({ prefix: 'dir/' }))).toEqual({ prefixes: [], items: ['dir/f'] });
  });

  it('pages folders and items in one order and resumes after the token', () => {
    const pages: string[][] = [];
    let pageToken: string | undefined;
    do {
      const page = listPage(names, query({ maxResults: 2, ...(pageToken === undefined ? {} : { pageToken }) }));
      pages.push([...page.prefixes, ...page.items].sort());
      pageToken = page.nextPageToken;
    } while (pageToken !== undefined);
    expect(pages).toEqual([['a', 'a-b'], ['a/', 'a0'], ['b/', 'dir/'], ['z']]);
  });

  it('answers no token when nothing follows a full page', () => {
    expect(listPage(['x', 'y'], query({ maxResults: 2 })).nextPageToken).toBeUndefined();
  });
});
