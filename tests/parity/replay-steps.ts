/**
 * Replays the step cases of transforms.json and document_writes.json: REST calls whose
 * recorded answers hold Google's real times, page tokens and generated ids. A recording's
 * time stands for whatever time we answered at the same place, consistently: the same
 * recorded time must always be the same time of ours and different ones different, so
 * "a no-op write keeps the old updateTime" is checked, not masked. Recorded times and page
 * tokens in later requests are replaced by ours.
 */
import { diffByMeaning } from './harness.js';

interface Step {
  method: string;
  /** Without the leading `/v1/`. */
  path: string;
  body: unknown;
  status: number;
  response: unknown;
}

export interface StepCase {
  name: string;
  steps: Step[];
}

const SERVER_TIMES = new Set(['createTime', 'updateTime', 'commitTime', 'readTime']);

const micros = (time: string): bigint => {
  const ms = Date.parse(time);
  const fraction = /\.(\d+)Z$/.exec(time)?.[1] ?? '';
  return BigInt(Math.floor(ms / 1000)) * 1_000_000n + BigInt(fraction.padEnd(6, '0').slice(0, 6));
};

/** The recorded → ours correspondence of one case: times, page tokens. */
class Correspondence {
  private readonly times = new Map<string, string>();
  private readonly tokens = new Map<string, string>();

  /** Learns the pairs at the same places of a recorded answer and ours; describes a conflict. */
  learn(expected: unknown, actual: unknown, path = '$'): string | undefined {
    if (Array.isArray(expected) && Array.isArray(actual)) {
      for (let i = 0; i < expected.length; i++) {
        const d = this.learn(expected[i], actual[i], `${path}[${i}]`);
        if (d) return d;
      }
    } else if (isObject(expected) && isObject(actual)) {
      for (const [key, value] of Object.entries(expected)) {
        const ours = actual[key];
        if (key === 'nextPageToken' && typeof value === 'string' && typeof ours === 'string') this.tokens.set(value, ours);
        const d =
          SERVER_TIMES.has(key) && typeof value === 'string' && typeof ours === 'string'
            ? this.pairTime(value, ours, `${path}.${key}`)
            : this.learn(value, ours, `${path}.${key}`);
        if (d) return d;
      }
    }
    return undefined;
  }

  private pairTime(recorded: string, ours: string, path: string): string | undefined {
    const known = this.times.get(recorded);
    if (known !== undefined && known !== ours) return `${path}: ${ours} should be the same time as ${known}`;
    for (const [other, mapped] of this.times) {
      if (other !== recorded && mapped === ours) return `${path}: ${ours} should differ from the time given for ${other}`;
    }
    this.times.set(recorded, ours);
    return undefined;
  }

  /** A request (path or body) with recorded times and page tokens replaced by ours. */
  translate(text: string): string {
    let out = text;
    for (const [recorded, ours] of [...this.times, ...this.tokens]) {
      out = out.replaceAll(recorded, ours).replaceAll(encodeURIComponent(recorded), encodeURIComponent(ours));
    }
    return out;
  }

  /** A recorded message with the stored versions (times in micros) it names made ours. */
  translateVersions(message: string): string {
    let out = message;
    for (const [recorded, ours] of this.times) out = out.replaceAll(String(micros(recorded)), String(micros(ours)));
    return out;
  }
}

function isObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** The recorded answer as we can expect it: page tokens and generated ids as placeholders. */
function expectedAnswer(step: Step, map: Correspondence): unknown {
  const text = JSON.stringify(step.response ?? {});
  const expected = JSON.parse(map.translateVersions(text)) as unknown;
  if (isObject(expected)) {
    if (typeof expected.nextPageToken === 'string') expected.nextPageToken = '<token>';
    const generated = step.method === 'POST' && !step.path.includes(':') && !step.path.includes('documentId=');
    if (generated && typeof expected.name === 'string') expected.name = expected.name.replace(/[^/]+$/, '<auto>');
  }
  return expected;
}

/** Runs one case; `headersFor(index)` gives the headers of each step. */
export async function replaySteps(
  baseUrl: string,
  c: StepCase,
  headersFor: (index: number) => Record<string, string> = () => ({}),
): Promise<string | undefined> {
  const map = new Correspondence();
  for (const [index, step] of c.steps.entries()) {
    const body = step.body === null ? undefined : map.translate(JSON.stringify(step.body));
    const response = await fetch(`${baseUrl}/v1/${map.translate(step.path)}`, {
      method: step.method,
      headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headersFor(index) },
      body,
    });
    const text = await response.text();
    const actual = text === '' ? {} : (JSON.parse(text) as unknown);
    const where = `step ${index + 1} (${step.method} ${step.path.slice(0, 80)})`;
    const expected = expectedAnswer(step, map);
    const diff =
      diffByMeaning(step.status, response.status, 'status') ??
      diffByMeaning(expected, actual, 'body') ??
      map.learn(step.response, actual, 'body');
    if (diff) return `${where}: ${diff} — ours: ${text.slice(0, 300)}`;
  }
  return undefined;
}
