/**
 * How long the stack keeps a small request waiting while it saves: one small write (what a
 * view count or a login changes), then, for a while longer than the emulator's save interval,
 * a Firestore GET of one small document and an Auth lookup of one account sent together
 * over and over, each timed from outside the stack's process. The worst wait is the stall a
 * reader or the admin would feel; the median is the same request on a quiet stack.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { AUTOSAVE_INTERVAL_MS } from '../../../emulator/src/persistence.js';
import type { SeedTarget } from '../demo-content/stack-control.js';

const OWNER = { authorization: 'Bearer owner', 'content-type': 'application/json' };
const ROUNDS = 3;
/** Long enough for a save to start after the write, whenever in the interval the write fell. */
const WATCH_MS = 2 * AUTOSAVE_INTERVAL_MS + 1000;
const PAUSE_MS = 10;

export interface Stall {
  /** The longest any probe waited (ms). */
  readonly worstMs: number;
  readonly medianMs: number;
}

/**
 * How long a request took to be answered, sent again (as a browser does) when the stack
 * closed a kept-alive connection under it.
 */
async function timed(request: () => Promise<Response>): Promise<number> {
  const started = performance.now();
  const response = await request().catch((err: unknown) => {
    if (!String(err).includes('fetch failed')) throw err;
    return request();
  });
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`A stall probe failed: HTTP ${response.status}`);
  return performance.now() - started;
}

export async function measureStall(target: SeedTarget, adminEmail: string): Promise<Stall> {
  const { firestore, auth, projectId } = target;
  const probeDoc = `http://${firestore.host}:${firestore.port}/v1/projects/${projectId}/databases/(default)/documents/benchScale/probe`;
  const lookup = `http://${auth.host}:${auth.port}/identitytoolkit.googleapis.com/v1/projects/${projectId}/accounts:lookup`;
  const write = (round: number) => fetch(probeDoc, { method: 'PATCH', headers: OWNER, body: JSON.stringify({ fields: { round: { integerValue: String(round) } } }) });
  const probe = () =>
    Promise.all([
      timed(() => fetch(probeDoc, { headers: OWNER })),
      timed(() => fetch(lookup, { method: 'POST', headers: OWNER, body: JSON.stringify({ email: [adminEmail] }) })),
    ]);

  await timed(() => write(0));
  // Whatever was left to save before the measurement is saved first.
  await sleep(WATCH_MS);
  const waits: number[] = [];
  for (let round = 1; round <= ROUNDS; round++) {
    await timed(() => write(round));
    const until = performance.now() + WATCH_MS;
    while (performance.now() < until) {
      waits.push(...(await probe()));
      await sleep(PAUSE_MS);
    }
  }
  const sorted = [...waits].sort((a, b) => a - b);
  return { worstMs: sorted.at(-1) ?? Number.NaN, medianMs: sorted[Math.floor(sorted.length / 2)] ?? Number.NaN };
}
