/**
 * Article slugs (docs/product.md §3): lowercase, non-word characters removed, spaces to hyphens,
 * repeated hyphens collapsed. Accents are folded first so "Société" gives "societe" rather
 * than losing the letter, and underscores count as spaces, so the result always matches
 * firestore.rules' slug pattern (or is '').
 */
export function slugify(title: string): string {
  return title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/_/g, ' ')
    .replace(/[^a-z0-9\s-]/g, '')
    .trim()
    .replace(/\s+/g, '-')
    .replace(/-+/g, '-')
    .replace(/^-|-$/g, '');
}
