/**
 * An author's staff profile (authors/{bylineId}, lib/author-profile.ts), as reader pages read
 * it: one REST batchGet, the request the SDK's getDoc sends, without the SDK (a guest's page
 * needs it for nothing else, views.ts) and without a preflight. batchGet answers a missing
 * profile with "missing" rather than a 404, so an author without one leaves no failed
 * request in the console.
 */
import { articleAuthorOf, authorProfileFrom, type AuthorProfile } from '../../../lib/author-profile.js';
import { decodeFields, documentName, documentsMethodUrl, type RestValue } from '../../../lib/firebase/rest-query.js';
import type { ArticleAuthor } from '../types.js';

interface BatchGetAnswer {
  readonly found?: { readonly fields?: Readonly<Record<string, RestValue>> };
}

/** The profile stored under a byline id, or null when there is none. */
export async function readAuthorProfile(bylineId: string): Promise<AuthorProfile | null> {
  const response = await fetch(documentsMethodUrl('batchGet'), {
    method: 'POST',
    body: JSON.stringify({ documents: [documentName(`authors/${bylineId}`)] }),
    credentials: 'omit',
  });
  if (!response.ok) throw new Error(`Firestore answered ${response.status} to an author's profile.`);
  const answers = (await response.json()) as readonly BatchGetAnswer[];
  const found = answers.find((answer) => answer.found)?.found;
  return found ? authorProfileFrom(decodeFields(found.fields ?? {})) : null;
}

/**
 * A byline as its author's profile has it: the profile's bio, picture and links in place of
 * the copy the article carries (made when it was saved); the byline's own name and id.
 * Without a profile, the article's copy.
 */
export function withProfile(author: ArticleAuthor, profile: AuthorProfile | null): ArticleAuthor {
  return profile ? articleAuthorOf(author.id, { ...profile, name: author.name }) : author;
}
