/**
 * How long a small request waits while an emulator is busy: a worker thread reads one
 * small document every few milliseconds and keeps every round trip's time. It runs on a
 * thread of its own so that the benchmark's own work (building large writes) never
 * delays a probe and passes for a stall of the emulator.
 */
import { Worker } from 'node:worker_threads';

interface StallReport {
  readonly probes: number;
  readonly medianMs: number;
  readonly p99Ms: number;
  readonly worstMs: number;
}

export interface StallProbe {
  /** Stops probing; resolves with the figures. */
  stop(): Promise<StallReport>;
}

// Plain JavaScript: a worker given source text runs it as it is.
const PROBE_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const times = [];
let running = true;
parentPort.on('message', () => { running = false; });
(async () => {
  while (running) {
    const started = performance.now();
    try {
      const response = await fetch(workerData.url, { headers: { authorization: 'Bearer owner' } });
      await response.arrayBuffer();
    } catch {
      // A connection closed under the request (see emulator-process.ts): the wait still counts.
    }
    times.push(performance.now() - started);
    await new Promise((resolve) => setTimeout(resolve, workerData.everyMs));
  }
  parentPort.postMessage(times);
})();
`;

const at = (sorted: readonly number[], fraction: number): number =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))] ?? NaN;

/** Starts reading `url` (as the owner) every `everyMs` milliseconds. */
export function startStallProbe(url: string, everyMs = 10): StallProbe {
  const worker = new Worker(PROBE_SOURCE, { eval: true, workerData: { url, everyMs } });
  const finished = new Promise<number[]>((resolve, reject) => {
    worker.once('message', (times: number[]) => resolve(times));
    worker.once('error', reject);
  });
  return {
    async stop() {
      worker.postMessage('stop');
      const times = (await finished).sort((a, b) => a - b);
      await worker.terminate();
      return { probes: times.length, medianMs: at(times, 0.5), p99Ms: at(times, 0.99), worstMs: times.at(-1) ?? NaN };
    },
  };
}
