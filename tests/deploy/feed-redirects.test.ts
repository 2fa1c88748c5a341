import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { resolveFeedRedirects, SITEMAP_PARTS } from '../../scripts/lib/feed-redirects.js';

const hosting = (JSON.parse(readFileSync('firebase.json', 'utf8')) as { hosting: { redirects: { source: string; destination: string }[] } }).hosting;

describe("firebase.json's redirects to the feeds in Storage", () => {
  it('point at the project bucket on deploy', () => {
    const resolved = resolveFeedRedirects(hosting, 'my-project.firebasestorage.app');
    expect(resolved.redirects.slice(0, 4)).toEqual([
      { source: '/rss.xml', destination: 'https://firebasestorage.googleapis.com/v0/b/my-project.firebasestorage.app/o/rss.xml?alt=media', type: 302 },
      { source: '/sitemap.xml', destination: 'https://firebasestorage.googleapis.com/v0/b/my-project.firebasestorage.app/o/sitemap.xml?alt=media', type: 302 },
      { source: '/sitemap-1.xml', destination: 'https://firebasestorage.googleapis.com/v0/b/my-project.firebasestorage.app/o/sitemap-1.xml?alt=media', type: 302 },
      { source: '/sitemap-2.xml', destination: 'https://firebasestorage.googleapis.com/v0/b/my-project.firebasestorage.app/o/sitemap-2.xml?alt=media', type: 302 },
    ]);
    // One redirect per part of a sitemap index, as many as storage.rules let an admin write.
    expect(resolved.redirects).toHaveLength(2 + SITEMAP_PARTS);
    expect(resolved.redirects.at(-1)).toMatchObject({ source: `/sitemap-${SITEMAP_PARTS}.xml` });
  });

  it('point at the local Storage emulator in the preview', () => {
    const resolved = resolveFeedRedirects(hosting, 'demo-x.appspot.com', 'http://127.0.0.1:9199');
    expect(resolved.redirects.map((redirect) => redirect.destination).slice(0, 3)).toEqual([
      'http://127.0.0.1:9199/v0/b/demo-x.appspot.com/o/rss.xml?alt=media',
      'http://127.0.0.1:9199/v0/b/demo-x.appspot.com/o/sitemap.xml?alt=media',
      'http://127.0.0.1:9199/v0/b/demo-x.appspot.com/o/sitemap-1.xml?alt=media',
    ]);
  });
});

describe('the parts of a sitemap index', () => {
  it('have a redirect for every name storage.rules let an admin write, and no more', () => {
    const rules = readFileSync('storage.rules', 'utf8');
    const pattern = /fileName\.matches\('(sitemap-[^']+)'\)/.exec(rules)?.[1];
    expect(pattern).toBeDefined();
    const writable = new RegExp(`^${pattern!}$`);
    const names = Array.from({ length: 60 }, (_, i) => `sitemap-${i}.xml`).filter((name) => writable.test(name));
    expect(names).toEqual(Array.from({ length: SITEMAP_PARTS }, (_, i) => `sitemap-${i + 1}.xml`));
  });
});
