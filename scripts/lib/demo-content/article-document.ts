/**
 * A demo article as the Firestore document the site stores (docs/data-model.md, firestore.rules'
 * validArticle): slug, reading time and search terms from the same helpers the editor uses,
 * dates spread over the past months. The seed writes as the owner, so it can set past dates
 * and counters that an admin's create could not; tests/seed proves the rest of the schema by
 * updating every document as the admin.
 */
import { Timestamp } from 'firebase/firestore/lite';
import { readingTime, searchTermsFor } from '../../../src/lib/article-text.js';
import { tagKey } from '../../../src/lib/tags.js';
import { excerptOf } from '../../../src/lib/excerpt.js';
import { slugify } from '../../../src/lib/slug.js';
import type { CategoryId } from '../../../src/config/categories.js';
import type { TradeIdea } from '../../../src/lib/finance.js';
import { utcDay } from '../../../src/lib/trade-record.js';
import { DEMO_AUTHORS, type DemoAuthor } from './authors.js';
import type { DemoArticle } from './types.js';

export const DAY_MS = 24 * 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;

export interface ArticleData {
  readonly title: string;
  readonly slug: string;
  readonly summary: string;
  readonly excerpt: string;
  readonly content: string;
  readonly category: CategoryId;
  readonly tags: string[];
  readonly tagKeys: string[];
  readonly featuredImage: string;
  /** The share card (og:image) of a published article. */
  readonly shareImage?: string;
  readonly status: 'draft' | 'published';
  readonly isFeatured: boolean;
  readonly author: DemoAuthor;
  readonly createdAt: Timestamp;
  readonly updatedAt: Timestamp;
  /** null for a draft, as the editor stores one (so Manage Articles' Published order lists it, last). */
  readonly publishedAt: Timestamp | null;
  readonly readTime: number;
  readonly viewCount: number;
  readonly likeCount: number;
  readonly commentCount: number;
  /** The positions its commenters state (the seed adds them with the demo discussion). */
  readonly positionTally?: Record<string, number>;
  readonly searchTerms: string[];
  readonly tickers: string[];
  readonly disclosure: string | null;
  readonly tradeIdea: TradeIdea | null;
  readonly ideaOutcome?: { status: string; price: number; closedOn: Timestamp; note: string };
  readonly ideaAmendments?: Record<string, { amendedAt: Timestamp; note: string }>;
}

export const slugOf = (article: DemoArticle): string => slugify(article.title);

/** Replaces `{{figure:name}}` with the figure's download URL; an unknown name is a bug in the content. */
function resolveFigures(html: string, figureUrls: Readonly<Record<string, string>>): string {
  return html.replace(/\{\{figure:([a-z0-9-]+)\}\}/g, (_, name: string) => {
    const url = figureUrls[name];
    if (!url) throw new Error(`Demo content refers to an unknown figure "${name}".`);
    return url.replace(/&/g, '&amp;');
  });
}

export interface ArticleDocumentOptions {
  /** When the seed runs (ms); every date is relative to it. */
  readonly now: number;
  readonly featuredImage: string;
  readonly figureUrls: Readonly<Record<string, string>>;
  /** The published article's share card. */
  readonly shareImage?: string;
}

export function articleDocument(article: DemoArticle, options: ArticleDocumentOptions): ArticleData {
  const slug = slugOf(article);
  const content = resolveFigures(article.content, options.figureUrls);
  // A stable time of day per article, so two articles a day apart never swap places.
  const hour = (slug.length % 9) + 1;
  const at = (daysAgo: number, hours = hour) => Timestamp.fromMillis(options.now - daysAgo * DAY_MS - hours * HOUR_MS);
  const base = {
    title: article.title,
    slug,
    summary: article.summary,
    excerpt: excerptOf(content),
    content,
    category: article.category,
    tags: [...article.tags],
    tagKeys: article.tags.map(tagKey),
    featuredImage: options.featuredImage,
    ...(options.shareImage ? { shareImage: options.shareImage } : {}),
    isFeatured: article.isFeatured ?? false,
    author: DEMO_AUTHORS[article.author],
    readTime: readingTime(content),
    commentCount: 0,
    searchTerms: searchTermsFor({ title: article.title, summary: article.summary, tags: article.tags, tickers: article.tickers ?? [], content }),
    tickers: [...(article.tickers ?? [])],
    disclosure: article.disclosure ?? null,
    tradeIdea: article.tradeIdea ?? null,
  };
  if (article.publishedDaysAgo === null) {
    return {
      ...base,
      status: 'draft',
      createdAt: at(article.draftingDays),
      updatedAt: at(0, 2),
      publishedAt: null,
      viewCount: 0,
      likeCount: 0,
    };
  }
  const days = article.publishedDaysAgo;
  // Older articles were sometimes revised after publication.
  const revised = days > 20 && slug.length % 3 === 0;
  return {
    ...base,
    status: 'published',
    createdAt: at(days + article.draftingDays),
    updatedAt: revised ? at(days - 6) : at(days),
    publishedAt: at(days),
    viewCount: article.views ?? 0,
    likeCount: article.likes ?? 0,
    ...(article.ideaOutcome && {
      ideaOutcome: {
        status: article.ideaOutcome.status,
        price: article.ideaOutcome.price,
        // A day, as the editor records one: midnight UTC.
        closedOn: Timestamp.fromDate(utcDay(new Date(options.now - article.ideaOutcome.closedDaysAgo * DAY_MS))),
        note: article.ideaOutcome.note,
      },
    }),
    ...(article.ideaAmendments && {
      ideaAmendments: Object.fromEntries(article.ideaAmendments.map(({ daysAgo, note }, index) => [String(index + 1), { amendedAt: at(daysAgo), note }])),
    }),
  };
}
