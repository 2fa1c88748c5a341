/**
 * An offset that moves a port of the local stack where it cannot serve is refused before
 * anything starts, in one line that names the service, the port and why: not an SDK's
 * "fetch failed … bad port" stack trace once the stack is half up (issue 34). The same for
 * E2E_PORT_OFFSET and `npm test`.
 */
import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { root } from './support.js';

const dataDir = path.join(mkdtempSync(path.join(tmpdir(), 'port-offset-')), 'data');
afterAll(() => rmSync(path.dirname(dataDir), { recursive: true, force: true }));

function npm(args: readonly string[], env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = execFile('npm', args, { cwd: root, env: { ...process.env, ...env } }, (_err, stdout, stderr) =>
      resolve({ code: child.exitCode, output: stdout + stderr }),
    );
  });
}

const npmStart = (offset: string) => npm(['start', '--', '--data', dataDir], { LOCAL_PORT_OFFSET: offset });

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

describe('npm test with an unusable E2E_PORT_OFFSET', () => {
  it('refuses it before the first stage, naming the end-to-end port', async () => {
    const { code, output } = await npm(['test'], { E2E_PORT_OFFSET: '47460' });
    expect(code).not.toBe(0);
    expect(output).toContain('E2E_PORT_OFFSET=47460 puts the end-to-end Firestore emulator on port 65540, outside 1024-65535; choose another offset.');
    expect(output).not.toMatch(/type-check|passed, \d+ failed/i);
  });
});
