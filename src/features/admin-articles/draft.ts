/**
 * Pure rules of the article form: slugs from titles, tags from text,
 * validation with SPEC's messages. Unit-tested alone.
 */
import { slugify } from '../../lib/slug.js';
import { editorTexts as texts } from './texts.js';
import type { ArticleDraft } from './types.js';

export const MAX_SUMMARY = 300;
const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** A new title: the slug follows it, unless the admin has edited the slug. */
export function withTitle(draft: ArticleDraft, title: string): ArticleDraft {
  return { ...draft, title, slug: draft.slugEdited ? draft.slug : slugify(title) };
}

/** Comma separated, trimmed, empty ones dropped (and no repeats). */
export function parseTags(text: string): string[] {
  const seen = new Set<string>();
  const tags: string[] = [];
  for (const tag of text.split(',').map((part) => part.trim())) {
    const key = tag.toLowerCase();
    if (tag !== '' && !seen.has(key)) {
      seen.add(key);
      tags.push(tag);
    }
  }
  return tags;
}

/** Whether the HTML holds any words or pictures (an empty editor gives "<p></p>"). */
export function hasContent(html: string): boolean {
  return /<img\b/i.test(html) || html.replace(/<[^>]*>/g, '').replace(/&nbsp;/g, ' ').trim() !== '';
}

/** The first problem that stops a save, with SPEC's message; null when there is none. */
export function draftProblem(draft: ArticleDraft, mode: 'create' | 'edit'): string | null {
  if (mode === 'edit') {
    if (draft.title.trim() === '' || !hasContent(draft.content)) return texts.titleAndContentRequired;
  } else if (draft.title.trim() === '' || draft.summary.trim() === '' || !hasContent(draft.content) || draft.category === '') {
    return texts.requiredFields;
  }
  if (draft.summary.length > MAX_SUMMARY) return texts.summaryTooLong;
  if (mode === 'edit' && (draft.summary.trim() === '' || draft.category === '')) return texts.requiredFields;
  if (!SLUG.test(draft.slug)) return texts.slugInvalid;
  return null;
}

/** Whether an autosave can store this draft (the rules want every required field). */
export const canAutosave = (draft: ArticleDraft): boolean => draftProblem(draft, 'create') === null;

/** Whether two drafts differ in anything that would be saved. */
export function sameDraft(a: ArticleDraft, b: ArticleDraft): boolean {
  return (
    a.title === b.title &&
    a.slug === b.slug &&
    a.summary === b.summary &&
    a.content === b.content &&
    a.category === b.category &&
    parseTags(a.tags).join('\n') === parseTags(b.tags).join('\n') &&
    a.featuredImage === b.featuredImage &&
    a.status === b.status &&
    a.isFeatured === b.isFeatured
  );
}
