/**
 * `npm run set-role -- <email> <admin|subscriber>`: gives an account a role (docs/decisions.md: the
 * first admin is made this way; after that, admins change roles on the Manage Users page).
 *
 * Works against the local stack: while `npm start` (or `npm run emulators`) runs, through
 * that stack; otherwise it starts the stack on .emulator-data just long enough (data saved).
 * FIREBASE_AUTH_EMULATOR_HOST and FIRESTORE_EMULATOR_HOST (host:port) name other emulators.
 *
 * It acts as the emulators' owner: it finds the uid by e-mail in the Auth emulator and sets
 * users/{uid}.role (with updatedAt) in Firestore, creating the document when it is missing.
 */
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { deleteApp, initializeApp } from 'firebase/app';
import { connectFirestoreEmulator, doc, getDoc, getFirestore, serverTimestamp, setDoc, updateDoc } from 'firebase/firestore/lite';
import { exitOnPortError, readProjectConfig } from '../emulator/src/config.js';
import { personSearchTerms } from '../src/lib/search-terms.js';
import { findRunningStack } from './lib/demo-content/stack-control.js';
import { DEMO_PROJECT_ID, startStack } from './lib/stack.js';

export type Role = 'admin' | 'subscriber';

interface Endpoint {
  readonly host: string;
  readonly port: number;
}

export interface RoleTarget {
  readonly projectId: string;
  readonly auth: Endpoint;
  readonly firestore: Endpoint;
}

const HELP = `Usage: npm run set-role -- <email> <admin|subscriber>

Gives the account with that e-mail address a role, on the local stack (the Auth emulator
and the Firestore emulator of npm start). Sets users/{uid}.role and updatedAt, creating
users/{uid} when the account has none yet.

  --project <id>   the project (default ${DEMO_PROJECT_ID})
  --help           this text

While npm start or npm run emulators runs, it changes that stack (reload the site; a signed-in
user sees the new role on their next page load). Otherwise it starts the stack on
.emulator-data just long enough. FIREBASE_AUTH_EMULATOR_HOST and FIRESTORE_EMULATOR_HOST
(host:port) point it at other emulators.

A real Firebase project is not supported by this script: it would need Admin credentials
(a service account with the Firebase Admin SDK, which this repo does not install). There, set
the first admin's role in the Firebase console (Firestore > users > {uid} > role = "admin");
admins then change roles on the site's Manage Users page.`;

interface AccountInfo {
  readonly localId: string;
  readonly email?: string;
  readonly displayName?: string;
  readonly emailVerified?: boolean;
}

async function findAccount(target: RoleTarget, email: string): Promise<AccountInfo | null> {
  const { host, port } = target.auth;
  const url = `http://${host}:${port}/identitytoolkit.googleapis.com/v1/projects/${target.projectId}/accounts:lookup`;
  const response = await fetch(url, {
    method: 'POST',
    headers: { authorization: 'Bearer owner', 'content-type': 'application/json' },
    body: JSON.stringify({ email: [email] }),
  });
  if (!response.ok) throw new Error(`The Auth emulator did not answer the lookup: ${response.status} ${await response.text()}`);
  const { users = [] } = (await response.json()) as { users?: AccountInfo[] };
  return users[0] ?? null;
}

/** Sets the role of the account with `email`; resolves with its uid. */
export async function setRole(target: RoleTarget, email: string, role: Role): Promise<string> {
  const account = await findAccount(target, email.trim().toLowerCase());
  if (!account) throw new Error(`No account has the e-mail address ${email}.`);
  const app = initializeApp({ projectId: target.projectId, apiKey: 'demo-api-key' }, `set-role-${Date.now()}`);
  try {
    const db = getFirestore(app);
    // The owner token passes any security rules, as with Google's emulator.
    connectFirestoreEmulator(db, target.firestore.host, target.firestore.port, { mockUserToken: 'owner' });
    const ref = doc(db, 'users', account.localId);
    if ((await getDoc(ref)).exists()) {
      await updateDoc(ref, { role, updatedAt: serverTimestamp() });
    } else {
      await setDoc(ref, {
        uid: account.localId,
        fullName: account.displayName ?? '',
        email: (account.email ?? email).toLowerCase(),
        role,
        emailVerified: account.emailVerified === true,
        createdAt: serverTimestamp(),
        updatedAt: serverTimestamp(),
        lastLogin: null,
        searchTerms: personSearchTerms(account.displayName ?? '', (account.email ?? email).toLowerCase()),
      });
    }
    return account.localId;
  } finally {
    await deleteApp(app);
  }
}

function endpointFromEnv(name: string): Endpoint | undefined {
  const value = process.env[name];
  if (!value) return undefined;
  const url = new URL(`http://${value}`);
  return { host: url.hostname, port: Number(url.port) };
}

async function main(args: readonly string[]): Promise<void> {
  if (args.includes('--help') || args.includes('-h')) {
    console.log(HELP);
    return;
  }
  const projectFlag = args.indexOf('--project');
  const projectId = projectFlag >= 0 ? args[projectFlag + 1] : DEMO_PROJECT_ID;
  const [email, role] = args.filter((arg, i) => !arg.startsWith('--') && (projectFlag < 0 || i !== projectFlag + 1));
  if (!email || !projectId || (role !== 'admin' && role !== 'subscriber')) {
    console.error(HELP);
    process.exit(2);
  }

  const auth = endpointFromEnv('FIREBASE_AUTH_EMULATOR_HOST');
  const firestore = endpointFromEnv('FIRESTORE_EMULATOR_HOST');
  if (auth && firestore) {
    const uid = await setRole({ projectId, auth, firestore }, email, role);
    console.log(`${email} (${uid}) is now ${role}.`);
    return;
  }

  const root = path.resolve(fileURLToPath(new URL('..', import.meta.url)));
  const config = exitOnPortError(() => readProjectConfig(root));
  const listing = await findRunningStack({ host: config.host, port: config.ports.hub }, projectId);
  if (listing.state === 'incomplete') {
    console.error(`The emulators running here (${listing.services.join(', ')}) have no Auth emulator. Run it while npm start runs.`);
    process.exit(1);
  }
  if (listing.state === 'running') {
    const uid = await setRole(listing.target, email, role);
    console.log(`${email} (${uid}) is now ${role}. Reload the site to see it.`);
    return;
  }
  console.log('The local stack is not running: starting it on .emulator-data…');
  const stack = await startStack({ root, projectId, dataDir: path.join(root, '.emulator-data') });
  try {
    const uid = await setRole(stack, email, role);
    console.log(`${email} (${uid}) is now ${role}.`);
  } finally {
    await stack.stop();
  }
}

// Run as a command; imported (by the end-to-end tests), it only exports setRole.
if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  main(process.argv.slice(2)).catch((err: unknown) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  });
}
