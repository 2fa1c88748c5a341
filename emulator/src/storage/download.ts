/**
 * Media downloads (`alt=media`): the stored bytes with GCS's object headers, and a single
 * `Range` honoured with 206 (getBytes with maxDownloadSizeBytes sends `bytes=0-{max}`).
 * A range that cannot be satisfied gets the whole object, as from firebase-tools.
 */
import type { HttpRequest, HttpResponse } from '../http/server.js';
import { etag } from './hashes.js';
import type { ObjectMetadata } from './metadata.js';

/** Node refuses header values outside latin-1; a stored value that is not sendable is left out. */
const sendable = (value: string | undefined): value is string =>
  value !== undefined && value !== '' && !/[^\t\x20-\x7e\x80-\xff]/.test(value);

/** RFC 5987 value characters; everything else percent-encoded. */
const rfc5987 = (s: string): string =>
  encodeURIComponent(s).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

function disposition(m: ObjectMetadata): string {
  const stored = m.contentDisposition ?? 'attachment';
  if (/filename/i.test(stored)) return stored;
  return `${stored}; filename*=utf-8''${rfc5987(m.name.split('/').pop() ?? m.name)}`;
}

function byteRange(header: string | undefined, size: number): { start: number; end: number } | undefined {
  const m = /^bytes=(\d*)-(\d*)$/.exec(header?.trim() ?? '');
  if (!m || (m[1] === '' && m[2] === '')) return undefined;
  const [first, last] = [Number(m[1]), Number(m[2])];
  const start = m[1] === '' ? Math.max(0, size - last) : first;
  const end = m[1] === '' || m[2] === '' ? size - 1 : Math.min(last, size - 1);
  return start <= end && start < size ? { start, end } : undefined;
}

export function mediaResponse(m: ObjectMetadata, data: Buffer, req: HttpRequest): HttpResponse {
  const headers: Record<string, string> = {
    'accept-ranges': 'bytes',
    'content-type': sendable(m.contentType) ? m.contentType : 'application/octet-stream',
    etag: etag(m.generation, m.metageneration),
    'x-goog-generation': String(m.generation),
    'x-goog-metageneration': String(m.metageneration),
    'x-goog-storage-class': 'STANDARD',
    'x-goog-hash': `crc32c=${m.crc32c},md5=${m.md5Hash}`,
  };
  const optional = {
    'content-disposition': disposition(m),
    'cache-control': m.cacheControl,
    'content-language': m.contentLanguage,
  };
  for (const [name, value] of Object.entries(optional)) if (sendable(value)) headers[name] = value;

  const range = byteRange(req.headers.range, data.length);
  if (!range) return { status: 200, headers, body: data };
  headers['content-range'] = `bytes ${range.start}-${range.end}/${data.length}`;
  return { status: 206, headers, body: data.subarray(range.start, range.end + 1) };
}
