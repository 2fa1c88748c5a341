/**
 * Measuring a page as it is drawn: pixels that differ between two screenshots, characters
 * per line of set text, and how far the layout shifted. Each runs in the page, with the
 * browser's own decoder and layout.
 */
import type { Locator, Page } from '@playwright/test';

/** How many pixels differ between two PNG screenshots of the same area. */
export async function differingPixels(page: Page, before: Buffer, after: Buffer): Promise<number> {
  return page.evaluate(
    async ([a, b]) => {
      const decode = async (base64: string) => {
        const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
        const bitmap = await createImageBitmap(new Blob([bytes], { type: 'image/png' }));
        const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
        const context = canvas.getContext('2d')!;
        context.drawImage(bitmap, 0, 0);
        return context.getImageData(0, 0, bitmap.width, bitmap.height).data;
      };
      const [one, two] = await Promise.all([decode(a), decode(b)]);
      let count = 0;
      for (let i = 0; i < one.length; i += 4) {
        if (Math.abs(one[i]! - two[i]!) + Math.abs(one[i + 1]! - two[i + 1]!) + Math.abs(one[i + 2]! - two[i + 2]!) > 24) count++;
      }
      return count;
    },
    [before.toString('base64'), after.toString('base64')] as const,
  );
}

/** The colour of the pixel at the middle of a PNG screenshot, as [r, g, b]. */
export async function middlePixel(page: Page, png: Buffer): Promise<[number, number, number]> {
  return page.evaluate(async (base64) => {
    const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
    const bitmap = await createImageBitmap(new Blob([bytes], { type: 'image/png' }));
    const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
    const context = canvas.getContext('2d')!;
    context.drawImage(bitmap, 0, 0);
    const [r, g, b] = context.getImageData(Math.floor(bitmap.width / 2), Math.floor(bitmap.height / 2), 1, 1).data;
    return [r!, g!, b!] as [number, number, number];
  }, png.toString('base64'));
}

/** The number of characters on each full line (the last line of a paragraph left out) of the paragraphs and list items in `text`. */
export async function charactersPerLine(text: Locator): Promise<number[]> {
  return text.evaluate((root) => {
    const counts: number[] = [];
    for (const block of root.querySelectorAll('p, li')) {
      if (block.querySelector('p, li')) continue;
      const lines = new Map<number, number>();
      const walker = document.createTreeWalker(block, NodeFilter.SHOW_TEXT);
      const range = document.createRange();
      for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
        for (let i = 0; i < node.data.length; i++) {
          range.setStart(node, i);
          range.setEnd(node, i + 1);
          const rect = range.getClientRects()[0];
          if (!rect) continue;
          const top = Math.round(rect.top);
          lines.set(top, (lines.get(top) ?? 0) + 1);
        }
      }
      counts.push(...[...lines.values()].slice(0, -1));
    }
    return counts;
  });
}

/** The page's cumulative layout shift so far (shifts right after input left out, as CLS does). */
export async function layoutShift(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
            if (!entry.hadRecentInput) total += entry.value;
          }
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(total), 100);
      }),
  );
}
