/**
 * Pure rules of the article form: slugs from titles, tags from text,
 * validation with SPEC's messages. Unit-tested alone.
 */
import { needsDisclosure, type TradeIdea } from '../../lib/finance.js';
import { slugify } from '../../lib/slug.js';
import { tagKey } from '../../lib/tags.js';
import { isDisclosure, tradeIdeaProblem } from './finance-checks.js';
import { editorTexts as texts } from './texts.js';
import type { ArticleDraft, IdeaDraft, StoredIdea } from './types.js';

export const MAX_SUMMARY = 300;
/** A draft's summary may run longer while the author cuts it down (firestore.rules: validTexts). */
export const MAX_DRAFT_SUMMARY = 2000;
/** Tags an article holds at most, draft or published (firestore.rules: validTexts). */
const MAX_TAGS = 20;
const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** A new title: the slug follows it, unless the admin has edited the slug. */
export function withTitle(draft: ArticleDraft, title: string): ArticleDraft {
  return { ...draft, title, slug: draft.slugEdited ? draft.slug : slugify(title) };
}

/** Comma separated, trimmed, empty ones dropped (and no repeats, whatever their case). */
export function parseTags(text: string): string[] {
  const seen = new Set<string>();
  const tags: string[] = [];
  for (const tag of text.split(',').map((part) => part.trim().replace(/\s+/g, ' '))) {
    const key = tagKey(tag);
    if (tag !== '' && !seen.has(key)) {
      seen.add(key);
      tags.push(tag);
    }
  }
  return tags;
}

/** Each tag in the spelling the site already uses for it, when it has one ("stocks" → "Stocks"). */
export function canonicalTags(tags: readonly string[], known: readonly string[]): string[] {
  const spelling = new Map<string, string>();
  for (const name of known) if (!spelling.has(tagKey(name))) spelling.set(tagKey(name), name);
  return tags.map((tag) => spelling.get(tagKey(tag)) ?? tag);
}

/** Known tags that start with what is typed (any word of them, whatever the case), those used most first. */
export function tagSuggestions(typed: string, known: readonly string[], chosen: readonly string[], max = 6): string[] {
  const key = tagKey(typed);
  if (key === '') return [];
  const taken = new Set(chosen.map(tagKey));
  const starts = (name: string) => tagKey(name).startsWith(key);
  const wordStarts = (name: string) => tagKey(name).split(' ').some((word) => word.startsWith(key));
  const open = known.filter((name) => !taken.has(tagKey(name)) && tagKey(name) !== key);
  return [...open.filter(starts), ...open.filter((name) => !starts(name) && wordStarts(name))].slice(0, max);
}

/** Whether the HTML holds any words or pictures (an empty editor gives "<p></p>"). */
export function hasContent(html: string): boolean {
  return /<img\b/i.test(html) || html.replace(/<[^>]*>/g, '').replace(/&nbsp;/g, ' ').trim() !== '';
}

/** What stops the trade idea being published, in Trade Ideas only, or null. */
function ideaProblem(draft: ArticleDraft): string | null {
  const idea = storedIdeaOf(draft);
  const problem = idea && tradeIdeaProblem(idea, tickersOf(draft));
  return problem ? texts.ideaProblems[problem] : null;
}

/** The first problem that stops publishing (or saving what is published), with SPEC's message; null when there is none. */
export function draftProblem(draft: ArticleDraft, mode: 'create' | 'edit'): string | null {
  if (mode === 'edit') {
    if (draft.title.trim() === '' || !hasContent(draft.content)) return texts.titleAndContentRequired;
  } else if (draft.title.trim() === '' || draft.summary.trim() === '' || !hasContent(draft.content) || draft.category === '') {
    return texts.requiredFields;
  }
  if (draft.summary.length > MAX_SUMMARY) return texts.summaryTooLong;
  if (mode === 'edit' && (draft.summary.trim() === '' || draft.category === '')) return texts.requiredFields;
  if (!SLUG.test(draft.slug)) return texts.slugInvalid;
  if (parseTags(draft.tags).length > MAX_TAGS) return texts.tooManyTags;
  if (draft.status === 'published' && needsDisclosure(draft.category) && !isDisclosure(draft.disclosure)) return texts.disclosureRequired;
  return ideaProblem(draft);
}

export type RequiredField = 'title' | 'summary' | 'content' | 'category';

/** The required fields left empty, in form order: named on screen when a save is refused for them. */
export function missingFields(draft: ArticleDraft): RequiredField[] {
  const missing: RequiredField[] = [];
  if (draft.title.trim() === '') missing.push('title');
  if (draft.summary.trim() === '') missing.push('summary');
  if (!hasContent(draft.content)) missing.push('content');
  if (draft.category === '') missing.push('category');
  return missing;
}

/** Whether the draft holds anything at all: a title, a summary or text. */
export const holdsAnything = (draft: ArticleDraft): boolean => draft.title.trim() !== '' || draft.summary.trim() !== '' || hasContent(draft.content);

/**
 * Why a draft cannot be stored, or null. A draft is stored whatever state its fields are in
 * (an unfinished trade idea, an empty summary or one over 300 characters, no category, a
 * permalink typed halfway: storedSlug); only publishing needs every field. A new article
 * is created once it holds a title, a summary or text; and no article holds more tags than
 * the rules take.
 */
export function draftSaveProblem(draft: ArticleDraft, isNew: boolean): string | null {
  if (isNew && !holdsAnything(draft)) return texts.requiredFields;
  if (parseTags(draft.tags).length > MAX_TAGS) return texts.tooManyTags;
  return null;
}

/** Once published, the idea as stored (null: none), which a save must keep as it is. */
export type FrozenIdea = { readonly idea: TradeIdea | null } | null;

/** The trade idea of a published article is frozen (firestore.rules: ideaKept): changing its category, say, would drop it. */
const frozenProblem = (draft: ArticleDraft, frozen: FrozenIdea): string | null =>
  frozen && JSON.stringify(tradeIdeaOf(draft)) !== JSON.stringify(frozen.idea) ? texts.ideaFrozen : null;

/**
 * What stops saving the form with the status it says (`draft.status`): the frozen idea, the
 * draft's checks (`isNew`: no article stored yet), or publishing's.
 */
export function saveProblem(draft: ArticleDraft, mode: 'create' | 'edit', frozen: FrozenIdea = null, isNew = false): string | null {
  const found = frozenProblem(draft, frozen);
  if (found) return found;
  // A frozen idea is the one the rules took when it was published: not checked again.
  const checked = frozen ? { ...draft, tradeIdea: null } : draft;
  return checked.status === 'published' ? draftProblem(checked, mode) : draftSaveProblem(checked, isNew);
}

/** Whether an autosave would store this draft: a new article once anything is written, a stored one always. */
export const canAutosave = (draft: ArticleDraft, isNew: boolean): boolean => !isNew || holdsAnything(draft);

/** A price as typed, as stored: a number, or null when none is typed or what is typed is no number. */
const price = (text: string): number | null => {
  const value = text.trim() === '' ? Number.NaN : Number(text.replace(/[,\s]/g, ''));
  return Number.isFinite(value) ? value : null;
};

/** The trade idea a save stores: in Trade Ideas only, prices as numbers or null (a draft's may be unfinished). */
export function storedIdeaOf(draft: ArticleDraft): StoredIdea | null {
  const idea: IdeaDraft | null = draft.category === 'trade-ideas' ? draft.tradeIdea : null;
  if (!idea) return null;
  return { direction: idea.direction, ticker: idea.ticker, entry: price(idea.entry), target: price(idea.target), stop: price(idea.stop), horizon: idea.horizon.trim() };
}

/** The trade idea with its three prices, as readers would see it; null when there is none or a price is missing. */
export function tradeIdeaOf(draft: ArticleDraft): TradeIdea | null {
  const idea = storedIdeaOf(draft);
  if (!idea) return null;
  const { entry, target, stop } = idea;
  return entry === null || target === null || stop === null ? null : { ...idea, entry, target, stop };
}

/**
 * The permalink a save stores: as typed, or, typed halfway in a draft ("my-slug-", which
 * publishing refuses), as it would read ("my-slug"): the rules take no other in any article.
 */
export const storedSlug = (slug: string): string => (slug === '' || SLUG.test(slug) ? slug : slugify(slug));

/** The tickers to store: the idea's own among them. */
export function tickersOf(draft: ArticleDraft): string[] {
  const idea = draft.category === 'trade-ideas' ? draft.tradeIdea : null;
  return idea && idea.ticker !== '' && !draft.tickers.includes(idea.ticker) ? [...draft.tickers, idea.ticker] : [...draft.tickers];
}

/** The fields an admin edits, one by one (the slug goes with whether it was typed), in form order. */
export const DRAFT_FIELDS = [
  'title', 'slug', 'summary', 'content', 'category', 'tags', 'featuredImage', 'featuredImageAlt', 'featuredImageCaption',
  'metaTitle', 'metaDescription', 'status', 'isFeatured', 'tickers', 'disclosure', 'tradeIdea',
] as const;

export type DraftField = (typeof DRAFT_FIELDS)[number];

/** When a field holds the same thing in two drafts, as it would be saved. */
const SAME: Readonly<Record<DraftField, (a: ArticleDraft, b: ArticleDraft) => boolean>> = {
  title: (a, b) => a.title === b.title,
  slug: (a, b) => a.slug === b.slug,
  summary: (a, b) => a.summary === b.summary,
  content: (a, b) => a.content === b.content,
  category: (a, b) => a.category === b.category,
  // Saved in the site's spelling either way: a tag typed in another case is the same tag.
  tags: (a, b) => parseTags(a.tags).map(tagKey).join('\n') === parseTags(b.tags).map(tagKey).join('\n'),
  featuredImage: (a, b) => a.featuredImage === b.featuredImage,
  featuredImageAlt: (a, b) => a.featuredImageAlt.trim() === b.featuredImageAlt.trim(),
  featuredImageCaption: (a, b) => a.featuredImageCaption.trim() === b.featuredImageCaption.trim(),
  metaTitle: (a, b) => a.metaTitle.trim() === b.metaTitle.trim(),
  metaDescription: (a, b) => a.metaDescription.trim() === b.metaDescription.trim(),
  status: (a, b) => a.status === b.status,
  isFeatured: (a, b) => a.isFeatured === b.isFeatured,
  tickers: (a, b) => a.tickers.join(' ') === b.tickers.join(' '),
  disclosure: (a, b) => a.disclosure.trim() === b.disclosure.trim(),
  tradeIdea: (a, b) => JSON.stringify(a.tradeIdea) === JSON.stringify(b.tradeIdea),
};

export const sameField = (field: DraftField, a: ArticleDraft, b: ArticleDraft): boolean => SAME[field](a, b);

/** Whether two drafts differ in anything that would be saved. */
export const sameDraft = (a: ArticleDraft, b: ArticleDraft): boolean => DRAFT_FIELDS.every((field) => SAME[field](a, b));
