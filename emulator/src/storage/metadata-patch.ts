/**
 * Client-written metadata: validating what arrives (upload metadata part, resumable start
 * body, PATCH body) and merging a PATCH into stored metadata (docs/emulator.md §5.7).
 */
import { isJsonObject } from '../firestore/values.js';
import type { Timestamp } from '../firestore/timestamp.js';
import { invalidArgument } from '../shared/errors.js';
import {
  customWithoutTokens,
  millis,
  parseTokens,
  TEXT_FIELDS,
  TOKENS_KEY,
  type MetadataPatch,
  type ObjectMetadata,
  type TextField,
} from './metadata.js';

function customValue(key: string, value: unknown): string | null {
  if (value === null || typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  throw invalidArgument(`Invalid value for custom metadata '${key}'.`);
}

/** Reads the writable fields of a metadata JSON object; other fields are ignored. */
export function parseMetadataPatch(body: unknown): MetadataPatch {
  if (!isJsonObject(body)) throw invalidArgument('Metadata must be a JSON object.');
  const patch: { [K in TextField]?: string | null } & { metadata?: Record<string, string | null> | null } = {};
  for (const field of TEXT_FIELDS) {
    const value = body[field];
    if (value === undefined) continue;
    if (value !== null && typeof value !== 'string') throw invalidArgument(`Invalid value for field '${field}'.`);
    patch[field] = value;
  }
  const custom = body.metadata;
  if (custom === null) patch.metadata = null;
  else if (custom !== undefined) {
    if (!isJsonObject(custom)) throw invalidArgument("Invalid value for field 'metadata'.");
    const entries: Record<string, string | null> = {};
    for (const [key, value] of Object.entries(custom)) entries[key] = customValue(key, value);
    patch.metadata = entries;
  }
  return patch;
}

/**
 * Merges a PATCH: a present key replaces, null deletes (a text field, one custom key, or
 * with `"metadata": null` all custom metadata). Setting the tokens key replaces the
 * download tokens. Bumps metageneration and `updated`.
 */
export function applyPatch(stored: ObjectMetadata, patch: MetadataPatch, now: Timestamp): ObjectMetadata {
  const next: { -readonly [K in keyof ObjectMetadata]: ObjectMetadata[K] } = { ...stored };
  for (const field of TEXT_FIELDS) {
    const value = patch[field];
    if (value === null) delete next[field];
    else if (value !== undefined) next[field] = value;
  }
  if (patch.metadata === null) delete next.metadata;
  else if (patch.metadata !== undefined) {
    const custom: Record<string, string> = { ...stored.metadata };
    for (const [key, value] of Object.entries(patch.metadata)) {
      if (key === TOKENS_KEY) next.downloadTokens = value === null ? '' : parseTokens(value);
      else if (value === null) delete custom[key];
      else custom[key] = value;
    }
    const merged = customWithoutTokens(custom);
    if (merged) next.metadata = merged;
    else delete next.metadata;
  }
  next.metageneration = stored.metageneration + 1;
  next.updated = millis(now);
  return next;
}
