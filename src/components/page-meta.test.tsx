import { render } from '@testing-library/react';
import { PageMeta } from './page-meta.js';

const meta = (selector: string) => document.head.querySelector(`meta[${selector}]`)?.getAttribute('content') ?? null;

describe('PageMeta', () => {
  it('gives social cards the image and address of the page', () => {
    const { unmount } = render(
      <PageMeta title="ETFs" description="d" og={{ type: 'article', image: 'https://cdn.example/etf.png', url: 'https://site.example/article/etfs' }} />,
    );
    expect(meta('property="og:image"')).toBe('https://cdn.example/etf.png');
    expect(meta('name="twitter:image"')).toBe('https://cdn.example/etf.png');
    expect(meta('property="og:url"')).toBe('https://site.example/article/etfs');
    expect(meta('name="twitter:card"')).toBe('summary_large_image');
    unmount();
  });

  it("gives a share card's size, so a network lays the preview out without fetching it", () => {
    const { unmount } = render(
      <PageMeta title="ETFs" description="d" og={{ type: 'article', image: 'https://cdn.example/card.png', imageSize: { width: 1200, height: 630 } }} />,
    );
    expect(meta('property="og:image"')).toBe('https://cdn.example/card.png');
    expect(meta('property="og:image:width"')).toBe('1200');
    expect(meta('property="og:image:height"')).toBe('630');
    expect(meta('name="twitter:card"')).toBe('summary_large_image');
    unmount();
    render(<PageMeta title="ETFs" description="d" og={{ type: 'article', image: 'https://cdn.example/etf.svg' }} />);
    expect(meta('property="og:image:width"')).toBeNull();
  });

  it('never passes on an address that is not a web address', () => {
    const { unmount } = render(<PageMeta title="ETFs" description="d" og={{ type: 'article', image: 'javascript:alert(1)', url: 'javascript:alert(2)' }} />);
    expect(meta('property="og:image"')).toBeNull();
    expect(meta('name="twitter:image"')).toBeNull();
    expect(meta('property="og:url"')).toBeNull();
    expect(meta('name="twitter:card"')).toBe('summary');
    unmount();
  });
});
