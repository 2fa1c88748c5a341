/**
 * Saving an article from the editor, as one batch that firestore.rules judge as a whole:
 * - the article is saved only over the version the editor loaded: the batch names it
 *   (editedFrom) and the rules refuse it when another admin or tab saved since, so nobody
 *   overwrites anybody silently (ConflictError), however two saves interleave;
 * - a new or changed slug is claimed in slugs/{slug} in the same commit, which the rules
 *   refuse when another article holds it (SlugTakenError); earlier claims stay, so old
 *   links still work;
 * - a change to the title, summary or text keeps the new version as a revision: always on
 *   an admin's own save, and on an autosave when the newest revision is over ten minutes
 *   old (an autosave every few seconds would otherwise push out every earlier version).
 * The checks are made before the commit too, to say which problem it is; the rules make
 * them hold. Afterwards, revisions beyond the last 25 are removed (best effort).
 * A batch rather than a transaction: readers' pages share the Firestore code, and the
 * transaction machinery would add to every one of them.
 */
import {
  collection, deleteDoc, doc, getDoc, getDocs, limit, orderBy, query, serverTimestamp, Timestamp, writeBatch,
  type DocumentData, type DocumentReference,
} from 'firebase/firestore/lite';
import { getDb } from '../../../lib/firebase/firestore.js';
import { randomToken } from '../../../lib/random-token.js';
import type { ArticleDraft, ArticleStatus, Writer } from '../types.js';
import { articleFields, byline, publishedAtFor, type ArticleFields } from './records.js';

export const KEPT_REVISIONS = 25;
/** How often autosaves keep a revision (Ghost's habit is about the same). */
export const AUTOSAVE_REVISION_MS = 10 * 60 * 1000;

export class ConflictError extends Error {
  constructor(
    readonly savedBy: string | null,
    readonly savedAt: Date | null,
  ) {
    super('The article was saved by someone else after it was opened.');
  }
}

export class SlugTakenError extends Error {
  constructor(readonly slug: string) {
    super(`The permalink ${slug} belongs to another article.`);
  }
}

export class ArticleGoneError extends Error {
  constructor() {
    super('Article not found');
  }
}

export interface SaveRequest {
  /** null: a new article. */
  readonly id: string | null;
  readonly draft: ArticleDraft;
  /** The status to store (an autosave keeps a draft a draft, whatever the form says). */
  readonly status: ArticleStatus;
  /** The version the editor holds; ignored when `overwrite`. */
  readonly version: string;
  /** Save over whatever is stored now (the admin chose to, after a conflict). */
  readonly overwrite?: boolean;
  /** An autosave, rather than the admin's own save. */
  readonly auto?: boolean;
  readonly writer: Writer;
}

export interface Saved {
  readonly id: string;
  readonly version: string;
  /** The featured image the save replaced, for the caller to delete. */
  readonly replacedImage: string | null;
}

const textChanged = (before: DocumentData, after: ArticleFields): boolean =>
  before.title !== after.title || before.summary !== after.summary || before.content !== after.content;

const versionOf = (data: DocumentData): string => (typeof data.editVersion === 'string' ? data.editVersion : '');

function conflictWith(data: DocumentData): ConflictError {
  const updatedBy: unknown = data.updatedBy;
  return new ConflictError(
    typeof updatedBy === 'object' && updatedBy !== null && 'name' in updatedBy && typeof updatedBy.name === 'string' ? updatedBy.name : null,
    data.updatedAt instanceof Timestamp ? data.updatedAt.toDate() : null,
  );
}

/** Which article holds `slug`, or null when nobody does. */
async function slugHolder(slug: string): Promise<string | null> {
  const claim = await getDoc(doc(getDb(), 'slugs', slug));
  const holder: unknown = claim.get('articleId');
  return claim.exists() && typeof holder === 'string' ? holder : null;
}

/** The stored article, checked against what this save expects of it. */
async function readBefore(ref: DocumentReference, request: SaveRequest): Promise<DocumentData | undefined> {
  if (!request.id) return undefined;
  const before = (await getDoc(ref)).data();
  if (!before) throw new ArticleGoneError();
  if (!request.overwrite && versionOf(before) !== request.version) throw conflictWith(before);
  return before;
}

export async function saveArticle(request: SaveRequest): Promise<Saved> {
  const db = getDb();
  const ref = request.id ? doc(db, 'articles', request.id) : doc(collection(db, 'articles'));
  const version = randomToken(20);
  const before = await readBefore(ref, request);

  const { slug } = request.draft;
  // A slug this article never had is claimed; one it had before (an old title) is its own already.
  let claimsSlug = false;
  if (before?.slug !== slug) {
    const holder = await slugHolder(slug);
    if (holder !== null && holder !== ref.id) throw new SlugTakenError(slug);
    claimsSlug = holder === null;
  }

  const batch = writeBatch(db);
  if (claimsSlug) batch.set(doc(db, 'slugs', slug), { articleId: ref.id, createdAt: serverTimestamp() });
  const fields = {
    ...articleFields(request.draft, request.writer, version),
    status: request.status,
    publishedAt: publishedAtFor(request.status, before),
  };
  if (!before) {
    batch.set(ref, { ...fields, author: byline(request.writer), createdAt: serverTimestamp(), viewCount: 0, likeCount: 0, commentCount: 0 });
  } else {
    batch.update(ref, { ...fields, editedFrom: versionOf(before) });
  }
  if (!before || (textChanged(before, fields) && (!request.auto || (await revisionDue(ref))))) {
    batch.set(doc(collection(ref, 'revisions')), {
      title: fields.title,
      summary: fields.summary,
      content: fields.content,
      savedAt: serverTimestamp(),
      savedBy: { id: request.writer.uid, name: byline(request.writer).name },
    });
  }

  try {
    await batch.commit();
  } catch (error) {
    throw await refusalReason(ref, request, before, claimsSlug, error);
  }

  const oldImage: unknown = before?.featuredImage;
  const replacedImage = typeof oldImage === 'string' && oldImage !== '' && oldImage !== fields.featuredImage ? oldImage : null;
  await trimRevisions(ref.id).catch(() => undefined);
  return { id: ref.id, version, replacedImage };
}

/** Why the rules refused a save that looked fine before it was sent: someone was quicker. */
async function refusalReason(
  ref: DocumentReference,
  request: SaveRequest,
  before: DocumentData | undefined,
  claimsSlug: boolean,
  error: unknown,
): Promise<unknown> {
  if ((error as { code?: unknown } | null)?.code !== 'permission-denied') return error;
  try {
    if (before) {
      const now = (await getDoc(ref)).data();
      if (!now) return new ArticleGoneError();
      if (versionOf(now) !== versionOf(before)) return conflictWith(now);
    }
    if (claimsSlug) {
      const holder = await slugHolder(request.draft.slug);
      if (holder !== null && holder !== ref.id) return new SlugTakenError(request.draft.slug);
    }
  } catch {
    // Reading failed too: the first error says more.
  }
  return error;
}

/** Whether the newest revision is old enough for an autosave to keep another one. */
async function revisionDue(article: DocumentReference): Promise<boolean> {
  const newest = await getDocs(query(collection(article, 'revisions'), orderBy('savedAt', 'desc'), limit(1)));
  const savedAt: unknown = newest.docs[0]?.get('savedAt');
  return !(savedAt instanceof Timestamp) || Date.now() - savedAt.toMillis() >= AUTOSAVE_REVISION_MS;
}

/** Removes revisions beyond the newest KEPT_REVISIONS. */
async function trimRevisions(articleId: string): Promise<void> {
  const revisions = collection(getDb(), 'articles', articleId, 'revisions');
  const found = await getDocs(query(revisions, orderBy('savedAt', 'desc'), limit(KEPT_REVISIONS + 10)));
  await Promise.all(found.docs.slice(KEPT_REVISIONS).map((old) => deleteDoc(old.ref)));
}
