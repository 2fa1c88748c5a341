/**
 * users/{uid}: the profile behind every account (docs/data-model.md). Writes are shaped for the
 * rules: created as a subscriber with the token's e-mail (lowercased) and verification
 * state, every timestamp a serverTimestamp(), updatedAt on every update. SDK types stop here.
 * searchTerms (the words Manage Users finds the account by) follow the name and e-mail on
 * every write, and a profile stored before they existed gets them at its next sign-in.
 */
import { doc, getDoc, serverTimestamp, setDoc, Timestamp, updateDoc } from 'firebase/firestore/lite';
import { withoutBidiControls } from '../plain-text.js';
import { personSearchTerms } from '../search-terms.js';
import type { UserProfile } from '../session/session-types.js';
import { getDb } from './firestore.js';

/** What the ID token says about the account (the rules compare the document with it). */
export interface AccountIdentity {
  readonly uid: string;
  readonly email: string | null;
  readonly emailVerified: boolean;
  readonly displayName: string | null;
}

export interface SyncOptions {
  /** A sign-in just happened: lastLogin becomes now. */
  readonly login?: boolean;
  /** The name given at registration (the account's display name may not be set yet). */
  readonly fullName?: string;
}

/** The rules' limit on fullName. */
const MAX_NAME = 100;

const asDate = (value: unknown): Date | null => (value instanceof Timestamp ? value.toDate() : null);
const asString = (value: unknown): string => (typeof value === 'string' ? value : '');
const profileRef = (uid: string) => doc(getDb(), 'users', uid);

export async function fetchUserProfile(uid: string): Promise<UserProfile | null> {
  const data = (await getDoc(profileRef(uid))).data();
  return data ? profileOf(data) : null;
}

function profileOf(data: Record<string, unknown>): UserProfile {
  return {
    fullName: asString(data.fullName),
    email: asString(data.email),
    role: data.role === 'admin' ? 'admin' : 'subscriber',
    emailVerified: data.emailVerified === true,
    createdAt: asDate(data.createdAt),
    lastLogin: asDate(data.lastLogin),
  };
}

const sameTerms = (stored: unknown, terms: readonly string[]): boolean =>
  Array.isArray(stored) && stored.length === terms.length && stored.every((term, index) => term === terms[index]);

async function sync(identity: AccountIdentity, options: SyncOptions): Promise<UserProfile | null> {
  const data = (await getDoc(profileRef(identity.uid))).data();
  const stored = data ? profileOf(data) : null;
  // The rules need an e-mail; an account without one (some Facebook accounts) has no profile.
  if (!identity.email) return stored;
  const email = identity.email.toLowerCase();
  // The rules refuse bidirectional controls in a name (a provider's display name may hold them).
  const fullName = withoutBidiControls(options.fullName ?? identity.displayName ?? '').trim().slice(0, MAX_NAME);

  if (!stored) {
    await setDoc(profileRef(identity.uid), {
      uid: identity.uid,
      fullName,
      email,
      role: 'subscriber',
      emailVerified: identity.emailVerified,
      createdAt: serverTimestamp(),
      updatedAt: serverTimestamp(),
      lastLogin: options.login ? serverTimestamp() : null,
      searchTerms: personSearchTerms(fullName, email),
    });
    return fetchUserProfile(identity.uid);
  }

  const changes: Record<string, unknown> = {};
  if (stored.emailVerified !== identity.emailVerified) changes.emailVerified = identity.emailVerified;
  if (stored.email !== email) changes.email = email;
  if (options.fullName !== undefined && stored.fullName !== fullName) changes.fullName = fullName;
  if (options.login) changes.lastLogin = serverTimestamp();
  const terms = personSearchTerms(typeof changes.fullName === 'string' ? changes.fullName : stored.fullName, email);
  if (!sameTerms(data?.searchTerms, terms)) changes.searchTerms = terms;
  if (Object.keys(changes).length === 0) return stored;
  await updateDoc(profileRef(identity.uid), { ...changes, updatedAt: serverTimestamp() });
  return fetchUserProfile(identity.uid);
}

// One sync at a time: a sign-in and the session noticing it would otherwise both find no
// document and both create it, and the second create (an update of createdAt) is denied.
let queue: Promise<unknown> = Promise.resolve();

/**
 * Brings users/{uid} in line with the account: creates it (as a subscriber) when missing,
 * copies the e-mail and its verification state, records a sign-in. Returns the profile.
 */
export function syncUserProfile(identity: AccountIdentity, options: SyncOptions = {}): Promise<UserProfile | null> {
  const run = queue.then(() => sync(identity, options));
  queue = run.catch(() => undefined);
  return run;
}
