/**
 * Paints a share card's layout (layout.ts) on a 2D canvas: the admin's OffscreenCanvas, or
 * the seed's canvas in Node (@napi-rs/canvas, which speaks the same API), so both make the
 * same card.
 */
import { cardLayout, containFit, coverCrop, type CardElement, type CardInput } from './layout.js';

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
  /** A CSS filter; a canvas without filters ignores it (the backdrop is then darkened only). */
  filter: string;
  save(): void;
  restore(): void;
  beginPath(): void;
  rect(x: number, y: number, width: number, height: number): void;
  clip(): void;
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
      drawPicture(context, image, element);
    }
  }
}

/** The backdrop's blur, in pixels: its colours, none of its detail. */
const BLUR = 28;
/** How dark the backdrop is made, so the contained picture stands out from it. */
const BACKDROP_SHADE = 'rgba(15, 30, 51, 0.55)';

/**
 * The featured image in its panel: whole (containFit), so nothing it says is cut, over a
 * blurred, darkened cover of the panel by the same image (its colours, none of its detail).
 * Clipped to the panel, as the blur spreads past the edges it is drawn to.
 */
function drawPicture<Source>(context: CardContext<Source>, image: CardImage<Source>, box: Extract<CardElement, { kind: 'image' }>): void {
  const { x, y, width, height } = box;
  context.save();
  context.beginPath();
  context.rect(x, y, width, height);
  context.clip();
  // Drawn past the panel's edges by twice the blur's radius: a blur fades towards what lies
  // beyond what it blurs, and the clip keeps only the part with none of that fade.
  const spill = BLUR * 2;
  const cover = coverCrop(image.width, image.height, width + 2 * spill, height + 2 * spill);
  context.filter = `blur(${BLUR}px)`;
  context.drawImage(image.source, cover.sx, cover.sy, cover.sw, cover.sh, x - spill, y - spill, width + 2 * spill, height + 2 * spill);
  context.filter = 'none';
  context.fillStyle = BACKDROP_SHADE;
  context.fillRect(x, y, width, height);
  const fit = containFit(image.width, image.height, width, height);
  context.drawImage(image.source, 0, 0, image.width, image.height, x + fit.dx, y + fit.dy, fit.dw, fit.dh);
  context.restore();
}
