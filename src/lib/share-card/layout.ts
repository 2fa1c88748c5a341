/**
 * The share card of an article (og:image): 1200×630, as link previews want it, laid out
 * like a financial paper's card: the site's name over a rule, the category as a kicker, the
 * headline in the serif, wrapped and sized to fit, the byline at the foot, and the featured
 * image, when there is one, on the right: whole (contained), never cropped, since featured
 * images often carry text of their own (a chart's title, a headline), over a blurred and
 * darkened copy of itself that fills the rest of its panel. Pure: the text is measured by the
 * caller's canvas (the admin's browser, or the seed's in Node), so both draw the same card
 * from the same layout (draw.ts).
 */

export const CARD_WIDTH = 1200;
export const CARD_HEIGHT = 630;

/** Changing the layout changes every card's name, so no cache serves the old one (2: the image contained, not cropped). */
export const CARD_LAYOUT_VERSION = 2;

/** The site's own font stacks (src/index.css): nothing is downloaded, and every system has one. */
const SERIF = "Charter, 'Bitstream Charter', 'Sitka Text', Cambria, Georgia, 'Liberation Serif', 'DejaVu Serif', 'Times New Roman', serif";
export const SANS = "system-ui, -apple-system, 'Segoe UI', Roboto, 'Liberation Sans', 'DejaVu Sans', Arial, sans-serif";

/** Restrained colours: paper, ink and one claret accent. */
const CARD_COLOURS = { paper: '#faf7f2', ink: '#0f1e33', accent: '#9b1b30', muted: '#4b5563', rule: '#d6cfc2' } as const;

export interface CardInput {
  readonly title: string;
  /** The category's name, shown as the kicker. */
  readonly category: string;
  readonly siteName: string;
  readonly author: string;
  /** The featured image's address, or null. */
  readonly image: string | null;
}

/** Width of `text` drawn in `font` (a CSS font shorthand), in pixels. */
export type Measure = (text: string, font: string) => number;

export type CardElement =
  | { readonly kind: 'rect'; readonly x: number; readonly y: number; readonly width: number; readonly height: number; readonly fill: string }
  | { readonly kind: 'image'; readonly x: number; readonly y: number; readonly width: number; readonly height: number }
  | { readonly kind: 'text'; readonly text: string; readonly x: number; readonly y: number; readonly font: string; readonly fill: string };

const MARGIN = 64;
const IMAGE_WIDTH = 480;
const HEADLINE_TOP = 206;
const HEADLINE_BOTTOM = 516;
const MAX_HEADLINE_SIZE = 72;
const MIN_HEADLINE_SIZE = 40;
const ELLIPSIS = '…';

export const headlineFont = (size: number): string => `700 ${size}px ${SERIF}`;

/** Breaks one word wider than the line into pieces that fit (a long ticker list, a URL). */
function splitWord(word: string, width: number, font: string, measure: Measure): string[] {
  const pieces: string[] = [];
  let piece = '';
  for (const char of word) {
    if (piece !== '' && measure(piece + char, font) > width) {
      pieces.push(piece);
      piece = char;
    } else {
      piece += char;
    }
  }
  if (piece !== '') pieces.push(piece);
  return pieces;
}

/** The text in lines no wider than `width`, broken between words (inside a word only when it cannot fit alone). */
export function wrapText(text: string, width: number, font: string, measure: Measure): string[] {
  const words = text.split(/\s+/).filter((word) => word !== '');
  const lines: string[] = [];
  let line = '';
  for (const word of words) {
    const candidate = line === '' ? word : `${line} ${word}`;
    if (measure(candidate, font) <= width) {
      line = candidate;
      continue;
    }
    if (line !== '') lines.push(line);
    const pieces = measure(word, font) <= width ? [word] : splitWord(word, width, font, measure);
    lines.push(...pieces.slice(0, -1));
    line = pieces.at(-1) ?? '';
  }
  if (line !== '') lines.push(line);
  return lines;
}

/** The line, shortened word by word (then letter by letter) until it fits with an ellipsis after it. */
export function ellipsize(line: string, width: number, font: string, measure: Measure): string {
  let kept = line;
  while (kept !== '' && measure(kept + ELLIPSIS, font) > width) {
    const cut = kept.lastIndexOf(' ');
    kept = cut > 0 ? kept.slice(0, cut) : kept.slice(0, -1);
  }
  return kept.replace(/[\s,;:.–—-]+$/, '') + ELLIPSIS;
}

export interface FittedHeadline {
  readonly size: number;
  readonly lineHeight: number;
  readonly lines: readonly string[];
}

/**
 * The headline at the largest size whose lines fit the box; at the smallest size a
 * headline still too long keeps the lines that fit, the last one ending with an ellipsis.
 */
export function fitHeadline(text: string, width: number, height: number, measure: Measure): FittedHeadline {
  for (let size = MAX_HEADLINE_SIZE; size >= MIN_HEADLINE_SIZE; size -= 2) {
    const lineHeight = Math.round(size * 1.16);
    const lines = wrapText(text, width, headlineFont(size), measure);
    if (lines.length * lineHeight <= height) return { size, lineHeight, lines };
  }
  const size = MIN_HEADLINE_SIZE;
  const lineHeight = Math.round(size * 1.16);
  const font = headlineFont(size);
  const lines = wrapText(text, width, font, measure);
  const fits = Math.max(1, Math.floor(height / lineHeight));
  const kept = lines.slice(0, fits);
  kept[fits - 1] = ellipsize(lines.slice(fits - 1).join(' '), width, font, measure);
  return { size, lineHeight, lines: kept };
}

/** Everything the card shows, where it shows it, painted in order. */
export function cardLayout(input: CardInput, measure: Measure): CardElement[] {
  const { paper, ink, accent, muted, rule } = CARD_COLOURS;
  const textRight = input.image ? CARD_WIDTH - IMAGE_WIDTH - MARGIN : CARD_WIDTH - MARGIN;
  const width = textRight - MARGIN;
  const siteFont = `700 26px ${SANS}`;
  const kickerFont = `700 24px ${SANS}`;
  const bylineFont = `400 26px ${SANS}`;
  const headline = fitHeadline(input.title.trim(), width, HEADLINE_BOTTOM - HEADLINE_TOP, measure);
  // The headline's first baseline sits one cap height (about 0.8 of the size) below the box's top.
  const firstBaseline = HEADLINE_TOP + Math.round(headline.size * 0.82);
  return [
    { kind: 'rect', x: 0, y: 0, width: CARD_WIDTH, height: CARD_HEIGHT, fill: paper },
    ...(input.image ? [{ kind: 'image', x: CARD_WIDTH - IMAGE_WIDTH, y: 0, width: IMAGE_WIDTH, height: CARD_HEIGHT } as const] : []),
    { kind: 'rect', x: 0, y: 0, width: input.image ? CARD_WIDTH - IMAGE_WIDTH : CARD_WIDTH, height: 10, fill: accent },
    { kind: 'text', text: ellipsizeIfWide(input.siteName.toUpperCase(), width, siteFont, measure), x: MARGIN, y: 92, font: siteFont, fill: ink },
    { kind: 'rect', x: MARGIN, y: 114, width, height: 2, fill: ink },
    { kind: 'text', text: ellipsizeIfWide(input.category.toUpperCase(), width, kickerFont, measure), x: MARGIN, y: 170, font: kickerFont, fill: accent },
    ...headline.lines.map((line, index) => ({
      kind: 'text' as const, text: line, x: MARGIN, y: firstBaseline + index * headline.lineHeight, font: headlineFont(headline.size), fill: ink,
    })),
    { kind: 'rect', x: MARGIN, y: 540, width, height: 1, fill: rule },
    { kind: 'text', text: ellipsizeIfWide(`By ${input.author}`, width, bylineFont, measure), x: MARGIN, y: 584, font: bylineFont, fill: muted },
  ];
}

const ellipsizeIfWide = (text: string, width: number, font: string, measure: Measure): string =>
  measure(text, font) <= width ? text : ellipsize(text, width, font, measure);

/**
 * Where a `sourceWidth`×`sourceHeight` image goes, whole, in a box of `width`×`height`: as
 * large as fits, centred (offsets from the box's corner).
 */
export function containFit(sourceWidth: number, sourceHeight: number, width: number, height: number) {
  const scale = Math.min(width / sourceWidth, height / sourceHeight);
  const dw = sourceWidth * scale;
  const dh = sourceHeight * scale;
  return { dx: (width - dw) / 2, dy: (height - dh) / 2, dw, dh };
}

/** The part of a `sourceWidth`×`sourceHeight` image that covers a box of `width`×`height`, centred (the backdrop behind the contained image). */
export function coverCrop(sourceWidth: number, sourceHeight: number, width: number, height: number) {
  const scale = Math.max(width / sourceWidth, height / sourceHeight);
  const sw = width / scale;
  const sh = height / scale;
  return { sx: (sourceWidth - sw) / 2, sy: (sourceHeight - sh) / 2, sw, sh };
}

/**
 * The card's content hash (SHA-256 of what it shows and the layout's version, 16 hex
 * digits): in the card's name, so a changed card has a new address that no cache holds,
 * and an unchanged one is not drawn again.
 */
export async function cardHash(input: CardInput): Promise<string> {
  const key = JSON.stringify([CARD_LAYOUT_VERSION, input.title.trim(), input.category, input.siteName, input.author, input.image]);
  const digest = await globalThis.crypto.subtle.digest('SHA-256', new TextEncoder().encode(key));
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('').slice(0, 16);
}

/** Where an article's card is stored (storage.rules: images/share). */
export const shareCardPath = (articleId: string, hash: string): string => `images/share/${articleId}-${hash}.png`;
