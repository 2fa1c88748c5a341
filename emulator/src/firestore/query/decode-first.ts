/**
 * Before a query runs: decodes what it will read that a start left on disk (documents, and
 * the large fields its filters, orders and aggregations name: an article's search words),
 * a few milliseconds at a time, answering other requests in between. The query then runs
 * at once over decoded documents, so the first search after a start over 10,000 articles
 * keeps the emulator answering everything else meanwhile instead of standing still for
 * seconds (which left browsers with requests they never finished).
 */
import { setImmediate as nextTurn } from 'node:timers/promises';
import { LazyFields } from '../lazy-fields.js';
import type { FieldPath } from '../paths.js';
import type { Database } from '../store.js';
import { candidates } from './candidates.js';
import type { Filter, Query } from './types.js';

/** The longest stretch of decoding between two turns of the event loop. */
const SLICE_MS = 8;

function filterFields(filter: Filter | undefined, out: Set<string>): Set<string> {
  if (!filter) return out;
  if (filter.type === 'composite') for (const part of filter.filters) filterFields(part, out);
  else out.add(filter.field[0]!);
  return out;
}

/** The top-level fields a query compares: its filters', orders', vector search's and `extra`. */
function comparedFields(query: Query, extra: readonly FieldPath[]): string[] {
  const names = filterFields(query.where, new Set());
  for (const path of [...query.orderBy.map((order) => order.field), ...extra]) names.add(path[0]!);
  if (query.findNearest) names.add(query.findNearest.field[0]!);
  names.delete('__name__');
  return [...names];
}

export async function decodeFirst(database: Database, query: Query, extra: readonly FieldPath[] = [], sliceMs = SLICE_MS): Promise<void> {
  const names = comparedFields(query, extra);
  let sliceStart = performance.now();
  // Going through the candidates decodes those still on disk; reading a field, its large ones.
  for (const doc of candidates(database, query)) {
    if (doc.fields instanceof LazyFields && doc.fields.partial) for (const name of names) doc.fields.get(name);
    if (performance.now() - sliceStart >= sliceMs) {
      await nextTurn();
      sliceStart = performance.now();
    }
  }
}
