/**
 * oracle/cors.json: CORS preflights and headers of Google's emulator.
 */
import { diffByMeaning, loadOracle, parityTests, parseRecordedBody } from './harness.js';

interface CorsCase {
  name: string;
  method: string;
  path: string;
  headers: Record<string, string>;
  body: string | null;
  outcome: { status: number; headers: Record<string, string>; body: string };
}

const { cases } = loadOracle<{ cases: CorsCase[] }>('cors.json');

parityTests('cors.json', cases, async (c, { baseUrl }) => {
  const response = await fetch(baseUrl + c.path, {
    method: c.method,
    headers: c.headers,
    body: c.body ?? undefined,
  });
  const body = await response.text();
  const headers: Record<string, string> = {};
  for (const name of Object.keys(c.outcome.headers)) headers[name] = response.headers.get(name) ?? '<absent>';
  // Every recorded header must be ours too; we may send more (vary, max-age, charset).
  const recorded = { ...c.outcome.headers };
  if (recorded['content-type'] === 'application/json') {
    headers['content-type'] = (headers['content-type'] ?? '').replace(/;\s*charset=utf-8$/i, '');
  }
  // CORS headers must be absent where Google sends none.
  for (const name of ['access-control-allow-origin', 'access-control-allow-credentials']) {
    if (!(name in recorded) && response.headers.has(name)) return `${name} present, Google sends none`;
  }
  const bodiesCompared = c.method !== 'HEAD' && c.method !== 'OPTIONS';
  return (
    diffByMeaning(c.outcome.status, response.status, 'status') ??
    diffByMeaning(recorded, headers, 'headers') ??
    (bodiesCompared ? diffByMeaning(parseRecordedBody(c.outcome.body), parseRecordedBody(body), 'body') : undefined)
  );
});
