/**
 * Reaching a running local stack from another process (`npm run reseed` while `npm start`
 * runs): find it through the emulator hub, and wipe its data through the emulators' own
 * control endpoints (the ones @firebase/rules-unit-testing and firebase-tools use).
 */
import { deleteAllAccounts } from './auth-admin.js';

interface Endpoint {
  readonly host: string;
  readonly port: number;
}

/** A running stack: `RunningStack` of scripts/lib/stack.ts, or a test's emulators. */
export interface SeedTarget {
  readonly projectId: string;
  readonly firestore: Endpoint;
  readonly storage: Endpoint;
  readonly auth: Endpoint;
}

export type HubListing =
  | { readonly state: 'none' }
  /** Emulators without the Auth emulator, e.g. `npm run emulator`. */
  | { readonly state: 'incomplete'; readonly services: readonly string[] }
  | { readonly state: 'running'; readonly target: SeedTarget };

const isEndpoint = (value: unknown): value is Endpoint =>
  typeof value === 'object' && value !== null
  && typeof (value as Endpoint).host === 'string' && typeof (value as Endpoint).port === 'number';

/** Asks the hub at host:port which emulators run (GET /emulators, as firebase-tools does). */
export async function findRunningStack(hub: Endpoint, projectId: string): Promise<HubListing> {
  let listing: Record<string, unknown>;
  try {
    const response = await fetch(`http://${hub.host}:${hub.port}/emulators`, { signal: AbortSignal.timeout(2000) });
    if (!response.ok) return { state: 'none' };
    listing = (await response.json()) as Record<string, unknown>;
  } catch {
    // Nothing listening (or not a hub): no stack to talk to.
    return { state: 'none' };
  }
  const { firestore, storage, auth } = listing;
  if (isEndpoint(firestore) && isEndpoint(storage) && isEndpoint(auth)) {
    return { state: 'running', target: { projectId, firestore, storage, auth } };
  }
  return { state: 'incomplete', services: Object.keys(listing) };
}

async function expectOk(what: string, response: Promise<Response>): Promise<void> {
  const res = await response;
  if (!res.ok) throw new Error(`${what} failed: HTTP ${res.status} ${await res.text()}`);
}

/**
 * Forgets all data of the stack: every Firestore document of the project, every Storage
 * object, every Auth account of the project.
 */
export async function wipeStackData(target: SeedTarget): Promise<void> {
  const { firestore, storage } = target;
  const project = encodeURIComponent(target.projectId);
  await Promise.all([
    expectOk(
      'Clearing Firestore',
      fetch(`http://${firestore.host}:${firestore.port}/emulator/v1/projects/${project}/databases/(default)/documents`, {
        method: 'DELETE',
        headers: { authorization: 'Bearer owner' },
      }),
    ),
    expectOk('Clearing Storage', fetch(`http://${storage.host}:${storage.port}/internal/reset`, { method: 'POST' })),
    deleteAllAccounts(target),
  ]);
}
