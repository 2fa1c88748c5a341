/**
 * The JavaScript budget of reader pages, counted as the browser counts it: every script a
 * guest's browser downloads for the page until the network is idle (lazy chunks
 * included; on an article, once its view has been counted a second after it opened, which
 * brings the Firestore SDK), each at its gzip size. scripts/check-bundle.ts checks the build's static
 * graph; this checks what actually arrives. Figures are printed for the README.
 */
import { gzipSync } from 'node:zlib';
import { expect, test } from './test.js';

const BUDGET_KIB = 150;
const PAGES = ['/', '/blog', '/ticker/SPY', '/author/daniel-brooks', '/article/reading-a-10-k-the-five-sections-analysts-check-first'];

for (const path of PAGES) {
  test(`${path} downloads at most ${BUDGET_KIB} KiB of JavaScript (gzip)`, async ({ page }) => {
    const urls = new Set<string>();
    page.on('request', (request) => {
      if (request.resourceType() === 'script') urls.add(request.url());
    });
    const viewCounted = path.startsWith('/article/') ? page.waitForRequest((request) => request.url().includes('/documents:commit')) : null;
    await page.goto(path, { waitUntil: 'networkidle' });
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await viewCounted;
    await page.waitForLoadState('networkidle');
    // Each file fetched again for its size: the browser does not give every body back (not those of preloads).
    const scripts = new Map<string, number>();
    for (const url of urls) scripts.set(url, gzipSync(await (await page.request.get(url)).body(), { level: 9 }).length);
    const total = [...scripts.values()].reduce((sum, size) => sum + size, 0) / 1024;
    console.log(`${path}: ${total.toFixed(1)} KiB of JavaScript (gzip) in ${scripts.size} files`);
    if (process.env.SHOW_SCRIPTS) for (const [url, size] of scripts) console.log(`  ${(size / 1024).toFixed(1)} ${url.split("/").pop()}`);
    expect(scripts.size).toBeGreaterThan(3);
    expect(total).toBeLessThanOrEqual(BUDGET_KIB);
  });
}
