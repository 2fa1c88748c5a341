/**
 * An admin's staff profile (authors/{bylineId}: lib/firebase/author-profiles.ts), edited on
 * their own profile page. Their byline id comes from their account name, as the editor's
 * byline does (lib/byline.ts). A first profile starts from the byline block of their newest
 * published article, which is what their author page showed before profiles existed, so
 * nothing they had is lost when they first save.
 */
import type { AuthorProfile } from '../../../lib/author-profile.js';
import { newestBylineProfile, readAuthorProfile, writeAuthorProfile } from '../../../lib/firebase/author-profiles.js';
import { getDb } from '../../../lib/firebase/firestore.js';
import { bylineOf, type Byline } from '../../../lib/byline.js';

export interface StaffProfile {
  readonly byline: Byline;
  readonly profile: AuthorProfile;
  /** Not stored yet: what the form holds comes from their newest article's byline (or is empty). */
  readonly unsaved: boolean;
}

export async function loadStaffProfile(accountName: string): Promise<StaffProfile> {
  const byline = bylineOf(accountName);
  const db = getDb();
  const stored = await readAuthorProfile(db, byline.id);
  if (stored) return { byline, profile: { ...stored, name: byline.name }, unsaved: false };
  const earlier = await newestBylineProfile(db, byline.id);
  const empty = { bio: '', avatar: '', socialLinks: { twitter: '', linkedin: '', website: '' } };
  return { byline, profile: { ...empty, ...earlier, name: byline.name }, unsaved: true };
}

/** Stores the profile (already checked and shaped: storedProfile) under the byline's id. */
export async function saveStaffProfile(byline: Byline, profile: AuthorProfile): Promise<void> {
  await writeAuthorProfile(getDb(), byline.id, { ...profile, name: byline.name });
}
