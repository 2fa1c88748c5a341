import type { UserRole } from '../../lib/session/session-types.js';

export type { UserRole };

/** A row of the users tables: users/{uid} as the admin screens show it. */
export interface UserRow {
  readonly uid: string;
  readonly name: string;
  readonly email: string;
  readonly role: UserRole;
  readonly createdAt: Date | null;
  /** null: never logged in (an account made by a provider sign-in that did not finish, or by a script). */
  readonly lastLogin: Date | null;
}

/** Stable, so that useCursorList can tell rows apart. */
export const userKey = (row: UserRow): string => row.uid;
