/**
 * Who is calling: the owner (admin, rules skipped), nobody, or a user with JWT claims.
 * Tokens are parsed, never verified, like Google's emulators (docs/emulator.md §2).
 */
import { ApiError, invalidArgument } from '../shared/errors.js';
import type { JsonObject } from '../firestore/values.js';

export type Identity =
  | { readonly kind: 'owner' }
  | { readonly kind: 'anonymous' }
  | { readonly kind: 'user'; readonly uid: string; readonly claims: JsonObject };

const OWNER: Identity = { kind: 'owner' };
const ANONYMOUS: Identity = { kind: 'anonymous' };

const invalidJwt = (): ApiError => invalidArgument('invalid jwt');

/** Google's emulator answers an Authorization header it cannot classify with a bare 500. */
const unknownScheme = (): ApiError => new ApiError('UNKNOWN', '');

function decodeSegment(segment: string): JsonObject | undefined {
  const data = segment.replace(/=+$/, '');
  if (data.length === 0 || data.length % 4 === 1 || !/^[A-Za-z0-9_-]+$/.test(data)) return undefined;
  try {
    const parsed: unknown = JSON.parse(Buffer.from(data, 'base64url').toString('utf8'));
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) ? (parsed as JsonObject) : undefined;
  } catch {
    return undefined;
  }
}

/** Decodes an unsigned or signed JWT without checking it; undefined when it is not a JWT. */
function decodeJwtClaims(token: string): JsonObject | undefined {
  const parts = token.split('.');
  if (parts.length !== 3) return undefined;
  const [header, claims, signature] = parts as [string, string, string];
  if (!decodeSegment(header)) return undefined;
  const payload = decodeSegment(claims);
  if (!payload) return undefined;
  const sig = signature.replace(/=+$/, '');
  if (!/^[A-Za-z0-9_-]*$/.test(sig) || sig.length % 4 === 1) return undefined;
  return payload;
}

function userFromClaims(claims: JsonObject): Identity {
  const uid = claims.sub ?? claims.user_id;
  return { kind: 'user', uid: typeof uid === 'string' || typeof uid === 'number' ? String(uid) : '', claims };
}

/** Firestore: `Authorization: Bearer <token>` (oracle/auth.json `classify`). */
export function firestoreIdentity(header: string | undefined): Identity {
  if (header === undefined) return ANONYMOUS;
  if (/^bearer\t/i.test(header)) return ANONYMOUS;
  if (!/^bearer /i.test(header)) throw unknownScheme();
  const token = header.slice(7);
  if (token.toLowerCase() === 'owner' || /^ya29\./i.test(token)) return OWNER;
  const claims = decodeJwtClaims(token);
  if (!claims) throw invalidJwt();
  return userFromClaims(claims);
}

/**
 * Storage: `Authorization: Firebase <token>` (firebase-tools also takes Bearer). Like
 * firebase-tools, anything that does not decode counts as no user.
 */
export function storageIdentity(header: string | undefined): Identity {
  if (header === undefined) return ANONYMOUS;
  const space = header.indexOf(' ');
  if (space === -1) return ANONYMOUS;
  const scheme = header.slice(0, space).toLowerCase();
  const token = header.slice(space + 1);
  if (scheme !== 'firebase' && scheme !== 'bearer') return ANONYMOUS;
  if (token === 'owner') return OWNER;
  const claims = decodeJwtClaims(token);
  return claims ? userFromClaims(claims) : ANONYMOUS;
}
