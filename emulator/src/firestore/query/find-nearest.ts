/**
 * Vector search: the documents whose vector field is nearest the query vector. Documents
 * without a vector of the same dimension are left out (oracle/queries.json "find_nearest").
 */
import { setField, type StoredDocument } from '../document.js';
import { double, isVector, type Value } from '../values.js';
import { fieldReader } from './match.js';
import type { DistanceMeasure, FindNearest } from './types.js';

/** The numbers of a vector value (`{__type__: "__vector__", value: [...]}`), else undefined. */
export function vectorNumbers(value: Value | undefined): number[] | undefined {
  if (value?.kind !== 'map' || !isVector(value)) return undefined;
  const inner = value.fields.get('value');
  if (inner?.kind !== 'array') return undefined;
  const numbers: number[] = [];
  for (const v of inner.values) {
    if (v.kind === 'double') numbers.push(v.value);
    else if (v.kind === 'integer') numbers.push(Number(v.value));
    else return undefined;
  }
  return numbers;
}

const dot = (a: readonly number[], b: readonly number[]): number => a.reduce((s, x, i) => s + x * b[i]!, 0);

function distance(measure: DistanceMeasure, a: readonly number[], b: readonly number[]): number {
  switch (measure) {
    case 'EUCLIDEAN':
      return Math.sqrt(a.reduce((s, x, i) => s + (x - b[i]!) ** 2, 0));
    case 'COSINE':
      return 1 - dot(a, b) / Math.sqrt(dot(a, a) * dot(b, b));
    case 'DOT_PRODUCT':
      return dot(a, b);
  }
}

export function nearestDocuments(docs: readonly StoredDocument[], spec: FindNearest): StoredDocument[] {
  const read = fieldReader(spec.field);
  // A dot product is a similarity: larger is nearer.
  const sign = spec.measure === 'DOT_PRODUCT' ? -1 : 1;
  const scored: { doc: StoredDocument; d: number }[] = [];
  for (const doc of docs) {
    const vector = vectorNumbers(read(doc));
    if (vector?.length !== spec.queryVector.length) continue;
    const d = distance(spec.measure, vector, spec.queryVector);
    if (Number.isNaN(d)) continue;
    if (spec.distanceThreshold !== undefined && sign * d > sign * spec.distanceThreshold) continue;
    scored.push({ doc, d });
  }
  scored.sort((x, y) => sign * (x.d - y.d) || (x.doc.path < y.doc.path ? -1 : 1));
  return scored.slice(0, spec.limit).map(({ doc, d }) => {
    const field = spec.distanceResultField;
    return field ? { ...doc, fields: setField(doc.fields, field, double(d)) } : doc;
  });
}
