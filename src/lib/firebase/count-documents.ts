/**
 * Counting for the admin screens: Firestore's aggregation query (runAggregationQuery),
 * which answers from the index and bills one read per thousand documents counted, instead
 * of reading each one. Like every query of the app it states a limit: a count stops at
 * COUNT_LIMIT, which the screens show as "1,000,000+".
 *
 * Why a REST call and not the lite SDK's getCount(): the SDK is one module that every page
 * shares, and the build keeps in it whatever any page uses, so getCount() would add its
 * aggregation code (0.6 KiB gzip) to the Firestore chunk every reader downloads, over the
 * article page's budget (scripts/check-bundle.ts). The request is the one the SDK would
 * send: the project's documents endpoint, the signed-in user's ID token (the rules judge
 * it as any other query), a structured query with field filters and a limit.
 */
import { emulatorPort } from '../../config/firebase-setup.js';
import { getFirebaseSetup } from './app.js';
import { getAuthInstance } from './auth.js';

export const COUNT_LIMIT = 1_000_000;

/** Google's Firestore front end, or the local emulator's (as getDb() connects to it). */
function firestoreOrigin(): string {
  const { emulators } = getFirebaseSetup();
  return emulators ? `http://${emulators.host}:${emulatorPort(emulators, 'firestore')}` : 'https://firestore.googleapis.com';
}

type Value = string | boolean | Date;

/** A field filter of the count: [field, operator, value]. */
export type CountFilter = readonly [string, '==' | '>=' | '<', Value];

const OPERATORS = { '==': 'EQUAL', '>=': 'GREATER_THAN_OR_EQUAL', '<': 'LESS_THAN' } as const;

function encoded(value: Value): Record<string, string | boolean> {
  if (typeof value === 'string') return { stringValue: value };
  if (typeof value === 'boolean') return { booleanValue: value };
  return { timestampValue: value.toISOString() };
}

function structuredQuery(collectionId: string, filters: readonly CountFilter[]) {
  const fieldFilters = filters.map(([field, op, value]) => ({
    fieldFilter: { field: { fieldPath: field }, op: OPERATORS[op], value: encoded(value) },
  }));
  const where =
    fieldFilters.length === 0 ? undefined : fieldFilters.length === 1 ? fieldFilters[0] : { compositeFilter: { op: 'AND', filters: fieldFilters } };
  return { from: [{ collectionId }], ...(where && { where }), limit: COUNT_LIMIT };
}

interface AggregationAnswer {
  readonly result?: { readonly aggregateFields?: { readonly count?: { readonly integerValue?: string } } };
}

/** How many documents of `collectionId` match every filter (at most COUNT_LIMIT). */
export async function countDocuments(collectionId: string, filters: readonly CountFilter[] = []): Promise<number> {
  const setup = getFirebaseSetup();
  const token = await getAuthInstance().currentUser?.getIdToken();
  const parent = `projects/${setup.config.projectId}/databases/(default)/documents`;
  const response = await fetch(`${firestoreOrigin()}/v1/${parent}:runAggregationQuery`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(token && { Authorization: `Bearer ${token}` }) },
    body: JSON.stringify({
      structuredAggregationQuery: {
        structuredQuery: structuredQuery(collectionId, filters),
        aggregations: [{ alias: 'count', count: {} }],
      },
    }),
  });
  if (!response.ok) throw new Error(`Counting ${collectionId} failed: ${response.status} ${await response.text()}`);
  const answers = (await response.json()) as AggregationAnswer[];
  const count = answers.find((answer) => answer.result)?.result?.aggregateFields?.count?.integerValue;
  if (count === undefined) throw new Error(`Counting ${collectionId} gave no count.`);
  return Number(count);
}
