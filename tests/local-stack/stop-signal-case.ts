/**
 * One way of stopping the local stack, as a test: the stack is started through npm, written
 * to, sent `signal`, and must save everything and leave no process behind. Writes made just
 * before the signal must be in the data folder afterwards, which a fresh stack on that folder
 * proves. The cases are spread over two files so that Vitest runs them two at a time.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, expect, it } from 'vitest';
import { startStack } from '../../scripts/lib/stack.js';
import { killLeftovers, readBack, root, startStackProcess, waitUntilGone, writeSomething } from './support.js';

export interface StopCase {
  readonly signal: 'SIGTERM' | 'SIGINT' | 'SIGHUP';
  /** The npm process alone, or its whole process group (a closed terminal). */
  readonly to: 'npm' | 'group';
  readonly script: 'start' | 'emulators';
}

/** Defines one test per case, and the clean-up after each. */
export function itStopsCleanly(cases: readonly StopCase[]): void {
  const dirs: string[] = [];
  afterEach(async () => {
    killLeftovers();
    await Promise.all(dirs.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
  });

  for (const { signal, to, script } of cases) {
    const target = to === 'npm' ? 'the npm process' : 'the process group';
    it(`${signal} to ${target} of npm run ${script} saves everything and leaves no process`, async () => {
      const dataDir = await mkdtemp(path.join(tmpdir(), `stack-${signal.toLowerCase()}-`));
      dirs.push(dataDir);
      const stack = await startStackProcess(script, dataDir);
      const written = await writeSomething(stack, `just-before-${signal.toLowerCase()}`);

      process.kill(to === 'npm' ? stack.npm.pid! : -stack.group, signal);
      await waitUntilGone(stack.group, 15_000);
      expect(stack.output()).toContain('Stopped. Data saved');

      // The ports are free again and the data folder holds both writes.
      const again = await startStack({ root, dataDir, ports: { firestore: 0, storage: 0, auth: 0 } });
      try {
        expect(await readBack(again, written)).toEqual({ subject: written.title, uid: written.uid });
      } finally {
        await again.stop();
      }
    }, 180_000);
  }
}
