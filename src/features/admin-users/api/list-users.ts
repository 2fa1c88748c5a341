/**
 * The users tables: every account, newest first, a page at a time; or a search.
 *
 * Firestore has no text search, so a profile stores its searchTerms (src/lib/search-terms.ts:
 * each word of the name and of the address, and their beginnings) and a search asks for
 * the longest word it holds (array-contains, newest first; index in firestore.indexes.json),
 * checking the other words on what comes back: "morgan" finds "Alex Morgan", "example"
 * anyone at example.com. Profiles stored before searchTerms existed (they get them at
 * their next sign-in) are still found by the start of the e-mail (stored lowercased) or of
 * the name as typed and with capital initials ("maya ch" finds "Maya Chen"): prefix
 * queries on single-field indexes that run beside it. Each query pages by its own cursor;
 * a page shows what all of them found, once each, by name.
 */
import { collection, getDocs, limit, orderBy, query, where, type DocumentData } from 'firebase/firestore/lite';
import { after, pageOf, type PageCursor } from '../../../lib/firebase/cursor-page.js';
import { getDb } from '../../../lib/firebase/firestore.js';
import { mergedPage, type MergedCursor, type PageSource } from '../../../lib/firebase/merged-pages.js';
import { holdsWords, wordSearch } from '../../../lib/search-terms.js';
import type { Page } from '../../../lib/use-cursor-list.js';
import { userKey, type UserRow } from '../types.js';
import { userRow } from './records.js';

const USERS_PER_PAGE = 20;

/** Where a list goes on. */
export type UsersCursor = MergedCursor;

const users = () => collection(getDb(), 'users');
const capitalized = (text: string): string => text.replace(/(^|\s)(\p{Ll})/gu, (_, space: string, letter: string) => space + letter.toUpperCase());

const newest: PageSource<UserRow> = async (cursor) => {
  const found = await getDocs(query(users(), orderBy('createdAt', 'desc'), ...after(cursor), limit(USERS_PER_PAGE + 1)));
  return pageOf(found.docs, USERS_PER_PAGE, userRow);
};

function startingWith(field: 'email' | 'fullName', text: string): PageSource<UserRow> {
  // '\uf8ff' sorts after every character a name or an address holds: the range is the prefix.
  return async (cursor: PageCursor | null) => {
    const found = await getDocs(
      query(users(), where(field, '>=', text), where(field, '<', `${text}\uf8ff`), orderBy(field), ...after(cursor), limit(USERS_PER_PAGE + 1)),
    );
    return pageOf(found.docs, USERS_PER_PAGE, userRow);
  };
}

function holdingWords(text: string): PageSource<UserRow>[] {
  const search = wordSearch(text);
  if (!search) return [];
  const read = (uid: string, data: DocumentData) => (holdsWords(data.searchTerms, search) ? userRow(uid, data) : null);
  return [
    async (cursor) => {
      const found = await getDocs(
        query(users(), where('searchTerms', 'array-contains', search.pivot), orderBy('createdAt', 'desc'), ...after(cursor), limit(USERS_PER_PAGE + 1)),
      );
      return pageOf(found.docs, USERS_PER_PAGE, read);
    },
  ];
}

function searchSources(text: string): PageSource<UserRow>[] {
  const names = [...new Set([text, capitalized(text)])];
  return [...holdingWords(text), startingWith('email', text.toLowerCase()), ...names.map((name) => startingWith('fullName', name))];
}

const byName = (a: UserRow, b: UserRow): number => a.name.localeCompare(b.name) || a.email.localeCompare(b.email);
const byNewest = (a: UserRow, b: UserRow): number => (b.createdAt?.getTime() ?? 0) - (a.createdAt?.getTime() ?? 0);

export function listUsers(searchText: string, cursor: UsersCursor | null): Promise<Page<UserRow, UsersCursor>> {
  const text = searchText.trim();
  return text ? mergedPage(searchSources(text), cursor, userKey, byName) : mergedPage([newest], cursor, userKey, byNewest);
}
