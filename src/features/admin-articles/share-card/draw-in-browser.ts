/**
 * Draws an article's share card in the admin's browser (no server: docs/authoring.md, Share
 * cards): an OffscreenCanvas painted from the shared layout (src/lib/share-card), as a PNG.
 * Loaded only with the editor: no reader page carries it (scripts/check-bundle.ts).
 */
import { drawShareCard, type CardImage } from '../../../lib/share-card/draw.js';
import { CARD_HEIGHT, CARD_WIDTH, headlineFont, SANS, type CardInput } from '../../../lib/share-card/layout.js';

/** The card as a PNG, and whether the featured image made it into the picture. */
export interface DrawnCard {
  readonly png: Blob;
  readonly withImage: boolean;
}

/**
 * The featured image, decoded from its bytes: fetched with CORS (Storage sends the
 * headers), so the canvas stays clean and can be exported; an <img> of the address itself
 * would taint it. Through an <img> of the bytes, so SVGs decode too. Null when it cannot be
 * had: the card is drawn without it (and drawn again, with it, at a later save).
 */
async function loadImage(url: string): Promise<CardImage<HTMLImageElement> | null> {
  try {
    // From the network: the editor's <img> of the image was fetched without CORS, and its
    // copy in the HTTP cache (kept for a year) has no CORS headers, so reusing it would fail.
    const response = await fetch(url, { mode: 'cors', credentials: 'omit', cache: 'reload' });
    if (!response.ok) return null;
    const local = URL.createObjectURL(await response.blob());
    try {
      const image = new Image();
      image.src = local;
      await image.decode();
      return { source: image, width: image.naturalWidth || CARD_WIDTH, height: image.naturalHeight || CARD_HEIGHT };
    } finally {
      URL.revokeObjectURL(local);
    }
  } catch {
    return null;
  }
}

/**
 * The site's fonts are the reader's own (src/index.css: nothing is downloaded); asking the
 * font set for them waits for any the page is still loading, so the headline is never drawn
 * in a font that is not there yet. A canvas falls back to the system serif in any case.
 */
async function fontsReady(): Promise<void> {
  if (!('fonts' in document)) return;
  await Promise.all([document.fonts.load(headlineFont(60)), document.fonts.load(`700 26px ${SANS}`)]).catch(() => undefined);
}

export async function drawCardInBrowser(input: CardInput): Promise<DrawnCard> {
  if (typeof OffscreenCanvas === 'undefined') throw new Error('This browser cannot draw images off screen.');
  const [image] = await Promise.all([input.image ? loadImage(input.image) : null, fontsReady()]);
  const canvas = new OffscreenCanvas(CARD_WIDTH, CARD_HEIGHT);
  const context = canvas.getContext('2d');
  if (!context) throw new Error('This browser cannot draw images off screen.');
  drawShareCard(context, input, image);
  return { png: await canvas.convertToBlob({ type: 'image/png' }), withImage: image !== null };
}
