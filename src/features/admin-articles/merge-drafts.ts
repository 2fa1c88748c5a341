/**
 * Merging two admins' work on one article, field by field (docs/authoring.md): the
 * version the editor started from (`base`), what the admin has (`mine`) and what is
 * stored now (`theirs`). A field only one side changed keeps that side's value; a field
 * both changed, to different values, is a conflict the admin settles. Nothing the admin
 * did not change is ever overwritten with their stale value.
 */
import { DRAFT_FIELDS, sameField, type DraftField } from './draft.js';
import type { ArticleDraft } from './types.js';

/** The value of `field` in `from`, laid over `onto`. */
function take(onto: ArticleDraft, from: ArticleDraft, field: DraftField): ArticleDraft {
  if (field === 'slug') return { ...onto, slug: from.slug, slugEdited: from.slugEdited };
  return { ...onto, [field]: from[field] };
}

export interface Merge {
  /** Every field merged; a conflicting field holds mine until the admin chooses. */
  readonly draft: ArticleDraft;
  readonly mine: ArticleDraft;
  readonly theirs: ArticleDraft;
  /** Fields both sides changed, to different values, in form order. */
  readonly conflicts: readonly DraftField[];
}

/**
 * Three-way merge. With no `base` (a copy from before copies remembered their version),
 * every field in which mine and theirs differ is a conflict: what the admin changed is unknown.
 */
export function mergeDrafts(base: ArticleDraft | null, mine: ArticleDraft, theirs: ArticleDraft): Merge {
  let draft = theirs;
  const conflicts: DraftField[] = [];
  for (const field of DRAFT_FIELDS) {
    if (sameField(field, mine, theirs)) continue;
    const mineChanged = !base || !sameField(field, base, mine);
    const theirsChanged = !base || !sameField(field, base, theirs);
    if (mineChanged) draft = take(draft, mine, field);
    if (mineChanged && theirsChanged) conflicts.push(field);
  }
  return { draft, mine, theirs, conflicts };
}

/** The merge with each conflict settled: theirs in the fields `theirsFor` names, mine in the others. */
export function settleMerge(merge: Merge, theirsFor: ReadonlySet<DraftField>): ArticleDraft {
  return merge.conflicts.reduce((draft, field) => take(draft, theirsFor.has(field) ? merge.theirs : merge.mine, field), merge.draft);
}
