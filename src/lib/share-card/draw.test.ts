/**
 * The card as painted (draw.ts), on Node's canvas (@napi-rs/canvas, Skia as in Chromium): the
 * featured image is whole on it, edges included, so no text of its own is cut.
 */
import { createCanvas } from '@napi-rs/canvas';
import { EDGE_COLOURS, EDGED, EDGES_ON_CARD, edgedPicture, pixelsOf } from '../../../tests/support/edged-picture.js';
import { drawShareCard } from './draw.js';
import { CARD_HEIGHT, CARD_WIDTH } from './layout.js';

describe('drawShareCard', () => {
  it('shows the whole featured image, each of its edges, over a darkened backdrop of it', () => {
    const card = createCanvas(CARD_WIDTH, CARD_HEIGHT);
    const input = { title: 'Edges', category: 'Market Insights', siteName: 'Finance Articles', author: 'Maya Chen', image: 'edged.png' };
    drawShareCard(card.getContext('2d'), input, { source: edgedPicture(), width: EDGED.width, height: EDGED.height });
    const pixel = pixelsOf(card);

    for (const [edge, [x, y]] of Object.entries(EDGES_ON_CARD)) {
      expect({ edge, colour: pixel(x, y) }).toEqual({ edge, colour: EDGE_COLOURS[edge as keyof typeof EDGE_COLOURS] });
    }
    // Above and below it, the backdrop: darkened, so no channel is bright, and not the paper.
    for (const y of [60, 570]) {
      const channels = pixel(960, y).slice(1).match(/../g)!.map((hex) => parseInt(hex, 16));
      expect(Math.max(...channels)).toBeLessThan(200);
    }
    // The text side stays paper: the blur does not spread past the panel.
    expect(pixel(700, 315)).toBe('#faf7f2');
  });
});
