/**
 * In local use the rules files are reloaded when they change; a change that does not
 * compile is reported with file, line and column, and the previous rules stay in force.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { doc, getDoc } from 'firebase/firestore/lite';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { clientsFor, describeOurs, startTestEmulator, type TestEmulator } from '../support/emulator.js';

const rulesAllowing = (collection: string): string =>
  `rules_version = '2';\nservice cloud.firestore {\n  match /databases/{db}/documents {\n    match /${collection}/{id} {\n      allow get: if true;\n    }\n  }\n}\n`;

let dir: string;
let file: string;
let emulator: TestEmulator;
const logs: string[] = [];

async function until(condition: () => Promise<boolean>): Promise<void> {
  for (let i = 0; i < 200; i++) {
    if (await condition()) return;
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error('condition not met in time');
}

async function canRead(collection: string): Promise<boolean> {
  const guest = clientsFor(emulator, 'demo-watch');
  try {
    await getDoc(doc(guest.db, `${collection}/x`));
    return true;
  } catch {
    return false;
  } finally {
    await guest.dispose();
  }
}

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'rules-watch-'));
  file = path.join(dir, 'firestore.rules');
  await writeFile(file, rulesAllowing('first'));
  emulator = await startTestEmulator({ rules: { firestore: file }, watchRules: true, log: (line) => logs.push(line) });
});

afterAll(async () => {
  await emulator.stop();
  await rm(dir, { recursive: true, force: true });
});

describeOurs('rules file watching', () => {
  it('reloads the rules when the file changes', async () => {
    expect(await canRead('first')).toBe(true);
    expect(await canRead('second')).toBe(false);
    await writeFile(file, rulesAllowing('second'));
    await until(async () => await canRead('second'));
    expect(await canRead('first')).toBe(false);
    expect(logs).toContain('Reloaded firestore.rules.');
  });

  it('keeps the previous rules when the new file does not compile, and says where it breaks', async () => {
    await writeFile(file, "rules_version = '2';\nservice cloud.firestore {\n  match /x {\n    allow get: if ;\n  }\n}\n");
    await until(() => Promise.resolve(logs.some((line) => line.includes('keeping the previous rules'))));
    expect(logs.join('\n')).toMatch(new RegExp(`${file.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}:4:\\d+: `));
    expect(await canRead('second')).toBe(true);
  });
});
