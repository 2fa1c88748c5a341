import { Timestamp } from 'firebase/firestore/lite';
import { articleFromDoc } from './article-from-doc.js';

describe('articleFromDoc', () => {
  it('maps a stored article, turning timestamps into dates', () => {
    const published = new Date(Date.UTC(2026, 0, 15, 9, 30));
    const closed = new Date(Date.UTC(2026, 2, 2));
    const article = articleFromDoc('a1', {
      title: 'Three Semiconductor Stocks to Watch',
      slug: 'three-semiconductor-stocks-to-watch',
      summary: 'Summary',
      excerpt: 'Excerpt',
      content: '<p>Body</p>',
      category: 'equity-research',
      tags: ['Stocks', 'Semiconductors'],
      featuredImage: 'https://example.com/chip.jpg',
      shareImage: 'https://example.com/images/share/a1-0123456789abcdef.png',
      featuredImageAlt: 'A wafer of chips under a microscope',
      featuredImageCaption: 'Photo: the author.',
      metaTitle: 'Three chip stocks to watch in 2026',
      metaDescription: 'Nvidia and AMD, by their margins.',
      status: 'published',
      isFeatured: true,
      author: { id: 'u1', name: 'Dana Whitfield', bio: 'CFA', socialLinks: { twitter: 'https://x.com/dana' } },
      createdAt: Timestamp.fromDate(published),
      updatedAt: Timestamp.fromDate(published),
      publishedAt: Timestamp.fromDate(published),
      readTime: 6,
      viewCount: 120,
      likeCount: 7,
      commentCount: 0,
      positionTally: { 'NVDA long': 2, 'NVDA short': 0, junk: 'x' },
      tickers: ['NVDA', 'AMD', 'not a ticker'],
      disclosure: 'I have a beneficial long position in NVDA.',
      tradeIdea: { direction: 'long', ticker: 'NVDA', entry: 120, target: 150, stop: 110, horizon: '6 months' },
      ideaOutcome: { status: 'target-hit', price: 151, closedOn: Timestamp.fromDate(closed), note: 'Sold at the target.' },
      ideaAmendments: { 1: { amendedAt: Timestamp.fromDate(closed), note: 'The stop was 110, not 100, as the text says.' } },
    });

    expect(article).toEqual({
      id: 'a1',
      title: 'Three Semiconductor Stocks to Watch',
      slug: 'three-semiconductor-stocks-to-watch',
      summary: 'Summary',
      excerpt: 'Excerpt',
      content: '<p>Body</p>',
      category: 'equity-research',
      tags: ['Stocks', 'Semiconductors'],
      featuredImage: 'https://example.com/chip.jpg',
      shareImage: 'https://example.com/images/share/a1-0123456789abcdef.png',
      featuredImageAlt: 'A wafer of chips under a microscope',
      featuredImageCaption: 'Photo: the author.',
      metaTitle: 'Three chip stocks to watch in 2026',
      metaDescription: 'Nvidia and AMD, by their margins.',
      status: 'published',
      isFeatured: true,
      author: { id: 'u1', name: 'Dana Whitfield', bio: 'CFA', socialLinks: { twitter: 'https://x.com/dana' } },
      createdAt: published,
      updatedAt: published,
      publishedAt: published,
      readTime: 6,
      viewCount: 120,
      likeCount: 7,
      commentCount: 0,
      positionTally: { 'NVDA long': 2 },
      tickers: ['NVDA', 'AMD'],
      disclosure: 'I have a beneficial long position in NVDA.',
      tradeIdea: { direction: 'long', ticker: 'NVDA', entry: 120, target: 150, stop: 110, horizon: '6 months' },
      ideaOutcome: { status: 'target-hit', price: 151, closedOn: closed, note: 'Sold at the target.' },
      ideaAmendments: [{ amendedAt: closed, note: 'The stop was 110, not 100, as the text says.' }],
    });
  });

  it('gives safe defaults for missing or malformed fields', () => {
    const article = articleFromDoc('a2', {
      title: 42,
      category: 'crypto',
      tags: ['ETFs', 7, null],
      status: 'archived',
      author: 'Dana',
      publishedAt: '2026-01-15',
      viewCount: -3,
      likeCount: Number.NaN,
    });

    expect(article).toMatchObject({
      id: 'a2',
      title: '',
      category: null,
      tags: ['ETFs'],
      featuredImage: null,
      shareImage: null,
      status: 'draft',
      isFeatured: false,
      author: { id: '', name: '' },
      publishedAt: null,
      viewCount: 0,
      likeCount: 0,
    });
  });
});
