/**
 * The JavaScript budget of reader pages, counted as the browser counts it: every script a
 * guest's browser downloads for the page until the network is idle (lazy chunks
 * included), each at its gzip size. scripts/check-bundle.ts checks the build's static
 * graph; this checks what actually arrives. Figures are printed for the README.
 */
import { gzipSync } from 'node:zlib';
import { expect, test } from './test.js';

const BUDGET_KIB = 150;
const PAGES = ['/', '/blog', '/article/reading-a-10-k-the-five-sections-analysts-check-first'];

for (const path of PAGES) {
  test(`${path} downloads at most ${BUDGET_KIB} KiB of JavaScript (gzip)`, async ({ page }) => {
    const scripts = new Map<string, number>();
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return;
      void response.body().then((body) => scripts.set(response.url(), gzipSync(body, { level: 9 }).length), () => undefined);
    });
    await page.goto(path, { waitUntil: 'networkidle' });
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    const total = [...scripts.values()].reduce((sum, size) => sum + size, 0) / 1024;
    console.log(`${path}: ${total.toFixed(1)} KiB of JavaScript (gzip) in ${scripts.size} files`);
    if (process.env.SHOW_SCRIPTS) for (const [url, size] of scripts) console.log(`  ${(size / 1024).toFixed(1)} ${url.split("/").pop()}`);
    expect(scripts.size).toBeGreaterThan(3);
    expect(total).toBeLessThanOrEqual(BUDGET_KIB);
  });
}
