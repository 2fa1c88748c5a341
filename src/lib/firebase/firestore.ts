/**
 * Firestore through the lite SDK (REST, no realtime listeners): about a quarter of the
 * full SDK's size, and the site never listens for changes (docs/architecture.md).
 */
import { connectFirestoreEmulator, getFirestore, type Firestore } from 'firebase/firestore/lite';
import { emulatorPort } from '../../config/firebase-setup.js';
import { getFirebaseApp, getFirebaseSetup } from './app.js';

let db: Firestore | undefined;

export function getDb(): Firestore {
  if (!db) {
    const instance = getFirestore(getFirebaseApp());
    const { emulators } = getFirebaseSetup();
    if (emulators) connectFirestoreEmulator(instance, emulators.host, emulatorPort(emulators, 'firestore'));
    db = instance;
  }
  return db;
}
