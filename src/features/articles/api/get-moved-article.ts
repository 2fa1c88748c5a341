/**
 * An article by an earlier slug. Every slug an article has had is claimed for it in
 * slugs/{slug} and kept when the article gets a new one, so links to the old address
 * keep working. Readers may read the claim of a published article (firestore.rules).
 */
import { doc, getDoc } from 'firebase/firestore/lite';
import { isPermissionDenied } from '../../../lib/firebase/errors.js';
import { getDb } from '../../../lib/firebase/firestore.js';
import type { Article } from '../types.js';
import { getById } from './get-article-by-id.js';

const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;

export async function getMovedArticle(slug: string): Promise<Article | null> {
  if (!SLUG.test(slug) || slug.length > 200) return null;
  try {
    const holder: unknown = (await getDoc(doc(getDb(), 'slugs', slug))).get('articleId');
    return typeof holder === 'string' ? await getById(holder) : null;
  } catch (error) {
    // The claim of a draft is refused to readers: for them it is not found.
    if (isPermissionDenied(error)) return null;
    throw error;
  }
}
