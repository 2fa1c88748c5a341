/** Where to go after logging in (SPEC §2: back to the page the user came from, else /dashboard). */
import { paths } from '../../config/paths.js';

const ACCOUNT_SCREENS: readonly string[] = [
  paths.login.pattern,
  paths.register.pattern,
  paths.forgotPassword.pattern,
  paths.resetPassword.pattern,
];

/**
 * The `redirect` parameter when it is a path on this site; anything else (another site,
 * "//evil.example", "javascript:…") would make the login page an open redirect.
 */
export function returnPath(redirect: string | null): string {
  if (!redirect?.startsWith('/') || redirect.startsWith('//') || redirect.includes('\\')) return paths.dashboard.to();
  const pathname = new URL(redirect, 'https://site.invalid').pathname;
  return ACCOUNT_SCREENS.includes(pathname) ? paths.dashboard.to() : redirect;
}
