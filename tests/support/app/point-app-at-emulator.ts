/**
 * Points the app's Firebase setup at a test emulator, the way a build is configured: with
 * VITE_* variables. Call it before the app first touches Firebase (the setup is read once).
 */
import { vi } from 'vitest';

interface Endpoint {
  readonly host: string;
  readonly port: number;
}

export function pointAppAtEmulator(projectId: string, emulator: { readonly firestore: Endpoint; readonly storage?: Endpoint }) {
  vi.stubEnv('VITE_DEMO_PROJECT_ID', projectId);
  vi.stubEnv('VITE_EMULATOR_HOST', emulator.firestore.host);
  vi.stubEnv('VITE_FIRESTORE_EMULATOR_PORT', String(emulator.firestore.port));
  if (emulator.storage) vi.stubEnv('VITE_STORAGE_EMULATOR_PORT', String(emulator.storage.port));
}
