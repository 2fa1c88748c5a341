import { describe, expect, it } from 'vitest';
import { crc32c, md5 } from '../src/storage/hashes.js';
import { newObjectMetadata, toResource, toRulesResource, TOKENS_KEY } from '../src/storage/metadata.js';
import { applyPatch, parseMetadataPatch } from '../src/storage/metadata-patch.js';

const T0 = { seconds: 1_700_000_000, nanos: 123_456_000 };
const T1 = { seconds: 1_700_000_100, nanos: 0 };

const created = newObjectMetadata({
  bucket: 'p.appspot.com',
  name: 'dir/file.txt',
  data: Buffer.from('hello'),
  written: parseMetadataPatch({ contentType: 'text/plain', cacheControl: 'no-cache', metadata: { a: '1', n: 2, t: true } }),
  now: T0,
});

describe('checksums', () => {
  it('computes crc32c and md5 as GCS encodes them', () => {
    // 0xE3069283 is the CRC-32C check value of "123456789".
    expect(crc32c(Buffer.from('123456789'))).toBe(Buffer.from([0xe3, 0x06, 0x92, 0x83]).toString('base64'));
    expect(crc32c(Buffer.alloc(0))).toBe('AAAAAA==');
    expect(md5(Buffer.from('hello'))).toBe('XUFAKrxLKna5cZ2REBfFkg==');
  });
});

describe('a new object', () => {
  it('gets generation from the write time, defaults and a download token', () => {
    expect(created).toMatchObject({
      generation: 1_700_000_000_123_456,
      metageneration: 1,
      size: 5,
      timeCreated: 1_700_000_000_123,
      updated: 1_700_000_000_123,
      contentType: 'text/plain',
      contentDisposition: 'inline',
      metadata: { a: '1', n: '2', t: 'true' },
    });
    expect(created.downloadTokens).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('takes supplied download tokens and a media content type', () => {
    const m = newObjectMetadata({
      bucket: 'b',
      name: 'x',
      data: Buffer.alloc(0),
      written: { metadata: { [TOKENS_KEY]: 't1, t2' } },
      mediaContentType: 'image/gif',
      now: T0,
    });
    expect(m).toMatchObject({ downloadTokens: 't1,t2', contentType: 'image/gif' });
    expect(m.metadata).toBeUndefined();
  });

  it('is sent to the SDK in the v0 JSON shape', () => {
    expect(toResource(created)).toMatchObject({
      name: 'dir/file.txt',
      bucket: 'p.appspot.com',
      generation: '1700000000123456',
      metageneration: '1',
      size: '5',
      timeCreated: '2023-11-14T22:13:20.123Z',
      updated: '2023-11-14T22:13:20.123Z',
      contentEncoding: 'identity',
      storageClass: 'STANDARD',
      downloadTokens: created.downloadTokens,
      metadata: { a: '1', n: '2', t: 'true' },
    });
  });

  it('is given to rules as the resource map', () => {
    const resource = toRulesResource(created);
    expect(resource).toMatchObject({
      name: 'dir/file.txt',
      size: 5,
      generation: 1_700_000_000_123_456,
      timeCreated: { seconds: 1_700_000_000, nanos: 123_000_000 },
      contentType: 'text/plain',
      cacheControl: 'no-cache',
      metadata: { a: '1', n: '2', t: 'true' },
    });
    expect(resource.contentLanguage).toBeUndefined();
    expect(toRulesResource({ ...created, metadata: undefined }).metadata).toEqual({});
  });
});

describe('metadata PATCH', () => {
  it('replaces present keys, deletes nulls, keeps the rest, bumps metageneration', () => {
    const patch = parseMetadataPatch({ contentType: 'text/html', cacheControl: null, metadata: { a: null, c: 'd' } });
    const after = applyPatch(created, patch, T1);
    expect(after).toMatchObject({ contentType: 'text/html', metadata: { n: '2', t: 'true', c: 'd' }, metageneration: 2 });
    expect(after).not.toHaveProperty('cacheControl');
    expect(after.updated).toBe(1_700_000_100_000);
    expect(after.timeCreated).toBe(created.timeCreated);
    expect(after.generation).toBe(created.generation);
  });

  it('drops every custom key with metadata null, and the object when none is left', () => {
    expect(applyPatch(created, { metadata: null }, T1)).not.toHaveProperty('metadata');
    expect(applyPatch(created, { metadata: { a: null, n: null, t: null } }, T1)).not.toHaveProperty('metadata');
  });

  it('replaces or clears the download tokens through the tokens key', () => {
    expect(applyPatch(created, { metadata: { [TOKENS_KEY]: 'x,y' } }, T1)).toMatchObject({ downloadTokens: 'x,y' });
    expect(applyPatch(created, { metadata: { [TOKENS_KEY]: null } }, T1)).toMatchObject({ downloadTokens: '' });
  });

  it('refuses wrongly typed fields with 400', () => {
    for (const body of [[], 'x', { contentType: 5 }, { metadata: 'x' }, { metadata: { k: {} } }]) {
      expect(() => parseMetadataPatch(body), JSON.stringify(body)).toThrow(expect.objectContaining({ httpStatus: 400 }));
    }
  });
});
