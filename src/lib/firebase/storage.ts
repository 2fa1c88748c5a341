/** Storage, loaded only by the admin screens that upload images. */
import { connectStorageEmulator, getStorage, type FirebaseStorage } from 'firebase/storage';
import { emulatorPort } from '../../config/firebase-setup.js';
import { getFirebaseApp, getFirebaseSetup } from './app.js';

let storage: FirebaseStorage | undefined;

export function getStorageInstance(): FirebaseStorage {
  if (!storage) {
    const instance = getStorage(getFirebaseApp());
    const { emulators } = getFirebaseSetup();
    if (emulators) connectStorageEmulator(instance, emulators.host, emulatorPort(emulators, 'storage'));
    storage = instance;
  }
  return storage;
}
