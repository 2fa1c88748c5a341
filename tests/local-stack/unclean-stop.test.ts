/**
 * Nothing written to the local stack is lost when it is killed without warning: a
 * Firestore write and a newly registered account, saved by the running stack on its own,
 * are there after a kill -9 of the whole process group and the next start.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, expect, it } from 'vitest';
import { describeOurs } from '../support/emulator.js';
import { killLeftovers, readBack, startStackProcess, waitUntilGone, waitUntilSaved, writeSomething } from './support.js';

const dirs: string[] = [];
afterEach(async () => {
  killLeftovers();
  await Promise.all(dirs.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
});

describeOurs('an unclean stop of the local stack', () => {
  it('keeps a Firestore write and a new Auth account through a kill -9 and the next start', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'stack-kill-'));
    dirs.push(dataDir);
    const first = await startStackProcess('emulators', dataDir);
    const written = await writeSomething(first, 'before-the-crash');

    // The stack saves changes every few seconds while it runs; once they are on disk,
    // the crash comes with no chance to save anything more.
    await waitUntilSaved(dataDir, written, 30_000);
    process.kill(-first.group, 'SIGKILL');
    await waitUntilGone(first.group, 10_000);

    const second = await startStackProcess('emulators', dataDir);
    expect(await readBack(second, written)).toEqual({ subject: written.title, uid: written.uid });
    // The demo accounts came through too: nothing had to be recreated.
    expect(second.output()).toContain('Demo content already present');
    expect(second.output()).not.toContain('Recreated');
    expect(second.output()).not.toContain('Could not read');
    process.kill(second.npm.pid!, 'SIGINT');
    await waitUntilGone(second.group, 15_000);
  }, 180_000);
});
