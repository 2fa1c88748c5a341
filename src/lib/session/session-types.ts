/** Who is using the site: what the header, guards and pages need to know. */

export interface SessionUser {
  readonly uid: string;
  readonly email: string | null;
  readonly displayName: string | null;
  readonly emailVerified: boolean;
}

export type UserRole = 'subscriber' | 'admin';

/** users/{uid} (DESIGN §3). */
export interface UserProfile {
  readonly fullName: string;
  readonly email: string;
  readonly role: UserRole;
  readonly emailVerified: boolean;
  readonly createdAt: Date | null;
  readonly lastLogin: Date | null;
}

export type Session =
  /** Auth is loading (only when this browser holds a signed-in user). */
  | { readonly status: 'loading' }
  | { readonly status: 'guest' }
  | {
      readonly status: 'signed-in';
      readonly user: SessionUser;
      /** null while it loads, or when the user document does not exist (yet). */
      readonly profile: UserProfile | null;
      readonly isAdmin: boolean;
    };
