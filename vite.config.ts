/**
 * The build: React and Tailwind, the site's own plugins (vite/plugins, one file each, each
 * saying why it exists) and the chunk policy (vite/chunk-policy.ts).
 */
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { chunkGroups } from './vite/chunk-policy.js';
import { emulatorDefaults } from './vite/emulator-defaults.js';
import { buildSiteUrl, buildTarget } from './vite/plugins/build-target.js';
import { inlineStylesheet } from './vite/plugins/inline-stylesheet.js';
import { preconnectToData } from './vite/plugins/preconnect-to-data.js';
import { preloadApp } from './vite/plugins/preload-app.js';
import { preloadListCode } from './vite/plugins/preload-list-code.js';

export default defineConfig(({ command, mode, isSsrBuild }) => ({
  resolve: {
    // See src/lib/firebase/integer-for-lite.ts: 5 KiB less on every page.
    alias: {
      '@firebase/webchannel-wrapper/bloom-blob': fileURLToPath(new URL('src/lib/firebase/integer-for-lite.ts', import.meta.url)),
      // See src/lib/firebase/idb-for-app.ts: 1 KiB less on every page.
      idb: fileURLToPath(new URL('src/lib/firebase/idb-for-app.ts', import.meta.url)),
    },
  },
  plugins: isSsrBuild
    ? // The pages' HTML, built for Node (scripts/lib/prerender.ts): components only, no documents or styles.
      [react()]
    : [react(), tailwindcss(), buildTarget(mode), preconnectToData(mode), preloadApp(), preloadListCode(), inlineStylesheet()],
  define: Object.fromEntries(
    Object.entries({
      ...emulatorDefaults(mode),
      // Every build knows the site's address (src/config/site-origin.ts); npm start uses the page's.
      ...(command === 'build' ? { VITE_SITE_URL: buildSiteUrl(mode) } : {}),
    }).map(([key, value]) => [`import.meta.env.${key}`, JSON.stringify(value)]),
  ),
  build: {
    // scripts/check-bundle.ts reads it to measure what each route loads.
    manifest: true,
    // Every browser the site supports knows <link rel="modulepreload">: no polyfill in the entry.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        codeSplitting: { groups: chunkGroups },
      },
    },
  },
}));
