/**
 * User-facing texts of Manage Users and of the admin dashboard's Users tab. The load and
 * update failures are the product's own wording, word for word; the rest is ours.
 */
import type { UserRole } from './types.js';

// A reader's role is not a newsletter subscription (issue 34): it says what the account is.
const roleNames: Record<UserRole, string> = { subscriber: 'Reader', admin: 'Admin' };

export const usersTexts = {
  title: 'Manage Users',
  description: 'Every account of the site and its role: search, page through and change roles.',
  backToDashboard: 'Back to Dashboard',
  search: 'Search by name or e-mail',
  searchHint: 'Finds any word of a name or an e-mail address, or the start of one: “morgan” finds Alex Morgan, “example” everyone at example.com.',
  searchButton: 'Search',
  clearSearch: 'Clear',
  tableLabel: 'Users',
  columns: { name: 'Name', email: 'Email', role: 'Role', joined: 'Joined', lastLogin: 'Last Login' },
  roleNames,
  roleOf: (name: string) => `Role of ${name}`,
  you: 'You',
  ownRole: 'You cannot change your own role, so the site always keeps an admin.',
  noName: 'No name',
  never: 'Never',
  saving: 'Saving…',
  saved: 'Saved',
  notSaved: 'Not saved',
  roleSaved: (name: string, role: UserRole) => `Saved: ${name} is now ${role === 'admin' ? 'an admin' : 'a subscriber'}.`,
  promoteQuestion: (name: string) => `Make ${name} an admin?`,
  promoteExplained: "Admins can create, edit and delete every article, change other users' roles, and see the subscriber list and contact messages.",
  promoteConfirm: 'Make admin',
  cancel: 'Cancel',
  empty: 'No users found.',
  noMatches: (search: string) => `No users found for “${search}”.`,
  loadMore: 'Load more',
  loadingMore: 'Loading…',
  loading: 'Loading users…',
  // The product's error texts
  loadFailed: 'Failed to load users. Please try again.',
  updateFailed: 'Failed to update user role. Please try again.',
} as const;

export const usersTabTexts = {
  tableLabel: 'Newest users',
  manage: 'Manage users and roles',
} as const;
