/**
 * The firebase-tools internals the repo runs (scripts/lib/firebase-tools-internals.ts) are
 * where it expects them in the installed version, and one that is not fails with a message
 * that names the version, the file and what the repo needs from it.
 */
import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { AUTH_SERVER_FILE, authServerModule, firebaseCliPath, loadInternal } from '../../scripts/lib/firebase-tools-internals.js';

describe('the firebase-tools internals the repo runs', () => {
  it('finds the Auth emulator server with its createApp, and the CLI entry file', () => {
    expect(typeof authServerModule().createApp).toBe('function');
    expect(existsSync(firebaseCliPath())).toBe(true);
  });

  it('says which version, which file and what it needs when an upgrade moved a file', () => {
    const moved = () => loadInternal('firebase-tools/lib/emulator/auth/moved-away.js', 'createApp(projectId)', () => true);
    expect(moved).toThrow(/^firebase-tools \d+\.\d+\.\d+: firebase-tools\/lib\/emulator\/auth\/moved-away\.js cannot be loaded; the repo needs createApp\(projectId\)\./);
    expect(moved).toThrow(/update scripts\/lib\/firebase-tools-internals\.ts/);
  });

  it('says so when a file is still there but no longer offers what the repo uses', () => {
    const changed = () => loadInternal(AUTH_SERVER_FILE, 'createFancyApp(projectId)', (loaded) => typeof (loaded as { createFancyApp?: unknown }).createFancyApp === 'function');
    expect(changed).toThrow(/auth\/server\.js has changed; the repo needs createFancyApp\(projectId\)/);
  });
});
