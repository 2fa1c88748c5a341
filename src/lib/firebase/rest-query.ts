/**
 * A Firestore query sent as the SDK sends it, to the REST method runQuery, but as a CORS
 * "simple request": a POST with a text/plain body and no header of its own. The browser
 * sends it at once, without the preflight (OPTIONS) every request of the SDK needs (the SDK
 * adds X-Goog-Api-Client and other headers), and without waiting for the SDK's code.
 * Firestore takes a text/plain body as JSON, as it does from the lite SDK.
 *
 * Sent without credentials, so it reads what a guest may read, under the same rules, unless
 * the caller gives the user's ID token. Used where the SDK cannot do what REST does: ask for
 * only some fields of each document (`select`), so that no list reads an article's text
 * (features/articles/api/card-fields.ts), and for the first screen of the reader pages
 * (features/articles/api/first-screen.ts), which also goes without the preflight.
 */
import { serviceOrigin } from '../../config/firebase-setup.js';
import { getFirebaseSetup } from './setup.js';

/** The part of Firestore's StructuredQuery the site sends (REST reference: runQuery). */
export interface StructuredQuery {
  /** The fields to return; every field when left out. */
  readonly select?: { readonly fields: readonly { readonly fieldPath: string }[] };
  readonly from: readonly [{ readonly collectionId: string; readonly allDescendants?: boolean }];
  readonly where?: RestFilter;
  readonly orderBy?: readonly { readonly field: { readonly fieldPath: string }; readonly direction: 'ASCENDING' | 'DESCENDING' }[];
  /** A cursor: the orderBy values to start at (before: true) or right after. */
  readonly startAt?: { readonly values: readonly RestValue[]; readonly before: boolean };
  readonly limit: number;
}

export type RestOperator = 'EQUAL' | 'IN' | 'ARRAY_CONTAINS' | 'GREATER_THAN_OR_EQUAL' | 'LESS_THAN' | 'LESS_THAN_OR_EQUAL';

export type RestFilter =
  | { readonly fieldFilter: { readonly field: { readonly fieldPath: string }; readonly op: RestOperator; readonly value: RestValue } }
  | { readonly compositeFilter: { readonly op: 'AND'; readonly filters: readonly RestFilter[] } };

/** A Firestore value as REST writes it: one key names its type. */
export type RestValue =
  | { readonly nullValue: null }
  | { readonly booleanValue: boolean }
  | { readonly integerValue: string }
  | { readonly doubleValue: number | string }
  | { readonly timestampValue: string }
  | { readonly stringValue: string }
  | { readonly bytesValue: string }
  | { readonly referenceValue: string }
  | { readonly geoPointValue: { readonly latitude?: number; readonly longitude?: number } }
  | { readonly arrayValue: { readonly values?: readonly RestValue[] } }
  | { readonly mapValue: { readonly fields?: Readonly<Record<string, RestValue>> } };

/** A point in time to the nanosecond, shaped as the SDK's Timestamp is (seconds, nanoseconds, toDate). */
export interface RestTimestamp {
  readonly seconds: number;
  readonly nanoseconds: number;
  toDate(): Date;
}

export interface RestDocument {
  readonly id: string;
  readonly fields: Readonly<Record<string, unknown>>;
}

function timestamp(seconds: number, nanoseconds: number): RestTimestamp {
  return { seconds, nanoseconds, toDate: () => new Date(seconds * 1000 + Math.floor(nanoseconds / 1e6)) };
}

/** A timestamp as REST takes it: RFC 3339 in UTC, to the nanosecond. */
export function timestampValue(time: Pick<RestTimestamp, 'seconds' | 'nanoseconds'>): RestValue {
  const whole = new Date(time.seconds * 1000).toISOString().slice(0, 19);
  return { timestampValue: `${whole}.${String(time.nanoseconds).padStart(9, '0')}Z` };
}

/** RFC 3339 as Firestore writes it (UTC, up to nine digits of a second); null if not one. */
export function parseTimestamp(text: string): RestTimestamp | null {
  const match = /^(\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d)(?:\.(\d{1,9}))?(Z|[+-]\d\d:\d\d)$/.exec(text);
  if (!match) return null;
  const [, whole = '', fraction = '', zone = ''] = match;
  const millis = Date.parse(whole + zone);
  if (Number.isNaN(millis)) return null;
  return timestamp(Math.floor(millis / 1000), Number(fraction.padEnd(9, '0')));
}

/**
 * A REST value as the SDK gives it to the app, as far as the site stores it: integers and
 * doubles as numbers, timestamps as RestTimestamp, arrays and maps as arrays and objects.
 * Types the site never stores (bytes, references, geo points) come out as null.
 */
export function decodeValue(value: RestValue): unknown {
  if ('stringValue' in value) return value.stringValue;
  if ('integerValue' in value) return Number(value.integerValue);
  if ('doubleValue' in value) return Number(value.doubleValue);
  if ('booleanValue' in value) return value.booleanValue;
  if ('timestampValue' in value) return parseTimestamp(value.timestampValue);
  if ('arrayValue' in value) return (value.arrayValue.values ?? []).map(decodeValue);
  if ('mapValue' in value) return decodeFields(value.mapValue.fields ?? {});
  return null;
}

export function decodeFields(fields: Readonly<Record<string, RestValue>>): Record<string, unknown> {
  const decoded: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(fields)) decoded[key] = decodeValue(value);
  return decoded;
}

interface RunQueryEntry {
  readonly document?: { readonly name: string; readonly fields?: Readonly<Record<string, RestValue>> };
}

/** projects/{id}/databases/(default)/documents: what every document's REST name starts with. */
const documentsRoot = (projectId: string): string => `projects/${projectId}/databases/(default)/documents`;

/**
 * The address of a REST method on the project's documents (runQuery, commit): Google's or the
 * emulator's; on a document's (`articles/a1`) for a query of its subcollections.
 */
export function documentsMethodUrl(method: string, parent?: string): string {
  const setup = getFirebaseSetup();
  return `${serviceOrigin(setup, 'firestore')}/v1/${documentsRoot(setup.config.projectId)}${parent ? `/${parent}` : ''}:${method}`;
}

/** A document's REST name, from its path ("articles/a1"). */
export const documentName = (path: string): string => `${documentsRoot(getFirebaseSetup().config.projectId)}/${path}`;

export interface RestQueryOptions {
  /**
   * The signed-in user's ID token, for a query the rules allow only to them (an admin's
   * list of drafts). The Authorization header makes the request a preflighted one; without
   * it the query reads what a guest may read.
   */
  readonly idToken?: string;
  /** The document whose subcollection it asks about (`articles/a1`); the database's root unless told. */
  readonly parent?: string;
}

/** The documents a query finds, in its order; fails with the HTTP status when Firestore refuses. */
export async function runQueryRest(structuredQuery: StructuredQuery, { idToken }: RestQueryOptions = {}): Promise<RestDocument[]> {
  const response = await fetch(documentsMethodUrl('runQuery'), {
    method: 'POST',
    // A string body is sent as text/plain: with no header set, no preflight.
    body: JSON.stringify({ structuredQuery }),
    credentials: 'omit',
    ...(idToken && { headers: { Authorization: `Bearer ${idToken}` } }),
  });
  if (!response.ok) throw new Error(`Firestore answered ${response.status} to a query.`);
  const entries = (await response.json()) as readonly RunQueryEntry[];
  return entries.flatMap(({ document }) =>
    document ? [{ id: document.name.slice(document.name.lastIndexOf('/') + 1), fields: decodeFields(document.fields ?? {}) }] : [],
  );
}

interface AggregationAnswer {
  readonly result?: { readonly aggregateFields?: { readonly count?: { readonly integerValue?: string } } };
}

/**
 * How many documents a query finds, up to its limit: Firestore counts from the index and
 * bills one read per 1,000 documents counted (at least one), whatever the documents weigh.
 */
export async function countRest(structuredQuery: StructuredQuery, { idToken, parent }: RestQueryOptions = {}): Promise<number> {
  const response = await fetch(documentsMethodUrl('runAggregationQuery', parent), {
    method: 'POST',
    body: JSON.stringify({ structuredAggregationQuery: { structuredQuery, aggregations: [{ alias: 'count', count: {} }] } }),
    credentials: 'omit',
    ...(idToken && { headers: { Authorization: `Bearer ${idToken}` } }),
  });
  if (!response.ok) throw new Error(`Firestore answered ${response.status} to a count.`);
  const answers = (await response.json()) as readonly AggregationAnswer[];
  const count = answers.find((answer) => answer.result)?.result?.aggregateFields?.count?.integerValue;
  if (count === undefined) throw new Error('Firestore gave no count.');
  return Number(count);
}

/** A `select` of the name only: for a query that tells which documents match, not what they hold. */
export const namesOnly: NonNullable<StructuredQuery['select']> = { fields: [{ fieldPath: '__name__' }] };

/** Filters on field values, in the REST form: all of them must hold. */
export function allOf(...filters: RestFilter[]): RestFilter {
  return filters.length === 1 && filters[0] ? filters[0] : { compositeFilter: { op: 'AND', filters } };
}

export const fieldFilter = (fieldPath: string, op: RestOperator, value: RestValue): RestFilter => ({ fieldFilter: { field: { fieldPath }, op, value } });
export const fieldEquals = (fieldPath: string, value: RestValue): RestFilter => fieldFilter(fieldPath, 'EQUAL', value);
export const arrayContains = (fieldPath: string, value: RestValue): RestFilter => fieldFilter(fieldPath, 'ARRAY_CONTAINS', value);
