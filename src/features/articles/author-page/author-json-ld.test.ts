import { authorJsonLd } from './author-json-ld.js';

const url = 'https://site.example/author/maya-chen';
const origin = 'https://site.example';

describe('authorJsonLd', () => {
  it('describes a schema.org ProfilePage of a Person, with their bio, picture and profiles elsewhere', () => {
    const author = {
      id: 'maya-chen',
      name: 'Maya Chen',
      bio: 'Portfolio strategist.',
      avatar: '/images/maya.png',
      socialLinks: { twitter: 'https://x.com/maya', linkedin: 'https://www.linkedin.com/in/maya', website: 'https://maya.example' },
    };
    expect(authorJsonLd(author, url, origin)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'ProfilePage',
      url,
      mainEntity: {
        '@type': 'Person',
        name: 'Maya Chen',
        url,
        description: 'Portfolio strategist.',
        image: 'https://site.example/images/maya.png',
        sameAs: ['https://x.com/maya', 'https://www.linkedin.com/in/maya', 'https://maya.example/'],
      },
    });
  });

  it('leaves out what the byline does not have, and addresses that are not web addresses', () => {
    const author = { id: 'maya-chen', name: 'Maya Chen', avatar: 'javascript:alert(1)', socialLinks: { website: 'data:text/html,hi' } };
    expect(authorJsonLd(author, url, origin)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'ProfilePage',
      url,
      mainEntity: { '@type': 'Person', name: 'Maya Chen', url },
    });
  });
});
