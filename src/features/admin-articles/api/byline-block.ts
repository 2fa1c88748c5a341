/**
 * The byline block an article carries (articles.author): a copy of its author's staff
 * profile (authors/{bylineId}), so that lists, feeds and built pages need no second read.
 * Publishing only ever reads the profile, never writes it: an article never erases a bio.
 */
import { articleAuthorOf } from '../../../lib/author-profile.js';
import type { Byline } from '../../../lib/byline.js';
import { newestBylineProfile, readAuthorProfile } from '../../../lib/firebase/author-profiles.js';
import { getDb } from '../../../lib/firebase/firestore.js';

export type BylineBlock = ReturnType<typeof articleAuthorOf>;

/**
 * A new article's byline: the writer's profile, or, for a writer who has none yet, the
 * block of their newest published article (what their author page showed), else their
 * name alone.
 */
export async function newBylineBlock(byline: Byline): Promise<BylineBlock> {
  const db = getDb();
  const profile = (await readAuthorProfile(db, byline.id)) ?? (await newestBylineProfile(db, byline.id));
  return profile ? articleAuthorOf(byline.id, { ...profile, name: byline.name }) : byline;
}

/**
 * A stored article's byline as its author's profile has it now, when it differs from the
 * stored one (an admin's save of a published article brings it up to date); null when it is
 * the same, or its author has no profile (the stored block stays).
 */
export async function refreshedBylineBlock(stored: unknown): Promise<BylineBlock | null> {
  if (typeof stored !== 'object' || stored === null || !('id' in stored) || !('name' in stored)) return null;
  const { id, name } = stored;
  if (typeof id !== 'string' || typeof name !== 'string' || id === '') return null;
  const profile = await readAuthorProfile(getDb(), id);
  if (!profile) return null;
  const block = articleAuthorOf(id, { ...profile, name });
  return JSON.stringify(block) === JSON.stringify(stored) ? null : block;
}
