/**
 * The emulator hub: @firebase/rules-unit-testing finds Firestore and Storage through it,
 * as it does with firebase-tools' hub (docs/emulator.md §1.2).
 */
import { initializeTestEnvironment } from '@firebase/rules-unit-testing';
import { doc, getDoc, setDoc } from 'firebase/firestore/lite';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { clientsFor, describeOurs, startTestEmulator, type TestEmulator } from '../support/emulator.js';

const projectId = 'demo-hub';
let emulator: TestEmulator;

beforeAll(async () => {
  emulator = await startTestEmulator({ ports: { firestore: 0, storage: 0, hub: 0 } });
});
afterAll(() => emulator.stop());

describeOurs('emulator hub', () => {
  it('lists the Firestore and Storage endpoints', async () => {
    const response = await fetch(`http://${emulator.hub!.host}:${emulator.hub!.port}/emulators`);
    expect(await response.json()).toEqual({
      firestore: emulator.firestore,
      storage: emulator.storage,
      hub: emulator.hub,
    });
  });

  it('is enough for initializeTestEnvironment to find and clear Firestore', async () => {
    const owner = clientsFor(emulator, projectId, 'owner');
    await setDoc(doc(owner.db, 'c/d'), { n: 1 });
    const testEnv = await initializeTestEnvironment({ projectId, hub: { host: emulator.hub!.host, port: emulator.hub!.port } });
    try {
      expect(testEnv.emulators.firestore).toEqual(emulator.firestore);
      expect(testEnv.emulators.storage).toEqual(emulator.storage);
      await testEnv.clearFirestore();
      expect((await getDoc(doc(owner.db, 'c/d'))).exists()).toBe(false);
    } finally {
      await testEnv.cleanup();
      await owner.dispose();
    }
  });
});
