/**
 * Firestore data → Article. Stored documents are trusted only as far as the security rules
 * check them, so every field is read defensively and SDK types (Timestamp) stop here.
 * The data comes from the SDK or from the REST query of the first screen
 * (lib/firebase/rest-query.ts), whose timestamps have the SDK's shape: this module imports
 * no SDK code, so the first screen's can run before the SDK has arrived.
 */
import { isCategoryId } from '../../../config/categories.js';
import { tickersFrom, tradeIdeaFrom } from '../../../lib/finance.js';
import { tallyFrom } from '../../../lib/comments/comment-from-doc.js';
import { amendmentsFrom, outcomeFrom } from '../../../lib/trade-record.js';
import type { Article, ArticleAuthor, AuthorLinks } from '../types.js';

type Fields = Readonly<Record<string, unknown>>;

const asRecord = (value: unknown): Fields =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Fields) : {};
const asString = (value: unknown): string => (typeof value === 'string' ? value : '');
const asOptionalString = (value: unknown): string | undefined =>
  typeof value === 'string' && value !== '' ? value : undefined;
const asCount = (value: unknown): number =>
  typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : 0;
/** A Timestamp of the SDK or a RestTimestamp (stored data cannot hold a function). */
const asDate = (value: unknown): Date | null =>
  typeof value === 'object' && value !== null && typeof (value as { toDate?: unknown }).toDate === 'function'
    ? (value as { toDate(): Date }).toDate()
    : null;

function authorLinks(value: unknown): AuthorLinks | undefined {
  const links = asRecord(value);
  const twitter = asOptionalString(links.twitter);
  const linkedin = asOptionalString(links.linkedin);
  const website = asOptionalString(links.website);
  if (!twitter && !linkedin && !website) return undefined;
  return { ...(twitter && { twitter }), ...(linkedin && { linkedin }), ...(website && { website }) };
}

function author(value: unknown): ArticleAuthor {
  const fields = asRecord(value);
  const bio = asOptionalString(fields.bio);
  const avatar = asOptionalString(fields.avatar);
  const socialLinks = authorLinks(fields.socialLinks);
  return {
    id: asString(fields.id),
    name: asString(fields.name),
    ...(bio && { bio }),
    ...(avatar && { avatar }),
    ...(socialLinks && { socialLinks }),
  };
}

export function articleFromDoc(id: string, fields: Fields): Article {
  return {
    id,
    title: asString(fields.title),
    slug: asString(fields.slug),
    summary: asString(fields.summary),
    excerpt: asString(fields.excerpt),
    content: asString(fields.content),
    category: isCategoryId(fields.category) ? fields.category : null,
    tags: Array.isArray(fields.tags) ? fields.tags.filter((tag): tag is string => typeof tag === 'string') : [],
    featuredImage: asOptionalString(fields.featuredImage) ?? null,
    shareImage: asOptionalString(fields.shareImage) ?? null,
    featuredImageAlt: asString(fields.featuredImageAlt),
    featuredImageCaption: asString(fields.featuredImageCaption),
    metaTitle: asString(fields.metaTitle),
    metaDescription: asString(fields.metaDescription),
    status: fields.status === 'published' ? 'published' : 'draft',
    isFeatured: fields.isFeatured === true,
    author: author(fields.author),
    createdAt: asDate(fields.createdAt),
    updatedAt: asDate(fields.updatedAt),
    publishedAt: asDate(fields.publishedAt),
    readTime: asCount(fields.readTime),
    viewCount: asCount(fields.viewCount),
    likeCount: asCount(fields.likeCount),
    commentCount: asCount(fields.commentCount),
    positionTally: tallyFrom(fields.positionTally),
    tickers: tickersFrom(fields.tickers),
    disclosure: asOptionalString(fields.disclosure) ?? null,
    tradeIdea: tradeIdeaFrom(fields.tradeIdea),
    ideaOutcome: outcomeFrom(fields.ideaOutcome),
    ideaAmendments: amendmentsFrom(fields.ideaAmendments),
  };
}
