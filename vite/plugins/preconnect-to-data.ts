import type { Plugin } from 'vite';
import { dataOrigins, resolveFirebaseSetup } from '../../src/config/firebase-setup.js';
import { viteEnv } from '../emulator-defaults.js';

/**
 * Connections to the Firestore and Storage origins open while the page's code downloads,
 * so the first query and the first image do not wait for them. Firestore is fetched with
 * CORS (crossorigin), images without.
 */
export function preconnectToData(mode: string): Plugin {
  const setup = resolveFirebaseSetup(viteEnv(mode));
  const origins = dataOrigins(setup);
  return {
    name: 'preconnect-to-data',
    transformIndexHtml: () => [
      { tag: 'link', attrs: { rel: 'preconnect', href: origins.firestore, crossorigin: '' }, injectTo: 'head' },
      { tag: 'link', attrs: { rel: 'preconnect', href: origins.storage }, injectTo: 'head' },
    ],
  };
}
