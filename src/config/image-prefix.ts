/**
 * Where the site's own images live (`{storage origin}/v0/b/{bucket}/o/`), the prefix an
 * image set's address starts with (src/lib/image-set.ts). Read from the Firebase setup
 * alone, so reader pages learn it without loading the SDK.
 */
import { getFirebaseSetup } from '../lib/firebase/setup.js';
import { storagePrefix } from '../lib/image-set.js';
import { serviceOrigin } from './firebase-setup.js';

/** null when the site has no Storage to hold images (emulators without its port): no address is one of its sets. */
export function siteImagePrefix(): string | null {
  const setup = getFirebaseSetup();
  if (setup.emulators && setup.emulators.ports.storage === undefined) return null;
  return storagePrefix(serviceOrigin(setup, 'storage'), setup.config.storageBucket);
}
