/**
 * Pure rules of Manage Articles' bulk actions: whether an article can be published (the
 * editor's own checks: every required field, the slug, the disclosure, the trade idea), and
 * what to say when a run ends. Unit-tested alone; api/bulk-articles.ts does the writing.
 */
import { draftProblem, missingFields } from './draft.js';
import { bulkTexts as texts } from './texts.js';
import type { ArticleDraft } from './types.js';

export type BulkAction = 'publish' | 'unpublish' | 'delete';

/** What happened to one selected article: done, or not done and why. */
export type BulkOutcome =
  | { readonly id: string; readonly title: string; readonly done: true }
  | { readonly id: string; readonly title: string; readonly done: false; readonly reason: string };

/** Why the stored article cannot be published, in words an editor acts on, or null. */
export function publishBlocker(draft: ArticleDraft): string | null {
  const missing = missingFields(draft);
  if (missing.length > 0) return texts.reasons.missing(missing.map((field) => texts.reasons.fields[field]));
  return draftProblem({ ...draft, status: 'published' }, 'edit');
}

export interface BulkReport {
  /** How many were done, said first (null when none was). */
  readonly done: string | null;
  /** How many were not, with each one named and why (null when all were done). */
  readonly notDone: string | null;
  readonly failures: readonly string[];
}

export function bulkReport(action: BulkAction, outcomes: readonly BulkOutcome[]): BulkReport {
  const done = outcomes.filter((outcome) => outcome.done).length;
  const failures = outcomes.flatMap((outcome) => (outcome.done ? [] : [texts.failure(outcome.title, outcome.reason)]));
  return {
    done: done > 0 ? texts.done[action](done) : null,
    notDone: failures.length > 0 ? texts.notDone[action](failures.length) : null,
    failures,
  };
}
