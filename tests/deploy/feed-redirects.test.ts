import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { resolveFeedRedirects } from '../../scripts/lib/feed-redirects.js';

const hosting = (JSON.parse(readFileSync('firebase.json', 'utf8')) as { hosting: { redirects: { source: string; destination: string }[] } }).hosting;

describe("firebase.json's redirects to the feeds in Storage", () => {
  it('point at the project bucket on deploy', () => {
    const resolved = resolveFeedRedirects(hosting, 'my-project.firebasestorage.app');
    expect(resolved.redirects).toEqual([
      { source: '/rss.xml', destination: 'https://firebasestorage.googleapis.com/v0/b/my-project.firebasestorage.app/o/rss.xml?alt=media', type: 302 },
      { source: '/sitemap.xml', destination: 'https://firebasestorage.googleapis.com/v0/b/my-project.firebasestorage.app/o/sitemap.xml?alt=media', type: 302 },
    ]);
  });

  it('point at the local Storage emulator in the preview', () => {
    const resolved = resolveFeedRedirects(hosting, 'demo-x.appspot.com', 'http://127.0.0.1:9199');
    expect(resolved.redirects.map((redirect) => redirect.destination)).toEqual([
      'http://127.0.0.1:9199/v0/b/demo-x.appspot.com/o/rss.xml?alt=media',
      'http://127.0.0.1:9199/v0/b/demo-x.appspot.com/o/sitemap.xml?alt=media',
    ]);
  });
});
