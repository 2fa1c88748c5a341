/**
 * Transaction ids over REST (beginTransaction, rollback, `newTransaction`, commits and reads
 * in a transaction), with the answers of Google's emulator (oracle transactions.json).
 */
import { describe, expect, it } from 'vitest';
import { testFirestore } from './support/firestore-handler.js';

const DB = 'projects/p/databases/(default)/documents';
const V1 = `/v1/${DB}`;
const EXPIRED = { code: 409, message: 'The referenced transaction has expired or is no longer valid.', status: 'ABORTED' };

const write = (path: string, extra: Record<string, unknown> = {}) => ({ update: { name: `${DB}/${path}`, fields: {} }, ...extra });

async function begin(fs: ReturnType<typeof testFirestore>, options: unknown = {}): Promise<string> {
  const res = await fs.request('POST', `${V1}:beginTransaction`, { body: { options } });
  expect(res.status).toBe(200);
  return (res.body as { transaction: string }).transaction;
}

describe('transactions', () => {
  it('gives ids like Google’s and ends one with its commit', async () => {
    const fs = testFirestore();
    const tx = await begin(fs);
    expect(Buffer.from(tx, 'base64')).toHaveLength(9);
    expect(Buffer.from(tx, 'base64')[0]).toBe(0x11);
    expect((await fs.request('POST', `${V1}:commit`, { body: { writes: [write('c/d')], transaction: tx } })).status).toBe(200);
    const again = await fs.request('POST', `${V1}:commit`, { body: { writes: [write('c/d')], transaction: tx } });
    expect(again).toEqual({ status: 409, body: { error: EXPIRED } });
    const read = await fs.request('POST', `${V1}:batchGet`, { body: { documents: [`${DB}/c/d`], transaction: tx } });
    expect(read).toEqual({ status: 409, body: { error: EXPIRED } });
    expect((await fs.request('POST', `${V1}:rollback`, { body: { transaction: tx } })).status).toBe(200);
  });

  it('rejects malformed and unknown ids on rollback', async () => {
    const fs = testFirestore();
    const malformed = await fs.request('POST', `${V1}:rollback`, { body: { transaction: 'AAAA' } });
    expect(malformed.body).toEqual({ error: { code: 400, message: 'Invalid transaction.', status: 'INVALID_ARGUMENT' } });
    const unknown = await fs.request('POST', `${V1}:rollback`, { body: { transaction: 'EWQAAAAAAAAA' } });
    expect(unknown.body).toEqual({ error: { code: 400, message: 'Transaction is invalid or expired.', status: 'INVALID_ARGUMENT' } });
  });

  it('keeps a read-only transaction open when it tries to write', async () => {
    const fs = testFirestore();
    const tx = await begin(fs, { readOnly: {} });
    const denied = await fs.request('POST', `${V1}:commit`, { body: { writes: [write('c/d')], transaction: tx } });
    expect(denied.body).toEqual({
      error: { code: 400, message: 'Cannot modify entities in a read-only transaction.', status: 'INVALID_ARGUMENT' },
    });
    expect((await fs.request('POST', `${V1}:batchGet`, { body: { documents: [`${DB}/c/d`], transaction: tx } })).status).toBe(200);
    expect((await fs.request('POST', `${V1}:commit`, { body: { transaction: tx } })).body).toEqual({});
  });

  it('ends a transaction on a failed precondition but not on an invalid write', async () => {
    const fs = testFirestore();
    await fs.request('POST', `${V1}:commit`, { body: { writes: [write('c/a')] } });
    const tx = await begin(fs);
    const invalid = { update: { name: `${DB}/c/a`, fields: { __x__: { nullValue: null } } } };
    expect((await fs.request('POST', `${V1}:commit`, { body: { writes: [invalid], transaction: tx } })).status).toBe(400);
    const exists = write('c/a', { currentDocument: { exists: false } });
    expect((await fs.request('POST', `${V1}:commit`, { body: { writes: [exists], transaction: tx } })).status).toBe(409);
    const after = await fs.request('POST', `${V1}:commit`, { body: { writes: [write('c/b')], transaction: tx } });
    expect(after.body).toEqual({ error: EXPIRED });
  });

  it('starts one from a batchGet, answering with its id first', async () => {
    const fs = testFirestore();
    const res = await fs.request('POST', `${V1}:batchGet`, { body: { documents: [`${DB}/c/x`], newTransaction: { readWrite: {} } } });
    const [started, missing] = res.body as [{ transaction: string }, { missing: string; readTime: string }];
    expect(started.transaction).toMatch(/^EQ/);
    expect(missing).toEqual({ missing: `${DB}/c/x`, readTime: expect.stringMatching(/Z$/) as unknown });
    expect((await fs.request('POST', `${V1}:commit`, { body: { writes: [write('c/x')], transaction: started.transaction } })).status).toBe(200);
  });

  it('refuses read times it cannot serve', async () => {
    const fs = testFirestore();
    const past = await fs.request('POST', `${V1}:beginTransaction`, { body: { options: { readOnly: { readTime: '2020-01-01T00:00:00Z' } } } });
    expect(past.body).toEqual({ error: { code: 400, message: "The requested 'read_time' is too old.", status: 'FAILED_PRECONDITION' } });
    const future = await fs.request('POST', `${V1}:beginTransaction`, { body: { options: { readOnly: { readTime: '2999-01-01T00:00:00Z' } } } });
    expect(future.body).toEqual({ error: { code: 400, message: "The requested 'read_time' cannot be in the future.", status: 'INVALID_ARGUMENT' } });
  });

  it('forgets every transaction on reset', async () => {
    const fs = testFirestore();
    const tx = await begin(fs);
    expect((await fs.request('POST', '/reset')).status).toBe(200);
    const res = await fs.request('POST', `${V1}:rollback`, { body: { transaction: tx } });
    expect(res.status).toBe(400);
  });
});
