import { describe, expect, it } from 'vitest';
import {
  CARD_HEIGHT, CARD_WIDTH, cardHash, cardLayout, containFit, coverCrop, ellipsize, fitHeadline, headlineFont, wrapText, type CardInput, type Measure,
} from './layout.js';

/** Every character half as wide as the font is tall: predictable lines. */
const measure: Measure = (text, font) => [...text].length * Number(/(\d+)px/.exec(font)?.[1] ?? 0) * 0.5;

const input: CardInput = {
  title: 'Why Apple’s services margin matters more than iPhone units this year',
  category: 'Equity Research',
  siteName: 'Finance Articles',
  author: 'Alex Morgan',
  image: null,
};

describe('wrapText', () => {
  it('breaks between words, each line within the width', () => {
    const lines = wrapText('one two three four five six', 100, '700 20px serif', measure); // 10 characters a line
    expect(lines).toEqual(['one two', 'three four', 'five six']);
  });

  it('breaks a word wider than a line inside it, and only then', () => {
    expect(wrapText('a abcdefghijklmnopqrstuvwxyz b', 100, '700 20px serif', measure)).toEqual(['a', 'abcdefghij', 'klmnopqrst', 'uvwxyz b']);
  });

  it('ignores runs of spaces and line breaks', () => {
    expect(wrapText('  one \n\t two  ', 100, '700 20px serif', measure)).toEqual(['one two']);
  });
});

describe('ellipsize', () => {
  it('drops whole words until the line fits with an ellipsis', () => {
    expect(ellipsize('alpha beta gamma delta', 120, '700 20px serif', measure)).toBe('alpha beta…');
  });
});

describe('fitHeadline', () => {
  it('keeps a short headline large, on one line', () => {
    const fitted = fitHeadline('Rates hold', 1000, 300, measure);
    expect(fitted).toMatchObject({ size: 72, lines: ['Rates hold'] });
  });

  it('makes a long headline smaller until its lines fit the box', () => {
    const fitted = fitHeadline(input.title, 592, 310, measure);
    expect(fitted.size).toBeLessThan(72);
    expect(fitted.size).toBeGreaterThanOrEqual(40);
    expect(fitted.lines.length * fitted.lineHeight).toBeLessThanOrEqual(310);
    for (const line of fitted.lines) expect(measure(line, headlineFont(fitted.size))).toBeLessThanOrEqual(592);
    expect(fitted.lines.join(' ')).toBe(input.title);
  });

  it('ends a headline too long for the smallest size with an ellipsis, never past the box', () => {
    const fitted = fitHeadline('word '.repeat(200), 592, 310, measure);
    expect(fitted.size).toBe(40);
    expect(fitted.lines.length * fitted.lineHeight).toBeLessThanOrEqual(310);
    expect(fitted.lines.at(-1)).toMatch(/…$/);
  });
});

describe('cardLayout', () => {
  const texts = (elements: ReturnType<typeof cardLayout>) => elements.flatMap((element) => (element.kind === 'text' ? [element.text] : []));

  it('shows the site name, the category as a kicker, the headline and the byline, inside the card', () => {
    const elements = cardLayout(input, measure);
    expect(texts(elements)).toEqual(expect.arrayContaining(['FINANCE ARTICLES', 'EQUITY RESEARCH', 'By Alex Morgan']));
    expect(texts(elements).join(' ')).toContain('Why Apple’s services');
    for (const element of elements) {
      const width = element.kind === 'text' ? measure(element.text, element.font) : element.width;
      expect(element.x + width).toBeLessThanOrEqual(CARD_WIDTH);
      expect(element.y).toBeLessThanOrEqual(CARD_HEIGHT);
    }
  });

  it('gives the featured image the right side and keeps the text off it', () => {
    const elements = cardLayout({ ...input, image: 'https://example.com/a.png' }, measure);
    const image = elements.find((element) => element.kind === 'image');
    expect(image).toMatchObject({ x: 720, y: 0, width: 480, height: 630 });
    for (const element of elements) {
      if (element.kind === 'text') expect(element.x + measure(element.text, element.font)).toBeLessThanOrEqual(720);
    }
  });
});

describe('coverCrop', () => {
  it('takes the centre of a wide image for a tall box', () => {
    expect(coverCrop(1200, 630, 480, 630)).toEqual({ sx: 360, sy: 0, sw: 480, sh: 630 });
  });

  it('takes the middle band of a tall image', () => {
    const crop = coverCrop(400, 1000, 480, 630);
    expect(crop.sw).toBe(400);
    expect(crop.sh).toBeCloseTo(525);
    expect(crop.sy).toBeCloseTo(237.5);
  });
});

describe('containFit', () => {
  it('fits a wide image to the width of a tall box, centred, whole', () => {
    expect(containFit(1600, 900, 480, 630)).toEqual({ dx: 0, dy: 180, dw: 480, dh: 270 });
  });

  it('fits a tall image to the height, and enlarges a small one', () => {
    const fit = containFit(100, 400, 480, 630);
    expect(fit.dh).toBe(630);
    expect(fit.dw).toBeCloseTo(157.5);
    expect(fit.dx).toBeCloseTo(161.25);
    expect(fit.dy).toBe(0);
  });
});

describe('cardHash', () => {
  it('changes with anything the card shows, and only then', async () => {
    const hash = await cardHash(input);
    expect(hash).toMatch(/^[0-9a-f]{16}$/);
    expect(await cardHash({ ...input })).toBe(hash);
    expect(await cardHash({ ...input, author: 'Sam Lee' })).not.toBe(hash);
    expect(await cardHash({ ...input, image: 'https://example.com/a.png' })).not.toBe(hash);
  });
});
