import { articleFromDoc } from '../api/article-from-doc.js';
import { articleJsonLd } from './article-json-ld.js';

const base = articleFromDoc('a1', {
  title: 'ETFs Explained',
  slug: 'etfs-explained',
  content: '<p>Body</p>',
  status: 'published',
  author: { id: 'maya-chen', name: 'Maya Chen', socialLinks: { website: 'https://maya.example' } },
});
const url = 'https://site.example/article/etfs-explained';
const origin = 'https://site.example';

describe('articleJsonLd', () => {
  it('describes a schema.org Article with its dates, image, author and publisher', () => {
    const published = new Date(Date.UTC(2026, 0, 15));
    const updated = new Date(Date.UTC(2026, 0, 20));
    const article = { ...base, publishedAt: published, updatedAt: updated, featuredImage: 'https://cdn.example/etf.png' };

    expect(articleJsonLd(article, url, 'What ETFs are.', origin)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Article',
      headline: 'ETFs Explained',
      description: 'What ETFs are.',
      image: ['https://cdn.example/etf.png'],
      datePublished: '2026-01-15T00:00:00.000Z',
      dateModified: '2026-01-20T00:00:00.000Z',
      author: { '@type': 'Person', name: 'Maya Chen', url: 'https://site.example/author/maya-chen' },
      publisher: { '@type': 'Organization', name: 'Finance Articles', logo: { '@type': 'ImageObject', url: 'https://site.example/favicon.svg' } },
      mainEntityOfPage: { '@type': 'WebPage', '@id': url },
      url,
    });
  });

  it('leaves out addresses that are not web addresses, and resolves relative ones against the site', () => {
    for (const bad of ['javascript:alert(1)', 'JavaScript:alert(1)', ' java\tscript:alert(1)', 'data:image/svg+xml,<svg onload=alert(1)>', 'vbscript:x']) {
      // A byline without an id names the author's website instead of their page.
      const article = { ...base, featuredImage: bad, author: { id: '', name: 'Maya Chen', socialLinks: { website: bad } } };
      const data = articleJsonLd(article, url, 'd', origin);
      expect(data).not.toHaveProperty('image');
      expect(data.author).toEqual({ '@type': 'Person', name: 'Maya Chen' });
    }
    expect(articleJsonLd({ ...base, featuredImage: '/images/etf.png' }, url, 'd', origin).image).toEqual(['https://site.example/images/etf.png']);
    const withoutId = { ...base, author: { id: '', name: 'Maya Chen', socialLinks: { website: 'https://maya.example' } } };
    expect(articleJsonLd(withoutId, url, 'd', origin).author).toEqual({ '@type': 'Person', name: 'Maya Chen', url: 'https://maya.example/' });
  });

  it('gives the share card first, then the featured image, each once', () => {
    const card = 'https://cdn.example/share/etf-card.png';
    const featuredImage = 'https://cdn.example/etf.png';
    expect(articleJsonLd({ ...base, shareImage: card, featuredImage }, url, 'd', origin).image).toEqual([card, featuredImage]);
    expect(articleJsonLd({ ...base, shareImage: featuredImage, featuredImage }, url, 'd', origin).image).toEqual([featuredImage]);
    expect(articleJsonLd({ ...base, shareImage: card, featuredImage: null }, url, 'd', origin).image).toEqual([card]);
    expect(articleJsonLd({ ...base, shareImage: 'javascript:alert(1)', featuredImage: null }, url, 'd', origin)).not.toHaveProperty('image');
  });

  it('leaves out what the article does not have', () => {
    const data = articleJsonLd({ ...base, author: { id: '', name: '' } }, url, 'd', origin);
    expect(data).not.toHaveProperty('image');
    expect(data).not.toHaveProperty('datePublished');
    expect(data).not.toHaveProperty('dateModified');
    expect(data).not.toHaveProperty('author');
  });
});
