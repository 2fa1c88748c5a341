/**
 * Paints a share card's layout (layout.ts) on a 2D canvas: the admin's OffscreenCanvas, or
 * the seed's canvas in Node (@napi-rs/canvas, which speaks the same API), so both make the
 * same card.
 */
import { cardLayout, coverCrop, type CardInput } from './layout.js';

/** A decoded picture and its size in pixels. */
export interface CardImage<Source> {
  readonly source: Source;
  readonly width: number;
  readonly height: number;
}

/** The part of CanvasRenderingContext2D the card uses, so that Node's canvas fits it too. */
export interface CardContext<Source> {
  fillStyle: unknown;
  font: string;
  textBaseline: string;
  fillRect(x: number, y: number, width: number, height: number): void;
  fillText(text: string, x: number, y: number): void;
  measureText(text: string): { width: number };
  drawImage(image: Source, sx: number, sy: number, sw: number, sh: number, dx: number, dy: number, dw: number, dh: number): void;
}

export function drawShareCard<Source>(context: CardContext<Source>, input: CardInput, image: CardImage<Source> | null): void {
  const measure = (text: string, font: string): number => {
    context.font = font;
    return context.measureText(text).width;
  };
  const elements = cardLayout({ ...input, image: image ? input.image : null }, measure);
  context.textBaseline = 'alphabetic';
  for (const element of elements) {
    if (element.kind === 'rect') {
      context.fillStyle = element.fill;
      context.fillRect(element.x, element.y, element.width, element.height);
    } else if (element.kind === 'text') {
      context.font = element.font;
      context.fillStyle = element.fill;
      context.fillText(element.text, element.x, element.y);
    } else if (image) {
      const { sx, sy, sw, sh } = coverCrop(image.width, image.height, element.width, element.height);
      context.drawImage(image.source, sx, sy, sw, sh, element.x, element.y, element.width, element.height);
    }
  }
}
