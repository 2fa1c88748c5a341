/**
 * Saving an article from the editor, as one batch that firestore.rules judge as a whole:
 * - the article is saved only over the version the editor loaded: the batch names it
 *   (editedFrom) and the rules refuse it when another admin or tab saved since, so nobody
 *   overwrites anybody silently (ConflictError), however two saves interleave;
 * - a published article's slug is claimed in slugs/{slug} in the same commit, which the
 *   rules refuse when another article holds it (SlugTakenError); earlier claims stay while
 *   it is published, so old links still work. A draft holds no claim (anyone could probe
 *   one, and learn of research before it is out: docs/security.md): saving an article as
 *   a draft lets go of its claims and keeps their slugs in formerSlugs, which publishing
 *   it again claims anew where they are still free;
 * - the feed index (feed-index.ts: the RSS item and the sitemap entry) follows what is
 *   published in the same commit, so the feeds are rebuilt without reading the articles; a
 *   draft's save (an unpublish included) takes out any item it has, which the rules require;
 * - tags are saved in the spellings the site already uses, and an admin's save (not an
 *   autosave) adds the new ones to site/tags (tags.ts);
 * - a change to the title, summary or text keeps the new version as a revision: always on
 *   an admin's own save, and on an autosave when the newest revision is over ten minutes
 *   old (an autosave every few seconds would otherwise push out every earlier version).
 *   Each says what made it (revisionKind);
 * - restoring a revision is a save of its text that always keeps a 'restore' revision,
 *   and first keeps in history what it replaces: the stored text when an autosave did not
 *   keep it, and the form's unsaved text (docs/authoring.md, Revisions).
 * The checks are made before the commit too, to say which problem it is; the rules make
 * them hold. Afterwards, revisions beyond the last 25 are removed (best effort).
 * - a published article gets its share card (og:image, share-card.ts), drawn and stored
 *   while the rest of the save goes on, and named in the same commit; a card that cannot be
 *   made (or takes too long) never holds the save up: the article keeps the card it had,
 *   the result says so, and the next save tries again.
 * A batch rather than a transaction: readers' pages share the Firestore code, and the
 * transaction machinery would add to every one of them.
 */
import {
  collection, deleteDoc, doc, getDoc, getDocs, limit, orderBy, query, serverTimestamp, setDoc, Timestamp, where, writeBatch,
  type DocumentData, type DocumentReference,
} from 'firebase/firestore/lite';
import { categoryName, isCategoryId } from '../../../config/categories.js';
import { SITE_NAME } from '../../../config/site.js';
import { isPermissionDenied } from '../../../lib/firebase/errors.js';
import { getDb } from '../../../lib/firebase/firestore.js';
import { randomToken } from '../../../lib/random-token.js';
import type { ArticleDraft, ArticleStatus, RevisionKind, RevisionText, Writer } from '../types.js';
import { indexPlace, writeIndex } from './feed-index.js';
import { rebuildFeedsInBackground } from './feeds.js';
import { newBylineBlock, refreshedBylineBlock } from './byline-block.js';
import { articleFields, byline, publishedAtFor, type ArticleFields } from './records.js';
import { shareCardFor, type DrawCard } from './share-card.js';
import { addNewTags, rememberTags, tagNames } from './tags.js';

export const KEPT_REVISIONS = 25;
/** How often autosaves keep a revision (Ghost's habit is about the same). */
const AUTOSAVE_REVISION_MS = 10 * 60 * 1000;

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
  /** The version the editor holds: a save over another is refused (ConflictError). */
  readonly version: string;
  /** An autosave, rather than the admin's own save. */
  readonly auto?: boolean;
  /** A revision restored (its text is in `draft`): `replacing` is the form's text it replaces. */
  readonly restore?: { readonly replacing: RevisionText };
  readonly writer: Writer;
  /** false: the caller rebuilds the feeds once after several saves (bulk publishing). */
  readonly rebuildFeeds?: boolean;
  /** How the share card is drawn (the browser's canvas unless a test gives Node's). */
  readonly drawCard?: DrawCard;
}

/**
 * What a save's revision says made it: a restore, an autosave, a publish (the admin's own
 * save of an article that is published after it: publishing it, or changing what readers see),
 * or else the admin's save of a draft.
 */
export function revisionKind(request: Pick<SaveRequest, 'auto' | 'restore' | 'status'>): RevisionKind {
  if (request.restore) return 'restore';
  if (request.auto) return 'autosave';
  return request.status === 'published' ? 'publish' : 'save';
}

export interface Saved {
  readonly id: string;
  readonly version: string;
  /** The featured image the save replaced, for the caller to delete. */
  readonly replacedImage: string | null;
  /** The share card the save replaced, for the caller to delete. */
  readonly replacedShareImage: string | null;
  /** The article is published, but its share card could not be made (the next save tries again). */
  readonly shareCardFailed: boolean;
}

/** Longest a publish waits for its share card: past it, the article keeps the card it had. */
const SHARE_CARD_WAIT_MS = 8000;

const authorName = (data: DocumentData | undefined): string | null => {
  const author: unknown = data?.author;
  return typeof author === 'object' && author !== null && 'name' in author && typeof author.name === 'string' ? author.name : null;
};

/**
 * The address of the card for what the article shows now, or null when it could not be
 * made in time; started as soon as the stored article is known, beside the rest of the save.
 */
async function shareCard(articleId: string, fields: ArticleFields, request: SaveRequest, before: DocumentData | undefined): Promise<string | null> {
  const stored: unknown = before?.shareImage;
  const input = {
    title: fields.title,
    category: isCategoryId(fields.category) ? categoryName(fields.category) : '',
    siteName: SITE_NAME,
    author: authorName(before) ?? byline(request.writer).name,
    image: fields.featuredImage,
  };
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), SHARE_CARD_WAIT_MS);
  });
  const made = shareCardFor(articleId, input, typeof stored === 'string' ? stored : null, request.drawCard).catch(() => null);
  try {
    return await Promise.race([made, late]);
  } finally {
    clearTimeout(timer);
  }
}

const textChanged = (before: DocumentData, after: RevisionText): boolean =>
  before.title !== after.title || before.summary !== after.summary || before.content !== after.content;

const versionOf = (data: DocumentData): string => (typeof data.editVersion === 'string' ? data.editVersion : '');

function conflictWith(data: DocumentData): ConflictError {
  const updatedBy: unknown = data.updatedBy;
  return new ConflictError(
    typeof updatedBy === 'object' && updatedBy !== null && 'name' in updatedBy && typeof updatedBy.name === 'string' ? updatedBy.name : null,
    data.updatedAt instanceof Timestamp ? data.updatedAt.toDate() : null,
  );
}

/** Which article holds `slug`, or null when nobody does (nobody holds the empty slug of an untitled draft). */
async function slugHolder(slug: string): Promise<string | null> {
  if (slug === '') return null;
  const claim = await getDoc(doc(getDb(), 'slugs', slug));
  const holder: unknown = claim.get('articleId');
  return claim.exists() && typeof holder === 'string' ? holder : null;
}

/** Most claims one commit takes back when an article is unpublished (the rules keep at most 50 formerSlugs). */
const MAX_FORMER_SLUGS = 50;

/** The slugs claimed for an article: its current address and the earlier ones it answers to. */
async function claimsOf(articleId: string): Promise<string[]> {
  const claims = await getDocs(query(collection(getDb(), 'slugs'), where('articleId', '==', articleId), limit(MAX_FORMER_SLUGS)));
  return claims.docs.map((claim) => claim.id);
}

const formerSlugsOf = (data: DocumentData | undefined): string[] =>
  Array.isArray(data?.formerSlugs) ? data.formerSlugs.filter((slug): slug is string => typeof slug === 'string') : [];

/**
 * What the save does with slug claims: the slugs it claims for the article, and those it
 * lets go of (with the formerSlugs to keep), as the rules want them for the status it stores.
 */
async function claimChanges(id: string, slug: string, status: ArticleStatus, before: DocumentData | undefined) {
  const holder = await slugHolder(slug);
  if (holder !== null && holder !== id) throw new SlugTakenError(slug);
  if (status === 'published') {
    const claims = holder === null ? [slug] : [];
    // Published again: the addresses it had before answer again, where nobody took them since.
    if (before?.status !== 'published') {
      const former = formerSlugsOf(before).filter((earlier) => earlier !== slug);
      const holders = await Promise.all(former.map((earlier) => slugHolder(earlier)));
      claims.push(...former.filter((_, index) => holders[index] === null));
    }
    return { claims, releases: [], formerSlugs: null };
  }
  // A draft: unpublished now, or a claim an earlier version of the site made for a draft.
  if (holder !== id && before?.status !== 'published') return { claims: [], releases: [], formerSlugs: null };
  const releases = await claimsOf(id);
  const formerSlugs = [...new Set([...formerSlugsOf(before), ...releases])].slice(-MAX_FORMER_SLUGS);
  return { claims: [], releases, formerSlugs };
}

/** The stored article, checked against what this save expects of it. */
async function readBefore(ref: DocumentReference, request: SaveRequest): Promise<DocumentData | undefined> {
  if (!request.id) return undefined;
  const before = (await getDoc(ref)).data();
  if (!before) throw new ArticleGoneError();
  if (versionOf(before) !== request.version) throw conflictWith(before);
  return before;
}

export async function saveArticle(request: SaveRequest): Promise<Saved> {
  const db = getDb();
  const ref = request.id ? doc(db, 'articles', request.id) : doc(collection(db, 'articles'));
  const version = randomToken(20);
  const [before, knownTags] = await Promise.all([readBefore(ref, request), tagNames()]);
  // The byline copies its author's staff profile: at creation, and at every save that keeps
  // the status (a draft's autosave, an edit of a published article). Not in the save that
  // publishes or unpublishes: with the byline, its rules would pass their budget
  // (docs/security.md), and the draft's autosaves brought the byline up to date already.
  const author = !before
    ? await newBylineBlock(byline(request.writer))
    : before.status === request.status ? await refreshedBylineBlock(before.author) : null;
  if (before && request.restore) await keepReplacedText(ref, before, request);
  const shown = articleFields(request.draft, request.writer, version, knownTags);
  const card = request.status === 'published' ? shareCard(ref.id, shown, request, before) : null;

  const { claims, releases, formerSlugs } = await claimChanges(ref.id, shown.slug, request.status, before);
  // Where the article is in the feed index: any stored article may have an item (a draft
  // too, left by an older version of the site), which a draft's save takes out.
  const [place, shareImage] = await Promise.all([
    before || request.status === 'published' ? indexPlace(ref.id, before !== undefined, request.status === 'published') : null,
    card,
  ]);
  // What readers see: published before or after the save, or a draft's stale item taken out of the feeds.
  const inFeeds = before?.status === 'published' || request.status === 'published' || (place?.listedIn ?? null) !== null;

  const batch = writeBatch(db);
  for (const slug of claims) batch.set(doc(db, 'slugs', slug), { articleId: ref.id, createdAt: serverTimestamp() });
  for (const slug of releases) batch.delete(doc(db, 'slugs', slug));
  const fields = {
    ...shown,
    ...(shareImage ? { shareImage } : {}),
    status: request.status,
    publishedAt: publishedAtFor(request.status, before),
    ...(formerSlugs ? { formerSlugs } : {}),
  };
  if (!before) {
    batch.set(ref, { ...fields, author, createdAt: serverTimestamp(), viewCount: 0, likeCount: 0, commentCount: 0 });
  } else {
    batch.update(ref, { ...fields, ...(author && { author }), editedFrom: versionOf(before) });
  }
  if (place) {
    const indexed = {
      ...fields,
      author: author?.name ?? authorName(before) ?? byline(request.writer).name,
      publishedAt: fields.publishedAt ?? serverTimestamp(),
      // The share card: the one this save drew, else the one the article had.
      shareImage: ('shareImage' in fields ? fields.shareImage : before?.shareImage) as unknown,
    };
    writeIndex(batch, ref.id, place, indexed, request.status === 'published');
  }
  if (!before || request.restore || (textChanged(before, fields) && (!request.auto || (await revisionDue(ref))))) {
    batch.set(doc(collection(ref, 'revisions')), revisionDoc(fields, request.writer, revisionKind(request)));
  }

  // Half-typed tags are no tags: only an admin's own save adds new ones to the site's list.
  const newTags = request.auto ? [] : addNewTags(batch, fields.tags, knownTags);

  try {
    await batch.commit();
  } catch (error) {
    throw await refusalReason(ref, request, before, claims.length > 0, error);
  }
  rememberTags(newTags);

  const oldImage: unknown = before?.featuredImage;
  const replacedImage = typeof oldImage === 'string' && oldImage !== '' && oldImage !== fields.featuredImage ? oldImage : null;
  const oldCard: unknown = before?.shareImage;
  const replacedShareImage = shareImage && typeof oldCard === 'string' && oldCard !== '' && oldCard !== shareImage ? oldCard : null;
  await trimRevisions(ref.id).catch(() => undefined);
  // What readers can see changed: the RSS feed and the sitemap follow.
  if (request.rebuildFeeds !== false && inFeeds) void rebuildFeedsInBackground();
  return { id: ref.id, version, replacedImage, replacedShareImage, shareCardFailed: card !== null && shareImage === null };
}

/** Why the rules refused a save that looked fine before it was sent: someone was quicker. */
async function refusalReason(
  ref: DocumentReference,
  request: SaveRequest,
  before: DocumentData | undefined,
  claimedSlugs: boolean,
  error: unknown,
): Promise<unknown> {
  if (!isPermissionDenied(error)) return error;
  try {
    if (before) {
      const now = (await getDoc(ref)).data();
      if (!now) return new ArticleGoneError();
      if (versionOf(now) !== versionOf(before)) return conflictWith(now);
    }
    if (claimedSlugs) {
      const holder = await slugHolder(request.draft.slug);
      if (holder !== null && holder !== ref.id) return new SlugTakenError(request.draft.slug);
    }
  } catch {
    // Reading failed too: the first error says more.
  }
  return error;
}

const revisionDoc = (text: RevisionText, writer: Writer, kind: RevisionKind) => ({
  title: text.title,
  summary: text.summary,
  content: text.content,
  savedAt: serverTimestamp(),
  savedBy: { id: writer.uid, name: byline(writer).name },
  kind,
});

async function newestRevision(article: DocumentReference): Promise<DocumentData | undefined> {
  const newest = await getDocs(query(collection(article, 'revisions'), orderBy('savedAt', 'desc'), limit(1)));
  return newest.docs[0]?.data();
}

/** Whether the newest revision is old enough for an autosave to keep another one. */
async function revisionDue(article: DocumentReference): Promise<boolean> {
  const savedAt: unknown = (await newestRevision(article))?.savedAt;
  return !(savedAt instanceof Timestamp) || Date.now() - savedAt.toMillis() >= AUTOSAVE_REVISION_MS;
}

/**
 * Before a restore: nothing it replaces may be lost. The stored text goes into history when
 * no revision holds it (an autosave within ten minutes of the last revision kept none), and
 * so does the form's unsaved text, each as an autosave (kept without the admin's Save), each
 * in its own commit so that history keeps their order (a commit gives each the same time).
 * The form's text is kept as it would be saved, sanitized, and never published.
 */
async function keepReplacedText(ref: DocumentReference, before: DocumentData, request: SaveRequest): Promise<void> {
  const stored: RevisionText = { title: String(before.title ?? ''), summary: String(before.summary ?? ''), content: String(before.content ?? '') };
  const newest = await newestRevision(ref);
  const keep: RevisionText[] = [];
  if (!newest || textChanged(newest, stored)) keep.push(stored);
  if (request.restore) {
    const { title, summary, content } = articleFields({ ...request.draft, ...request.restore.replacing }, request.writer, '');
    if (textChanged(before, { title, summary, content })) keep.push({ title, summary, content });
  }
  for (const text of keep) await setDoc(doc(collection(ref, 'revisions')), revisionDoc(text, request.writer, 'autosave'));
}

/** Removes revisions beyond the newest KEPT_REVISIONS. */
async function trimRevisions(articleId: string): Promise<void> {
  const revisions = collection(getDb(), 'articles', articleId, 'revisions');
  const found = await getDocs(query(revisions, orderBy('savedAt', 'desc'), limit(KEPT_REVISIONS + 10)));
  await Promise.all(found.docs.slice(KEPT_REVISIONS).map((old) => deleteDoc(old.ref)));
}
