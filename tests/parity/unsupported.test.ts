/**
 * oracle/unsupported.json (its `rest` part): what Google's emulator ignores (explain
 * options) or refuses (executePipeline, partitionQuery), as owner, after seeding c/a and c/b
 * as its generator did.
 */
import { diffByMeaning, loadOracle, parityTests, parseRecordedBody } from './harness.js';

interface UnsupportedCase {
  name: string;
  verb: string;
  body: unknown;
  outcome: { status: number; body: string };
}

const { rest } = loadOracle<{ rest: UnsupportedCase[] }>('unsupported.json');
const DOCUMENTS = 'projects/unsupported/databases/(default)/documents';
const HEADERS = { 'content-type': 'application/json', authorization: 'Bearer owner' };

async function seed(baseUrl: string): Promise<void> {
  const writes = [1, 2].map((n) => ({
    update: { name: `${DOCUMENTS}/c/${n === 1 ? 'a' : 'b'}`, fields: { n: { integerValue: String(n) } } },
  }));
  const response = await fetch(`${baseUrl}/v1/${DOCUMENTS}:commit`, {
    method: 'POST',
    headers: HEADERS,
    body: JSON.stringify({ writes }),
  });
  if (!response.ok) throw new Error(`seeding failed: ${await response.text()}`);
}

let seeded: Promise<void> | undefined;

parityTests('unsupported.json', rest, async (c, { baseUrl }) => {
  seeded ??= seed(baseUrl);
  await seeded;
  const response = await fetch(`${baseUrl}/v1/${DOCUMENTS}:${c.verb}`, {
    method: 'POST',
    headers: HEADERS,
    body: JSON.stringify(c.body),
  });
  const text = await response.text();
  const diff =
    diffByMeaning(c.outcome.status, response.status, 'status') ??
    diffByMeaning(parseRecordedBody(c.outcome.body), parseRecordedBody(text), 'body');
  return diff && `${diff} — ours: ${text.slice(0, 300)}`;
});
