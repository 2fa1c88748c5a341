import { storagePrefix, storedFileAddress } from '../../lib/image-set.js';
import { imageSources, oldImage, oldImagesOf, sourceName, withImagesReplaced } from './image-references.js';

const PREFIX = storagePrefix('http://127.0.0.1:9199', 'site.appspot.com');
const RANDOM = 'k3j9x0a1b2c3d4e5f6g7';
/** A download address as getDownloadURL gave it, token and all. */
const stored = (path: string) => `${PREFIX}${encodeURIComponent(path)}?alt=media&token=0d1e2f3a-4b5c`;
const OLD_JPEG = stored(`images/inline/q3-chart-${RANDOM}.jpg`);
const OLD_FEATURED = stored(`images/featured/harbour-${RANDOM}.png`);
const SET = storedFileAddress(PREFIX, `images/inline/q3-chart-abcdefghij0123456789-3000x2000-w1200.jpg`);
/** In HTML, an address's & is written &amp;. */
const inHtml = (address: string) => address.replace(/&/g, '&amp;');

describe('oldImage', () => {
  it('finds the site’s stored single files under images/featured and images/inline', () => {
    expect(oldImage(PREFIX, OLD_JPEG)).toEqual({ address: OLD_JPEG, folder: 'inline', name: `q3-chart-${RANDOM}.jpg`, keep: false });
    expect(oldImage(PREFIX, OLD_FEATURED)).toMatchObject({ folder: 'featured', keep: false });
  });

  it('keeps SVG drawings and GIFs as they are', () => {
    expect(oldImage(PREFIX, stored(`images/inline/diagram-${RANDOM}.svg`))).toMatchObject({ keep: true });
    expect(oldImage(PREFIX, stored(`images/featured/spinner-${RANDOM}.gif`))).toMatchObject({ keep: true });
  });

  it('leaves sets, other folders, other buckets and other sites alone', () => {
    expect(oldImage(PREFIX, SET)).toBeNull();
    expect(oldImage(PREFIX, stored(`images/avatars/maya-${RANDOM}.jpg`))).toBeNull();
    expect(oldImage(PREFIX, stored(`images/share/card-${RANDOM}.png`))).toBeNull();
    expect(oldImage(PREFIX, stored(`images/inline/nested/q3-${RANDOM}.jpg`))).toBeNull();
    expect(oldImage(PREFIX, OLD_JPEG.replace('site.appspot.com', 'other.appspot.com'))).toBeNull();
    expect(oldImage(PREFIX, `https://example.com/v0/b/site.appspot.com/o/images%2Finline%2Fq3-${RANDOM}.jpg?alt=media`)).toBeNull();
    expect(oldImage(PREFIX, '')).toBeNull();
  });
});

describe('sourceName', () => {
  it('keeps the words and extension of a stored name, not its random part', () => {
    expect(sourceName(`q3-revenue-chart-${RANDOM}.png`)).toBe('q3-revenue-chart.png');
    expect(sourceName(`${RANDOM}.jpg`)).toBe('.jpg');
    expect(sourceName('photo.jpg')).toBe('photo.jpg');
  });
});

describe('oldImagesOf', () => {
  it('names the featured image first, then the text’s images, each once', () => {
    const content = `<p>One</p><img src="${inHtml(OLD_JPEG)}" alt="a"><p><img src="${inHtml(OLD_FEATURED)}"></p><img src="${inHtml(OLD_JPEG)}"><img src="${inHtml(SET)}">`;
    expect(oldImagesOf(PREFIX, { featuredImage: OLD_FEATURED, content }).map((image) => image.address)).toEqual([OLD_FEATURED, OLD_JPEG]);
    expect(oldImagesOf(PREFIX, { featuredImage: null, content: '<p>No images.</p>' })).toEqual([]);
  });

  it('is not fooled by text that looks like an image, or by attributes that end in src', () => {
    const content = [
      `<p>&lt;img src="${inHtml(OLD_JPEG)}"&gt;</p>`,
      `<img data-src="${inHtml(OLD_JPEG)}" src="https://example.com/cat.jpg">`,
      `<a title="<img src=&quot;${inHtml(OLD_JPEG)}&quot;>" href="https://example.com">link</a>`,
      `<pre><code>&lt;img src="${inHtml(OLD_FEATURED)}"&gt;</code></pre>`,
    ].join('');
    expect(imageSources(content)).toEqual(['https://example.com/cat.jpg']);
    expect(oldImagesOf(PREFIX, { featuredImage: null, content })).toEqual([]);
  });
});

describe('withImagesReplaced', () => {
  const replacements = new Map([[OLD_JPEG, SET]]);

  it('changes only the src of the images it names, keeping their other attributes', () => {
    const html = `<p>Before</p><img src="${inHtml(OLD_JPEG)}" alt="Revenue, “Q3” &amp; more" title="t"><img src="https://example.com/cat.jpg" alt="cat">`;
    const replaced = withImagesReplaced(html, replacements);
    expect(replaced).toBe(`<p>Before</p><img src="${inHtml(SET)}" alt="Revenue, “Q3” &amp; more" title="t"><img src="https://example.com/cat.jpg" alt="cat">`);
    expect(imageSources(replaced)).toEqual([SET, 'https://example.com/cat.jpg']);
  });

  it('returns the HTML untouched when none of its images is named', () => {
    const html = `<p>Odd   spacing <b>kept</b></p><img src="https://example.com/cat.jpg">`;
    expect(withImagesReplaced(html, replacements)).toBe(html);
  });

  it('keeps hostile text and attributes escaped, and touches only images', () => {
    const html = [
      `<p>&lt;img src="${inHtml(OLD_JPEG)}" onerror="alert(1)"&gt;</p>`,
      `<img src="${inHtml(OLD_JPEG)}" alt="&quot;><script>alert(1)</script>">`,
      `<a href="${inHtml(OLD_JPEG)}">the original</a>`,
    ].join('');
    const replaced = withImagesReplaced(html, replacements);
    const template = document.createElement('template');
    template.innerHTML = replaced;
    expect(template.content.querySelectorAll('script')).toHaveLength(0);
    expect(template.content.querySelectorAll('[onerror]')).toHaveLength(0);
    expect(template.content.querySelector('img')?.getAttribute('alt')).toBe('"><script>alert(1)</script>');
    expect(template.content.querySelector('img')?.getAttribute('src')).toBe(SET);
    // A link to the old file is not an image reference: it stays.
    expect(template.content.querySelector('a')?.getAttribute('href')).toBe(OLD_JPEG);
    expect(template.content.querySelector('p')?.textContent).toBe(`<img src="${OLD_JPEG}" onerror="alert(1)">`);
  });

  it('replaces an address however the HTML spells it (entities, quotes)', () => {
    const html = `<img src='${OLD_JPEG.replace(/&/g, '&#38;')}'>`;
    expect(imageSources(withImagesReplaced(html, replacements))).toEqual([SET]);
  });
});
