import { fileURLToPath } from 'node:url';
import { loadEnv } from 'vite';
import { readProjectConfig } from '../emulator/src/config.js';

/** The repo's root, where firebase.json and the .env files are. */
const root = fileURLToPath(new URL('..', import.meta.url));

/**
 * Emulator addresses default to firebase.json, the one place they are configured; VITE_*
 * variables from the environment or .env files still win (the e2e build uses other ports).
 */
export function emulatorDefaults(mode: string): Record<string, string> {
  const env = loadEnv(mode, root, 'VITE_');
  const { host, ports } = readProjectConfig(root);
  const defaults: Record<string, string> = {
    VITE_EMULATOR_HOST: host,
    VITE_FIRESTORE_EMULATOR_PORT: String(ports.firestore),
    VITE_STORAGE_EMULATOR_PORT: String(ports.storage),
    VITE_AUTH_EMULATOR_PORT: String(ports.auth),
  };
  return Object.fromEntries(Object.entries(defaults).filter(([key]) => !env[key]));
}

/** The VITE_ variables of `mode`, over the emulator defaults. */
export const viteEnv = (mode: string): Record<string, string> => ({ ...emulatorDefaults(mode), ...loadEnv(mode, root, 'VITE_') });
