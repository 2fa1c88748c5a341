/**
 * The Firebase app of the site, created on first use. The services live in their own
 * modules (firestore.ts, auth.ts, storage.ts) and there is deliberately no index file
 * re-exporting them: a page that imports only Firestore must not pull in Auth or Storage.
 */
import { initializeApp, type FirebaseApp } from 'firebase/app';
import { resolveFirebaseSetup, type FirebaseSetup } from '../../config/firebase-setup.js';

let setup: FirebaseSetup | undefined;
let app: FirebaseApp | undefined;

/** Read on first use, not at import, so tests can point the site at their emulator first. */
export function getFirebaseSetup(): FirebaseSetup {
  setup ??= resolveFirebaseSetup(import.meta.env);
  return setup;
}

export function getFirebaseApp(): FirebaseApp {
  app ??= initializeApp(getFirebaseSetup().config);
  return app;
}
