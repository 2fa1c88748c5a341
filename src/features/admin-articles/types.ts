import type { CategoryId } from '../../config/categories.js';
import type { Direction } from '../../lib/finance.js';

export type ArticleStatus = 'draft' | 'published';

/** What the editor's form holds: the article as the admin is writing it. */
export interface ArticleDraft {
  readonly title: string;
  readonly slug: string;
  /** The admin typed the slug: it no longer follows the title. */
  readonly slugEdited: boolean;
  readonly summary: string;
  /** HTML from the rich text editor; sanitized again before it is saved. */
  readonly content: string;
  readonly category: CategoryId | '';
  /** Comma separated, as typed. */
  readonly tags: string;
  readonly featuredImage: string | null;
  readonly status: ArticleStatus;
  readonly isFeatured: boolean;
  /** The securities the article names, as ticker symbols. */
  readonly tickers: readonly string[];
  /** The author's disclosure of positions and compensation. */
  readonly disclosure: string;
  /** The trade idea as typed (Trade Ideas only); null when there is none. */
  readonly tradeIdea: IdeaDraft | null;
}

/** A trade idea as its form holds it: prices as typed. */
export interface IdeaDraft {
  readonly direction: Direction;
  readonly ticker: string;
  readonly entry: string;
  readonly target: string;
  readonly stop: string;
  readonly horizon: string;
}

export const EMPTY_IDEA: IdeaDraft = { direction: 'long', ticker: '', entry: '', target: '', stop: '', horizon: '' };

export const EMPTY_DRAFT: ArticleDraft = {
  title: '',
  slug: '',
  slugEdited: false,
  summary: '',
  content: '',
  category: '',
  tags: '',
  featuredImage: null,
  status: 'draft',
  isFeatured: false,
  tickers: [],
  disclosure: '',
  tradeIdea: null,
};

/** An article as stored, for the editor. */
export interface StoredArticle {
  readonly id: string;
  readonly draft: ArticleDraft;
  /** The token of the stored version: a save over another version is refused. */
  readonly version: string;
  readonly storedStatus: ArticleStatus;
  readonly updatedAt: Date | null;
  /** Who saved it last, when known. */
  readonly updatedBy: string | null;
}

/** The admin who is writing. */
export interface Writer {
  readonly uid: string;
  readonly name: string;
}

export interface Revision {
  readonly id: string;
  readonly title: string;
  readonly summary: string;
  readonly content: string;
  readonly savedAt: Date | null;
  readonly savedBy: string;
}

/** A row of the manage-articles table. */
export interface ArticleRow {
  readonly id: string;
  readonly title: string;
  readonly slug: string;
  readonly summary: string;
  readonly category: CategoryId | null;
  readonly status: ArticleStatus;
  readonly createdAt: Date | null;
  readonly updatedAt: Date | null;
  readonly publishedAt: Date | null;
}
