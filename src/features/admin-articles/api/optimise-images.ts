/**
 * Optimise images (Manage Articles): brings the articles saved before uploads made
 * responsive sets along. For every article, published or draft, it makes a set
 * (storeImageSet, src/lib/image-set.ts) of its featured image and of each image in its
 * text that is one of the site's stored single files (image-references.ts), and saves the
 * article pointing at the sets, as a bulk change saves it (saveArticle: the version check,
 * updatedAt, a revision, the feed index, and a share card drawn from the new image). The
 * feeds are rebuilt once at the end when a published article changed.
 *
 * It runs in the admin's browser, one article at a time (encoding takes the CPU), and is
 * resumable by nature: a set is recognised by its name, so a second run skips what the
 * first converted. An article is saved only once all its sets are stored, and a set is
 * whole once its reference exists (uploaded last), so a tab closed mid-run leaves each
 * article either as it was or pointing at whole sets. The older files stay in Storage:
 * revisions, sent newsletters and copies elsewhere still show them (docs/authoring.md).
 */
import { collection, documentId, getDocs, limit, orderBy, query, startAfter, type QueryDocumentSnapshot } from 'firebase/firestore/lite';
import { serviceOrigin } from '../../../config/firebase-setup.js';
import { countDocuments } from '../../../lib/firebase/count-documents.js';
import { getFirebaseSetup } from '../../../lib/firebase/app.js';
import { isPermissionDenied } from '../../../lib/firebase/errors.js';
import { getDb } from '../../../lib/firebase/firestore.js';
import { storagePrefix } from '../../../lib/image-set.js';
import { oldImagesOf, sourceName, withImagesReplaced, type OldImage } from '../image-references.js';
import { manageTexts, optimiseTexts as texts } from '../texts.js';
import type { StoredArticle, Writer } from '../types.js';
import { errorMessage } from './error-message.js';
import { rebuildFeedsInBackground } from './feeds.js';
import { deleteImage, storeImageSet } from './images.js';
import { loadArticle } from './load-article.js';
import { storedArticle } from './records.js';
import { ArticleGoneError, ConflictError, SlugTakenError, saveArticle } from './save-article.js';

const PAGE = 100;

export interface OptimiseProgress {
  /** Articles gone through. */
  readonly done: number;
  readonly total: number;
  /** The article being gone through now. */
  readonly current: string | null;
}

interface OptimiseFailure {
  readonly title: string;
  /** The image's stored file name. */
  readonly image: string;
  readonly reason: string;
}

export interface OptimiseReport {
  /** Images an article now shows as a set. */
  readonly converted: number;
  /** SVGs and GIFs, which stay single files. */
  readonly kept: number;
  readonly failures: readonly OptimiseFailure[];
}

export interface OptimiseResult extends OptimiseReport {
  readonly total: number;
}

/** The run stopped (the articles could not be counted or read): how far it got (null: not started), and why. */
export class OptimiseStoppedError extends Error {
  constructor(
    readonly progress: OptimiseProgress | null,
    readonly report: OptimiseReport,
    readonly reason: string,
  ) {
    super(reason);
    this.name = 'OptimiseStoppedError';
  }
}

/** Where the site's stored images live (the address of each starts with it). */
const sitePrefix = (): string => {
  const setup = getFirebaseSetup();
  return storagePrefix(serviceOrigin(setup, 'storage'), setup.config.storageBucket);
};

/** The image's bytes, read with CORS as the share card reads them (share-card/draw-in-browser.ts). */
async function download(image: OldImage): Promise<Blob> {
  const response = await fetch(image.address, { mode: 'cors', credentials: 'omit', cache: 'no-store' });
  if (!response.ok) throw new Error(texts.downloadFailed(response.status));
  return response.blob();
}

const convert = async (image: OldImage): Promise<string> => storeImageSet(await download(image), image.folder, sourceName(image.name));

/** The article pointing at the sets `replacements` names instead of the files. */
function replaced(article: StoredArticle, replacements: ReadonlyMap<string, string>) {
  const { featuredImage, content } = article.draft;
  return { ...article.draft, featuredImage: featuredImage && (replacements.get(featuredImage) ?? featuredImage), content: withImagesReplaced(content, replacements) };
}

/**
 * Saves the article with its new images; saved by someone else since it was read, it is
 * read again and saved over that version (the replacements still hold: their addresses are the files').
 */
async function saveReplaced(article: StoredArticle, replacements: ReadonlyMap<string, string>, writer: Writer): Promise<void> {
  const save = (from: StoredArticle) =>
    saveArticle({ id: from.id, draft: replaced(from, replacements), status: from.storedStatus, version: from.version, writer, rebuildFeeds: false });
  let saved;
  try {
    saved = await save(article);
  } catch (error) {
    if (!(error instanceof ConflictError)) throw error;
    const again = await loadArticle(article.id);
    if (!again) throw new ArticleGoneError();
    saved = await save(again);
  }
  if (saved.replacedShareImage) void deleteImage(saved.replacedShareImage).catch(() => undefined);
}

/** Why an article's save failed, in words an admin can act on. */
function reasonOf(error: unknown): string {
  if (error instanceof ConflictError) return texts.conflict;
  if (error instanceof ArticleGoneError) return texts.gone;
  if (error instanceof SlugTakenError) return texts.slugTaken;
  return isPermissionDenied(error) ? texts.refused : errorMessage(error);
}

interface Tally {
  converted: number;
  kept: number;
  readonly failures: OptimiseFailure[];
  /** Sets made in this run, by the address of their file: an image two articles show is converted once. */
  readonly sets: Map<string, string>;
  publishedChanged: boolean;
}

/** Converts one article's images and saves it; what happened goes into `tally`. */
async function optimiseOne(article: StoredArticle, title: string, prefix: string, writer: Writer, tally: Tally): Promise<void> {
  const images = oldImagesOf(prefix, article.draft);
  tally.kept += images.filter((image) => image.keep).length;
  const replacements = new Map<string, string>();
  for (const image of images.filter((candidate) => !candidate.keep)) {
    try {
      const set = tally.sets.get(image.address) ?? (await convert(image));
      tally.sets.set(image.address, set);
      replacements.set(image.address, set);
    } catch (error) {
      tally.failures.push({ title, image: image.name, reason: errorMessage(error) });
    }
  }
  if (replacements.size === 0) return;
  try {
    await saveReplaced(article, replacements, writer);
  } catch (error) {
    const reason = reasonOf(error);
    for (const image of images.filter((candidate) => replacements.has(candidate.address))) tally.failures.push({ title, image: image.name, reason });
    return;
  }
  tally.converted += replacements.size;
  tally.publishedChanged ||= article.storedStatus === 'published';
}

export async function optimiseImages(writer: Writer, onProgress: (progress: OptimiseProgress) => void): Promise<OptimiseResult> {
  const prefix = sitePrefix();
  const tally: Tally = { converted: 0, kept: 0, failures: [], sets: new Map(), publishedChanged: false };
  const report = (): OptimiseReport => ({ converted: tally.converted, kept: tally.kept, failures: [...tally.failures] });
  let total: number;
  try {
    total = await countDocuments('articles');
  } catch (error) {
    throw new OptimiseStoppedError(null, report(), errorMessage(error));
  }
  let done = 0;
  onProgress({ done, total, current: null });

  try {
    let after: QueryDocumentSnapshot | null = null;
    for (;;) {
      let page: QueryDocumentSnapshot[];
      try {
        page = (await getDocs(query(collection(getDb(), 'articles'), orderBy(documentId()), ...(after ? [startAfter(after)] : []), limit(PAGE)))).docs;
      } catch (error) {
        throw new OptimiseStoppedError({ done, total, current: null }, report(), errorMessage(error));
      }
      for (const snapshot of page) {
        const article = storedArticle(snapshot.id, snapshot.data());
        const title = article.draft.title.trim() || manageTexts.untitled;
        // Articles created since the count are gone through too.
        total = Math.max(total, done + 1);
        onProgress({ done, total, current: title });
        await optimiseOne(article, title, prefix, writer, tally);
        done++;
        onProgress({ done, total, current: null });
      }
      if (page.length < PAGE) break;
      after = page.at(-1) ?? null;
    }
  } finally {
    // What readers see changed: the RSS feed and the sitemap follow, once.
    if (tally.publishedChanged) void rebuildFeedsInBackground();
  }
  // Articles deleted since the count are not there to go through.
  return { ...report(), total: done };
}
