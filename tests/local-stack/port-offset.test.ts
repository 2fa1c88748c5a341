/**
 * An offset that moves a port of the local stack where it cannot serve is refused before
 * anything starts, in one line that names the service, the port and why: not an SDK's
 * "fetch failed … bad port" stack trace once the stack is half up (issue 34).
 */
import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { root } from './support.js';

const dataDir = path.join(mkdtempSync(path.join(tmpdir(), 'port-offset-')), 'data');
afterAll(() => rmSync(path.dirname(dataDir), { recursive: true, force: true }));

function npmStart(offset: string): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = execFile('npm', ['start', '--', '--data', dataDir], { cwd: root, env: { ...process.env, LOCAL_PORT_OFFSET: offset } }, (_err, stdout, stderr) =>
      resolve({ code: child.exitCode, output: stdout + stderr }),
    );
  });
}

describe('npm start with an unusable LOCAL_PORT_OFFSET', () => {
  it('refuses the offset that puts Firestore on 10080, a port fetch blocks, and starts nothing', async () => {
    const { code, output } = await npmStart('2000');
    expect(code).not.toBe(0);
    expect(output).toContain(
      "LOCAL_PORT_OFFSET=2000 puts the Firestore emulator on port 10080, a port browsers and Node's fetch refuse (the Fetch standard's bad ports); choose another offset.",
    );
    expect(output).not.toContain('Starting the local Firebase stack');
    expect(output).not.toMatch(/\n\s+at /);
    expect(existsSync(dataDir)).toBe(false);
  });

  it('refuses an offset that is not a number', async () => {
    const { code, output } = await npmStart('ten');
    expect(code).not.toBe(0);
    expect(output).toContain('LOCAL_PORT_OFFSET must be a whole number, not "ten".');
    expect(existsSync(dataDir)).toBe(false);
  });
});
