/**
 * Object metadata: what the emulator keeps per object, how an upload creates it, and its
 * two views — the v0 JSON resource the SDK reads (docs/emulator.md §5.2) and the rules `resource`
 * map (§6.6). Shapes follow firebase-tools' StoredFileMetadata / OutgoingFirebaseMetadata.
 */
import { randomUUID } from 'node:crypto';
import { timestampFromMillis, type Timestamp } from '../firestore/timestamp.js';
import type { StorageRulesResource } from './access.js';
import { crc32c, etag, md5 } from './hashes.js';

export const TEXT_FIELDS = [
  'contentType',
  'contentDisposition',
  'contentEncoding',
  'contentLanguage',
  'cacheControl',
] as const;
export type TextField = (typeof TEXT_FIELDS)[number];

/** Custom metadata key through which GCS clients read and set the download tokens. */
export const TOKENS_KEY = 'firebaseStorageDownloadTokens';

export type ObjectMetadata = {
  readonly bucket: string;
  readonly name: string;
  /** Microseconds since the epoch of the data write; unique per write, like GCS. */
  readonly generation: number;
  readonly metageneration: number;
  readonly size: number;
  /** Milliseconds since the epoch (GCS reports milliseconds). */
  readonly timeCreated: number;
  readonly updated: number;
  readonly md5Hash: string;
  readonly crc32c: string;
  /** Comma-separated, '' for none. */
  readonly downloadTokens: string;
  /** Custom metadata; absent when empty. */
  readonly metadata?: Readonly<Record<string, string>>;
} & { readonly [K in TextField]?: string };

/** An object: immutable, replaced as a whole on every change. */
export interface StoredObject {
  readonly metadata: ObjectMetadata;
  readonly data: Buffer;
}

/** Writable metadata as a client sends it; in a PATCH, null deletes. */
export type MetadataPatch = { readonly [K in TextField]?: string | null } & {
  readonly metadata?: Readonly<Record<string, string | null>> | null;
};

const micros = (t: Timestamp): number => t.seconds * 1_000_000 + Math.floor(t.nanos / 1000);
export const millis = (t: Timestamp): number => t.seconds * 1000 + Math.floor(t.nanos / 1_000_000);

/** Custom metadata without the tokens key, or undefined when nothing is left. */
export function customWithoutTokens(custom: Record<string, string>): Record<string, string> | undefined {
  const { [TOKENS_KEY]: _tokens, ...rest } = custom;
  return Object.keys(rest).length > 0 ? rest : undefined;
}

export const parseTokens = (value: string): string =>
  value
    .split(',')
    .map((t) => t.trim())
    .filter((t) => t !== '')
    .join(',');

export interface NewObject {
  readonly bucket: string;
  readonly name: string;
  readonly data: Uint8Array;
  readonly written: MetadataPatch;
  /** Content type of the media part or request, used when the metadata names none. */
  readonly mediaContentType?: string;
  readonly now: Timestamp;
}

/** The metadata of a freshly written object: generation 1 of its metadata, a new token. */
export function newObjectMetadata(input: NewObject): ObjectMetadata {
  const { written, now } = input;
  const custom: Record<string, string> = {};
  for (const [key, value] of Object.entries(written.metadata ?? {})) if (value !== null) custom[key] = value;
  const suppliedTokens = custom[TOKENS_KEY] === undefined ? '' : parseTokens(custom[TOKENS_KEY]);
  const text: { [K in TextField]?: string } = {};
  for (const field of TEXT_FIELDS) {
    const value = written[field];
    if (typeof value === 'string') text[field] = value;
  }
  const metadata = customWithoutTokens(custom);
  return {
    bucket: input.bucket,
    name: input.name,
    generation: micros(now),
    metageneration: 1,
    size: input.data.byteLength,
    timeCreated: millis(now),
    updated: millis(now),
    md5Hash: md5(input.data),
    crc32c: crc32c(input.data),
    downloadTokens: suppliedTokens || randomUUID(),
    ...text,
    contentType: text.contentType ?? input.mediaContentType ?? 'application/octet-stream',
    contentDisposition: text.contentDisposition ?? 'inline',
    ...(metadata ? { metadata } : {}),
  };
}

export const hasToken = (m: ObjectMetadata, token: string): boolean =>
  token !== '' && m.downloadTokens.split(',').includes(token);

const iso = (ms: number): string => new Date(ms).toISOString();

/** The JSON the SDK reads (firebase-tools' OutgoingFirebaseMetadata). */
export function toResource(m: ObjectMetadata): Record<string, unknown> {
  return {
    name: m.name,
    bucket: m.bucket,
    generation: String(m.generation),
    metageneration: String(m.metageneration),
    contentType: m.contentType,
    timeCreated: iso(m.timeCreated),
    updated: iso(m.updated),
    storageClass: 'STANDARD',
    size: String(m.size),
    md5Hash: m.md5Hash,
    crc32c: m.crc32c,
    etag: etag(m.generation, m.metageneration),
    downloadTokens: m.downloadTokens,
    contentEncoding: m.contentEncoding ?? 'identity',
    contentDisposition: m.contentDisposition,
    contentLanguage: m.contentLanguage,
    cacheControl: m.cacheControl,
    metadata: m.metadata,
  };
}

/** The rules `resource` map of an object (docs/emulator.md §6.6). */
export function toRulesResource(m: ObjectMetadata): StorageRulesResource {
  const text: { [K in TextField]?: string } = {};
  for (const field of TEXT_FIELDS) if (m[field] !== undefined) text[field] = m[field];
  return {
    name: m.name,
    bucket: m.bucket,
    generation: m.generation,
    metageneration: m.metageneration,
    size: m.size,
    timeCreated: timestampFromMillis(m.timeCreated),
    updated: timestampFromMillis(m.updated),
    md5Hash: m.md5Hash,
    crc32c: m.crc32c,
    etag: etag(m.generation, m.metageneration),
    ...text,
    metadata: m.metadata ?? {},
  };
}
