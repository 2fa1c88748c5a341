/**
 * The `findNearest` stage of a StructuredQuery (vector search). Google's emulator runs it
 * (oracle/queries.json "find_nearest"); so do we, without the vector index production needs.
 */
import { invalidArgument, invalidPayload } from '../../shared/errors.js';
import { decodeValue } from '../values.js';
import { vectorNumbers } from './find-nearest.js';
import { parseFieldReference, parseInt32, parseQueryFieldPath, readObject } from './parse-json.js';
import type { DistanceMeasure, FindNearest } from './types.js';

const MEASURES: readonly DistanceMeasure[] = ['EUCLIDEAN', 'COSINE', 'DOT_PRODUCT'];
const MAX_LIMIT = 1000;

export function parseFindNearest(json: unknown): FindNearest {
  const f = readObject(json, [
    'vectorField', 'queryVector', 'distanceMeasure', 'limit', 'distanceResultField', 'distanceThreshold',
  ]);
  const field = parseFieldReference(f.vectorField);
  const queryVector = vectorNumbers(decodeValue(f.queryVector ?? {}));
  if (!queryVector || queryVector.length === 0) throw invalidArgument('findNearest.queryVector must be a non-empty vector.');
  const measure = f.distanceMeasure;
  if (typeof measure !== 'string' || !(MEASURES as readonly string[]).includes(measure)) {
    throw invalidArgument('findNearest.distanceMeasure must be EUCLIDEAN, COSINE or DOT_PRODUCT.');
  }
  const limit = f.limit === undefined ? 0 : parseInt32(f.limit);
  if (limit < 1 || limit > MAX_LIMIT) throw invalidArgument(`findNearest.limit must be between 1 and ${MAX_LIMIT}.`);
  const threshold = f.distanceThreshold;
  if (threshold !== undefined && typeof threshold !== 'number') throw invalidPayload();
  const resultField = f.distanceResultField;
  if (resultField !== undefined && typeof resultField !== 'string') throw invalidPayload();
  return {
    field, queryVector, measure: measure as DistanceMeasure, limit,
    ...(resultField !== undefined && resultField !== '' && { distanceResultField: parseQueryFieldPath(resultField) }),
    ...(threshold !== undefined && { distanceThreshold: threshold }),
  };
}
