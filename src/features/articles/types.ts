import type { CategoryId } from '../../config/categories.js';
import type { TradeIdea } from '../../lib/finance.js';
import type { IdeaAmendment, IdeaOutcome } from '../../lib/trade-record.js';

type ArticleStatus = 'draft' | 'published';

/** Public author data: articles are public, so no e-mail (docs/data-model.md). */
export interface ArticleAuthor {
  readonly id: string;
  readonly name: string;
  readonly bio?: string;
  readonly avatar?: string;
  readonly socialLinks?: AuthorLinks;
}

export interface AuthorLinks {
  readonly twitter?: string;
  readonly linkedin?: string;
  readonly website?: string;
}

export interface Article {
  readonly id: string;
  readonly title: string;
  readonly slug: string;
  readonly summary: string;
  readonly excerpt: string;
  /** HTML: sanitize before rendering. */
  readonly content: string;
  /** null when the stored value is not one of the four categories. */
  readonly category: CategoryId | null;
  readonly tags: readonly string[];
  readonly featuredImage: string | null;
  /** The share card, 1200×630 (og:image), of a published article; missing on older ones. */
  readonly shareImage?: string | null;
  /** The image described for those who cannot see it, and its caption (empty or missing: none). */
  readonly featuredImageAlt?: string;
  readonly featuredImageCaption?: string;
  /** What search engines and link previews show in place of the title and description. */
  readonly metaTitle?: string;
  readonly metaDescription?: string;
  readonly status: ArticleStatus;
  readonly isFeatured: boolean;
  readonly author: ArticleAuthor;
  readonly createdAt: Date | null;
  readonly updatedAt: Date | null;
  readonly publishedAt: Date | null;
  /** Minutes. */
  readonly readTime: number;
  readonly viewCount: number;
  readonly likeCount: number;
  /** Comments readers can see. */
  readonly commentCount: number;
  /** The positions commenters state, "AAPL long": 3 (lib/comments/model.ts). */
  readonly positionTally: Readonly<Record<string, number>>;
  /** The securities it covers, as ticker symbols (AAPL, BRK.B). */
  readonly tickers: readonly string[];
  /** The author's disclosure of positions and compensation, when given. */
  readonly disclosure: string | null;
  /** One structured trade idea (Trade Ideas only). */
  readonly tradeIdea: TradeIdea | null;
  /** How the trade idea ended, once an admin has recorded it. */
  readonly ideaOutcome: IdeaOutcome | null;
  /** Dated corrections of the trade idea, oldest first. */
  readonly ideaAmendments: readonly IdeaAmendment[];
}

/** Which published articles a list shows (docs/product.md §2 Article lists, docs/decisions.md on search). */
export type ArticleFilter =
  | { readonly kind: 'all' }
  | { readonly kind: 'category'; readonly category: CategoryId }
  | { readonly kind: 'tag'; readonly tag: string }
  | { readonly kind: 'ticker'; readonly ticker: string }
  /** An author's articles, by the public id of their byline (author.id). */
  | { readonly kind: 'author'; readonly author: string }
  | { readonly kind: 'search'; readonly text: string };

/**
 * Where the next page starts. Opaque: it wraps the last document read, which only the
 * api/ modules know how to use (SDK types stop there).
 */
export interface ArticleCursor {
  readonly __brand: 'ArticleCursor';
}

export interface ArticlePage {
  readonly articles: readonly Article[];
  /** null: this was the last page. */
  readonly next: ArticleCursor | null;
}
