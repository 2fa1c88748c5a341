/**
 * The rules hook of writes and reads: what checkCommit and checkGet are asked, when, and
 * that a denial or a failed precondition changes nothing.
 */
import { describe, expect, it } from 'vitest';
import type { CommitRequest, FirestoreAccess, GetRequest } from '../src/firestore/access.js';
import { permissionDenied } from '../src/shared/errors.js';
import { testFirestore } from './support/firestore-handler.js';

const DB = 'projects/p/databases/(default)/documents';
const V1 = `/v1/${DB}`;

function recordingAccess(
  deny = false,
  probe: (r: CommitRequest) => void = () => undefined,
): FirestoreAccess & { commits: CommitRequest[]; gets: GetRequest[] } {
  const commits: CommitRequest[] = [];
  const gets: GetRequest[] = [];
  const check = (): void => {
    if (deny) throw permissionDenied('denied by the test');
  };
  return {
    commits,
    gets,
    checkCommit: (r) => (commits.push(r), probe(r), check()),
    checkGet: (r) => (gets.push(r), check()),
    checkQuery: check,
  };
}

const update = (path: string, fields: Record<string, unknown>, extra: Record<string, unknown> = {}) => ({
  update: { name: `${DB}/${path}`, fields },
  ...extra,
});

describe('checkCommit', () => {
  it('gets every planned write in order, with before/after states and the commit time', async () => {
    let storedDuringCheck: unknown;
    const access = recordingAccess(false, (r) => (storedDuringCheck = r.data.get('c/old')?.fields.get('n')));
    const fs = testFirestore(access);
    await fs.request('POST', `${V1}:commit`, { body: { writes: [update('c/old', { n: { integerValue: '1' } })] } });
    access.commits.length = 0;

    const res = await fs.request('POST', `${V1}:commit`, {
      body: {
        writes: [
          update('c/new', { a: { integerValue: '1' } }, {
            updateTransforms: [{ fieldPath: 'createdAt', setToServerValue: 'REQUEST_TIME' }],
          }),
          update('c/old', { n: { integerValue: '2' } }, { updateMask: { fieldPaths: ['n'] } }),
          { delete: `${DB}/c/old` },
          { verify: `${DB}/c/other`, currentDocument: { exists: false } },
        ],
      },
    });
    expect(res.status).toBe(200);
    const [request] = access.commits;
    expect(access.commits).toHaveLength(1);
    expect(request!.writes.map((w) => [w.method, w.path])).toEqual([
      ['create', 'c/new'],
      ['update', 'c/old'],
      ['delete', 'c/old'],
      ['get', 'c/other'],
    ]);
    const [create, change, remove] = request!.writes;
    expect(create!.before).toBeNull();
    expect(create!.after?.fields.get('createdAt')).toEqual({ kind: 'timestamp', value: request!.time });
    expect(change!.before?.fields.get('n')).toEqual({ kind: 'integer', value: 1n });
    expect(change!.after?.fields.get('n')).toEqual({ kind: 'integer', value: 2n });
    expect(remove!.before).toBe(change!.after);
    expect(request!.after.get('c/old')).toBeUndefined();
    expect(request!.after.get('c/new')).toBe(create!.after);
    expect(storedDuringCheck).toEqual({ kind: 'integer', value: 1n });
    expect(request!.identity).toEqual({ kind: 'owner' });
    expect((res.body as { commitTime: string }).commitTime).toMatch(/^\d{4}-/);
  });

  it('applies nothing when the rules deny, and reports no change', async () => {
    const fs = testFirestore(recordingAccess(true));
    const res = await fs.request('POST', `${V1}:commit`, {
      body: { writes: [update('c/a', {}), update('c/b', {})] },
    });
    expect(res.status).toBe(403);
    expect(fs.ctx.store.database({ project: 'p', database: '(default)' }).size).toBe(0);
    expect(fs.changes()).toBe(0);
  });

  it('checks preconditions before the rules: a missing document is 404 even when denied', async () => {
    const access = recordingAccess(true);
    const fs = testFirestore(access);
    const res = await fs.request('PATCH', `${V1}/c/missing?currentDocument.exists=true`, { body: { fields: {} } });
    expect(res.status).toBe(404);
    expect(access.commits).toHaveLength(0);
  });

  it('checks the request before the rules: a bad value is 400 even when denied', async () => {
    const fs = testFirestore(recordingAccess(true));
    const res = await fs.request('POST', `${V1}:commit`, {
      body: { writes: [update('c/a', { __x__: { integerValue: '1' } })] },
    });
    expect(res).toEqual({ status: 400, body: { error: { code: 400, message: 'field name __x__ is reserved', status: 'INVALID_ARGUMENT' } } });
  });

  it('reports a change after a successful commit', async () => {
    const fs = testFirestore(recordingAccess());
    await fs.request('DELETE', `${V1}/c/a`);
    await fs.request('PATCH', `${V1}/c/a`, { body: { fields: {} } });
    expect(fs.changes()).toBe(2);
  });
});

describe('checkGet', () => {
  it('is asked once per document of a batchGet, at the read time it answers with', async () => {
    const access = recordingAccess();
    const fs = testFirestore(access);
    const res = await fs.request('POST', `${V1}:batchGet`, {
      body: { documents: [`${DB}/c/a`, `${DB}/c/b`] },
      auth: 'Bearer e30.eyJzdWIiOiJhbGljZSJ9.',
    });
    expect(res.status).toBe(200);
    expect(access.gets.map((g) => g.path)).toEqual(['c/a', 'c/b']);
    expect(access.gets[0]!.identity).toMatchObject({ kind: 'user', uid: 'alice' });
  });

  it('decides a GET before saying whether the document exists', async () => {
    const fs = testFirestore(recordingAccess(true));
    expect((await fs.request('GET', `${V1}/c/missing`)).status).toBe(403);
  });
});
