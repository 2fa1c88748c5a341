import type { CategoryId } from '../../config/categories.js';
import type { Direction } from '../../lib/finance.js';
import type { IdeaAmendment, IdeaOutcome } from '../../lib/trade-record.js';

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
  /** The featured image described for those who cannot see it, and its caption. */
  readonly featuredImageAlt: string;
  readonly featuredImageCaption: string;
  /** What search engines and link previews show instead of the title and summary ('' for those). */
  readonly metaTitle: string;
  readonly metaDescription: string;
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

/**
 * A trade idea as a save stores it: prices as numbers, or null while none is typed (or what
 * is typed is no number). A draft's idea may be unfinished (docs/data-model.md, Trade ideas);
 * a published one is complete (TradeIdea).
 */
export interface StoredIdea {
  readonly direction: Direction;
  readonly ticker: string;
  readonly entry: number | null;
  readonly target: number | null;
  readonly stop: number | null;
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
  featuredImageAlt: '',
  featuredImageCaption: '',
  metaTitle: '',
  metaDescription: '',
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
  /** Its trade idea's record (docs/authoring.md): the idea is frozen once published. */
  readonly record: IdeaRecord;
  readonly updatedAt: Date | null;
  /** Who saved it last, when known. */
  readonly updatedBy: string | null;
}

/** When an article was first published, and what became of its trade idea since. */
export interface IdeaRecord {
  readonly publishedAt: Date | null;
  readonly outcome: IdeaOutcome | null;
  readonly amendments: readonly IdeaAmendment[];
}

export const NO_RECORD: IdeaRecord = { publishedAt: null, outcome: null, amendments: [] };

/** The admin who is writing. */
export interface Writer {
  readonly uid: string;
  readonly name: string;
}

/** What made a revision: an autosave, the admin's Save, a publish (or a save of a published article), a restore. */
export const REVISION_KINDS = ['autosave', 'save', 'publish', 'restore'] as const;
export type RevisionKind = (typeof REVISION_KINDS)[number];

/** The text a revision keeps. */
export type RevisionText = Pick<ArticleDraft, 'title' | 'summary' | 'content'>;

export interface Revision extends RevisionText {
  readonly id: string;
  readonly savedAt: Date | null;
  readonly savedBy: string;
  /** null: kept before revisions said their kind. */
  readonly kind: RevisionKind | null;
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
