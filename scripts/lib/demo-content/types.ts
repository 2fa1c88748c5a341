/** The shape of the demo content, before it becomes Firestore documents (article-document.ts). */
import { TOPIC_TAGS, type CategoryId } from '../../../src/config/categories.js';
import type { TradeIdea } from '../../../src/lib/finance.js';
import type { OutcomeStatus } from '../../../src/lib/trade-record.js';

/** The demo uses the topic tags of docs/product.md §2 only, so every tag chip of /categories finds articles. */
export const DEMO_TAGS = TOPIC_TAGS;

type DemoTag = (typeof DEMO_TAGS)[number];

export type AuthorKey = 'maya' | 'daniel';

export interface DemoArticle {
  readonly title: string;
  /** 150–160 characters where possible (docs/product.md §5), never over 300. */
  readonly summary: string;
  readonly category: CategoryId;
  readonly tags: readonly DemoTag[];
  readonly author: AuthorKey;
  /** Days before the seed runs; null for a draft. */
  readonly publishedDaysAgo: number | null;
  /** Days spent writing: creation is this long before publication (or before now, for a draft). */
  readonly draftingDays: number;
  readonly isFeatured?: boolean;
  /** The securities it names; the worked examples of the text. */
  readonly tickers?: readonly string[];
  /** The author's disclosure: required to publish Equity Research and Trade Ideas. */
  readonly disclosure?: string;
  /** An illustrative trade idea (Trade Ideas only), one of its tickers. */
  readonly tradeIdea?: TradeIdea;
  /** How the idea ended, that many days before the seed runs (after its publication). */
  readonly ideaOutcome?: { readonly status: OutcomeStatus; readonly price: number; readonly closedDaysAgo: number; readonly note: string };
  /** Dated corrections of the idea, oldest first. */
  readonly ideaAmendments?: readonly { readonly daysAgo: number; readonly note: string }[];
  /** Counters of a published article (drafts have none). */
  readonly views?: number;
  readonly likes?: number;
  /**
   * HTML in the editor's formatting. `{{figure:name}}` in an img src is replaced by the
   * download URL of that inline figure (figures.ts); links to other demo articles are
   * plain /article/{slug} paths.
   */
  readonly content: string;
}
