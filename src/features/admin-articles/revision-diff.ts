/**
 * What changed between a revision and the current version, as an editor reads it: the title
 * and summary word by word, and the text block by block (paragraphs, headings, list items,
 * quotes, code, images), word by word within a block that changed. The text is compared as
 * text, from the sanitized HTML, never as markup: a link or a bold word added shows as no
 * change of its words. From the older (the revision) to the newer (the current version):
 * `added` is what the current version has that the revision had not.
 * Runs of unchanged blocks fold to a count, with one block of context either side of a change.
 */
import { diffArrays, diffWords } from 'diff';
import { sanitizeArticleHtml } from '../../lib/sanitize-html.js';
import type { RevisionText } from './types.js';

export type BlockTag = 'paragraph' | 'heading' | 'item' | 'quote' | 'code' | 'image';

export interface Block {
  readonly tag: BlockTag;
  readonly text: string;
}

export interface Piece {
  readonly text: string;
  readonly change: 'same' | 'added' | 'removed';
}

export type BodyChange =
  | { readonly kind: 'same' | 'added' | 'removed' | 'changed'; readonly tag: BlockTag; readonly pieces: readonly Piece[] }
  /** Unchanged blocks, folded. */
  | { readonly kind: 'folded'; readonly count: number };

export interface RevisionDiff {
  readonly title: readonly Piece[];
  readonly summary: readonly Piece[];
  readonly body: readonly BodyChange[];
  /** Whether anything differs at all. */
  readonly changed: boolean;
}

/** Elements that hold a block of text when no such element is inside them. */
const BLOCK_SELECTOR = 'p, h1, h2, h3, h4, h5, h6, li, blockquote, pre, figcaption';

function tagOf(element: Element): BlockTag {
  if (/^H[1-6]$/.test(element.tagName)) return 'heading';
  if (element.tagName === 'PRE') return 'code';
  if (element.closest('li')) return 'item';
  if (element.closest('blockquote')) return 'quote';
  return 'paragraph';
}

const words = (text: string): string => text.replace(/\s+/g, ' ').trim();

/** The blocks of an article's HTML, in order, after the site's sanitizer. */
export function textBlocks(html: string): Block[] {
  const body = new DOMParser().parseFromString(sanitizeArticleHtml(html), 'text/html').body;
  const blocks: Block[] = [];
  const visit = (element: Element): void => {
    if (element.tagName === 'IMG') {
      blocks.push({ tag: 'image', text: words(element.getAttribute('alt') ?? '') });
      return;
    }
    if (element.matches(BLOCK_SELECTOR) && !element.querySelector(BLOCK_SELECTOR)) {
      const text = element.tagName === 'PRE' ? (element.textContent ?? '').trimEnd() : words(element.textContent ?? '');
      if (text !== '') blocks.push({ tag: tagOf(element), text });
      for (const image of element.querySelectorAll('img')) visit(image);
      return;
    }
    for (const child of element.children) visit(child);
  };
  visit(body);
  return blocks;
}

/** `from` against `to`, word by word. */
export function diffText(from: string, to: string): Piece[] {
  return diffWords(from, to).map((change) => ({ text: change.value, change: change.added ? 'added' : change.removed ? 'removed' : 'same' }));
}

const sameBlock = (a: Block, b: Block): boolean => a.tag === b.tag && a.text === b.text;

/**
 * Whether two blocks are one block edited rather than one removed and another added: they
 * have at least half of the shorter one's text in common (a sentence added to a paragraph
 * is an edit of it; a paragraph rewritten from scratch is another paragraph).
 */
function edited(pieces: readonly Piece[], from: Block, to: Block): boolean {
  const common = pieces.filter((piece) => piece.change === 'same').reduce((sum, piece) => sum + piece.text.trim().length, 0);
  return common * 2 >= Math.min(from.text.length, to.text.length);
}

/** Every block of `from` and `to` in order, each same, added, removed, or changed (with its words). */
function blockChanges(from: readonly Block[], to: readonly Block[]): BodyChange[] {
  const changes: BodyChange[] = [];
  let removed: Block[] = [];
  const flushRemoved = () => {
    for (const block of removed) changes.push({ kind: 'removed', tag: block.tag, pieces: [{ text: block.text, change: 'removed' }] });
    removed = [];
  };
  for (const part of diffArrays([...from], [...to], { comparator: sameBlock })) {
    if (part.removed) {
      flushRemoved();
      removed = [...part.value];
    } else if (part.added) {
      // Removed blocks just before added ones: pairs that are one block edited show word by word.
      for (const [index, block] of part.value.entries()) {
        const old = removed[index];
        const pieces = old ? diffText(old.text, block.text) : [];
        if (old && edited(pieces, old, block)) {
          changes.push({ kind: 'changed', tag: block.tag, pieces });
        } else {
          if (old) changes.push({ kind: 'removed', tag: old.tag, pieces: [{ text: old.text, change: 'removed' }] });
          changes.push({ kind: 'added', tag: block.tag, pieces: [{ text: block.text, change: 'added' }] });
        }
      }
      removed = removed.slice(part.value.length);
      flushRemoved();
    } else {
      flushRemoved();
      for (const block of part.value) changes.push({ kind: 'same', tag: block.tag, pieces: [{ text: block.text, change: 'same' }] });
    }
  }
  flushRemoved();
  return changes;
}

/** Runs of two or more unchanged blocks further than `context` from a change, folded into counts. */
function fold(changes: readonly BodyChange[], context: number): BodyChange[] {
  const near = changes.map((_, index) =>
    changes.slice(Math.max(0, index - context), index + context + 1).some((change) => change.kind !== 'same'),
  );
  const folded: BodyChange[] = [];
  let run: BodyChange[] = [];
  const flush = () => {
    folded.push(...(run.length > 1 ? [{ kind: 'folded', count: run.length } as const] : run));
    run = [];
  };
  changes.forEach((change, index) => {
    if (change.kind === 'same' && !near[index]) {
      run.push(change);
      return;
    }
    flush();
    folded.push(change);
  });
  flush();
  return folded;
}

/** Body blocks compared, folded around the changes. */
export function diffBlocks(from: readonly Block[], to: readonly Block[]): BodyChange[] {
  return fold(blockChanges(from, to), 1);
}

/** What changed from a revision (`from`) to the current version (`to`). */
export function diffRevision(from: RevisionText, to: RevisionText): RevisionDiff {
  const title = diffText(from.title.trim(), to.title.trim());
  const summary = diffText(from.summary.trim(), to.summary.trim());
  const body = diffBlocks(textBlocks(from.content), textBlocks(to.content));
  const changed = [...title, ...summary].some((piece) => piece.change !== 'same') || body.some((block) => block.kind !== 'same' && block.kind !== 'folded');
  return { title, summary, body, changed };
}
