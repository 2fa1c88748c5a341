/**
 * Auth with local persistence only. No popup/redirect resolver here: that code is large and
 * only the login and register pages need it, so they pass one to the sign-in call.
 */
import { browserLocalPersistence, connectAuthEmulator, initializeAuth, type Auth } from 'firebase/auth';
import { emulatorPort } from '../../config/firebase-setup.js';
import { getFirebaseApp, getFirebaseSetup } from './app.js';

let auth: Auth | undefined;

export function getAuthInstance(): Auth {
  if (!auth) {
    const instance = initializeAuth(getFirebaseApp(), { persistence: browserLocalPersistence });
    const { emulators } = getFirebaseSetup();
    if (emulators) {
      connectAuthEmulator(instance, `http://${emulators.host}:${emulatorPort(emulators, 'auth')}`, { disableWarnings: true });
    }
    auth = instance;
  }
  return auth;
}
