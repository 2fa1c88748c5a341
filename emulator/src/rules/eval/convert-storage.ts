/**
 * Storage object metadata as rules see it (docs/emulator.md §6.6): `resource` and
 * `request.resource` are maps; text fields an object does not have are null, custom
 * metadata is `{}` when there is none.
 */
import type { Timestamp } from '../../firestore/timestamp.js';
import { fromTimestamp } from './convert.js';
import { NULL, int, map, mapOf, str, type RulesValue } from './value.js';

export interface StorageObjectFields {
  readonly name: string;
  readonly bucket: string;
  readonly generation: number;
  readonly metageneration: number;
  readonly size: number;
  readonly timeCreated: Timestamp;
  readonly updated: Timestamp;
  readonly md5Hash: string;
  readonly crc32c: string;
  readonly etag: string;
  readonly contentType?: string;
  readonly contentDisposition?: string;
  readonly contentEncoding?: string;
  readonly contentLanguage?: string;
  readonly cacheControl?: string;
  readonly metadata: Readonly<Record<string, string>>;
}

const optional = (text: string | undefined): RulesValue => (text === undefined ? NULL : str(text));

export function storageResource(object: StorageObjectFields): RulesValue {
  return mapOf({
    name: str(object.name),
    bucket: str(object.bucket),
    generation: int(BigInt(object.generation)),
    metageneration: int(BigInt(object.metageneration)),
    size: int(BigInt(object.size)),
    timeCreated: fromTimestamp(object.timeCreated),
    updated: fromTimestamp(object.updated),
    md5Hash: str(object.md5Hash),
    crc32c: str(object.crc32c),
    etag: str(object.etag),
    contentType: optional(object.contentType),
    contentDisposition: optional(object.contentDisposition),
    contentEncoding: optional(object.contentEncoding),
    contentLanguage: optional(object.contentLanguage),
    cacheControl: optional(object.cacheControl),
    metadata: map(new Map(Object.entries(object.metadata).map(([k, v]) => [k, str(v)]))),
  });
}
