import type { CategoryId } from '../../config/categories.js';

/** An article as the dashboard lists it (recent or saved). */
export interface DashboardArticle {
  /** The article's id: its page is /article/{id}. */
  readonly id: string;
  readonly title: string;
  readonly summary: string;
  readonly category: CategoryId | null;
  readonly publishedAt: Date | null;
  readonly authorName: string;
  /** Saved articles only. */
  readonly savedAt?: Date | null;
  /** A saved article that was deleted or unpublished since: shown, but not linked. */
  readonly removed?: boolean;
  /** Built-in stand-ins, shown only when a query failed. */
  readonly sample?: boolean;
}
