/**
 * The site's tags (site/tags): every tag's spelling as first used, which the editor
 * suggests as the admin types and maps typed tags to, so "stocks" is saved as "Stocks" once
 * "Stocks" exists (draft.ts canonicalTags; the tag pages query each tag's lower-case key,
 * src/lib/tags.ts). Read once per visit of the admin area and kept up to date by this
 * browser's own saves; an admin's save (not an autosave, which would store half-typed
 * tags) adds the tags new to the site in its own batch.
 *
 * Articles saved before tags had one spelling are tidied once, by the first admin's
 * browser that opens the dashboard afterwards (tidyOlderTags).
 */
import {
  arrayUnion, collection, doc, documentId, getDoc, getDocs, limit, orderBy, query, serverTimestamp, setDoc, startAfter,
  updateDoc, type DocumentData, type QueryDocumentSnapshot, type QuerySnapshot, type WriteBatch,
} from 'firebase/firestore/lite';
import { TOPIC_TAGS } from '../../../config/categories.js';
import { getDb } from '../../../lib/firebase/firestore.js';
import { randomToken } from '../../../lib/random-token.js';
import { tagKey } from '../../../lib/tags.js';
import { canonicalTags } from '../draft.js';

/** As many as firestore.rules let site/tags hold. */
const MAX_TAGS = 2000;
const TIDY_PAGE = 100;

const tagsDoc = () => doc(getDb(), 'site', 'tags');

const strings = (value: unknown): string[] => (Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : []);

let known: Promise<string[]> | null = null;

/** Every tag the site has used, in its spelling; none when they cannot be read (tried again next time). */
export function tagNames(): Promise<string[]> {
  known ??= getDoc(tagsDoc()).then(
    (snapshot) => strings(snapshot.get('names')),
    () => {
      known = null;
      return [];
    },
  );
  return known;
}

/** Forgets what was read, so the next tagNames() reads site/tags again (a new test's stack). */
export function forgetTagNames(): void {
  known = null;
}

/** Adds the tags new to the site to a save's batch; returns them, to remember once it is committed. */
export function addNewTags(batch: WriteBatch, tags: readonly string[], names: readonly string[]): string[] {
  const keys = new Set(names.map(tagKey));
  const fresh = tags.filter((tag) => !keys.has(tagKey(tag)));
  if (fresh.length === 0 || names.length + fresh.length > MAX_TAGS) return [];
  batch.set(tagsDoc(), { names: arrayUnion(...fresh) }, { merge: true });
  return fresh;
}

/** After a commit: the tags it added are known from now on. */
export function rememberTags(fresh: readonly string[]): void {
  if (fresh.length > 0) known = tagNames().then((names) => [...names, ...fresh]);
}

/** The first spelling of each tag. */
const uniqueByKey = (names: readonly string[]): string[] => names.filter((name, index) => names.findIndex((other) => tagKey(other) === tagKey(name)) === index);

/** Whether a stored article's tags need tidying, and into what. */
function tidied(data: DocumentData, names: readonly string[]): { tags: string[]; tagKeys: string[] } | null {
  const stored = strings(data.tags);
  const tags = canonicalTags(stored, names);
  const tagKeys = tags.map(tagKey);
  const same = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((item, index) => item === b[index]);
  return same(tags, stored) && same(tagKeys, strings(data.tagKeys)) ? null : { tags, tagKeys };
}

/**
 * Puts every article's tags in one spelling with their keys, once for the site: the topic
 * tags' spellings first, then each tag as first met. Each article is its own write, which
 * keeps its updatedAt (firestore.rules tidiesTags) and bears a new version, so an editor
 * open on it merges the tidy in. Returns how many articles changed; when any write fails,
 * the tidy is not marked done and runs again next time.
 */
export async function tidyOlderTags(): Promise<number> {
  const registry = await getDoc(tagsDoc());
  if (registry.get('tidiedAt')) return 0;
  const names = uniqueByKey([...TOPIC_TAGS, ...strings(registry.get('names'))]);
  let changed = 0;
  let failed = false;
  let after: QueryDocumentSnapshot | null = null;
  for (;;) {
    const page: QuerySnapshot = await getDocs(query(collection(getDb(), 'articles'), orderBy(documentId()), ...(after ? [startAfter(after)] : []), limit(TIDY_PAGE)));
    const writes = page.docs.map(async (article) => {
      const data = article.data();
      for (const tag of strings(data.tags)) if (!names.some((name) => tagKey(name) === tagKey(tag))) names.push(tag);
      const fix = tidied(data, names);
      if (!fix) return;
      const from = typeof data.editVersion === 'string' ? data.editVersion : '';
      await updateDoc(article.ref, { ...fix, editVersion: randomToken(20), editedFrom: from }).then(
        () => void changed++,
        () => void (failed = true),
      );
    });
    await Promise.all(writes);
    after = page.docs.at(-1) ?? null;
    if (page.docs.length < TIDY_PAGE) break;
  }
  await setDoc(tagsDoc(), { names: names.slice(0, MAX_TAGS), ...(failed ? {} : { tidiedAt: serverTimestamp() }) }, { merge: true });
  known = Promise.resolve(names);
  return changed;
}
