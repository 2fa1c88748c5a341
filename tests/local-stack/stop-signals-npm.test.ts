/**
 * Stopping the local stack through npm alone: SIGINT (Ctrl-C, or sent to npm), and SIGHUP
 * sent to npm, which npm passes on to nobody, so the stack has to notice that npm is gone.
 * The terminal's and process managers' signals are in stop-signals.test.ts.
 */
import { describeOurs } from '../support/emulator.js';
import { itStopsCleanly } from './stop-signal-case.js';

describeOurs('stopping the local stack through npm', () => {
  itStopsCleanly([
    { signal: 'SIGINT', to: 'npm', script: 'emulators' },
    { signal: 'SIGHUP', to: 'npm', script: 'emulators' },
  ]);
});
