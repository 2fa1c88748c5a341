/**
 * Which document Firebase Hosting answers each of the site's addresses with: a built page's
 * file, a rewrite (status 200), or nothing, and then 404.html with status 404. The rewrites
 * name the app's routes one by one, so an address that names nothing is a true 404 for
 * crawlers (docs/decisions.md: Addresses that name nothing). A route added to
 * src/config/paths.ts without a rewrite fails here.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CATEGORIES } from '../../src/config/categories.js';
import { paths } from '../../src/config/paths.js';

interface Rewrite {
  readonly regex?: string;
  readonly source?: string;
  readonly destination: string;
}

const { rewrites } = (JSON.parse(readFileSync('firebase.json', 'utf8')) as { hosting: { rewrites: Rewrite[] } }).hosting;

/** The document a rewrite gives the address, or null: Hosting's 404.html, unless the build wrote a file for it. */
function rewrittenTo(address: string): string | null {
  return rewrites.find((rewrite) => rewrite.regex !== undefined && new RegExp(rewrite.regex).test(address))?.destination ?? null;
}

// A route's pattern with its parameters filled in as a reader's address would have them.
const SAMPLE: Readonly<Record<string, string>> = {
  category: CATEGORIES[0].id,
  slugOrId: 'a-slug',
  slug: 'a-slug',
  symbol: 'SPY',
  authorId: 'maya-chen',
  articleId: 'AbC123',
};
const sampleAddress = (pattern: string): string => pattern.replace(/:([A-Za-z]+)/g, (_, name: string) => SAMPLE[name] ?? 'x');

// Pages the build writes as files: the home page, and a ticker's or an author's page for each
// one a published article names. One the build has none for is answered 404 (404.html,
// where the app still draws it if it appeared since).
const BUILT_ONLY = new Set<string>([paths.home.pattern, paths.ticker.pattern, paths.author.pattern]);

describe("firebase.json's rewrites", () => {
  it('are only regular expressions: no catch-all that would answer 200 for any address', () => {
    for (const rewrite of rewrites) expect(rewrite.source, JSON.stringify(rewrite)).toBeUndefined();
  });

  it('answer every route of the app', () => {
    for (const [name, route] of Object.entries(paths)) {
      const address = sampleAddress(route.pattern);
      if (BUILT_ONLY.has(route.pattern)) expect(rewrittenTo(address), name).toBeNull();
      else expect(rewrittenTo(address), `${name}: ${address}`).not.toBeNull();
    }
  });

  it('answer each category and its old address, and no other', () => {
    for (const category of CATEGORIES) {
      expect(rewrittenTo(paths.category.to(category.id))).toBe('/shell.html');
      expect(rewrittenTo(paths.categoryAlias.to(category.id))).toBe('/app.html');
    }
    expect(rewrittenTo('/no-such-category')).toBeNull();
    expect(rewrittenTo('/categories/no-such-category')).toBeNull();
  });

  it('leave addresses that name nothing to the 404 page', () => {
    for (const address of ['/no-such-page', '/about/more', '/article', '/article/a/b', '/ticker/ZZZZ', '/author/nobody', '/login/x', '/wp-admin', '/.env']) {
      expect(rewrittenTo(address), address).toBeNull();
    }
  });

  it('send an article published since the build to the shell, which the app draws or says is not found', () => {
    expect(rewrittenTo('/article/published-after-the-build')).toBe('/shell.html');
    expect(rewrittenTo('/blog/published-after-the-build/')).toBe('/shell.html');
  });
});
