import { describe, expect, it } from 'vitest';
import { parseMultipart, parseUploadBody } from '../src/storage/multipart.js';

const CT = 'multipart/related; boundary=XyZ123';

function body(...parts: (string | Buffer)[]): Buffer {
  return Buffer.concat(parts.map((p) => (typeof p === 'string' ? Buffer.from(p, 'latin1') : p)));
}

describe('multipart/related parsing', () => {
  it('splits the SDK body shape into metadata and bytes, binary-safe', () => {
    const data = Buffer.from([0, 13, 10, 45, 45, 255, 13, 10, 13, 10, 0x58]);
    const parsed = parseUploadBody(
      CT,
      body(
        '--XyZ123\r\nContent-Type: application/json; charset=utf-8\r\n\r\n{"name":"a b.bin","metadata":{"k":"v"}}\r\n',
        '--XyZ123\r\nContent-Type: image/png\r\n\r\n',
        data,
        '\r\n--XyZ123--',
      ),
    );
    expect(parsed.metadata).toEqual({ name: 'a b.bin', metadata: { k: 'v' } });
    expect(parsed.mediaContentType).toBe('image/png');
    expect(parsed.media.equals(data)).toBe(true);
  });

  it('keeps a boundary-like run inside the data that is not a delimiter', () => {
    const data = Buffer.from('--XyZ12\r\n--XyZ1234 is not it\r\n');
    const parts = parseMultipart(CT, body('--XyZ123\r\n\r\n{}\r\n--XyZ123\r\n\r\n', data, '\r\n--XyZ123--\r\n'));
    expect(parts.map((p) => p.body.toString())).toEqual(['{}', data.toString()]);
    expect(parts[1]?.contentType).toBeUndefined();
  });

  it('accepts a quoted boundary and an empty data part', () => {
    const parts = parseMultipart('multipart/related; boundary="q q"', body('--q q\r\nContent-Type: a/b\r\n\r\n\r\n--q q--'));
    expect(parts).toHaveLength(1);
    expect(parts[0]?.body.length).toBe(0);
  });

  it('refuses what is not a two-part multipart/related body with 400', () => {
    const cases: [string | undefined, Buffer][] = [
      [undefined, body('')],
      ['application/json', body('{}')],
      ['multipart/related', body('--x\r\n\r\n{}\r\n--x--')],
      [CT, body('no boundary here')],
      [CT, body('--XyZ123\r\n\r\n{}\r\n--XyZ123--')],
      [CT, body('--XyZ123\r\n\r\n{not json\r\n--XyZ123\r\n\r\nx\r\n--XyZ123--')],
      [CT, body('--XyZ123\r\n\r\n{}\r\n--XyZ123\r\n\r\ntruncated')],
    ];
    for (const [contentType, raw] of cases) {
      const parse = () => parseUploadBody(contentType, raw);
      expect(parse, String(contentType)).toThrow(expect.objectContaining({ httpStatus: 400 }));
    }
  });
});
