/**
 * A production build of the site pointed at a given local stack (VITE_* variables set for
 * the duration of the build only), for the end-to-end tests and the page benchmark.
 */
import { build } from 'vite';
import { EMULATOR_BUILD_MODE } from './build-target.js';
import { siteEnvFor, type RunningStack } from './stack.js';

export async function buildSiteFor(stack: RunningStack, options: { readonly root: string; readonly outDir: string }): Promise<void> {
  const env = siteEnvFor(stack);
  const saved = Object.fromEntries(Object.keys(env).map((key) => [key, process.env[key]]));
  Object.assign(process.env, env);
  try {
    await build({ root: options.root, mode: EMULATOR_BUILD_MODE, logLevel: 'warn', build: { outDir: options.outDir, emptyOutDir: true } });
  } finally {
    for (const [key, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[key];
      else process.env[key] = value;
    }
  }
}
