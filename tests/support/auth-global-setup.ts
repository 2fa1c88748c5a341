/**
 * Vitest global setup, at the root of vitest.config.ts: one Auth emulator (firebase-tools)
 * for the whole run, every project, on a free port. Tests read its address with
 * inject('authEmulator').
 */
import type { TestProject } from 'vitest/node';
import { startAuthEmulator } from '../../scripts/lib/auth-emulator.js';

declare module 'vitest' {
  export interface ProvidedContext {
    authEmulator: { host: string; port: number };
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const auth = await startAuthEmulator({ port: 0, projectId: 'demo-test' });
  project.provide('authEmulator', { host: auth.host, port: auth.port });
  return () => auth.stop();
}
