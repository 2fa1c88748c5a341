/**
 * oracle/document_writes.json: preconditions, masks, batchGet, listing, listCollectionIds,
 * batchWrite. The recording keeps no headers; its generator (hidane's
 * tools/oracle/document_writes.py) sent `Bearer owner` on exactly these steps and nothing
 * on the others.
 */
import { loadOracle, parityTests } from './harness.js';
import { replaySteps, type StepCase } from './replay-steps.js';

const { cases } = loadOracle<{ cases: StepCase[] }>('document_writes.json');

const OWNER_STEPS: Record<string, readonly number[]> = {
  'list collection ids': [2, 3, 4],
  'list documents with missing, as admin': [1],
};

const headersFor =
  (c: StepCase) =>
  (index: number): Record<string, string> =>
    OWNER_STEPS[c.name]?.includes(index) ? { authorization: 'Bearer owner' } : {};

parityTests('document_writes.json', cases, (c, { baseUrl }) => replaySteps(baseUrl, c, headersFor(c)));
