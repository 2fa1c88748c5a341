/**
 * The decisions the Firestore access layer reports to the rules registry's listeners
 * (docs/emulator.md §6.7): one for each get, each query and each write of a commit, with
 * the path, the answer and the expressions it took, allowed or not.
 */
import { describe, expect, it } from 'vitest';
import { rulesFirestoreAccess } from '../src/firestore/rules-access.js';
import { RulesRegistry, type DecisionReport } from '../src/rules/registry.js';
import { testFirestore } from './support/firestore-handler.js';

const DB = 'projects/p/databases/(default)/documents';
const V1 = `/v1/${DB}`;

const RULES = `rules_version = '2';
service cloud.firestore {
  match /databases/{database}/documents {
    match /notes/{id} {
      allow create: if request.resource.data.n == 1;
      allow create: if request.resource.data.n + 0 == 2;
      allow get, list: if true;
      allow delete: if false;
    }
  }
}`;

function firestoreWithReports() {
  const registry = new RulesRegistry();
  const loaded = registry.load('cloud.firestore', 'p', RULES, 'firestore.rules');
  if (!loaded.ok) throw new Error('The test rules do not compile.');
  const reports: DecisionReport[] = [];
  const stop = registry.onDecision((report) => reports.push(report));
  return { fs: testFirestore(rulesFirestoreAccess({ rules: registry, open: false })), reports, stop };
}

const create = (id: string, n: number) => ({ update: { name: `${DB}/notes/${id}`, fields: { n: { integerValue: String(n) } } } });

describe('decision reports', () => {
  it('reports each write of a commit, each get and each query, with its cost', async () => {
    const { fs, reports } = firestoreWithReports();
    const guest = { auth: null };
    expect((await fs.request('POST', `${V1}:commit`, { ...guest, body: { writes: [create('a', 1), create('b', 2)] } })).status).toBe(200);
    expect((await fs.request('POST', `${V1}:batchGet`, { ...guest, body: { documents: [`${DB}/notes/a`] } })).status).toBe(200);
    const query = { structuredQuery: { from: [{ collectionId: 'notes' }], limit: 5 } };
    expect((await fs.request('POST', `${V1}:runQuery`, { ...guest, body: query })).status).toBe(200);
    expect((await fs.request('POST', `${V1}:commit`, { ...guest, body: { writes: [{ delete: `${DB}/notes/a` }] } })).status).toBe(403);
    const project = 'p';
    const service = 'cloud.firestore';
    expect(reports).toEqual([
      // `request.resource.data.n == 1`: the comparison, `request`, its three members, and `1`.
      { service, project, method: 'create', path: 'notes/a', allowed: true, expressions: 6 },
      // The first statement is tried and fails (6) before the second allows (8): both count.
      { service, project, method: 'create', path: 'notes/b', allowed: true, expressions: 14 },
      { service, project, method: 'get', path: 'notes/a', allowed: true, expressions: 1 },
      { service, project, method: 'list', path: 'notes', allowed: true, expressions: 1 },
      { service, project, method: 'delete', path: 'notes/a', allowed: false, expressions: 1 },
    ]);
  });

  it('stops reporting to a listener that has stopped', async () => {
    const { fs, reports, stop } = firestoreWithReports();
    stop();
    await fs.request('POST', `${V1}:commit`, { auth: null, body: { writes: [create('a', 1)] } });
    expect(reports).toEqual([]);
  });
});
