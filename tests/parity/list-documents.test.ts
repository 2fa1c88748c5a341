/**
 * oracle/list_documents.json (its `rest` part): GET listings under the root and under a
 * document with a trailing slash, and the name errors around them. Seeded, as its generator
 * did, with two commits (`seed`) of documents with fields n (the write's index) and m.
 */
import { diffByMeaning, loadOracle, parityTests } from './harness.js';

interface ListCase {
  name: string;
  path: string;
  outcome: {
    status: number;
    documents?: string[];
    next_page?: boolean;
    error?: unknown;
    body?: string;
  };
}

const oracle = loadOracle<{ seed: string[][]; rest: ListCase[] }>('list_documents.json');
const DOCUMENTS = 'projects/list/databases/(default)/documents';
const OWNER = { authorization: 'Bearer owner' };

async function seed(baseUrl: string): Promise<void> {
  for (const paths of oracle.seed) {
    const writes = paths.map((p, i) => ({
      update: { name: `${DOCUMENTS}/${p}`, fields: { n: { integerValue: String(i) }, m: { booleanValue: true } } },
    }));
    const response = await fetch(`${baseUrl}/v1/${DOCUMENTS}:commit`, {
      method: 'POST',
      headers: OWNER,
      body: JSON.stringify({ writes }),
    });
    if (!response.ok) throw new Error(`seeding failed: ${await response.text()}`);
  }
}

/** Our answer in the recording's terms. */
function summarise(status: number, text: string, recorded: ListCase['outcome']): unknown {
  if (recorded.body !== undefined) return { status, body: text };
  const body = JSON.parse(text) as { documents?: { name: string }[]; nextPageToken?: string; error?: unknown };
  if (recorded.error !== undefined) return { status, error: body.error };
  return {
    status,
    documents: (body.documents ?? []).map((d) => d.name.slice(DOCUMENTS.length + 1)),
    next_page: Boolean(body.nextPageToken),
  };
}

let seeded: Promise<void> | undefined;

parityTests('list_documents.json', oracle.rest, async (c, { baseUrl }) => {
  seeded ??= seed(baseUrl);
  await seeded;
  const response = await fetch(`${baseUrl}/v1/${DOCUMENTS}${c.path}`, { headers: OWNER });
  const text = await response.text();
  return diffByMeaning(c.outcome, summarise(response.status, text, c.outcome), 'outcome');
});
