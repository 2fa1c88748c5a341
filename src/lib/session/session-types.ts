/** Who is using the site: what the header, guards and pages need to know. */

export interface SessionUser {
  readonly uid: string;
  readonly email: string | null;
  readonly displayName: string | null;
  readonly emailVerified: boolean;
  /** Signs in with a password (not only Google or Facebook): can change e-mail and password here. */
  readonly hasPassword: boolean;
}

export type UserRole = 'subscriber' | 'admin';

/** users/{uid} (docs/data-model.md). */
export interface UserProfile {
  readonly fullName: string;
  readonly email: string;
  readonly role: UserRole;
  readonly emailVerified: boolean;
  readonly createdAt: Date | null;
  readonly lastLogin: Date | null;
}

export type Session =
  /** Auth or the user's profile is loading (only when this browser holds a signed-in user). */
  | { readonly status: 'loading' }
  | { readonly status: 'guest' }
  | {
      readonly status: 'signed-in';
      readonly user: SessionUser;
      /** null when the user document could not be read or written (see profileFailed). */
      readonly profile: UserProfile | null;
      /** The profile could not be read: the role is unknown, so admin pages stay closed. */
      readonly profileFailed: boolean;
      readonly isAdmin: boolean;
    };
