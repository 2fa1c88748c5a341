import { emulatorPort, resolveFirebaseSetup } from './firebase-setup.js';

const project = {
  VITE_FIREBASE_API_KEY: 'key',
  VITE_FIREBASE_AUTH_DOMAIN: 'site.firebaseapp.com',
  VITE_FIREBASE_PROJECT_ID: 'site',
  VITE_FIREBASE_STORAGE_BUCKET: 'site.appspot.com',
  VITE_FIREBASE_MESSAGING_SENDER_ID: '123',
  VITE_FIREBASE_APP_ID: '1:123:web:abc',
};

describe('resolveFirebaseSetup', () => {
  it('uses a real project when its web config is given, without emulators', () => {
    expect(resolveFirebaseSetup({ ...project, VITE_FIRESTORE_EMULATOR_PORT: '8080' })).toEqual({
      config: {
        apiKey: 'key',
        authDomain: 'site.firebaseapp.com',
        projectId: 'site',
        storageBucket: 'site.appspot.com',
        messagingSenderId: '123',
        appId: '1:123:web:abc',
      },
      emulators: null,
    });
  });

  it('names what is missing from a partial config', () => {
    expect(() => resolveFirebaseSetup({ VITE_FIREBASE_API_KEY: 'key', VITE_FIREBASE_PROJECT_ID: 'site' })).toThrow(
      'Incomplete Firebase config: set VITE_FIREBASE_AUTH_DOMAIN, VITE_FIREBASE_STORAGE_BUCKET, VITE_FIREBASE_MESSAGING_SENDER_ID, VITE_FIREBASE_APP_ID.',
    );
  });

  it('falls back to the demo project on the emulators', () => {
    const setup = resolveFirebaseSetup({
      VITE_FIREBASE_API_KEY: '  ',
      VITE_FIRESTORE_EMULATOR_PORT: '8080',
      VITE_STORAGE_EMULATOR_PORT: '9199',
      VITE_AUTH_EMULATOR_PORT: '9099',
    });
    expect(setup.config.projectId).toBe('demo-finance-articles');
    expect(setup.config.storageBucket).toBe('demo-finance-articles.appspot.com');
    expect(setup.emulators).toEqual({ host: '127.0.0.1', ports: { firestore: 8080, storage: 9199, auth: 9099 } });
  });

  it('takes the demo project id and emulator host from the environment', () => {
    const setup = resolveFirebaseSetup({ VITE_DEMO_PROJECT_ID: 'demo-other', VITE_EMULATOR_HOST: 'localhost' });
    expect(setup.config.projectId).toBe('demo-other');
    expect(setup.emulators?.host).toBe('localhost');
  });

  it('rejects a port that is not a port', () => {
    expect(() => resolveFirebaseSetup({ VITE_AUTH_EMULATOR_PORT: '90a' })).toThrow(
      'VITE_AUTH_EMULATOR_PORT must be a port number, not "90a".',
    );
    expect(() => resolveFirebaseSetup({ VITE_AUTH_EMULATOR_PORT: '70000' })).toThrow('VITE_AUTH_EMULATOR_PORT');
  });
});

describe('emulatorPort', () => {
  it('fails only for the service whose port is missing', () => {
    const { emulators } = resolveFirebaseSetup({ VITE_FIRESTORE_EMULATOR_PORT: '18080' });
    expect(emulators && emulatorPort(emulators, 'firestore')).toBe(18080);
    expect(() => emulators && emulatorPort(emulators, 'auth')).toThrow('VITE_AUTH_EMULATOR_PORT is not set.');
  });
});
