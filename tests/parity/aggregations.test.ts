/**
 * oracle/aggregations.json: count/sum/avg aggregations replayed through :runAggregationQuery
 * against the recorded answers of Google's emulator.
 */
import { diffByMeaning, loadOracle, parityTests, type ParityContext } from './harness.js';

interface RecordedDocument {
  name: string;
  fields: Record<string, unknown>;
}

interface AggregationCase {
  name: string;
  parent: string;
  query: unknown;
  aggregations: unknown[];
  outcome: { status: string; message?: string; responses?: unknown[] };
}

const PROJECT = 'aggregations-parity';
const ROOT = `projects/${PROJECT}/databases/(default)/documents`;
const { dataset, cases } = loadOracle<{ dataset: RecordedDocument[]; cases: AggregationCase[] }>('aggregations.json');

/** Seeds the recorded dataset through :commit as the owner (oracle/README.md). */
async function seed(baseUrl: string): Promise<void> {
  const writes = dataset.map((d) => ({ update: { name: `${ROOT}/${d.name}`, fields: d.fields } }));
  const response = await fetch(`${baseUrl}/v1/${ROOT}:commit`, {
    method: 'POST',
    headers: { authorization: 'Bearer owner' },
    body: JSON.stringify({ writes }),
  });
  if (!response.ok) throw new Error(`seeding failed: ${response.status} ${await response.text()}`);
}

let seeded: Promise<void> | undefined;

parityTests('aggregations.json', cases, async (c, ctx: ParityContext) => {
  seeded ??= seed(ctx.baseUrl);
  await seeded;
  const parent = c.parent ? `/${c.parent}` : '';
  const response = await fetch(`${ctx.baseUrl}/v1/${ROOT}${parent}:runAggregationQuery`, {
    method: 'POST',
    headers: { authorization: 'Bearer owner' },
    body: JSON.stringify({ structuredAggregationQuery: { structuredQuery: c.query, aggregations: c.aggregations } }),
  });
  const body = (await response.json()) as unknown;
  if (c.outcome.status !== 'OK') {
    const error = (body as { error?: { status?: string; message?: string } }).error;
    return diffByMeaning({ status: c.outcome.status, message: c.outcome.message }, { status: error?.status, message: error?.message }, 'error');
  }
  if (response.status !== 200) return `status ${response.status}: ${JSON.stringify(body).slice(0, 300)}`;
  return diffByMeaning(c.outcome.responses, body, 'responses');
});
