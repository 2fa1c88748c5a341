/**
 * The demo articles' share cards (og:image), drawn at seed time in Node with the app's own
 * layout and painter (src/lib/share-card) on @napi-rs/canvas, Skia as in Chromium, from the
 * article's featured photograph as the editor reads it (the set's reference, its largest
 * JPEG). A devDependency of the seed only: the app draws its cards in the admin's browser.
 *
 * Seeding runs at the start of every test run, so rendered cards are kept under
 * node_modules/.cache/share-cards by a hash of what they show (the photograph's key, not its
 * address, which has a random part): only a changed card is drawn again.
 */
import { createHash } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createCanvas, GlobalFonts, loadImage } from '@napi-rs/canvas';
import { drawShareCard } from '../../../src/lib/share-card/draw.js';
import { CARD_HEIGHT, CARD_LAYOUT_VERSION, CARD_WIDTH, type CardInput } from '../../../src/lib/share-card/layout.js';

/** The repo's own cache folder (every script and test runs from the repo's root). */
const CACHE = join(process.cwd(), 'node_modules', '.cache', 'share-cards');

/** The featured picture: what it shows (a key for the cache) and its encoded bytes. */
export interface CardPicture {
  readonly key: string;
  readonly data: Buffer;
}

async function draw(input: CardInput, picture: Buffer): Promise<Buffer> {
  // The canvas reads the system's fonts (Linux: fonts-liberation, which Chromium brings;
  // every Mac and Windows has Georgia): without any, the headline would be blank.
  if (GlobalFonts.families.length === 0) {
    throw new Error('No fonts for the demo share cards: install a serif font (Debian: apt-get install fonts-liberation).');
  }
  const canvas = createCanvas(CARD_WIDTH, CARD_HEIGHT);
  const image = await loadImage(picture);
  drawShareCard(canvas.getContext('2d'), input, { source: image, width: image.width || CARD_WIDTH, height: image.height || CARD_HEIGHT });
  return canvas.encode('png');
}

/** The card of `input` whose featured image is `picture`, as PNG bytes. */
export async function demoShareCard(input: CardInput, picture: CardPicture): Promise<Buffer> {
  const key = createHash('sha256')
    .update(JSON.stringify([CARD_LAYOUT_VERSION, input.title, input.category, input.siteName, input.author, picture.key]))
    .digest('hex')
    .slice(0, 32);
  const cached = join(CACHE, `${key}.png`);
  try {
    return await readFile(cached);
  } catch {
    const png = await draw(input, picture.data);
    await mkdir(CACHE, { recursive: true });
    await writeFile(cached, png);
    return png;
  }
}
