/**
 * The `hashing` namespace (docs/emulator.md §7.6): digests of a string (as UTF-8) or bytes, as
 * bytes. CRCs are the 4 bytes of the checksum, most significant first.
 */
import { createHash } from 'node:crypto';

function crcTable(polynomial: number): Uint32Array {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? polynomial ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
}

/** Reflected polynomials of CRC-32 (IEEE) and CRC-32C (Castagnoli). */
const CRC32 = crcTable(0xedb88320);
const CRC32C = crcTable(0x82f63b78);

function crc(table: Uint32Array, data: Uint8Array): Uint8Array {
  let c = 0xffffffff;
  for (const byte of data) c = table[(c ^ byte) & 0xff]! ^ (c >>> 8);
  const out = new Uint8Array(4);
  new DataView(out.buffer).setUint32(0, (c ^ 0xffffffff) >>> 0);
  return out;
}

const digest = (algorithm: string, data: Uint8Array): Uint8Array => new Uint8Array(createHash(algorithm).update(data).digest());

export const HASHES: Readonly<Record<string, (data: Uint8Array) => Uint8Array>> = {
  crc32: (data) => crc(CRC32, data),
  crc32c: (data) => crc(CRC32C, data),
  md5: (data) => digest('md5', data),
  sha256: (data) => digest('sha256', data),
};
