/**
 * JSON answers are gzipped when the client accepts it, as Google's front end does, so the
 * site measured against the emulators downloads what it would in production. Raw
 * http.request is used because fetch() would decompress without telling.
 */
import http from 'node:http';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestEmulator, type TestEmulator } from '../../tests/support/emulator.js';
import { integer, string } from '../src/firestore/values.js';

const PROJECT = 'demo-http-compression';
const T0 = { seconds: 1_700_000_000, nanos: 0 };

let emulator: TestEmulator;

beforeAll(async () => {
  emulator = await startTestEmulator();
  const db = emulator.firestoreStore.database({ project: PROJECT, database: '(default)' });
  for (let i = 0; i < 20; i++) {
    db.put({ path: `c/d${i}`, fields: new Map([['n', integer(i)], ['text', string('x'.repeat(100))]]), createTime: T0, updateTime: T0 });
  }
});

afterAll(() => emulator.stop());

function post(path: string, body: object, acceptEncoding?: string): Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }> {
  const { host, port } = emulator.firestore;
  return new Promise((resolve, reject) => {
    const headers: Record<string, string> = { authorization: 'Bearer owner', 'content-type': 'application/json' };
    if (acceptEncoding) headers['accept-encoding'] = acceptEncoding;
    const req = http.request({ host, port, method: 'POST', path: `/v1/projects/${PROJECT}/databases/(default)/documents${path}`, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end(JSON.stringify(body));
  });
}

const query = { structuredQuery: { from: [{ collectionId: 'c' }] } };

describe('response compression', () => {
  it('gzips a JSON answer for a client that accepts gzip', async () => {
    const { headers, body } = await post(':runQuery', query, 'gzip, deflate, br');
    expect(headers['content-encoding']).toBe('gzip');
    expect(headers.vary).toContain('Accept-Encoding');
    const entries = JSON.parse(gunzipSync(body).toString('utf8')) as unknown[];
    expect(entries).toHaveLength(20);
  });

  it('sends it plain to a client that does not', async () => {
    const { headers, body } = await post(':runQuery', query);
    expect(headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(body.toString('utf8'))).toHaveLength(20);
  });

  it('leaves small answers plain, where gzip would only add bytes', async () => {
    const { headers } = await post(':runQuery', { structuredQuery: { from: [{ collectionId: 'none' }] } }, 'gzip');
    expect(headers['content-encoding']).toBeUndefined();
  });
});
