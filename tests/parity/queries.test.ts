/**
 * oracle/queries.json: structured queries replayed through :runQuery against the recorded
 * answers of Google's emulator (ordered document names, projected fields, errors).
 */
import { diffByMeaning, loadOracle, parityTests, type ParityContext } from './harness.js';

interface RecordedDocument {
  name: string;
  fields: Record<string, unknown>;
}

interface QueryCase {
  name: string;
  parent: string;
  query: unknown;
  outcome: {
    status: string;
    message?: string;
    responses?: { document?: string; done?: boolean; skipped?: number }[];
    fields?: Record<string, unknown>;
  };
}

// 14 characters, as in the recording: Google's "lacks "/" at index N" messages count them.
const PROJECT = 'queries-parity';
const ROOT = `projects/${PROJECT}/databases/(default)/documents`;
const { dataset, cases } = loadOracle<{ dataset: RecordedDocument[]; cases: QueryCase[] }>('queries.json');

interface Entry {
  document?: { name: string; fields?: Record<string, unknown> };
  readTime?: string;
  done?: boolean;
  skippedResults?: number;
}

const relative = (name: string): string => name.slice(ROOT.length + 1);
const withDocuments = (json: unknown): unknown => JSON.parse(JSON.stringify(json).replaceAll('{documents}', ROOT));

/** Seeds the recorded dataset through :commit as the owner (oracle/README.md). */
async function seed(baseUrl: string): Promise<void> {
  const writes = dataset.map((d) => ({ update: { name: `${ROOT}/${d.name}`, fields: withDocuments(d.fields) } }));
  const response = await fetch(`${baseUrl}/v1/${ROOT}:commit`, {
    method: 'POST',
    headers: { authorization: 'Bearer owner' },
    body: JSON.stringify({ writes }),
  });
  if (!response.ok) throw new Error(`seeding failed: ${response.status} ${await response.text()}`);
}

function compareEntries(c: QueryCase, entries: Entry[]): string | undefined {
  if (entries.some((e) => typeof e.readTime !== 'string')) return 'an entry lacks readTime';
  const responses = entries.map((e) => ({
    ...(e.document && { document: relative(e.document.name) }),
    ...(e.skippedResults !== undefined && { skipped: e.skippedResults }),
    ...(e.done !== undefined && { done: e.done }),
  }));
  const fields = Object.fromEntries(entries.filter((e) => e.document).map((e) => [relative(e.document!.name), e.document!.fields ?? {}]));
  return (
    diffByMeaning(c.outcome.responses, responses, 'responses') ??
    (c.outcome.fields ? diffByMeaning(c.outcome.fields, fields, 'fields') : undefined)
  );
}

let seeded: Promise<void> | undefined;

parityTests('queries.json', cases, async (c, ctx: ParityContext) => {
  seeded ??= seed(ctx.baseUrl);
  await seeded;
  const parent = c.parent ? `/${c.parent}` : '';
  const response = await fetch(`${ctx.baseUrl}/v1/${ROOT}${parent}:runQuery`, {
    method: 'POST',
    headers: { authorization: 'Bearer owner' },
    body: JSON.stringify({ structuredQuery: withDocuments(c.query) }),
  });
  const body = (await response.json()) as unknown;
  if (c.outcome.status !== 'OK') {
    const error = (body as { error?: { status?: string; message?: string } }).error;
    const expected = { status: c.outcome.status, message: c.outcome.message?.replaceAll('{project}', PROJECT) };
    return diffByMeaning(expected, { status: error?.status, message: error?.message }, 'error');
  }
  if (response.status !== 200) return `status ${response.status}: ${JSON.stringify(body).slice(0, 300)}`;
  return compareEntries(c, body as Entry[]);
});
