/**
 * Pages of a REST query (runQueryRest) read by cursor, as cursor-page.ts reads the SDK's:
 * each request asks for one document more than it shows, so a full page knows whether
 * another follows, and the next page starts right after the last document shown (never
 * with an offset, which Firestore bills as reads). The query's order ends with the
 * document's name, in the direction of its last order, so that a cursor (the ordered
 * values of that document and its name) names one place even among equal dates. The
 * cursor is opaque, like PageCursor.
 */
import {
  documentName, runQueryRest, timestampValue, type RestDocument, type RestQueryOptions, type RestTimestamp, type RestValue, type StructuredQuery,
} from './rest-query.js';

/** Where the next page of a REST list starts. */
export interface RestCursor {
  readonly __brand: 'RestCursor';
}

export interface RestPage {
  readonly documents: readonly RestDocument[];
  /** null on the last page. */
  readonly next: RestCursor | null;
}

/** A query to page through: everything but the cursor and the limit. */
export type PagedQuery = Omit<StructuredQuery, 'startAt' | 'limit'>;

const positions = new WeakMap<RestCursor, readonly RestValue[]>();

const isTimestamp = (value: object): value is RestTimestamp => 'seconds' in value && 'nanoseconds' in value && 'toDate' in value;

/** A decoded value (decodeValue) as a cursor gives it back: what a list orders by (text, numbers, dates, null). */
function cursorValue(value: unknown): RestValue {
  if (value === null || value === undefined) return { nullValue: null };
  if (typeof value === 'string') return { stringValue: value };
  if (typeof value === 'boolean') return { booleanValue: value };
  if (typeof value === 'number') return Number.isInteger(value) ? { integerValue: String(value) } : { doubleValue: value };
  if (typeof value === 'object' && isTimestamp(value)) return timestampValue(value);
  throw new Error('A list is ordered by text, numbers, dates or null only.');
}

/** The value of a field path ("author.id") in decoded fields. */
function fieldOf(fields: Readonly<Record<string, unknown>>, path: string): unknown {
  return path.split('.').reduce<unknown>((value, key) => (typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[key] : undefined), fields);
}

/** The page of `size` documents of `query` after `cursor`. */
export async function restPage(query: PagedQuery, cursor: RestCursor | null, size: number, options?: RestQueryOptions): Promise<RestPage> {
  const orders = query.orderBy ?? [];
  const collectionId = query.from[0].collectionId;
  const start = cursor ? positions.get(cursor) : undefined;
  const ordered: StructuredQuery = {
    ...query,
    orderBy: [...orders, { field: { fieldPath: '__name__' }, direction: orders.at(-1)?.direction ?? 'ASCENDING' }],
    ...(start && { startAt: { values: start, before: false } }),
    limit: size + 1,
  };
  const found = await runQueryRest(ordered, options);
  const documents = found.slice(0, size);
  const last = documents.at(-1);
  let next: RestCursor | null = null;
  if (found.length > size && last) {
    next = Object.freeze({}) as RestCursor;
    positions.set(next, [
      ...orders.map(({ field }) => cursorValue(fieldOf(last.fields, field.fieldPath))),
      { referenceValue: documentName(`${collectionId}/${last.id}`) },
    ]);
  }
  return { documents, next };
}
