/**
 * Where to go after logging in (docs/product.md §2: back to the page the user came from,
 * else home: /dashboard for a reader, the admin area for an admin).
 */
import { paths } from '../../config/paths.js';

const ACCOUNT_SCREENS: readonly string[] = [
  paths.login.pattern,
  paths.register.pattern,
  paths.forgotPassword.pattern,
  paths.resetPassword.pattern,
];

/**
 * The `redirect` parameter when it leads to a page of this site; anything else would make
 * the login page an open redirect. It is resolved the way a browser resolves it (tabs and
 * newlines dropped, backslashes read as slashes, dot segments removed) and accepted only
 * when the result has the site's own origin, so `/\t/evil.example`, `/\evil.example` or
 * `/.//evil.example` cannot slip through as they would past a check of the raw text.
 * The path returned never starts with `//`, which a router would hand to the browser as
 * another host.
 */
export function returnPath(redirect: string | null, origin: string = window.location.origin, home: string = paths.dashboard.to()): string {
  if (!redirect) return home;
  let url: URL;
  try {
    url = new URL(redirect, `${origin}/`);
  } catch {
    return home;
  }
  if (url.origin !== origin || url.pathname.startsWith('//') || ACCOUNT_SCREENS.includes(url.pathname)) {
    return home;
  }
  return url.pathname + url.search + url.hash;
}
