/**
 * Which Firebase project the site talks to, decided from VITE_* variables: a real project
 * when its web config is given, otherwise the local emulators with a demo project (a
 * `demo-` project id never reaches Google, so a fresh clone cannot touch production).
 */

interface FirebaseWebConfig {
  readonly apiKey: string;
  readonly authDomain: string;
  readonly projectId: string;
  readonly storageBucket: string;
  readonly messagingSenderId?: string;
  readonly appId?: string;
}

export type EmulatedService = 'firestore' | 'storage' | 'auth';

export interface EmulatorEndpoints {
  readonly host: string;
  /** A port may be missing; only the service that needs it fails (see emulatorPort). */
  readonly ports: Readonly<Partial<Record<EmulatedService, number>>>;
}

export interface FirebaseSetup {
  readonly config: FirebaseWebConfig;
  /** null: a real project. */
  readonly emulators: EmulatorEndpoints | null;
}

export type FirebaseEnv = Readonly<Record<string, string | boolean | undefined>>;

const DEFAULT_DEMO_PROJECT_ID = 'demo-finance-articles';

/** The web app config of a real project; all or none. */
export const PROJECT_KEYS = [
  'VITE_FIREBASE_API_KEY',
  'VITE_FIREBASE_AUTH_DOMAIN',
  'VITE_FIREBASE_PROJECT_ID',
  'VITE_FIREBASE_STORAGE_BUCKET',
  'VITE_FIREBASE_MESSAGING_SENDER_ID',
  'VITE_FIREBASE_APP_ID',
] as const;

function read(env: FirebaseEnv, key: string): string | undefined {
  const value = env[key];
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

const PORT_KEYS: Record<EmulatedService, string> = {
  firestore: 'VITE_FIRESTORE_EMULATOR_PORT',
  storage: 'VITE_STORAGE_EMULATOR_PORT',
  auth: 'VITE_AUTH_EMULATOR_PORT',
};

function readPort(env: FirebaseEnv, service: EmulatedService): number | undefined {
  const raw = read(env, PORT_KEYS[service]);
  if (raw === undefined) return undefined;
  const port = Number(raw);
  if (!Number.isInteger(port) || port <= 0 || port > 65535) {
    throw new Error(`${PORT_KEYS[service]} must be a port number, not "${raw}".`);
  }
  return port;
}

function projectConfig(env: FirebaseEnv): FirebaseWebConfig {
  // Half a config would fail later with an obscure SDK error; say what is missing now.
  const missing = PROJECT_KEYS.filter((key) => read(env, key) === undefined);
  if (missing.length > 0) throw new Error(`Incomplete Firebase config: set ${missing.join(', ')}.`);
  const value = (key: (typeof PROJECT_KEYS)[number]): string => read(env, key) ?? '';
  return {
    apiKey: value('VITE_FIREBASE_API_KEY'),
    authDomain: value('VITE_FIREBASE_AUTH_DOMAIN'),
    projectId: value('VITE_FIREBASE_PROJECT_ID'),
    storageBucket: value('VITE_FIREBASE_STORAGE_BUCKET'),
    messagingSenderId: value('VITE_FIREBASE_MESSAGING_SENDER_ID'),
    appId: value('VITE_FIREBASE_APP_ID'),
  };
}

export function resolveFirebaseSetup(env: FirebaseEnv): FirebaseSetup {
  if (PROJECT_KEYS.some((key) => read(env, key) !== undefined)) return { config: projectConfig(env), emulators: null };

  const projectId = read(env, 'VITE_DEMO_PROJECT_ID') ?? DEFAULT_DEMO_PROJECT_ID;
  return {
    config: {
      // The emulators accept any API key.
      apiKey: 'demo-api-key',
      authDomain: `${projectId}.firebaseapp.com`,
      projectId,
      storageBucket: `${projectId}.appspot.com`,
    },
    emulators: {
      host: read(env, 'VITE_EMULATOR_HOST') ?? '127.0.0.1',
      ports: {
        firestore: readPort(env, 'firestore'),
        storage: readPort(env, 'storage'),
        auth: readPort(env, 'auth'),
      },
    },
  };
}

/** The port of an emulated service; vite.config.ts fills them all in from firebase.json. */
export function emulatorPort(emulators: EmulatorEndpoints, service: EmulatedService): number {
  const port = emulators.ports[service];
  if (port === undefined) throw new Error(`${PORT_KEYS[service]} is not set.`);
  return port;
}

/**
 * The origins pages fetch data and images from, for <link rel="preconnect"> in index.html
 * (vite.config.ts): Google's Firestore and Storage front ends, or the local emulators.
 */
export function dataOrigins(setup: FirebaseSetup): { readonly firestore: string; readonly storage: string } {
  return { firestore: serviceOrigin(setup, 'firestore'), storage: serviceOrigin(setup, 'storage') };
}

/** The origin of one of them: what a REST request to Firestore needs (it never asks Storage's port). */
export function serviceOrigin(setup: FirebaseSetup, service: 'firestore' | 'storage'): string {
  const { emulators } = setup;
  if (!emulators) return service === 'firestore' ? 'https://firestore.googleapis.com' : 'https://firebasestorage.googleapis.com';
  return `http://${emulators.host}:${emulatorPort(emulators, service)}`;
}
