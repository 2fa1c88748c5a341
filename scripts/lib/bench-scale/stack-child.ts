/**
 * The local stack of `npm run bench:scale` in a process of its own (stack-process.ts starts
 * it), so that the benchmark sees the emulator as a developer's machine runs it: its own
 * memory, its own start-up from the data folder, and its own pauses while it saves, which a
 * request from outside then waits out.
 *
 *   node --import tsx stack-child.ts '{"root":…,"dataDir":…,"ports":{…}}'
 *
 * Prints one JSON line once the stack answers (its endpoints and how long startStack took,
 * the data folder's import included), the stack's own log on stderr, and saves and exits
 * on SIGTERM or SIGINT.
 */
import { stopOnSignals } from '../../../emulator/src/shared/stop-on-signals.js';
import { startStack, type StackPorts } from '../stack.js';

export interface ChildOptions {
  readonly root: string;
  readonly dataDir: string;
  readonly ports: StackPorts;
}

const options = JSON.parse(process.argv[2] ?? '{}') as ChildOptions;
const started = performance.now();
const stack = await startStack({ root: options.root, dataDir: options.dataDir, ports: options.ports, log: (line) => console.error(line) });
const startMs = performance.now() - started;
const { projectId, firestore, storage, auth } = stack;
console.log(JSON.stringify({ projectId, firestore, storage, auth, startMs }));

// Saving 10,000 articles in one piece can take a while: give the stop time to finish it.
stopOnSignals({ stop: () => stack.stop(), deadlineMs: 180_000 });
