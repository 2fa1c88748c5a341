/**
 * A staff member's public profile (authors/{bylineId}, docs/data-model.md): what their
 * bylines, their author page and every article's "About the author" show. Public, so it
 * holds no uid and no e-mail. As Ghost's staff profiles: a bio of at most 200 characters,
 * a picture and links elsewhere. Read defensively (stored data is trusted only as far as
 * firestore.rules check it), checked here as the rules check it before a save.
 */
import { plainText } from './plain-text.js';

export const MAX_BIO = 200;

interface AuthorLinks {
  readonly twitter?: string;
  readonly linkedin?: string;
  readonly website?: string;
}

export interface AuthorProfile {
  readonly name: string;
  readonly bio: string;
  /** A web address, or '' for none (initials are shown). */
  readonly avatar: string;
  readonly socialLinks: Required<AuthorLinks>;
}

export const LINK_KEYS = ['twitter', 'linkedin', 'website'] as const;
export type LinkKey = (typeof LINK_KEYS)[number];

/** As firestore.rules isOptionalWebAddress: http(s), no spaces, quotes or angle brackets. */
const WEB_ADDRESS = /^https?:\/\/[^\s"<>]+$/;

const isProfileAddress = (value: string): boolean => value === '' || (value.length <= 2048 && WEB_ADDRESS.test(value));

const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const record = (value: unknown): Readonly<Record<string, unknown>> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};

/** A stored profile, or null when the document holds none that can be shown. */
export function authorProfileFrom(data: unknown): AuthorProfile | null {
  const fields = record(data);
  const name = text(fields.name);
  if (!name) return null;
  const links = record(fields.socialLinks);
  return {
    name,
    bio: text(fields.bio),
    avatar: text(fields.avatar),
    socialLinks: { twitter: text(links.twitter), linkedin: text(links.linkedin), website: text(links.website) },
  };
}

/**
 * A handle typed where a link is asked for, as its address: "@maya" on X/Twitter,
 * "in/maya" or "maya" on LinkedIn; anything else is kept as typed (and checked).
 */
function linkAddress(key: LinkKey, typed: string): string {
  const value = typed.trim();
  if (value === '' || /^[a-z][a-z0-9+.-]*:/i.test(value)) return value;
  if (key === 'twitter' && /^@?\w{1,15}$/.test(value)) return `https://x.com/${value.replace(/^@/, '')}`;
  if (key === 'linkedin' && /^(in\/)?[\w-]{3,100}$/.test(value)) return `https://www.linkedin.com/in/${value.replace(/^in\//, '')}`;
  if (key === 'website' && /^[\w-]+(\.[\w-]+)+(\/\S*)?$/.test(value)) return `https://${value}`;
  return value;
}

/** The profile as it is stored: texts without invisible controls, links as addresses. */
export function storedProfile(profile: AuthorProfile): AuthorProfile {
  return {
    name: plainText(profile.name).trim().slice(0, 100),
    bio: plainText(profile.bio).trim(),
    avatar: profile.avatar.trim(),
    socialLinks: {
      twitter: linkAddress('twitter', profile.socialLinks.twitter),
      linkedin: linkAddress('linkedin', profile.socialLinks.linkedin),
      website: linkAddress('website', profile.socialLinks.website),
    },
  };
}

export type ProfileProblem = { readonly field: 'bio' } | { readonly field: 'avatar' } | { readonly field: LinkKey };

/** What the rules would refuse in a stored profile, field by field. */
export function profileProblems(profile: AuthorProfile): ProfileProblem[] {
  const problems: ProfileProblem[] = [];
  if (profile.bio.length > MAX_BIO) problems.push({ field: 'bio' });
  if (!isProfileAddress(profile.avatar)) problems.push({ field: 'avatar' });
  for (const key of LINK_KEYS) if (!isProfileAddress(profile.socialLinks[key])) problems.push({ field: key });
  return problems;
}

/**
 * The byline block an article carries (articles.author) for a profile: only what is there,
 * as firestore.rules validAuthor takes it.
 */
export function articleAuthorOf(id: string, profile: AuthorProfile) {
  const links = Object.fromEntries(LINK_KEYS.filter((key) => profile.socialLinks[key] !== '').map((key) => [key, profile.socialLinks[key]]));
  return {
    id,
    name: profile.name,
    ...(profile.bio && { bio: profile.bio }),
    ...(profile.avatar && { avatar: profile.avatar }),
    ...(Object.keys(links).length > 0 && { socialLinks: links }),
  };
}
