/**
 * How a rendered page becomes its document (scripts/lib/prerender.ts); the pages themselves
 * are read from a build in tests/deploy/deploy.test.ts and e2e/built-pages.spec.ts.
 */
import { describe, expect, it } from 'vitest';
import { documentFile, pageDocument } from '../../scripts/lib/prerender.js';

const SHELL = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <title>Finance Articles: invest smarter with expert insights</title>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
  </head>
  <body>
    <div id="root">
      <header>the shell's frame</header>
      <main class="min-h-screen flex-1"></main>
    </div>
  </body>
</html>
`;

const rendered = {
  head: '<title>A &amp; B | Finance Articles</title><meta name="description" content="About &quot;A&quot;"/><link rel="canonical" href="https://example.web.app/article/a"/>',
  root: '<div><main id="main"><h1>A &amp; B</h1></main></div>',
  data: '<script type="application/json" id="built-page">{"path":"/article/a","data":{}}</script>',
};

describe('a page’s document', () => {
  it('is the shell with the page’s head tags for its title, its HTML in #root and its data after', () => {
    const html = pageDocument(SHELL, rendered, false);
    expect(html).toContain('<title data-built>A &amp; B | Finance Articles</title><meta data-built name="description"');
    expect(html).toContain('<link data-built rel="canonical" href="https://example.web.app/article/a"/>');
    expect(html.match(/<title/g)).toHaveLength(1);
    expect(html).toContain('<div id="root"><div><main id="main"><h1>A &amp; B</h1></main></div></div>');
    expect(html).not.toContain('the shell\'s frame');
    expect(html.indexOf('id="built-page"')).toBeGreaterThan(html.indexOf('<div id="root">'));
    expect(html.indexOf('id="built-page"')).toBeLessThan(html.indexOf('</body>'));
    expect(html).toContain('<script type="module" crossorigin src="/assets/index-abc.js"></script>');
    expect(html).not.toContain('replaceChildren');
  });

  it('of a list empties its list before the first paint when the address asks for a tag’s or a search’s', () => {
    expect(pageDocument(SHELL, rendered, true)).toContain(`<script>if (/[?&](tag|search)=/.test(location.search)) document.getElementById('main').replaceChildren();</script>`);
  });

  it('refuses a shell it cannot fill', () => {
    expect(() => pageDocument('<html><body></body></html>', rendered, false)).toThrow(/no <title>, <div id="root"> or <\/body>/);
  });

  it('lies where Hosting looks for its address (cleanUrls)', () => {
    expect(documentFile('/')).toBe('index.html');
    expect(documentFile('/blog')).toBe('blog.html');
    expect(documentFile('/article/a-slug')).toBe('article/a-slug.html');
    expect(documentFile('/ticker/BRK.B')).toBe('ticker/BRK.B.html');
  });
});
