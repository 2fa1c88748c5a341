/**
 * The demo accounts (docs/local-stack.md): an admin and a reader, both e-mail-verified, with fixed
 * uids so articles can name the admin as their author. The passwords are printed by
 * `npm start` and `npm run reseed`: this is a local demo project, never a real one.
 */

export interface DemoAccount {
  readonly uid: string;
  readonly email: string;
  readonly password: string;
  readonly fullName: string;
  readonly role: 'admin' | 'subscriber';
  /** Days before the seed the account was created (for users/{uid}.createdAt). */
  readonly createdDaysAgo: number;
}

export const DEMO_ADMIN: DemoAccount = {
  uid: 'demo-admin',
  email: 'admin@demo.finance',
  password: 'admin-demo-123',
  fullName: 'Maya Chen',
  role: 'admin',
  createdDaysAgo: 180,
};

export const DEMO_READER: DemoAccount = {
  uid: 'demo-reader',
  email: 'reader@demo.finance',
  password: 'reader-demo-123',
  fullName: 'Alex Morgan',
  role: 'subscriber',
  createdDaysAgo: 45,
};

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [DEMO_ADMIN, DEMO_READER];
