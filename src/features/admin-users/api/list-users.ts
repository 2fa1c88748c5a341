/**
 * The users tables: every account, newest first, a page at a time; or a search.
 *
 * Firestore has no text search, and users/{uid} holds the name as the user typed it, so a
 * search is a set of prefix queries, each a range on one field's own index (no composite
 * index, no document read that does not match): the e-mail (stored lowercased) and the
 * name as typed and with capital initials ("maya ch" finds "Maya Chen"). Each query pages
 * by its own cursor; a page shows what all of them found, once each, by name.
 */
import { collection, getDocs, limit, orderBy, query, where } from 'firebase/firestore/lite';
import { after, pageOf, type CursorPage, type PageCursor } from '../../../lib/firebase/cursor-page.js';
import { getDb } from '../../../lib/firebase/firestore.js';
import type { Page } from '../../../lib/use-cursor-list.js';
import type { UserRow } from '../types.js';
import { userRow } from './records.js';

const USERS_PER_PAGE = 20;

interface Prefix {
  readonly field: 'email' | 'fullName';
  readonly text: string;
}

/** Where a list goes on: the newest-first list, or each search query that has more. */
export type UsersCursor =
  | { readonly kind: 'all'; readonly next: PageCursor }
  | { readonly kind: 'search'; readonly prefixes: readonly { readonly prefix: Prefix; readonly next: PageCursor }[] };

const capitalized = (text: string): string => text.replace(/(^|\s)(\p{Ll})/gu, (_, space: string, letter: string) => space + letter.toUpperCase());

function searchPrefixes(search: string): Prefix[] {
  const names = [...new Set([search, capitalized(search)])];
  return [{ field: 'email', text: search.toLowerCase() }, ...names.map((text) => ({ field: 'fullName' as const, text }))];
}

async function newest(cursor: PageCursor | null): Promise<Page<UserRow, UsersCursor>> {
  const found = await getDocs(query(collection(getDb(), 'users'), orderBy('createdAt', 'desc'), ...after(cursor), limit(USERS_PER_PAGE + 1)));
  const page = pageOf(found.docs, USERS_PER_PAGE, userRow);
  return { items: page.items, next: page.next && { kind: 'all', next: page.next } };
}

async function startingWith({ field, text }: Prefix, cursor: PageCursor | null): Promise<CursorPage<UserRow>> {
  // '\uf8ff' sorts after every character a name or an address holds: the range is the prefix.
  const found = await getDocs(
    query(collection(getDb(), 'users'), where(field, '>=', text), where(field, '<', `${text}\uf8ff`), orderBy(field), ...after(cursor), limit(USERS_PER_PAGE + 1)),
  );
  return pageOf(found.docs, USERS_PER_PAGE, userRow);
}

async function search(prefixes: readonly { readonly prefix: Prefix; readonly next: PageCursor | null }[]): Promise<Page<UserRow, UsersCursor>> {
  const pages = await Promise.all(prefixes.map(async ({ prefix, next }) => ({ prefix, page: await startingWith(prefix, next) })));
  const byUid = new Map<string, UserRow>();
  for (const { page } of pages) for (const row of page.items) byUid.set(row.uid, row);
  const items = [...byUid.values()].sort((a, b) => a.name.localeCompare(b.name) || a.email.localeCompare(b.email));
  const going = pages.flatMap(({ prefix, page }) => (page.next ? [{ prefix, next: page.next }] : []));
  return { items, next: going.length ? { kind: 'search', prefixes: going } : null };
}

export function listUsers(searchText: string, cursor: UsersCursor | null): Promise<Page<UserRow, UsersCursor>> {
  if (cursor?.kind === 'search') return search(cursor.prefixes);
  if (cursor?.kind === 'all') return newest(cursor.next);
  const text = searchText.trim();
  return text ? search(searchPrefixes(text).map((prefix) => ({ prefix, next: null }))) : newest(null);
}
