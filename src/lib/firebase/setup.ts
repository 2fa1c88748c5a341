/**
 * Which Firebase project and emulators the site talks to, read on first use, not at import,
 * so tests can point the site at their emulator first. Apart from the app (app.ts) so that
 * what needs only the setup (the first screen's REST query) does not bring in the SDK.
 */
import { resolveFirebaseSetup, type FirebaseSetup } from '../../config/firebase-setup.js';

let setup: FirebaseSetup | undefined;

export function getFirebaseSetup(): FirebaseSetup {
  setup ??= resolveFirebaseSetup(import.meta.env);
  return setup;
}
