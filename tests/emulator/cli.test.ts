/**
 * The emulator's command line: prints where it listens, answers, and stops cleanly on
 * Ctrl-C; refuses to start with a rules file that does not compile.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, expect, it } from 'vitest';
import { describeOurs } from '../support/emulator.js';

const root = fileURLToPath(new URL('../..', import.meta.url));
const children: ChildProcess[] = [];

function startCli(args: string[]): { child: ChildProcess; output: () => string; exited: Promise<number | null> } {
  // `node --import tsx` rather than the tsx binary: one process, so a kill leaves no orphan.
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'emulator/src/cli.ts'), ...args], { cwd: root });
  children.push(child);
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, output: () => output, exited };
}

async function waitFor(read: () => string, pattern: RegExp): Promise<RegExpExecArray> {
  for (let i = 0; i < 400; i++) {
    const match = pattern.exec(read());
    if (match) return match;
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error(`timed out waiting for ${pattern} in:\n${read()}`);
}

afterEach(() => {
  for (const child of children.splice(0)) if (child.exitCode === null) child.kill('SIGKILL');
});

describeOurs('emulator CLI', () => {
  it('prints its addresses, serves, and exits 0 on Ctrl-C leaving nothing listening', async () => {
    const cli = startCli(['--no-data', '--firestore-port', '0', '--storage-port', '0', '--hub-port', '0']);
    const firestore = (await waitFor(cli.output, /Firestore emulator\s+(http:\/\/\S+)/))[1]!;
    const hub = (await waitFor(cli.output, /Emulator hub\s+(http:\/\/\S+)/))[1]!;

    expect(await (await fetch(firestore + '/')).text()).toBe('Ok\n');
    const listing = (await (await fetch(hub)).json()) as Record<string, { port: number }>;
    expect(firestore).toContain(`:${listing.firestore?.port}`);
    expect(listing.storage?.port).toBeGreaterThan(0);

    cli.child.kill('SIGINT');
    expect(await cli.exited).toBe(0);
    await expect(fetch(firestore + '/')).rejects.toThrow();
  });

  it('refuses a rules file with a syntax error, naming file, line and column', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'cli-rules-'));
    try {
      await writeFile(path.join(dir, 'firebase.json'), JSON.stringify({ firestore: { rules: 'bad.rules' } }));
      await writeFile(path.join(dir, 'bad.rules'), "rules_version = '2';\nservice cloud.firestore {\n  match /x {\n    allow read: if ;\n  }\n}\n");
      const cli = startCli(['--root', dir, '--no-data', '--firestore-port', '0', '--storage-port', '0', '--hub-port', '0']);
      expect(await cli.exited).not.toBe(0);
      expect(cli.output()).toMatch(/bad\.rules.*4:\d+/);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
