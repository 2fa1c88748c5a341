/**
 * The document REST surface beyond the recordings: creating in a subcollection, bad ids,
 * update-time preconditions as query parameters, and what GET refuses.
 */
import { describe, expect, it } from 'vitest';
import { testFirestore } from './support/firestore-handler.js';

const DB = 'projects/p/databases/(default)/documents';
const V1 = `/v1/${DB}`;

describe('document REST', () => {
  it('creates in a subcollection under a generated or given id', async () => {
    const fs = testFirestore();
    const auto = await fs.request('POST', `${V1}/rooms/r1/messages`, { body: { fields: { t: { stringValue: 'hi' } } } });
    expect((auto.body as { name: string }).name).toMatch(new RegExp(`^${DB.replace(/[()]/g, '\\$&')}/rooms/r1/messages/[A-Za-z0-9]{20}$`));
    const named = await fs.request('POST', `${V1}/rooms/r1/messages?documentId=m1&mask.fieldPaths=none`, { body: {} });
    expect(named.body).toMatchObject({ name: `${DB}/rooms/r1/messages/m1` });
    expect(named.body).not.toHaveProperty('fields');
  });

  it('rejects bad parents and ids', async () => {
    const fs = testFirestore();
    const onDocument = await fs.request('POST', `${V1}/c/d`, { body: {} });
    expect(onDocument.body).toMatchObject({ error: { message: `Document parent name "${DB}/c" lacks "/" at index 42.` } });
    const reserved = await fs.request('POST', `${V1}/c?documentId=__x__`, { body: {} });
    expect(reserved.body).toMatchObject({ error: { message: 'Resource id "__x__" is invalid because it is reserved.' } });
  });

  it('takes an update-time precondition as a query parameter', async () => {
    const fs = testFirestore();
    const created = (await fs.request('PATCH', `${V1}/c/d`, { body: { fields: {} } })).body as { updateTime: string };
    const stale = await fs.request('DELETE', `${V1}/c/d?currentDocument.updateTime=2001-01-01T00:00:00Z`);
    expect(stale.body).toMatchObject({ error: { status: 'FAILED_PRECONDITION' } });
    const current = await fs.request('DELETE', `${V1}/c/d?currentDocument.updateTime=${created.updateTime}`);
    expect(current).toEqual({ status: 200, body: {} });
    expect((await fs.request('GET', `${V1}/c/d`)).status).toBe(404);
  });

  it('refuses reads at a time, bad masks and bad parameters', async () => {
    const fs = testFirestore();
    await fs.request('PATCH', `${V1}/c/d`, { body: {} });
    const at = await fs.request('GET', `${V1}/c/d?readTime=2020-01-01T00:00:00Z`);
    expect(at.body).toMatchObject({ error: { message: 'Only timestamps past epoch are supported.' } });
    expect((await fs.request('GET', `${V1}/c/d?mask.fieldPaths=a..b`)).status).toBe(400);
    expect((await fs.request('GET', `${V1}/c?pageSize=many`)).body).toMatchObject({
      error: { message: `Invalid value at 'pageSize' (TYPE_INT32), "many"` },
    });
  });

  it('reads the Authorization header after the name and before the rest', async () => {
    const fs = testFirestore();
    expect((await fs.request('GET', `${V1}/c`, { auth: 'Bearer garbage' })).body).toMatchObject({ error: { message: 'invalid jwt' } });
    expect((await fs.request('GET', `${V1}/c//`, { auth: 'Bearer garbage' })).body).toMatchObject({
      error: { message: expect.stringContaining('lacks a resource id') as unknown },
    });
    expect((await fs.request('GET', `${V1}/c/d?mask.fieldPaths=a..b`, { auth: 'Basic x' })).status).toBe(500);
  });
});
