import { sanitizeArticleHtml } from './sanitize-html.js';
import { responsiveImage, storagePrefix, storedFileAddress } from './image-set.js';

const SITE = 'https://finance.example';
const sanitize = (html: string): string => sanitizeArticleHtml(html, SITE);

function parse(html: string): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = html;
  return container;
}

/** Nothing in the output can run script: no script-bearing elements, handlers or script URLs. */
function expectInert(html: string): void {
  const root = parse(html);
  expect(root.querySelectorAll('script, iframe, frame, object, embed, form, input, svg, math, style, link, meta, base')).toHaveLength(0);
  for (const element of root.querySelectorAll('*')) {
    for (const { name, value } of element.attributes) {
      expect(name, `${element.tagName} ${name}`).not.toMatch(/^on/i);
      // Browsers ignore whitespace and control characters inside a URL scheme.
      const compact = [...value].filter((char) => char.charCodeAt(0) > 32).join('').toLowerCase();
      expect(compact, `${element.tagName} ${name}`).not.toMatch(/(javascript|vbscript|data:text\/html)/);
    }
  }
}

describe('sanitizeArticleHtml: XSS vectors (OWASP XSS Filter Evasion Cheat Sheet)', () => {
  it.each([
    ['script element', '<script>alert("XSS")</script><p>after</p>'],
    ['script with src', '<SCRIPT SRC=https://xss.example/xss.js></SCRIPT>'],
    ['malformed nested script', '<<SCRIPT>alert("XSS");//<</SCRIPT>'],
    ['malformed IMG tag', '<IMG """><SCRIPT>alert("XSS")</SCRIPT>">'],
    ['img onerror', '<img src=x onerror=alert(1)>'],
    ['img javascript src', '<IMG SRC="javascript:alert(\'XSS\');">'],
    ['img mixed case and no quotes', '<IMG SRC=JaVaScRiPt:alert(\'XSS\')>'],
    ['img entity-encoded javascript', '<IMG SRC=&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;&#97;&#108;&#101;&#114;&#116;&#40;&#39;&#88;&#83;&#83;&#39;&#41;>'],
    ['img hex entities without semicolons', '<IMG SRC=&#x6A&#x61&#x76&#x61&#x73&#x63&#x72&#x69&#x70&#x74&#x3A&#x61&#x6C&#x65&#x72&#x74&#x28&#x27&#x58&#x53&#x53&#x27&#x29>'],
    ['embedded tab', '<IMG SRC="jav\tascript:alert(\'XSS\');">'],
    ['embedded encoded newline', '<a href="jav&#x0A;ascript:alert(\'XSS\');">x</a>'],
    ['leading spaces and meta chars', '<a href=" &#14;  javascript:alert(\'XSS\');">x</a>'],
    ['javascript link', '<a href="javascript:alert(1)">click</a>'],
    ['vbscript link', '<a href="vbscript:msgbox(1)">click</a>'],
    ['data URL link', '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">click</a>'],
    ['event handler on an allowed element', '<p onmouseover="alert(1)">hover</p>'],
    ['body onload', '<BODY ONLOAD=alert(\'XSS\')>'],
    ['svg onload', '<svg/onload=alert(1)>'],
    ['iframe', '<iframe src="https://evil.example"></iframe>'],
    ['iframe javascript', '<IFRAME SRC="javascript:alert(\'XSS\');"></IFRAME>'],
    ['object', '<OBJECT TYPE="text/x-scriptlet" DATA="https://xss.example/scriptlet.html"></OBJECT>'],
    ['embed', '<EMBED SRC="data:image/svg+xml;base64,PHN2Zz48c2NyaXB0PmFsZXJ0KDEpPC9zY3JpcHQ+PC9zdmc+">'],
    ['form with javascript action', '<form action="javascript:alert(1)"><input type="submit"></form>'],
    ['meta refresh', '<META HTTP-EQUIV="refresh" CONTENT="0;url=javascript:alert(\'XSS\');">'],
    ['base href', '<BASE HREF="javascript:alert(\'XSS\');//">'],
    ['style element', '<STYLE>li {list-style-image: url("javascript:alert(\'XSS\')");}</STYLE><UL><LI>XSS</br>'],
    ['style attribute with a url', '<p style="background-image: url(javascript:alert(1))">x</p>'],
    ['link stylesheet', '<LINK REL="stylesheet" HREF="javascript:alert(\'XSS\');">'],
    ['math mutation XSS', '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)></style></mglyph></table></mtext></math>'],
    ['noscript mutation XSS', '<noscript><p title="</noscript><img src=x onerror=alert(1)>">'],
  ])('%s', (_name, html) => {
    expectInert(sanitize(html));
  });

  it('keeps the text of what it removes, but not the script', () => {
    expect(sanitize('<script>alert("XSS")</script><p>after</p>')).toBe('<p>after</p>');
    expect(sanitize('<center>kept text</center>')).toBe('kept text');
  });

  it('drops CSS other than text alignment, and the class and id attributes', () => {
    expect(sanitize('<p style="position: fixed; top: 0; text-align: center">x</p>')).toBe('<p style="text-align: center">x</p>');
    expect(sanitize('<p style="position: fixed; inset: 0">x</p>')).toBe('<p>x</p>');
    expect(sanitize('<p class="fixed inset-0" id="main">x</p>')).toBe('<p>x</p>');
  });
});

describe('sanitizeArticleHtml: the editor\'s formatting', () => {
  it('keeps headings h2 to h4, lists, emphasis, rules, quotes and code', () => {
    const html =
      '<h2>Two</h2><h3>Three</h3><h4>Four</h4><p><strong>b</strong> <b>b</b> <em>i</em> <i>i</i> <u>u</u> <s>s</s></p>' +
      '<ul><li>one</li></ul><ol><li>two</li></ol><hr><blockquote><p>quote</p></blockquote><pre><code>x = 1</code></pre>';
    expect(sanitize(html)).toBe(html);
  });

  it('turns a stray h1 into its text (the page title is the only h1)', () => {
    expect(sanitize('<h1>Title</h1>')).toBe('Title');
  });

  it('keeps text alignment', () => {
    for (const align of ['left', 'center', 'right', 'justify']) {
      expect(sanitize(`<p style="text-align: ${align};">x</p>`)).toBe(`<p style="text-align: ${align}">x</p>`);
    }
    expect(sanitize('<h2 style="TEXT-ALIGN:RIGHT">x</h2>')).toBe('<h2 style="text-align: right">x</h2>');
  });

  it('keeps images with their description and gives one to images without', () => {
    expect(sanitize('<img src="https://cdn.example/chart.png" alt="S&amp;P 500 chart" width="600">')).toBe(
      '<img src="https://cdn.example/chart.png" alt="S&amp;P 500 chart" width="600">',
    );
    expect(sanitize('<img src="/images/chart.png">')).toBe('<img src="/images/chart.png" alt="">');
  });
});

describe('sanitizeArticleHtml: links', () => {
  it('opens external links in a new tab without opener or referrer', () => {
    expect(sanitize('<a href="https://www.sec.gov/edgar">EDGAR</a>')).toBe(
      '<a href="https://www.sec.gov/edgar" target="_blank" rel="noopener noreferrer">EDGAR</a>',
    );
  });

  it('overrides a target or rel the author set', () => {
    expect(sanitize('<a href="http://other.example" target="_self" rel="opener">x</a>')).toBe(
      '<a href="http://other.example" target="_blank" rel="noopener noreferrer">x</a>',
    );
  });

  it('keeps links within the site in the same tab', () => {
    expect(sanitize('<a href="/blog?tag=ETFs" target="_blank">ETFs</a>')).toBe('<a href="/blog?tag=ETFs">ETFs</a>');
    expect(sanitize(`<a href="${SITE}/about">About</a>`)).toBe(`<a href="${SITE}/about">About</a>`);
  });

  it('keeps e-mail links as they are', () => {
    expect(sanitize('<a href="mailto:research@finance.example">Write to us</a>')).toBe(
      '<a href="mailto:research@finance.example">Write to us</a>',
    );
  });
});

describe('sanitizeArticleHtml: the site’s own images, for reading', () => {
  const PREFIX = storagePrefix('https://firebasestorage.googleapis.com', 'site.appspot.com');
  const BASE = 'harbour-at-dawn-k3j9x0a1b2c3d4e5f6g7';
  const REFERENCE = storedFileAddress(PREFIX, `images/inline/${BASE}-3000x2000-w1200.jpg`);
  const SIZES = '(min-width: 36rem) 544px, calc(100vw - 2rem)';
  const read = (html: string): HTMLImageElement => {
    const image = parse(sanitizeArticleHtml(html, SITE, { prefix: PREFIX, sizes: SIZES })).querySelector('img');
    if (!image) throw new Error('no image');
    return image;
  };

  it('gives an image of a set its srcset, sizes, size and lazy loading', () => {
    const image = read(`<p>Text</p><img src="${REFERENCE}" alt="The harbour">`);
    expect(image.getAttribute('src')).toBe(REFERENCE);
    expect(image.getAttribute('srcset')).toBe(responsiveImage(PREFIX, REFERENCE)!.srcSet);
    expect(image.getAttribute('srcset')).toContain(`${encodeURIComponent(`images/inline/${BASE}-3000x2000-w320.webp`)}?alt=media 320w`);
    expect(image.getAttribute('sizes')).toBe(SIZES);
    expect([image.getAttribute('width'), image.getAttribute('height')]).toEqual(['3000', '2000']);
    expect(image.getAttribute('loading')).toBe('lazy');
    expect(image.getAttribute('decoding')).toBe('async');
    expect(image.getAttribute('alt')).toBe('The harbour');
  });

  it('replaces whatever srcset, sizes, width and height the stored HTML gave it', () => {
    const image = read(`<img src="${REFERENCE}" srcset="https://evil.example/x.jpg 320w" sizes="1px" width="1" height="9999" loading="eager">`);
    expect(image.getAttribute('srcset')).not.toContain('evil.example');
    expect(image.getAttribute('sizes')).toBe(SIZES);
    expect([image.getAttribute('width'), image.getAttribute('height')]).toEqual(['3000', '2000']);
    expect(image.getAttribute('loading')).toBe('lazy');
  });

  it.each([
    ['another site’s image', 'https://cdn.example/chart.jpg'],
    ['an older single file of the site', storedFileAddress(PREFIX, 'images/inline/chart-k3j9x0a1b2c3d4e5f6g7.jpg')],
    ['an SVG drawing', storedFileAddress(PREFIX, 'images/inline/chart-k3j9x0a1b2c3d4e5f6g7.svg')],
    ['a set’s name under another bucket', REFERENCE.replace('site.appspot.com', 'evil.appspot.com')],
    ['a set’s name under another origin', REFERENCE.replace('https://firebasestorage.googleapis.com', 'https://evil.example')],
    ['a set’s name in a query', `https://evil.example/?next=${REFERENCE}`],
    ['a path that climbs out of the folder', storedFileAddress(PREFIX, `images/inline/../../x/${BASE}-3000x2000-w1200.jpg`)],
  ])('drops any srcset and sizes of %s, and adds none', (_, src) => {
    const image = read(`<img src="${src}" srcset="https://evil.example/x.jpg 2x, ${REFERENCE} 1x" sizes="100vw">`);
    expect(image.getAttribute('src')).toBe(src);
    for (const name of ['srcset', 'sizes', 'loading', 'decoding']) expect(image.hasAttribute(name), name).toBe(false);
  });

  it('stays inert whatever the address holds', () => {
    const hostile = `${REFERENCE}&x=" onload="alert(1)`;
    const html = sanitizeArticleHtml(`<img src='${hostile}' onerror="alert(1)"><img src="javascript:alert(1)" srcset="javascript:alert(2) 1x">`, SITE, { prefix: PREFIX, sizes: SIZES });
    expectInert(html);
    const images = parse(html).querySelectorAll('img');
    expect(images[0]?.getAttribute('srcset')).toBe(responsiveImage(PREFIX, REFERENCE)!.srcSet);
    expect(images[1]?.hasAttribute('srcset')).toBe(false);
  });

  it('leaves images as they are when not rendering for reading (what is stored, what feeds carry)', () => {
    expect(sanitize(`<img src="${REFERENCE}" srcset="https://evil.example/x.jpg 1x" sizes="1px">`)).toBe(`<img src="${REFERENCE}" alt="">`);
  });
});
