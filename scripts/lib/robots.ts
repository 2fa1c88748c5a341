/**
 * robots.txt, written into every build (vite/plugins/build-target.ts): what crawlers may index, and where
 * the sitemap is. The sitemap must be named by an absolute address, so the build says
 * which site it is for: VITE_SITE_URL when set (a custom domain), else the project's
 * Firebase Hosting address, or the local preview's for an emulator build.
 */
export function robotsTxt(siteUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    // Private pages: nothing there for a search engine.
    'Disallow: /admin',
    'Disallow: /dashboard',
    'Disallow: /profile',
    'Disallow: /verify-email',
    'Disallow: /reset-password',
    '',
    `Sitemap: ${siteUrl.replace(/\/+$/, '')}/sitemap.xml`,
    '',
  ].join('\n');
}

/** The site's address for a build: VITE_SITE_URL, else https://{projectId}.web.app, else `fallback`. */
export function siteUrlFor(env: Readonly<Record<string, string | undefined>>, projectId: string | null, fallback: string): string {
  const configured = env.VITE_SITE_URL?.trim();
  if (configured) return configured;
  return projectId ? `https://${projectId}.web.app` : fallback;
}
