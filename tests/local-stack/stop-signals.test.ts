/**
 * Every way of stopping the local stack saves everything and leaves no process behind:
 * SIGTERM (kill, process managers, docker stop), SIGINT (Ctrl-C, or sent to npm alone),
 * SIGHUP (a closed terminal, which signals the whole process group; or npm alone). Writes
 * made just before the signal must be in the data folder afterwards, which a fresh stack
 * on that folder proves.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, expect, it } from 'vitest';
import { startStack } from '../../scripts/lib/stack.js';
import { describeOurs } from '../support/emulator.js';
import { killLeftovers, readBack, root, startStackProcess, waitUntilGone, writeSomething } from './support.js';

const dirs: string[] = [];
afterEach(async () => {
  killLeftovers();
  await Promise.all(dirs.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
});

const cases = [
  // npm start's site (Vite) has a SIGTERM handler of its own that must not cut the save short.
  { signal: 'SIGTERM', to: 'npm', script: 'start' },
  { signal: 'SIGINT', to: 'npm', script: 'emulators' },
  { signal: 'SIGHUP', to: 'group', script: 'emulators' },
  // npm passes SIGHUP on to nobody: the stack notices that npm is gone.
  { signal: 'SIGHUP', to: 'npm', script: 'emulators' },
] as const;

describeOurs('stopping the local stack', () => {
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
});
