/**
 * oracle/limits.json: size and depth limits of one-document commits (as owner), from compact
 * value specs expanded as its generator did: ["string", n, char], ["bytes", n], ["int"],
 * ["map", {key: spec}], ["array", [spec]], ["nest", levels, mixed]; a path segment is text
 * or ["repeat", char, n].
 */
import { diffByMeaning, loadOracle, parityTests } from './harness.js';

type Spec = [string, ...unknown[]];
type Segment = string | ['repeat', string, number];

interface LimitCase {
  name: string;
  path: Segment[];
  fields: Record<string, Spec>;
  outcome: { status: number; message: string };
}

const { cases } = loadOracle<{ cases: LimitCase[] }>('limits.json');
const DOCUMENTS = 'projects/limits/databases/(default)/documents';

const text = (segment: Segment): string => (typeof segment === 'string' ? segment : segment[1].repeat(segment[2]));

function value(spec: Spec): unknown {
  const [kind, a, b] = spec;
  switch (kind) {
    case 'string':
      return { stringValue: (b as string).repeat(a as number) };
    case 'bytes':
      return { bytesValue: Buffer.alloc(a as number, 'x').toString('base64') };
    case 'int':
      return { integerValue: '1' };
    case 'map':
      return { mapValue: { fields: fieldsOf(a as Record<string, Spec>) } };
    case 'array':
      return { arrayValue: { values: (a as Spec[]).map(value) } };
    case 'nest': {
      let v: unknown = { integerValue: '1' };
      for (let i = 0; i < (a as number); i++) {
        v = b && i % 2 === 0 ? { arrayValue: { values: [v] } } : { mapValue: { fields: { m: v } } };
      }
      return v;
    }
    default:
      throw new Error(`unknown spec ${kind}`);
  }
}

function fieldsOf(specs: Record<string, Spec>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(specs).map(([k, spec]) => [k, value(spec)]));
}

parityTests('limits.json', cases, async (c, { baseUrl }) => {
  const name = `${DOCUMENTS}/${c.path.map(text).join('/')}`;
  const response = await fetch(`${baseUrl}/v1/${DOCUMENTS}:commit`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: 'Bearer owner' },
    body: JSON.stringify({ writes: [{ update: { name, fields: fieldsOf(c.fields) } }] }),
  });
  const body = (await response.json()) as { error?: { message?: string } };
  const message = response.status === 200 ? '' : (body.error?.message ?? '');
  return diffByMeaning(c.outcome, { status: response.status, message }, 'outcome');
});
