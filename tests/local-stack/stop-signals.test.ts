/**
 * Stopping the local stack with the signals a terminal and a process manager send: SIGTERM
 * (kill, process managers, docker stop) and SIGHUP to the whole group (a closed terminal).
 * Ctrl-C and npm alone are in stop-signals-npm.test.ts.
 */
import { describeOurs } from '../support/emulator.js';
import { itStopsCleanly } from './stop-signal-case.js';

describeOurs('stopping the local stack', () => {
  itStopsCleanly([
    // npm start's site (Vite) has a SIGTERM handler of its own that must not cut the save short.
    { signal: 'SIGTERM', to: 'npm', script: 'start' },
    { signal: 'SIGHUP', to: 'group', script: 'emulators' },
  ]);
});
