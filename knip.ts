/**
 * Unused files, exports and dependencies, found by knip in the lint (`npm run lint`).
 * Vite's own plugin would load vite.config.ts, which imports .tsx through .js names that
 * knip's loader cannot follow: the config is an entry instead.
 */
import type { KnipConfig } from 'knip';

const config: KnipConfig = {
  // src/app/prerender.tsx: the build bundles it for Node and scripts/lib/prerender.ts calls it.
  // stack-child.ts: bench:scale runs it as a process of its own.
  entry: ['scripts/*.{ts,mjs}', 'scripts/lib/bench-scale/stack-child.ts', 'emulator/src/{cli,index}.ts', 'vite.config.ts', 'src/app/prerender.tsx'],
  project: ['{src,scripts,emulator,tests,e2e,vite,eslint-rules}/**/*.{ts,tsx,js,mjs,css}', '*.{ts,js}'],
  vite: { config: [] },
  // The types of a JavaScript module (the lint's own rule), which TypeScript reads beside it.
  ignore: ['eslint-rules/*.d.ts'],
  // axe-core is injected into pages by file path (e2e/accessibility.spec.ts).
  ignoreDependencies: ['axe-core'],
  // .ci/run installs Chromium with apt-get when it is missing.
  ignoreBinaries: ['apt-get'],
  compilers: {
    // Tailwind comes in through the stylesheet's @import.
    css: (text: string) => [...text.matchAll(/(?<=@)import[^;]+/g)].join('\n'),
  },
};

export default config;
