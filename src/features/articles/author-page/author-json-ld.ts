/**
 * schema.org ProfilePage data of an author's page, for search engines (pure, tested): the
 * author as a Person, with their profiles elsewhere (sameAs). Addresses pass through
 * webAddress(): a stored javascript: link never reaches a crawler.
 */
import { webAddress } from '../../../lib/web-address.js';
import type { ArticleAuthor } from '../types.js';

export function authorJsonLd(author: ArticleAuthor, url: string, origin: string): Record<string, unknown> {
  const { twitter, linkedin, website } = author.socialLinks ?? {};
  const sameAs = [twitter, linkedin, website].map((address) => webAddress(address, origin)).filter((address): address is string => address !== null);
  const image = webAddress(author.avatar, origin);
  return {
    '@context': 'https://schema.org',
    '@type': 'ProfilePage',
    url,
    mainEntity: {
      '@type': 'Person',
      name: author.name,
      url,
      ...(author.bio && { description: author.bio }),
      ...(image && { image }),
      ...(sameAs.length > 0 && { sameAs }),
    },
  };
}
