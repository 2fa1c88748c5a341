/**
 * Stopping a long-running local command cleanly, whichever way it is asked to stop:
 * Ctrl-C (SIGINT), SIGTERM (kill, process managers, `timeout`), SIGHUP (the terminal was
 * closed), or the npm process that started it going away without passing a signal on.
 * The first of these runs `stop` once; the process then exits. See docs/local-stack.md.
 */

export interface ShutdownOptions {
  /** Saves and closes everything; the process exits when it settles. */
  readonly stop: (reason: string) => Promise<void>;
  /** Printed when stopping starts, e.g. "Stopping…". */
  readonly announce?: (reason: string) => void;
  /** After this long, exit anyway with code 1 (a hung close must not keep the process). */
  readonly deadlineMs?: number;
}

const SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP'] as const;

/** How often the parent is checked; stopping after a parent died takes at most this. */
const PARENT_CHECK_MS = 500;

export function stopOnSignals(options: ShutdownOptions): void {
  const deadlineMs = options.deadlineMs ?? 15_000;
  // After SIGHUP the terminal is gone and writing to it fails (EIO); a failed log line
  // must not abort the save.
  for (const stream of [process.stdout, process.stderr]) stream.on('error', () => undefined);

  // npm's script shell does not pass signals on (npm sends them to `sh`, which dies or
  // waits): with `exec` in package.json the shell is gone and npm is our parent. When npm
  // itself dies without telling us (SIGHUP or SIGKILL sent to npm alone), we are
  // re-parented: stop as if it had passed the signal on.
  const parent = process.ppid;
  const parentWatch = setInterval(() => {
    if (process.ppid !== parent) begin('the process that started it ended');
  }, PARENT_CHECK_MS);
  parentWatch.unref();

  let stopping = false;
  function begin(reason: string): void {
    // npm passes SIGINT and SIGTERM on to its script while the terminal sends them to the
    // whole process group too: a second signal is the same request, not a new one.
    if (stopping) return;
    stopping = true;
    clearInterval(parentWatch);
    options.announce?.(reason);
    // Not unref'd: a stop waiting on nothing must end in this message, not a silent exit 0.
    setTimeout(() => {
      console.error(`Did not stop within ${deadlineMs / 1000} s; exiting without waiting any longer.`);
      process.exit(1);
    }, deadlineMs);
    options.stop(reason).then(
      () => process.exit(0),
      (err: unknown) => {
        console.error(err);
        process.exit(1);
      },
    );
  }

  for (const signal of SIGNALS) process.on(signal, () => begin(signal));
}
