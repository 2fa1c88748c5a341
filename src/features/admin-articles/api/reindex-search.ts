/**
 * Re-index search (Manage Articles): stores every article's searchTerms anew from what it
 * holds (searchTermsFor: its title, tickers, tags, summary and text), for the articles a
 * version of the site before search read the text saved. It runs in the admin's browser:
 * it counts the articles, then reads them 100 at a time in id order and writes each one
 * whose terms differ, 10 at a time. Each write is the terms and a new version, nothing
 * else: it keeps updatedAt (firestore.rules tidiesTags), so it is not an edit, and an
 * editor open on the article merges it in like a colleague's save.
 *
 * Nothing is lost when it fails: an article either has its new terms or keeps its earlier
 * ones. An article that cannot be written is reported with the reason and the others go
 * on; when a page of articles cannot be read, the run stops, saying how far it got.
 */
import { collection, documentId, getDoc, getDocs, limit, orderBy, query, startAfter, updateDoc, type DocumentData, type QueryDocumentSnapshot } from 'firebase/firestore/lite';
import { searchTermsFor } from '../../../lib/article-text.js';
import { countDocuments } from '../../../lib/firebase/count-documents.js';
import { isPermissionDenied } from '../../../lib/firebase/errors.js';
import { getDb } from '../../../lib/firebase/firestore.js';
import { randomToken } from '../../../lib/random-token.js';
import { manageTexts, reindexTexts as texts } from '../texts.js';
import { errorMessage } from './error-message.js';

const PAGE = 100;
const PARALLEL = 10;

export interface ReindexProgress {
  /** Articles whose terms are stored anew, or were right already. */
  readonly done: number;
  readonly total: number;
}

export interface ReindexFailure {
  readonly title: string;
  readonly reason: string;
}

export interface ReindexResult extends ReindexProgress {
  readonly failures: readonly ReindexFailure[];
}

/** The run stopped (the articles could not be counted or read): how far it got (null: not started), and why. */
export class ReindexStoppedError extends Error {
  constructor(
    readonly progress: ReindexProgress | null,
    readonly failures: readonly ReindexFailure[],
    readonly reason: string,
  ) {
    super(reason);
    this.name = 'ReindexStoppedError';
  }
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const strings = (value: unknown): string[] => (Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : []);

/** The terms the editor's save would store for what the article holds now. */
function termsOf(data: DocumentData): string[] {
  return searchTermsFor({ title: text(data.title), summary: text(data.summary), tags: strings(data.tags), tickers: strings(data.tickers), content: text(data.content) });
}

function sameTerms(stored: unknown, terms: readonly string[]): boolean {
  return Array.isArray(stored) && stored.length === terms.length && terms.every((term, index) => stored[index] === term);
}

/** Stores one article's terms; resolves with null when they are right, else why not. */
async function reindexOne(article: QueryDocumentSnapshot): Promise<ReindexFailure | null> {
  const data = article.data();
  const terms = termsOf(data);
  if (sameTerms(data.searchTerms, terms)) return null;
  try {
    await updateDoc(article.ref, { searchTerms: terms, editVersion: randomToken(20), editedFrom: text(data.editVersion) });
    return null;
  } catch (error) {
    // Saved meanwhile, the save stored the terms of what it saved; deleted, it needs none.
    const now = await getDoc(article.ref).catch(() => null);
    if (now && (!now.exists() || sameTerms(now.get('searchTerms'), termsOf(now.data())))) return null;
    return {
      title: text(data.title).trim() || manageTexts.untitled,
      reason: isPermissionDenied(error) ? texts.refused : errorMessage(error),
    };
  }
}

/** Runs `work` on every item, at most `parallel` at a time. */
async function eachAtMost<T>(items: readonly T[], parallel: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < items.length) await work(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(parallel, items.length) }, worker));
}

export async function reindexSearch(onProgress: (progress: ReindexProgress) => void): Promise<ReindexResult> {
  const failures: ReindexFailure[] = [];
  let total = 0;
  let done = 0;
  let seen = 0;
  const stopped = (error: unknown) => new ReindexStoppedError({ done, total }, failures, errorMessage(error));

  try {
    total = await countDocuments('articles');
  } catch (error) {
    throw new ReindexStoppedError(null, [], errorMessage(error));
  }
  onProgress({ done, total });

  let after: QueryDocumentSnapshot | null = null;
  for (;;) {
    let page: QueryDocumentSnapshot[];
    try {
      const snapshot = await getDocs(query(collection(getDb(), 'articles'), orderBy(documentId()), ...(after ? [startAfter(after)] : []), limit(PAGE)));
      page = snapshot.docs;
    } catch (error) {
      throw stopped(error);
    }
    // Articles created since the count are re-indexed too.
    seen += page.length;
    total = Math.max(total, seen);
    await eachAtMost(page, PARALLEL, async (article) => {
      const failure = await reindexOne(article);
      if (failure) failures.push(failure);
      else done++;
      onProgress({ done, total });
    });
    if (page.length < PAGE) break;
    after = page.at(-1) ?? null;
  }
  // Articles deleted since the count are not there to re-index.
  return { done, total: seen, failures };
}
