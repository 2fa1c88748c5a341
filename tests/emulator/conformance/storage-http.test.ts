/**
 * The Storage REST surface over plain HTTP, where the SDK cannot reach: CORS for browser
 * uploads, the resumable protocol step by step, control endpoints, and the error answers
 * (4xx JSON, never a 5xx the SDK would retry).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeOurs, startTestEmulator, type TestEmulator } from '../../support/emulator.js';

let emulator: TestEmulator;
let base: string;
const OWNER = { authorization: 'Firebase owner' };
const START = { 'x-goog-upload-protocol': 'resumable', 'x-goog-upload-command': 'start' };

beforeAll(async () => {
  emulator = await startTestEmulator();
  base = `http://${emulator.storage.host}:${emulator.storage.port}`;
});
afterAll(() => emulator.stop());

const objectUrl = (bucket: string, name: string) => `${base}/v0/b/${bucket}/o/${encodeURIComponent(name)}`;

describe('CORS', () => {
  it('answers the preflight of a resumable start', async () => {
    // What Chromium asks before the SDK's resumable start (docs/emulator.md §5.9).
    const requested = [
      'authorization',
      'content-type',
      'x-firebase-storage-version',
      'x-goog-upload-command',
      'x-goog-upload-header-content-length',
      'x-goog-upload-header-content-type',
      'x-goog-upload-protocol',
    ].join(',');
    const response = await fetch(`${base}/v0/b/cors.appspot.com/o?name=a`, {
      method: 'OPTIONS',
      headers: {
        origin: 'http://localhost:5173',
        'access-control-request-method': 'POST',
        'access-control-request-headers': requested,
      },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
    expect(response.headers.get('access-control-allow-headers')).toBe(requested);
    expect(response.headers.get('access-control-allow-methods')).toContain('POST');
  });

  it('exposes the upload headers the SDK reads', async () => {
    const response = await fetch(`${base}/v0/b/cors.appspot.com/o?name=a`, {
      method: 'POST',
      headers: { ...OWNER, ...START, origin: 'http://localhost:5173' },
      body: '{}',
    });
    expect(response.status).toBe(200);
    const exposed = (response.headers.get('access-control-expose-headers') ?? '').toLowerCase().split(/,\s*/);
    const read = ['x-goog-upload-status', 'x-goog-upload-url', 'x-goog-upload-size-received'];
    expect(exposed).toEqual(expect.arrayContaining(read));
  });
});

describe('resumable protocol', () => {
  async function start(name: string, headers: Record<string, string> = OWNER): Promise<string> {
    const response = await fetch(`${base}/v0/b/resumable/o?name=${encodeURIComponent(name)}`, {
      method: 'POST',
      headers: {
        ...headers,
        ...START,
        'x-goog-upload-header-content-type': 'text/plain',
        'content-type': 'application/json; charset=utf-8',
      },
      body: JSON.stringify({ name, metadata: { step: 'by step' } }),
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('x-goog-upload-status')).toBe('active');
    const url = response.headers.get('x-goog-upload-url') ?? '';
    expect(url).toMatch(new RegExp(`^${base}/v0/b/resumable/o\\?name=.+&upload_id=.+&upload_protocol=resumable$`));
    return url;
  }

  const send = (url: string, command: string, body?: string, offset?: number) =>
    fetch(url, {
      method: 'POST',
      headers: {
        'x-goog-upload-command': command,
        ...(offset === undefined ? {} : { 'x-goog-upload-offset': String(offset) }),
      },
      ...(body === undefined ? {} : { body }),
    });

  it('takes chunks at their offsets, reports progress, finalizes once', async () => {
    const url = await start('dir/story.txt');
    let query = await send(url, 'query');
    expect(query.status).toBe(200);
    expect(query.headers.get('x-goog-upload-status')).toBe('active');
    expect(query.headers.get('x-goog-upload-size-received')).toBe('0');

    expect((await send(url, 'upload', 'once upon ', 0)).headers.get('x-goog-upload-status')).toBe('active');
    expect((await send(url, 'upload', 'wrong place', 3)).status).toBe(400);
    query = await send(url, 'query');
    expect(query.headers.get('x-goog-upload-size-received')).toBe('10');

    const final = await send(url, 'upload, finalize', 'a time', 10);
    expect(final.status).toBe(200);
    expect(final.headers.get('x-goog-upload-status')).toBe('final');
    const metadata = (await final.json()) as Record<string, unknown>;
    expect(metadata).toMatchObject({ name: 'dir/story.txt', size: '16', contentType: 'text/plain' });
    expect(metadata.metadata).toEqual({ step: 'by step' });

    const again = await send(url, 'finalize', '', 16);
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual(metadata);
    expect((await send(url, 'upload', 'more', 16)).status).toBe(400);
    expect((await send(url, 'cancel')).status).toBe(400);
    expect((await send(url, 'query')).headers.get('x-goog-upload-status')).toBe('final');

    const stored = await fetch(`${objectUrl('resumable', 'dir/story.txt')}?alt=media`, { headers: OWNER });
    expect(await stored.text()).toBe('once upon a time');
  });

  it('finalizes with an empty command body after the last chunk', async () => {
    const url = await start('two-step');
    await send(url, 'upload', 'all of it', 0);
    const final = await send(url, 'finalize', '', 9);
    expect(final.status).toBe(200);
    expect(await final.json()).toMatchObject({ size: '9' });
  });

  it('cancels an upload, after which it takes nothing', async () => {
    const url = await start('cancelled');
    await send(url, 'upload', 'part', 0);
    expect((await send(url, 'cancel')).status).toBe(200);
    expect((await send(url, 'upload', 'more', 4)).status).toBe(400);
    expect((await send(url, 'finalize')).status).toBe(400);
    expect((await fetch(objectUrl('resumable', 'cancelled'), { headers: OWNER })).status).toBe(404);
  });

  it('answers a denied finalize with 403 and the final status', async () => {
    const url = await start('denied', {});
    const final = await send(url, 'upload, finalize', 'x', 0);
    expect(final.status).toBe(403);
    expect(final.headers.get('x-goog-upload-status')).toBe('final');
    expect(await final.json()).toMatchObject({ error: { code: 403, message: 'Permission denied. No WRITE permission.' } });
  });

  it('refuses unknown uploads and missing commands', async () => {
    const unknown = `${base}/v0/b/resumable/o?name=x&upload_id=nope&upload_protocol=resumable`;
    expect((await send(unknown, 'query')).status).toBe(404);
    expect((await send(`${base}/v0/b/resumable/o?name=x`, 'upload', 'x', 0)).status).toBe(400);
    const noCommand = await fetch(`${base}/v0/b/resumable/o?name=x`, {
      method: 'POST',
      headers: { 'x-goog-upload-protocol': 'resumable' },
    });
    expect(noCommand.status).toBe(400);
  });
});

describe('other uploads and reads', () => {
  it('takes a media upload into a bare-project bucket', async () => {
    const upload = await fetch(`${base}/v0/b/demo-bare/o?name=${encodeURIComponent('a/b.csv')}`, {
      method: 'POST',
      headers: { ...OWNER, 'content-type': 'text/csv' },
      body: 'x,y\n1,2\n',
    });
    expect(upload.status).toBe(200);
    expect(await upload.json()).toMatchObject({ bucket: 'demo-bare', name: 'a/b.csv', contentType: 'text/csv', size: '8' });
  });

  it('sends the whole object for a range it cannot satisfy', async () => {
    const response = await fetch(`${objectUrl('demo-bare', 'a/b.csv')}?alt=media`, {
      headers: { ...OWNER, range: 'bytes=100-200' },
    });
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('x,y\n1,2\n');
  });
});

describe('error answers', () => {
  it('answers 404 with a JSON body for a missing object', async () => {
    const response = await fetch(objectUrl('errors', 'missing'), { headers: OWNER });
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ error: { code: 404 } });
  });

  it('answers bad requests with 4xx JSON, never 5xx', async () => {
    const MULTIPART_NO_TYPE = { 'x-goog-upload-protocol': 'multipart' };
    const MULTIPART = { ...MULTIPART_NO_TYPE, 'content-type': 'multipart/related; boundary=b' };
    await fetch(`${base}/v0/b/errors/o?name=there`, { method: 'POST', headers: OWNER, body: 'x' });
    const cases: [string, RequestInit][] = [
      [`${base}/v0/b/errors/o`, { method: 'POST', headers: OWNER, body: 'no name' }],
      [`${base}/v0/b/errors/o?name=x`, { method: 'POST', headers: { ...OWNER, ...MULTIPART }, body: 'garbage' }],
      [`${base}/v0/b/errors/o?name=x`, { method: 'POST', headers: { ...OWNER, ...MULTIPART_NO_TYPE }, body: 'x' }],
      [`${base}/v0/b/errors/o?name=x`, { method: 'POST', headers: { ...OWNER, ...START }, body: '{bad' }],
      [`${base}/v0/b/errors/o?name=${encodeURIComponent('a\nb')}`, { method: 'POST', headers: OWNER, body: 'x' }],
      [objectUrl('errors', 'there'), { method: 'PATCH', headers: OWNER, body: '{bad json' }],
      [objectUrl('errors', 'there'), { method: 'PATCH', headers: OWNER, body: '{"contentType": 5}' }],
      [`${objectUrl('errors', 'there')}?create_token=true`, { method: 'POST', headers: OWNER }],
      [`${base}/v0/b/errors/o/%E0%A4%A`, { headers: OWNER }],
      [`${base}/v0/b/errors/o?prefix=a`, { headers: OWNER }],
      [`${base}/v0/b/errors/o?maxResults=-1`, { headers: OWNER }],
      [`${base}/v0/b/errors`, {}],
      [`${base}/v0/b/errors/o`, { method: 'DELETE', headers: OWNER }],
    ];
    for (const [url, init] of cases) {
      const response = await fetch(url, init);
      expect(response.status, `${init.method ?? 'GET'} ${url}`).toBeGreaterThanOrEqual(400);
      expect(response.status, `${init.method ?? 'GET'} ${url}`).toBeLessThan(500);
      expect(response.headers.get('content-type'), url).toContain('application/json');
    }
    // Nothing above changed the object.
    const there = await fetch(objectUrl('errors', 'there'), { headers: OWNER });
    expect(await there.json()).toMatchObject({ metageneration: '1', size: '1' });
  });
});

describeOurs('PUT /internal/setRules', () => {
  const put = (body: string) =>
    fetch(`${base}/internal/setRules`, { method: 'PUT', headers: { 'content-type': 'application/json' }, body });
  const rules = `rules_version = '2';
service firebase.storage { match /b/{bucket}/o { match /{p=**} { allow read: if true; } } }`;

  it('loads a ruleset for every project', async () => {
    const response = await put(JSON.stringify({ rules: { files: [{ name: 'storage.rules', content: rules }] } }));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ message: 'Rules updated successfully' });
    expect(emulator.rules.get('firebase.storage', 'any-project')).toBeDefined();
  });

  it('loads a ruleset for the project of a bucket given as resource', async () => {
    const files = [
      { name: 'a.rules', content: rules, resource: 'proj-a.appspot.com' },
      { name: 'b.rules', content: rules, resource: 'proj-b' },
    ];
    expect((await put(JSON.stringify({ rules: { files } }))).status).toBe(200);
    expect(emulator.rules.get('firebase.storage', 'proj-a')).not.toBe(emulator.rules.get('firebase.storage', 'proj-b'));
  });

  it('refuses malformed requests with 400 and a message', async () => {
    for (const body of ['{bad', '{}', '{"rules":{"files":[]}}', '{"rules":{"files":[{"content":"x"}]}}',
      JSON.stringify({ rules: { files: [{ name: 'a', content: rules }, { name: 'b', content: rules }] } })]) {
      const response = await put(body);
      expect(response.status, body).toBe(400);
      expect(await response.json(), body).toHaveProperty('message');
    }
  });

  it('refuses rules that do not compile and keeps the previous ones', async () => {
    const before = emulator.rules.get('firebase.storage', 'any-project');
    const files = [{ name: 'bad.rules', content: 'service cloud.firestore {}' }];
    const response = await put(JSON.stringify({ rules: { files } }));
    expect(response.status).toBe(400);
    expect(((await response.json()) as { message: string }).message).toContain('bad.rules');
    expect(emulator.rules.get('firebase.storage', 'any-project')).toBe(before);
  });
});
