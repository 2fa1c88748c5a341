/**
 * oracle/rest.json: one project's sequence of raw REST exchanges (values, documents,
 * listing, commit, batchGet, transactions, routing). Its runQuery and runAggregationQuery
 * steps belong to the query engine but share the project's data, so they run here too.
 */
import { diffByMeaning, loadOracle, parityTests, parseRecordedBody, withProject } from './harness.js';

interface RestCase {
  name: string;
  method: string;
  path: string;
  headers: Record<string, string>;
  compare: 'exact' | 'status';
  body?: unknown;
  raw?: string;
  outcome: { status: number; contentType: string | null; body: string };
}

const { cases } = loadOracle<{ cases: RestCase[] }>('rest.json');
const PROJECT = 'rest-parity';

function requestBody(c: RestCase): string | undefined {
  if (c.raw !== undefined) return c.raw;
  return c.body === undefined ? undefined : JSON.stringify(withProject(c.body, PROJECT));
}

parityTests('rest.json', cases, async (c, { baseUrl }) => {
  const body = requestBody(c);
  const headers = { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...c.headers };
  const response = await fetch(baseUrl + withProject(c.path, PROJECT), { method: c.method, headers, body });
  const text = await response.text();
  const json = (response.headers.get('content-type') ?? '').startsWith('application/json');
  const recordedJson = c.outcome.contentType === 'application/json';
  const diff =
    diffByMeaning(c.outcome.status, response.status, 'status') ??
    diffByMeaning(recordedJson, json, 'JSON content type') ??
    (c.compare === 'exact'
      ? diffByMeaning(parseRecordedBody(withProject(c.outcome.body, PROJECT)), parseRecordedBody(text), 'body')
      : undefined);
  return diff && `${diff} — ours: ${text.slice(0, 300)}`;
});
