/** Addresses built from an article: its canonical URL and the share links (pure, tested). */
import { paths } from '../../../config/paths.js';

/** The address the site links to: by slug, or by id for an article without one. */
export function articleUrl(article: { readonly id: string; readonly slug: string }, origin: string): string {
  return origin + paths.article.to(article.slug || article.id);
}

export interface ShareLink {
  readonly network: 'Facebook' | 'Twitter' | 'LinkedIn';
  readonly href: string;
}

export function shareLinks(url: string, title: string): readonly ShareLink[] {
  const u = encodeURIComponent(url);
  return [
    { network: 'Facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${u}` },
    { network: 'Twitter', href: `https://twitter.com/intent/tweet?url=${u}&text=${encodeURIComponent(title)}` },
    { network: 'LinkedIn', href: `https://www.linkedin.com/sharing/share-offsite/?url=${u}` },
  ];
}

export function emailShareLink(url: string, title: string): string {
  return `mailto:?subject=${encodeURIComponent(title)}&body=${encodeURIComponent(`${title}\n\n${url}`)}`;
}
