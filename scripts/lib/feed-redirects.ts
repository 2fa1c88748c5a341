/**
 * firebase.json sends /rss.xml and /sitemap.xml to the feeds in Cloud Storage, which an
 * admin's browser rebuilds (src/features/admin-articles/api/feeds.ts). Their address names
 * the project's bucket, which firebase.json cannot know: it says ${STORAGE_BUCKET}, and
 * the deploy (scripts/deploy.ts) fills in the real bucket, the preview the local emulator.
 */

/** Where Firebase serves Storage downloads; the emulator stands in for it locally. */
const STORAGE_DOWNLOADS = 'https://firebasestorage.googleapis.com';
const PLACEHOLDER = '${STORAGE_BUCKET}';

/** The hosting block with every redirect to the feeds pointed at `bucket`, served from `downloads`. */
export function resolveFeedRedirects<T extends { redirects?: unknown }>(hosting: T, bucket: string, downloads: string = STORAGE_DOWNLOADS): T {
  if (!Array.isArray(hosting.redirects)) return hosting;
  const redirects = hosting.redirects.map((redirect: unknown) => {
    if (typeof redirect !== 'object' || redirect === null) return redirect;
    const { destination } = redirect as { destination?: unknown };
    if (typeof destination !== 'string' || !destination.includes(PLACEHOLDER)) return redirect;
    return { ...redirect, destination: destination.replace(`${STORAGE_DOWNLOADS}/v0/b/${PLACEHOLDER}`, `${downloads}/v0/b/${bucket}`).replace(PLACEHOLDER, bucket) };
  });
  return { ...hosting, redirects };
}
