/**
 * A picture whose four edges each have a colour of their own, and a way to read a drawn
 * picture's pixels: a share card that shows the whole featured image keeps every edge
 * (src/lib/share-card/draw.test.ts in Node, e2e/share-cards.spec.ts in Chromium).
 */
import { createCanvas, loadImage, type Canvas } from '@napi-rs/canvas';

export const EDGED = { width: 1600, height: 900, edge: 60 } as const;
export const EDGE_COLOURS = { left: '#ff0000', right: '#0000ff', top: '#00ff00', bottom: '#ffff00', middle: '#ffffff' } as const;

/** The picture: white, with a 60 px band of its own colour along each edge. */
export function edgedPicture(): Canvas {
  const { width, height, edge } = EDGED;
  const picture = createCanvas(width, height);
  const context = picture.getContext('2d');
  context.fillStyle = EDGE_COLOURS.middle;
  context.fillRect(0, 0, width, height);
  context.fillStyle = EDGE_COLOURS.left;
  context.fillRect(0, 0, edge, height);
  context.fillStyle = EDGE_COLOURS.right;
  context.fillRect(width - edge, 0, edge, height);
  context.fillStyle = EDGE_COLOURS.top;
  context.fillRect(edge, 0, width - 2 * edge, edge);
  context.fillStyle = EDGE_COLOURS.bottom;
  context.fillRect(edge, height - edge, width - 2 * edge, edge);
  return picture;
}

/** The colour of a pixel, as #rrggbb. */
export type PixelAt = (x: number, y: number) => string;

/** The pixels of a canvas. */
export function pixelsOf(canvas: Canvas): PixelAt {
  const context = canvas.getContext('2d');
  return (x, y) => {
    const [r, g, b] = context.getImageData(x, y, 1, 1).data;
    return `#${[r, g, b].map((value) => value!.toString(16).padStart(2, '0')).join('')}`;
  };
}

/** The pixels of PNG bytes. */
export async function pixelsOfPng(bytes: Uint8Array): Promise<PixelAt> {
  const image = await loadImage(Buffer.from(bytes));
  const canvas = createCanvas(image.width, image.height);
  canvas.getContext('2d').drawImage(image, 0, 0);
  return pixelsOf(canvas);
}

/**
 * Where each edge of the picture is on a 1200×630 card whose right 480 px show it whole:
 * scaled by 0.3 to 480×270, at y 180–450; each 60 px band is 18 px there, and these are
 * their middles.
 */
export const EDGES_ON_CARD = {
  left: [729, 315],
  right: [1191, 315],
  top: [960, 189],
  bottom: [960, 441],
  middle: [960, 315],
} as const satisfies Record<keyof typeof EDGE_COLOURS, readonly [number, number]>;
