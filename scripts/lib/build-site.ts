/**
 * A production build of the site pointed at a given local stack (VITE_* variables set for
 * the duration of the build only), with its reader pages rendered from the stack's
 * published articles (prerender.ts): for the end-to-end tests, the preview and the page
 * benchmark. `siteUrl`: where the build will be served, which its pages link to.
 */
import { build } from 'vite';
import { EMULATOR_BUILD_MODE } from './build-target.js';
import { prerenderSite, type PrerenderResult } from './prerender.js';
import { siteEnvFor, type RunningStack } from './stack.js';

export async function buildSiteFor(
  stack: Pick<RunningStack, 'projectId' | 'firestore' | 'storage' | 'auth'>,
  options: { readonly root: string; readonly outDir: string; readonly siteUrl?: string },
): Promise<PrerenderResult> {
  const env = { ...siteEnvFor(stack), ...(options.siteUrl ? { VITE_SITE_URL: options.siteUrl } : {}) };
  const saved = Object.fromEntries(Object.keys(env).map((key) => [key, process.env[key]]));
  Object.assign(process.env, env);
  try {
    await build({ root: options.root, mode: EMULATOR_BUILD_MODE, logLevel: 'warn', build: { outDir: options.outDir, emptyOutDir: true } });
    return await prerenderSite({ root: options.root, outDir: options.outDir, mode: EMULATOR_BUILD_MODE });
  } finally {
    for (const [key, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[key];
      else process.env[key] = value;
    }
  }
}
