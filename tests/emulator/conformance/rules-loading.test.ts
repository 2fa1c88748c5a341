/**
 * Loading rules the way @firebase/rules-unit-testing does (docs/emulator.md §4.1, §4.2): a ruleset
 * that compiles is installed; one with a syntax error is refused with the line and column
 * of the offending token, and the previous ruleset stays in force.
 */
import { initializeTestEnvironment } from '@firebase/rules-unit-testing';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeOurs, startTestEmulator, type TestEmulator } from '../../support/emulator.js';

let emulator: TestEmulator;

beforeAll(async () => {
  emulator = await startTestEmulator();
});
afterAll(() => emulator.stop());

interface Issue {
  sourcePosition: { fileName: string; line: number; column: number };
  description: string;
  severity: string;
}

/** The issues of a refused upload: rules-unit-testing throws the response body as the message. */
async function refusal(load: Promise<unknown>): Promise<{ message: string; issues: Issue[] }> {
  const err = await load.then(
    () => expect.unreachable('the rules were accepted'),
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(Error);
  const message = (err as Error).message;
  return { message, issues: (JSON.parse(message) as { issues: Issue[] }).issues };
}

const firestoreRules = (condition: string): string => `rules_version = '2';
service cloud.firestore {
  match /databases/{database}/documents {
    match /posts/{postId} {
      allow read: if ${condition};
    }
  }
}`;

const storageRules = (condition: string): string => `rules_version = '2';
service firebase.storage {
  match /b/{bucket}/o {
    match /images/{name} {
      allow read: if ${condition};
    }
  }
}`;

describeOurs('Firestore rules loading', () => {
  const projectId = 'demo-rules-loading-firestore';
  const valid = firestoreRules("resource.data.visibility == 'public'");

  it('installs rules that compile', async () => {
    const { host, port } = emulator.firestore;
    const testEnv = await initializeTestEnvironment({ projectId, firestore: { host, port, rules: valid } });
    await testEnv.cleanup();
    const ruleset = emulator.rules.get('cloud.firestore', projectId);
    expect(ruleset?.source).toBe(valid);
    expect(ruleset?.ast.matches[0]?.matches[0]?.allows[0]?.methods).toEqual(['read']);
  });

  it('refuses a syntax error with its line and column, and keeps the previous rules', async () => {
    const { host, port } = emulator.firestore;
    const broken = firestoreRules("resource.data.visibility = 'public'");
    const { issues } = await refusal(initializeTestEnvironment({ projectId, firestore: { host, port, rules: broken } }));
    expect(issues).toEqual([
      {
        sourcePosition: { fileName: 'firestore.rules', line: 5, column: 47 },
        description: "Unexpected '='.",
        severity: 'ERROR',
      },
    ]);
    expect(emulator.rules.get('cloud.firestore', projectId)?.source).toBe(valid);
  });

  it('refuses an unterminated block at the end of the file', async () => {
    const { host, port } = emulator.firestore;
    const unclosed = firestoreRules('true').replace(/\}$/, '');
    const { issues } = await refusal(initializeTestEnvironment({ projectId, firestore: { host, port, rules: unclosed } }));
    expect(issues[0]).toMatchObject({ sourcePosition: { line: 8, column: 1 }, description: "mismatched input '<EOF>' expecting '}'" });
  });
});

describeOurs('Storage rules loading', () => {
  const projectId = 'demo-rules-loading-storage';
  const valid = storageRules('request.auth != null');

  it('installs rules that compile', async () => {
    const { host, port } = emulator.storage;
    const testEnv = await initializeTestEnvironment({ projectId, storage: { host, port, rules: valid } });
    await testEnv.cleanup();
    expect(emulator.rules.get('firebase.storage', projectId)?.source).toBe(valid);
  });

  it('refuses a syntax error with its line and column, and keeps the previous rules', async () => {
    const { host, port } = emulator.storage;
    const broken = storageRules('request.resource.size < 5 * 1024 * 1024 &&');
    const { message, issues } = await refusal(initializeTestEnvironment({ projectId, storage: { host, port, rules: broken } }));
    expect(issues).toEqual([
      { sourcePosition: { fileName: 'storage.rules', line: 5, column: 64 }, description: "Unexpected ';'.", severity: 'ERROR' },
    ]);
    expect(message).toContain('storage.rules:5:64');
    expect(emulator.rules.get('firebase.storage', projectId)?.source).toBe(valid);
  });
});
