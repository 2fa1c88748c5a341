/**
 * oracle/auth.json: how the Authorization header is read. `classify` sends 51 header forms
 * to :listCollectionIds (200 owner, 403 user or nobody, 400 invalid jwt, 500 unknown
 * scheme); `rest` shows when the header is read relative to the other checks of each call.
 */
import { diffByMeaning, loadOracle, parityTests, parseRecordedBody } from './harness.js';

interface Outcome {
  status: number;
  body: string;
}

interface AuthCase {
  name: string;
  method: string;
  path: string;
  authorization: string | null;
  body: string | null;
  outcome: Outcome;
}

const oracle = loadOracle<{
  classify: { name: string; authorization: string | null; outcome: Outcome }[];
  rest: AuthCase[];
}>('auth.json');

const cases: AuthCase[] = [
  ...oracle.classify.map((c) => ({
    ...c,
    name: `classify: ${c.name}`,
    method: 'POST',
    path: '/v1/projects/auth/databases/(default)/documents:listCollectionIds',
    body: '{}',
  })),
  ...oracle.rest.map((c) => ({ ...c, name: `rest: ${c.name}` })),
];

parityTests('auth.json', cases, async (c, { baseUrl }) => {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (c.authorization !== null) headers.authorization = c.authorization;
  const response = await fetch(baseUrl + c.path, { method: c.method, headers, body: c.body ?? undefined });
  const text = await response.text();
  const diff =
    diffByMeaning(c.outcome.status, response.status, 'status') ??
    diffByMeaning(parseRecordedBody(c.outcome.body), parseRecordedBody(text), 'body');
  return diff && `${diff} — ours: ${text.slice(0, 300)}`;
});
