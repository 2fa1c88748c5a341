/**
 * Checksums GCS reports for every object, in its encodings: md5Hash and crc32c as
 * base64 (crc32c big-endian), the etag derived from generation and metageneration.
 */
import { createHash } from 'node:crypto';

const CRC32C_TABLE = (() => {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0x82f63b78 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
})();

export function crc32c(data: Uint8Array): string {
  let crc = 0xffffffff;
  for (const byte of data) crc = (crc >>> 8) ^ CRC32C_TABLE[(crc ^ byte) & 0xff]!;
  const out = Buffer.alloc(4);
  out.writeUInt32BE((crc ^ 0xffffffff) >>> 0);
  return out.toString('base64');
}

export function md5(data: Uint8Array): string {
  return createHash('md5').update(data).digest('base64');
}

/** Changes whenever the data (generation) or the metadata (metageneration) changes. */
export function etag(generation: number, metageneration: number): string {
  return createHash('sha1').update(`${generation}/${metageneration}`).digest('base64').replace(/=+$/, '');
}
