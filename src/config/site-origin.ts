/**
 * The site's own origin, as its pages write links to themselves: canonical addresses, share
 * links, structured data, the feeds. A build sets VITE_SITE_URL (vite.config.ts: the custom
 * domain, else https://{project}.web.app), so a page built ahead of time (src/app/built-page.ts)
 * and the same page drawn in a browser write the same addresses, on whichever of the
 * project's domains it is read. Without it (npm start), the page's own origin.
 */
export function siteOrigin(): string {
  const configured = import.meta.env.VITE_SITE_URL?.trim();
  if (configured) return new URL(configured).origin;
  return window.location.origin;
}
