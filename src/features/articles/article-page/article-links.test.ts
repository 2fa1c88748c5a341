import { articleUrl, emailShareLink, shareLinks } from './article-links.js';

describe('articleUrl', () => {
  it('links by slug, or by id when the article has no slug', () => {
    expect(articleUrl({ id: 'a1', slug: 'etfs-explained' }, 'https://site.example')).toBe('https://site.example/article/etfs-explained');
    expect(articleUrl({ id: 'a1', slug: '' }, 'https://site.example')).toBe('https://site.example/article/a1');
  });
});

describe('share links', () => {
  const url = 'https://site.example/article/s&p-500?x=1';
  const title = 'S&P 500: A Decade #1';

  it('give each network the encoded address, and Twitter the title', () => {
    expect(shareLinks(url, title)).toEqual([
      { network: 'Facebook', href: 'https://www.facebook.com/sharer/sharer.php?u=https%3A%2F%2Fsite.example%2Farticle%2Fs%26p-500%3Fx%3D1' },
      {
        network: 'Twitter',
        href: 'https://twitter.com/intent/tweet?url=https%3A%2F%2Fsite.example%2Farticle%2Fs%26p-500%3Fx%3D1&text=S%26P%20500%3A%20A%20Decade%20%231',
      },
      { network: 'LinkedIn', href: 'https://www.linkedin.com/sharing/share-offsite/?url=https%3A%2F%2Fsite.example%2Farticle%2Fs%26p-500%3Fx%3D1' },
    ]);
  });

  it('write an e-mail with the title as subject and the address in the body', () => {
    const href = new URL(emailShareLink(url, title));
    expect(href.protocol).toBe('mailto:');
    expect(href.searchParams.get('subject')).toBe(title);
    expect(href.searchParams.get('body')).toBe(`${title}\n\n${url}`);
  });
});
