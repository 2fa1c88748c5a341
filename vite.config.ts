import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig, loadEnv } from 'vite';
import { readProjectConfig } from './emulator/src/config.js';

const root = fileURLToPath(new URL('.', import.meta.url));

/**
 * Emulator addresses default to firebase.json, the one place they are configured; VITE_*
 * variables from the environment or .env files still win (the e2e build uses other ports).
 */
function emulatorDefaults(mode: string): Record<string, string> {
  const env = loadEnv(mode, root, 'VITE_');
  const { host, ports } = readProjectConfig(root);
  const defaults: Record<string, string> = {
    VITE_EMULATOR_HOST: host,
    VITE_FIRESTORE_EMULATOR_PORT: String(ports.firestore),
    VITE_STORAGE_EMULATOR_PORT: String(ports.storage),
    VITE_AUTH_EMULATOR_PORT: String(ports.auth),
  };
  return Object.fromEntries(
    Object.entries(defaults)
      .filter(([key]) => !env[key])
      .map(([key, value]) => [`import.meta.env.${key}`, JSON.stringify(value)]),
  );
}

// Libraries change less often than the app: separate chunks stay cached across deploys.
// Each Firebase product gets its own chunk so that a page downloads only the products it
// imports (Auth and Storage load with the routes that use them). Order matters: a group
// also takes the dependencies of what it matches, so the shared Firebase core comes first.
const vendorChunks: ReadonlyArray<{ name: string; test: RegExp }> = [
  { name: 'react', test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|cookie)[\\/]/ },
  { name: 'firebase-app', test: /[\\/]node_modules[\\/](firebase[\\/]app|@firebase[\\/](app|component|logger|util)|idb)[\\/]/ },
  { name: 'firebase-firestore', test: /[\\/]node_modules[\\/]@?firebase[\\/]firestore[\\/]/ },
  { name: 'firebase-auth', test: /[\\/]node_modules[\\/]@?firebase[\\/]auth[\\/]/ },
  { name: 'firebase-storage', test: /[\\/]node_modules[\\/]@?firebase[\\/]storage[\\/]/ },
];

export default defineConfig(({ mode }) => ({
  plugins: [react(), tailwindcss()],
  define: emulatorDefaults(mode),
  build: {
    // scripts/check-bundle.ts reads it to measure what each route loads.
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: { groups: [...vendorChunks] },
      },
    },
  },
}));
