import type { Plugin } from 'vite';
import { BUILD_TARGET_FILE, deployConfigProblems, EMULATOR_BUILD_MODE, type BuildTarget } from '../../scripts/lib/build-target.js';
import { robotsTxt, siteUrlFor } from '../../scripts/lib/robots.js';
import { resolveFirebaseSetup } from '../../src/config/firebase-setup.js';
import { viteEnv } from '../emulator-defaults.js';

/**
 * A production build is for a real Firebase project, whose config the VITE_FIREBASE_*
 * variables give (.env.production.local); without them the site would talk to 127.0.0.1
 * for every visitor. So `vite build` fails unless that config is complete and real, or the
 * build says it is for the local emulators (`--mode emulators`: the tests, the preview and
 * the page benchmark). The build records what it was made for (BUILD_TARGET_FILE), which
 * npm run deploy and the Hosting predeploy hook check before anything is uploaded.
 */
/**
 * The site's address for a build of `mode`: VITE_SITE_URL, else the project's web.app
 * address; an emulator build is served by the preview (scripts/preview.ts), on 127.0.0.1:4173.
 */
export function buildSiteUrl(mode: string): string {
  const env = viteEnv(mode);
  const setup = resolveFirebaseSetup(env);
  return siteUrlFor(env, setup.emulators ? null : setup.config.projectId, 'http://127.0.0.1:4173');
}

export function buildTarget(mode: string): Plugin {
  const env = viteEnv(mode);
  return {
    name: 'build-target',
    apply: 'build',
    buildStart() {
      if (mode === EMULATOR_BUILD_MODE) return;
      const problems = deployConfigProblems(env);
      if (problems.length === 0) return;
      this.error(
        [
          `This production build has no usable Firebase project, so the site would not work once deployed:`,
          ...problems.map((problem) => `  - ${problem}`),
          'To deploy, put the web app config in .env.production.local and run npm run deploy (docs/deploying.md).',
          `To build for the local emulators instead: npm run build -- --mode ${EMULATOR_BUILD_MODE}.`,
        ].join('\n'),
      );
    },
    generateBundle() {
      const setup = resolveFirebaseSetup(env);
      const target: BuildTarget = { projectId: setup.config.projectId, emulators: setup.emulators !== null };
      this.emitFile({ type: 'asset', fileName: BUILD_TARGET_FILE, source: `${JSON.stringify(target)}\n` });
      this.emitFile({ type: 'asset', fileName: 'robots.txt', source: robotsTxt(buildSiteUrl(mode)) });
    },
  };
}
