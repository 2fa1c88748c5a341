/**
 * An upload's image set, made in the admin's browser (docs/decisions.md, "Images"): the
 * picked photo decoded with its EXIF orientation applied, drawn at each planned width and
 * encoded again. What is drawn on a canvas keeps no metadata, so no EXIF (GPS position,
 * camera, time) reaches a reader. Admin-only: images.ts loads it for an upload.
 */
import type { PlannedMember, SetMemberType } from '../../../lib/image-set.js';
import { encodeWebpWasm } from './webp-wasm.js';

/** A decoded picture, upright, and whether any of it is see-through. */
export interface OpenedImage {
  readonly bitmap: ImageBitmap;
  readonly width: number;
  readonly height: number;
  readonly hasAlpha: boolean;
}

/** The browser could not decode the file (HEIC outside Safari, a damaged or mislabelled file). */
export class UndecodableImage extends Error {}

/** Transparency is looked for on a copy this wide at most: a few thousand pixels to read. */
const ALPHA_PROBE = 64;

function canvasOf(width: number, height: number): { canvas: HTMLCanvasElement; context: CanvasRenderingContext2D } {
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d', { willReadFrequently: false });
  if (!context) throw new Error('This browser cannot draw images (no 2D canvas).');
  context.imageSmoothingEnabled = true;
  context.imageSmoothingQuality = 'high';
  return { canvas, context };
}

function hasTransparency(bitmap: ImageBitmap): boolean {
  const scale = Math.min(1, ALPHA_PROBE / Math.max(bitmap.width, bitmap.height));
  const width = Math.max(1, Math.round(bitmap.width * scale));
  const height = Math.max(1, Math.round(bitmap.height * scale));
  const { context } = canvasOf(width, height);
  context.drawImage(bitmap, 0, 0, width, height);
  const { data } = context.getImageData(0, 0, width, height);
  for (let alpha = 3; alpha < data.length; alpha += 4) if (data[alpha]! < 255) return true;
  return false;
}

/** Decodes `source` upright (EXIF orientation applied), or throws UndecodableImage. */
export async function openImage(source: Blob): Promise<OpenedImage> {
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(source, { imageOrientation: 'from-image' });
  } catch (error) {
    throw new UndecodableImage(error instanceof Error ? error.message : String(error));
  }
  return { bitmap, width: bitmap.width, height: bitmap.height, hasAlpha: hasTransparency(bitmap) };
}

/**
 * The picture at every half of its size down to the smallest member's: each member is drawn
 * from the smallest of these at least as wide as itself, so no step shrinks by more than
 * half. One big step skips pixels, which turns fine detail (text, fabric) into moiré.
 */
export class HalvingLadder {
  private readonly steps: (ImageBitmap | HTMLCanvasElement)[];

  constructor(readonly image: OpenedImage) {
    this.steps = [image.bitmap];
  }

  /** The smallest step at least `width` wide, halving further while a half is still that wide. */
  private sourceFor(width: number): ImageBitmap | HTMLCanvasElement {
    for (;;) {
      const fit = [...this.steps].reverse().find((step) => step.width >= width) ?? this.steps[0]!;
      const half = Math.floor(fit.width / 2);
      if (half < width || fit !== this.steps[this.steps.length - 1]) return fit;
      const { canvas, context } = canvasOf(half, Math.max(1, Math.round((fit.height * half) / fit.width)));
      context.drawImage(fit, 0, 0, canvas.width, canvas.height);
      this.steps.push(canvas);
    }
  }

  /** A canvas with the picture at `member`'s size. */
  draw(member: PlannedMember): HTMLCanvasElement {
    const { canvas, context } = canvasOf(member.width, member.height);
    context.drawImage(this.sourceFor(member.width), 0, 0, member.width, member.height);
    return canvas;
  }

  close(): void {
    this.image.bitmap.close();
    this.steps.length = 0;
  }
}

const toBlob = (canvas: HTMLCanvasElement, type: string, quality?: number): Promise<Blob | null> =>
  new Promise((resolve) => canvas.toBlob(resolve, type, quality));

/** Whether this browser's canvas makes WebP; learnt from its first answer (Safari's is a PNG). */
let canvasMakesWebp: boolean | undefined;


async function encodeWebp(canvas: HTMLCanvasElement, quality: number): Promise<Blob> {
  if (canvasMakesWebp !== false) {
    const blob = await toBlob(canvas, 'image/webp', quality);
    canvasMakesWebp = blob?.type === 'image/webp';
    if (blob && canvasMakesWebp) return blob;
  }
  const context = canvas.getContext('2d');
  if (!context) throw new Error('This browser cannot read back a drawn image.');
  return encodeWebpWasm(context.getImageData(0, 0, canvas.width, canvas.height), quality);
}

/** `canvas` encoded as `type`; `quality` (0–1) for WebP and JPEG, PNG being lossless. */
export async function encodeCanvas(canvas: HTMLCanvasElement, type: SetMemberType, quality: number): Promise<Blob> {
  if (type === 'image/webp') return encodeWebp(canvas, quality);
  const blob = await toBlob(canvas, type, type === 'image/jpeg' ? quality : undefined);
  if (!blob || blob.type !== type) throw new Error(`This browser cannot make ${type} images.`);
  return blob;
}
