/**
 * Which picked files an upload takes (SPEC's messages): a photo up to 20 MB, since it is
 * resized before it is stored; a GIF or an SVG, stored as picked, within the stored limits.
 */
import { describe, expect, it } from 'vitest';
import { editorTexts as texts } from '../texts.js';
import { imageProblem } from './images.js';

const MB = 1024 * 1024;
const file = (name: string, type: string, bytes: number) => new File([new Uint8Array(bytes)], name, { type });

describe('imageProblem', () => {
  it('takes a photo up to 20 MB in every folder, HEIC too, however the browser types it', () => {
    for (const kind of ['featured', 'inline', 'avatars'] as const) {
      for (const photo of [file('a.jpg', 'image/jpeg', 20 * MB), file('a.png', 'image/png', 3 * MB), file('a.webp', 'image/webp', 1), file('IMG_1.HEIC', 'image/heic', 8 * MB), file('IMG_2.heif', '', 8 * MB)]) {
        expect(imageProblem(photo, kind), `${photo.name} as ${kind}`).toBeNull();
      }
      expect(imageProblem(file('a.jpg', 'image/jpeg', 20 * MB + 1), kind)).toBe(texts.photoTooLarge);
    }
  });

  it('holds a GIF or an SVG, stored as picked, to the stored limits: 2 MB featured, 5 MB inline', () => {
    expect(imageProblem(file('a.gif', 'image/gif', 2 * MB), 'featured')).toBeNull();
    expect(imageProblem(file('a.gif', 'image/gif', 2 * MB + 1), 'featured')).toBe(texts.featuredTooLarge);
    expect(imageProblem(file('a.svg', 'image/svg+xml', 5 * MB), 'inline')).toBeNull();
    expect(imageProblem(file('a.svg', 'image/svg+xml', 5 * MB + 1), 'inline')).toBe(texts.inlineTooLarge);
  });

  it('takes any image as a profile picture up to 20 MB: it is always stored as a set', () => {
    expect(imageProblem(file('me.gif', 'image/gif', 5 * MB), 'avatars')).toBeNull();
    expect(imageProblem(file('me.svg', 'image/svg+xml', 20 * MB + 1), 'avatars')).toBe(texts.photoTooLarge);
  });

  it('refuses what is not an image with SPEC\'s message', () => {
    expect(imageProblem(file('notes.txt', 'text/plain', 10), 'featured')).toBe(texts.invalidImage);
    expect(imageProblem(file('clip.avif', 'image/avif', 10), 'inline')).toBe(texts.invalidImage);
  });
});
