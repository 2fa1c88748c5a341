/**
 * Objects on disk for local persistence: `objects.json` lists every object's metadata and
 * names its data file in `blobs/`. Data files are named by content (md5 and size), so a
 * save rewrites only new data; files nothing refers to any more are removed afterwards.
 */
import { mkdir, readdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { isJsonObject, type JsonObject } from '../firestore/values.js';
import { writeFileAtomically } from '../shared/data-files.js';
import { TEXT_FIELDS, type ObjectMetadata, type StoredObject } from './metadata.js';

const INDEX = 'objects.json';
const BLOBS = 'blobs';
const BLOB_NAME = /^[\w-]+-\d+$/;

interface IndexEntry {
  readonly blob: string;
  readonly metadata: ObjectMetadata;
}

const blobName = (m: ObjectMetadata): string => `${Buffer.from(m.md5Hash, 'base64').toString('base64url')}-${m.size}`;

export async function writeObjects(dir: string, objects: readonly StoredObject[]): Promise<void> {
  const blobsDir = path.join(dir, BLOBS);
  await mkdir(blobsDir, { recursive: true });
  const existing = new Set(await readdir(blobsDir));
  const referenced = new Set<string>();
  const entries: IndexEntry[] = [];
  for (const { metadata, data } of objects) {
    const blob = blobName(metadata);
    if (!existing.has(blob) && !referenced.has(blob)) await writeFileAtomically(path.join(blobsDir, blob), data);
    referenced.add(blob);
    entries.push({ blob, metadata });
  }
  await writeFileAtomically(path.join(dir, INDEX), JSON.stringify({ version: 1, objects: entries }));
  const unused = [...existing].filter((name) => !referenced.has(name));
  await Promise.all(unused.map((name) => rm(path.join(blobsDir, name), { force: true })));
}

function corrupt(file: string, why: string): Error {
  return new Error(`${file} is not readable: ${why}`);
}

function parseMetadata(raw: JsonObject): ObjectMetadata | undefined {
  const { bucket, name, generation, metageneration, size, timeCreated, updated, md5Hash, crc32c, downloadTokens } = raw;
  const strings = [bucket, name, md5Hash, crc32c, downloadTokens];
  const numbers = [generation, metageneration, size, timeCreated, updated];
  if (!strings.every((v) => typeof v === 'string') || !numbers.every((v) => typeof v === 'number')) return undefined;
  if (TEXT_FIELDS.some((f) => raw[f] !== undefined && typeof raw[f] !== 'string')) return undefined;
  const custom = raw.metadata;
  if (custom !== undefined && !(isJsonObject(custom) && Object.values(custom).every((v) => typeof v === 'string'))) {
    return undefined;
  }
  return raw as ObjectMetadata;
}

export async function readObjects(dir: string): Promise<StoredObject[]> {
  let index: unknown;
  try {
    index = JSON.parse(await readFile(path.join(dir, INDEX), 'utf8'));
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw corrupt(path.join(dir, INDEX), (err as Error).message);
  }
  if (!isJsonObject(index) || !Array.isArray(index.objects)) throw corrupt(path.join(dir, INDEX), 'it has no objects list');
  const objects: StoredObject[] = [];
  for (const entry of index.objects as unknown[]) {
    const metadata = isJsonObject(entry) && isJsonObject(entry.metadata) ? parseMetadata(entry.metadata) : undefined;
    if (!metadata || !isJsonObject(entry) || typeof entry.blob !== 'string' || !BLOB_NAME.test(entry.blob)) {
      throw corrupt(path.join(dir, INDEX), 'it has a bad entry');
    }
    const blob = path.join(dir, BLOBS, entry.blob);
    const data = await readFile(blob).catch((err: NodeJS.ErrnoException) => {
      throw corrupt(blob, err.code === 'ENOENT' ? 'it is missing' : err.message);
    });
    if (data.byteLength !== metadata.size) throw corrupt(blob, 'it has the wrong size');
    objects.push({ metadata, data });
  }
  return objects;
}
