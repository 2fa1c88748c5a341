/**
 * Counting for the admin screens: Firestore's aggregation query (runAggregationQuery),
 * which answers from the index and bills one read per thousand documents counted, instead
 * of reading each one. Like every query of the app it states a limit: a count stops at
 * COUNT_LIMIT, which the screens show as "1,000,000+" (the subscriber count, which has to
 * be exact at any size, splits what it counts instead: lib/firebase/subscriber-count.ts).
 *
 * Why a REST call and not the lite SDK's getCount(): the SDK is one module that every page
 * shares, and the build keeps in it whatever any page uses, so getCount() would add its
 * aggregation code (0.6 KiB gzip) to the Firestore chunk every reader downloads, over the
 * article page's budget (scripts/check-bundle.ts). The request is the one the SDK would
 * send: the project's documents endpoint, the signed-in user's ID token (the rules judge
 * it as any other query), a structured query with field filters and a limit.
 */
import { getAuthInstance } from './auth.js';
import { allOf, countRest, documentName, fieldFilter, type RestValue, type StructuredQuery } from './rest-query.js';

export const COUNT_LIMIT = 1_000_000;

/** A document's path (`subscribers/a@example.com`), as a bound of `__name__`, the document id. */
interface DocumentPath {
  readonly path: string;
}

type Value = string | boolean | Date | DocumentPath;

/**
 * A field filter of the count: [field, operator, value], or [field, 'in', values]. A range
 * may compare a whole array (arrays order element by element): `['days', '>=', [day]]`
 * finds the arrays whose first element is `day` or later.
 */
export type CountFilter = readonly [string, '==' | '>=' | '<', Value | readonly Value[]] | readonly [string, 'in', readonly Value[]];

export interface CountOptions {
  /** Counts every collection of that name (a collection group), such as every article's comments. */
  readonly group?: boolean;
  /** Where the count stops, COUNT_LIMIT unless told. */
  readonly limit?: number;
  /** The document whose subcollection it counts (`articles/a1` for an article's comments); a top-level one unless told. */
  readonly under?: string;
}

const OPERATORS = { '==': 'EQUAL', '>=': 'GREATER_THAN_OR_EQUAL', '<': 'LESS_THAN', in: 'IN' } as const;

function encoded(value: Value): RestValue {
  if (typeof value === 'string') return { stringValue: value };
  if (typeof value === 'boolean') return { booleanValue: value };
  if (value instanceof Date) return { timestampValue: value.toISOString() };
  return { referenceValue: documentName(value.path) };
}

const operand = (value: Value | readonly Value[]): RestValue => (Array.isArray(value) ? { arrayValue: { values: value.map(encoded) } } : encoded(value as Value));

function structuredQuery(collectionId: string, filters: readonly CountFilter[], { group = false, limit = COUNT_LIMIT }: CountOptions): StructuredQuery {
  const where = filters.length ? allOf(...filters.map(([field, op, value]) => fieldFilter(field, OPERATORS[op], operand(value)))) : undefined;
  return { from: [{ collectionId, ...(group && { allDescendants: true }) }], ...(where && { where }), limit };
}

/** How many documents of `collectionId` match every filter (at most the limit, COUNT_LIMIT unless told). */
export async function countDocuments(collectionId: string, filters: readonly CountFilter[] = [], options: CountOptions = {}): Promise<number> {
  const idToken = await getAuthInstance().currentUser?.getIdToken();
  return countRest(structuredQuery(collectionId, filters, options), { ...(idToken && { idToken }), ...(options.under && { parent: options.under }) });
}
