/**
 * What one update or transform write makes of a document's fields: the update (whole, or
 * only the masked paths), then the transforms in order on the result.
 */
import { deleteField, getField, setField } from '../document.js';
import type { Timestamp } from '../timestamp.js';
import type { MapFields, Value } from '../values.js';
import { applyTransforms } from './transforms.js';
import type { Write } from './types.js';

function applyMask(stored: MapFields, sent: MapFields, mask: Write['mask']): MapFields {
  if (mask === undefined) return sent;
  let out = stored;
  for (const path of mask) {
    const value = getField(sent, path);
    out = value === undefined ? deleteField(out, path) : setField(out, path, value);
  }
  return out;
}

export function applyWrite(
  stored: MapFields | undefined,
  write: Write,
  time: Timestamp,
): { fields: MapFields; transformResults: Value[] } {
  const empty: MapFields = new Map();
  const base = stored ?? empty;
  const updated = write.kind === 'update' ? applyMask(base, write.fields ?? empty, write.mask) : base;
  const { fields, results } = applyTransforms(updated, write.transforms, time);
  return { fields, transformResults: results };
}

function sameValue(a: Value, b: Value): boolean {
  switch (a.kind) {
    case 'null':
      return b.kind === 'null';
    case 'boolean':
    case 'integer':
    case 'string':
    case 'reference':
      return b.kind === a.kind && b.value === a.value;
    case 'double':
      return b.kind === 'double' && Object.is(a.value, b.value);
    case 'timestamp':
      return b.kind === 'timestamp' && a.value.seconds === b.value.seconds && a.value.nanos === b.value.nanos;
    case 'bytes':
      return b.kind === 'bytes' && Buffer.from(a.value).equals(b.value);
    case 'geoPoint':
      return b.kind === 'geoPoint' && Object.is(a.latitude, b.latitude) && Object.is(a.longitude, b.longitude);
    case 'array':
      return b.kind === 'array' && a.values.length === b.values.length && a.values.every((v, i) => sameValue(v, b.values[i]!));
    case 'map':
      return b.kind === 'map' && sameFields(a.fields, b.fields);
  }
}

/** Exact equality (1 and 1.0 differ): a write that changes nothing keeps the old updateTime. */
export function sameFields(a: MapFields, b: MapFields): boolean {
  if (a.size !== b.size) return false;
  for (const [key, value] of a) {
    const other = b.get(key);
    if (other === undefined || !sameValue(value, other)) return false;
  }
  return true;
}
