/**
 * :batchWrite — each write on its own, a google.rpc.Status per write, owner only.
 */
import { describe, expect, it } from 'vitest';
import { testFirestore } from './support/firestore-handler.js';

const DB = 'projects/p/databases/(default)/documents';
const V1 = `/v1/${DB}`;

describe('batchWrite', () => {
  it('applies the writes that can be applied and reports the others', async () => {
    const fs = testFirestore();
    await fs.request('POST', `${V1}:commit`, { body: { writes: [{ update: { name: `${DB}/c/exists`, fields: {} } }] } });
    const res = await fs.request('POST', `${V1}:batchWrite`, {
      body: {
        writes: [
          { update: { name: `${DB}/c/new`, fields: { n: { integerValue: '1' } } } },
          { update: { name: `${DB}/c/missing`, fields: {} }, currentDocument: { exists: true } },
          { update: { name: `${DB}/c/exists`, fields: {} }, currentDocument: { exists: false } },
        ],
      },
    });
    expect(res.status).toBe(200);
    const body = res.body as { writeResults: object[]; status: { code?: number; message?: string }[] };
    expect(body.writeResults).toEqual([{ updateTime: expect.any(String) as unknown }, {}, {}]);
    expect(body.status.map((s) => s.code)).toEqual([undefined, 5, 6]);
    expect(body.status[2]!.message).toBe('entity already exists: EntityRef[partitionRef=dev~p, path=/c/exists]');
    expect((await fs.request('GET', `${V1}/c/new`)).status).toBe(200);
  });

  it('is for the owner only, after the request is validated', async () => {
    const fs = testFirestore();
    const user = 'Bearer e30.e30.';
    const twice = { writes: [{ delete: `${DB}/c/a` }, { delete: `${DB}/c/a` }] };
    expect((await fs.request('POST', `${V1}:batchWrite`, { body: twice, auth: user })).body).toMatchObject({
      error: { message: 'the same document cannot be written more than once in a single request' },
    });
    expect((await fs.request('POST', `${V1}:batchWrite`, { body: { writes: [{ delete: `${DB}/c/a` }] }, auth: user })).body).toEqual({
      error: { code: 403, message: 'Batch writes require admin authentication.', status: 'PERMISSION_DENIED' },
    });
  });
});
