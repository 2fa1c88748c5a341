/**
 * The Firebase app of the site, created on first use. The services live in their own
 * modules (firestore.ts, auth.ts, storage.ts) and there is deliberately no index file
 * re-exporting them: a page that imports only Firestore must not pull in Auth or Storage.
 */
import { initializeApp, type FirebaseApp } from 'firebase/app';
import { getFirebaseSetup } from './setup.js';

export { getFirebaseSetup };

let app: FirebaseApp | undefined;

export function getFirebaseApp(): FirebaseApp {
  app ??= initializeApp(getFirebaseSetup().config);
  return app;
}
