/**
 * The two bylines of the demo articles. Maya Chen is the demo admin; Daniel Brooks is a
 * contributor without an account here. An author id is a public byline id, never a uid
 * (firestore.rules refuse a uid there: uids stay private, docs/security.md), and no
 * e-mail: articles are public (docs/data-model.md). A name is written as the About page and
 * the admin's own account write it (a byline is the writer's account name), so an author
 * reads the same everywhere; credentials belong in the bio.
 */
import { storedProfile, type AuthorProfile } from '../../../src/lib/author-profile.js';
import type { AuthorKey } from './types.js';

export interface DemoAuthor {
  readonly id: string;
  readonly name: string;
  readonly bio: string;
  readonly socialLinks: { readonly twitter?: string; readonly linkedin?: string; readonly website?: string };
}

export const DEMO_AUTHORS: Readonly<Record<AuthorKey, DemoAuthor>> = {
  maya: {
    id: 'maya-chen',
    name: 'Maya Chen',
    bio: 'Editor, portfolio strategist and Certified Financial Planner. Writes about asset allocation, risk management and planning for retirement.',
    // Made-up people have no profiles: an empty block, so the page shows no links rather than a network's home page.
    socialLinks: {},
  },
  daniel: {
    id: 'daniel-brooks',
    name: 'Daniel Brooks',
    bio: 'CFA charterholder and equity analyst for fifteen years, covering industrials and technology. Explains valuation, financial statements and trading risk.',
    socialLinks: {},
  },
};

/** An author's staff profile (authors/{id}), as the admin's profile page stores it. */
export function demoProfile(author: DemoAuthor): AuthorProfile {
  const { twitter = '', linkedin = '', website = '' } = author.socialLinks;
  return storedProfile({ name: author.name, bio: author.bio, avatar: '', socialLinks: { twitter, linkedin, website } });
}
