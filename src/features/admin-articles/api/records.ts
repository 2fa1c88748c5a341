/**
 * Firestore data of articles and revisions, read defensively into the editor's types (the
 * lists' rows from REST documents), and the document a save writes (firestore.rules'
 * validArticle). SDK types stop here.
 */
import { Timestamp, serverTimestamp, type DocumentData, type FieldValue } from 'firebase/firestore/lite';
import { isCategoryId } from '../../../config/categories.js';
import { readingTime, searchTermsFor } from '../../../lib/article-text.js';
import { xmlCharacters } from '../../../lib/escape-markup.js';
import { excerptOf } from '../../../lib/excerpt.js';
import { sanitizeArticleHtml } from '../../../lib/sanitize-html.js';
import { tickersFrom } from '../../../lib/finance.js';
import type { RestDocument, RestTimestamp, StructuredQuery } from '../../../lib/firebase/rest-query.js';
import { amendmentsFrom, outcomeFrom } from '../../../lib/trade-record.js';
import { tagKey } from '../../../lib/tags.js';
import { bylineOf, type Byline } from '../../../lib/byline.js';
import { canonicalTags, parseTags, storedIdeaOf, storedSlug, tickersOf } from '../draft.js';
import { manageTexts } from '../texts.js';
import {
  REVISION_KINDS, type ArticleDraft, type ArticleRow, type IdeaDraft, type IdeaRecord, type Revision, type StoredArticle, type StoredIdea, type Writer,
} from '../types.js';

const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const date = (value: unknown): Date | null => (value instanceof Timestamp ? value.toDate() : null);
const status = (value: unknown): 'draft' | 'published' => (value === 'published' ? 'published' : 'draft');

/** A stored price: a number, or null while a draft's idea has none. */
const price = (value: unknown): number | null | undefined => (typeof value === 'number' ? value : value === null ? null : undefined);

/** A stored trade idea read defensively, a draft's unfinished one included (null prices); null when it is not one. */
function storedIdeaFrom(value: unknown): StoredIdea | null {
  if (typeof value !== 'object' || value === null) return null;
  const fields = value as Record<string, unknown>;
  const { direction, ticker, horizon } = fields;
  const [entry, target, stop] = [price(fields.entry), price(fields.target), price(fields.stop)];
  if ((direction !== 'long' && direction !== 'short') || typeof ticker !== 'string' || typeof horizon !== 'string') return null;
  if (entry === undefined || target === undefined || stop === undefined) return null;
  return { direction, ticker, entry, target, stop, horizon };
}

/** A stored idea as its form holds it: a price not yet given as an empty field. */
const ideaDraft = (idea: StoredIdea | null): IdeaDraft | null =>
  idea && { ...idea, entry: String(idea.entry ?? ''), target: String(idea.target ?? ''), stop: String(idea.stop ?? '') };

/** A published trade idea's record: when it was published, its outcome and amendments. */
export const ideaRecordOf = (data: DocumentData): IdeaRecord => ({
  publishedAt: date(data.publishedAt),
  outcome: outcomeFrom(data.ideaOutcome),
  amendments: amendmentsFrom(data.ideaAmendments),
});

export function storedArticle(id: string, data: DocumentData): StoredArticle {
  const tags = Array.isArray(data.tags) ? data.tags.filter((tag): tag is string => typeof tag === 'string') : [];
  const updatedBy: unknown = data.updatedBy;
  return {
    id,
    draft: {
      title: text(data.title),
      slug: text(data.slug),
      slugEdited: true,
      summary: text(data.summary),
      content: text(data.content),
      category: isCategoryId(data.category) ? data.category : '',
      tags: tags.join(', '),
      featuredImage: text(data.featuredImage) || null,
      featuredImageAlt: text(data.featuredImageAlt),
      featuredImageCaption: text(data.featuredImageCaption),
      metaTitle: text(data.metaTitle),
      metaDescription: text(data.metaDescription),
      status: status(data.status),
      isFeatured: data.isFeatured === true,
      tickers: tickersFrom(data.tickers),
      disclosure: text(data.disclosure),
      tradeIdea: ideaDraft(storedIdeaFrom(data.tradeIdea)),
    },
    version: text(data.editVersion),
    storedStatus: status(data.status),
    record: ideaRecordOf(data),
    updatedAt: date(data.updatedAt),
    updatedBy: typeof updatedBy === 'object' && updatedBy !== null && 'name' in updatedBy ? text(updatedBy.name) || null : null,
  };
}

/**
 * What the admin's lists read of an article: the fields a row shows, which hold its cursor's
 * dates too; never its text or its stored search words (most of its bytes), which REST's
 * runQuery leaves out when asked for fields (lib/firebase/rest-query.ts).
 */
const ROW_FIELDS = ['title', 'slug', 'summary', 'category', 'status', 'createdAt', 'updatedAt', 'publishedAt'] as const satisfies readonly (keyof ArticleRow)[];

/** The `select` of the admin lists' queries. */
export const rowFields: NonNullable<StructuredQuery['select']> = { fields: ROW_FIELDS.map((fieldPath) => ({ fieldPath })) };

/** A date as runQueryRest gives it (RestTimestamp). */
const restDate = (value: unknown): Date | null =>
  typeof value === 'object' && value !== null && 'toDate' in value && typeof value.toDate === 'function' ? (value as RestTimestamp).toDate() : null;

/** A row of the admin's lists, from a document read with rowFields. */
export function articleRow({ id, fields }: RestDocument): ArticleRow {
  return {
    id,
    // A draft may have no title yet: the lists name it all the same.
    title: text(fields.title).trim() || manageTexts.untitled,
    slug: text(fields.slug),
    summary: text(fields.summary),
    category: isCategoryId(fields.category) ? fields.category : null,
    status: status(fields.status),
    createdAt: restDate(fields.createdAt),
    updatedAt: restDate(fields.updatedAt),
    publishedAt: restDate(fields.publishedAt),
  };
}

export function revision(id: string, data: DocumentData): Revision {
  const savedBy: unknown = data.savedBy;
  return {
    id,
    title: text(data.title),
    summary: text(data.summary),
    content: text(data.content),
    savedAt: date(data.savedAt),
    savedBy: typeof savedBy === 'object' && savedBy !== null && 'name' in savedBy ? text(savedBy.name) : '',
    kind: REVISION_KINDS.find((kind) => kind === data.kind) ?? null,
  };
}

/** The public byline of an admin (lib/byline.ts): their name, and an id made from it, never the uid. */
export function byline(writer: Writer): Byline {
  return bylineOf(writer.name);
}

export interface ArticleFields {
  readonly title: string;
  readonly slug: string;
  readonly summary: string;
  readonly excerpt: string;
  readonly content: string;
  readonly category: string;
  readonly tags: string[];
  readonly tagKeys: string[];
  readonly featuredImage: string | null;
  readonly featuredImageAlt: string;
  readonly featuredImageCaption: string;
  readonly metaTitle: string;
  readonly metaDescription: string;
  readonly isFeatured: boolean;
  readonly readTime: number;
  readonly searchTerms: string[];
  readonly updatedAt: FieldValue;
  readonly updatedBy: { readonly name: string };
  readonly editVersion: string;
  readonly tickers: string[];
  readonly disclosure: string | null;
  readonly tradeIdea: StoredIdea | null;
}

/** A short text as stored: trimmed, without the characters XML forbids. */
const plain = (value: string): string => xmlCharacters(value).trim();

/**
 * The fields a save writes from the form: content sanitized, derived fields computed, tags
 * in the spellings the site already uses (knownTags), and the texts without the invisible
 * characters XML forbids (pasted from a PDF; the feeds carry these fields, and the rules
 * refuse them).
 */
export function articleFields(draft: ArticleDraft, writer: Writer, editVersion: string, knownTags: readonly string[] = []): ArticleFields {
  const content = sanitizeArticleHtml(draft.content);
  const tags = canonicalTags(parseTags(xmlCharacters(draft.tags)), knownTags);
  const tickers = tickersOf(draft);
  const summary = xmlCharacters(draft.summary).trim();
  const title = xmlCharacters(draft.title).trim();
  return {
    title,
    slug: storedSlug(draft.slug),
    summary,
    excerpt: excerptOf(content).slice(0, 500),
    content,
    category: draft.category,
    tags,
    tagKeys: tags.map(tagKey),
    featuredImage: draft.featuredImage ?? null,
    // Said of the image only while there is one.
    featuredImageAlt: draft.featuredImage ? plain(draft.featuredImageAlt) : '',
    featuredImageCaption: draft.featuredImage ? plain(draft.featuredImageCaption) : '',
    metaTitle: plain(draft.metaTitle),
    metaDescription: plain(draft.metaDescription),
    isFeatured: draft.isFeatured,
    readTime: readingTime(content),
    searchTerms: searchTermsFor({ title, summary, tags, tickers, content }),
    updatedAt: serverTimestamp(),
    updatedBy: { name: byline(writer).name },
    editVersion,
    tickers,
    disclosure: draft.disclosure.trim() || null,
    tradeIdea: storedIdeaOf(draft),
  };
}

/** publishedAt for the new state: set when first published, kept afterwards (firestore.rules). */
export function publishedAtFor(next: 'draft' | 'published', before: DocumentData | undefined): FieldValue | Timestamp | null {
  const earlier: unknown = before?.publishedAt;
  if (earlier instanceof Timestamp) return earlier;
  return next === 'published' ? serverTimestamp() : null;
}
