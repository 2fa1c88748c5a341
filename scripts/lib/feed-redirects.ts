/**
 * firebase.json sends /rss.xml, /sitemap.xml and the parts of a sitemap index
 * (/sitemap-1.xml …) to the feeds in Cloud Storage, which an admin's browser rebuilds
 * (src/features/admin-articles/api/feeds.ts). Their address names the project's bucket,
 * which firebase.json cannot know: it says ${STORAGE_BUCKET}, and the deploy
 * (scripts/deploy.ts) fills in the real bucket, the preview the local emulator.
 *
 * The parts are one redirect each: Hosting's captures cannot make a Storage address (the
 * part's number sits inside the file's name, and its query would be read as a pattern), so
 * the redirect written with {n} becomes one per part, sitemap-1.xml to sitemap-50.xml
 * (2.5 million addresses; storage.rules allow the same names).
 */

/** Where Firebase serves Storage downloads; the emulator stands in for it locally. */
const STORAGE_DOWNLOADS = 'https://firebasestorage.googleapis.com';
const PLACEHOLDER = '${STORAGE_BUCKET}';
const PART = '{n}';
/** How many parts a sitemap index may have (src/lib/feeds.ts SITEMAP_MAX_PARTS agrees). */
export const SITEMAP_PARTS = 50;

type Redirect = Record<string, unknown> & { source?: unknown; destination?: unknown };

/** A redirect written with {n}, once per sitemap part; any other as it is. */
function expanded(redirect: unknown): unknown[] {
  if (typeof redirect !== 'object' || redirect === null) return [redirect];
  const { source, destination } = redirect as Redirect;
  if (typeof source !== 'string' || typeof destination !== 'string' || !source.includes(PART)) return [redirect];
  return Array.from({ length: SITEMAP_PARTS }, (_, i) => ({
    ...redirect,
    source: source.replace(PART, String(i + 1)),
    destination: destination.replace(PART, String(i + 1)),
  }));
}

/** The hosting block with every redirect to the feeds pointed at `bucket`, served from `downloads`. */
export function resolveFeedRedirects<T extends { redirects?: unknown }>(hosting: T, bucket: string, downloads: string = STORAGE_DOWNLOADS): T {
  if (!Array.isArray(hosting.redirects)) return hosting;
  const redirects = hosting.redirects.flatMap(expanded).map((redirect: unknown) => {
    if (typeof redirect !== 'object' || redirect === null) return redirect;
    const { destination } = redirect as { destination?: unknown };
    if (typeof destination !== 'string' || !destination.includes(PLACEHOLDER)) return redirect;
    return { ...redirect, destination: destination.replace(`${STORAGE_DOWNLOADS}/v0/b/${PLACEHOLDER}`, `${downloads}/v0/b/${bucket}`).replace(PLACEHOLDER, bucket) };
  });
  return { ...hosting, redirects };
}
