/**
 * An article's share card (og:image) in Storage: images/share/{articleId}-{hash}.png, the
 * hash that of what the card shows (src/lib/share-card/layout.ts), so a card is drawn and
 * stored again only when its headline, category, byline or image changed, and each new one
 * has an address no cache has seen. The card it replaces is deleted by the caller once the
 * save that replaced it is through (as featured images are).
 */
import { getDownloadURL, ref, uploadBytes } from 'firebase/storage';
import { getStorageInstance } from '../../../lib/firebase/storage.js';
import { cardHash, shareCardPath, type CardInput } from '../../../lib/share-card/layout.js';
import { drawCardInBrowser, type DrawnCard } from '../share-card/draw-in-browser.js';
import { imageName } from './images.js';

export type DrawCard = (input: CardInput) => Promise<DrawnCard>;

const fileName = (path: string): string => path.split('/').pop() ?? path;

/**
 * The address of the card that shows `input`: `current` when it already does, else a card
 * drawn now (by `draw`: the browser's canvas) and stored. Rejects when it cannot be made.
 */
export async function shareCardFor(articleId: string, input: CardInput, current: string | null, draw: DrawCard = drawCardInBrowser): Promise<string> {
  const wanted = shareCardPath(articleId, await cardHash(input));
  if (current && imageName(current) === fileName(wanted)) return current;
  const drawn = await draw(input);
  // Drawn without its image (unreadable now): named for what it shows, so a later save tries again.
  const path = drawn.withImage || !input.image ? wanted : shareCardPath(articleId, await cardHash({ ...input, image: null }));
  if (current && imageName(current) === fileName(path)) return current;
  const target = ref(getStorageInstance(), path);
  await uploadBytes(target, drawn.png, { contentType: 'image/png', cacheControl: 'public, max-age=31536000, immutable' });
  return getDownloadURL(target);
}
