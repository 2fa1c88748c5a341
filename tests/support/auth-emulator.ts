/**
 * The Auth emulator's REST API for tests (Playwright journeys and the app's integration
 * tests): create accounts, read the codes of the e-mails it "sends" (it sends none; it
 * lists them at /emulator/v1/projects/{projectId}/oobCodes), and look accounts up.
 */
import { startAuthEmulator } from '../../scripts/lib/auth-emulator.js';

export interface AuthEmulatorTarget {
  readonly host: string;
  readonly port: number;
  readonly projectId: string;
}

export type OobRequestType = 'VERIFY_EMAIL' | 'PASSWORD_RESET' | 'VERIFY_AND_CHANGE_EMAIL' | 'RECOVER_EMAIL' | 'EMAIL_SIGNIN';

export interface OobCode {
  readonly email: string;
  readonly newEmail?: string;
  readonly requestType: OobRequestType;
  readonly oobCode: string;
  readonly oobLink: string;
}

export interface EmulatedAccount {
  readonly localId: string;
  readonly email?: string;
  readonly emailVerified?: boolean;
  readonly displayName?: string;
  readonly disabled?: boolean;
}

const OWNER = { authorization: 'Bearer owner', 'content-type': 'application/json' };

const base = (auth: AuthEmulatorTarget) => `http://${auth.host}:${auth.port}`;
const admin = (auth: AuthEmulatorTarget, verb: string) =>
  `${base(auth)}/identitytoolkit.googleapis.com/v1/projects/${auth.projectId}/accounts${verb}`;

async function call<T>(url: string, init: RequestInit): Promise<T> {
  const response = await fetch(url, init);
  if (!response.ok) throw new Error(`Auth emulator: ${init.method ?? 'GET'} ${url} → ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

let counter = 0;

/** An address no other test uses (the emulator is shared by every test of a run). */
export function uniqueEmail(name: string): string {
  return `${name}-${Date.now().toString(36)}-${process.pid}-${++counter}@example.com`;
}

/** Creates an e-mail/password account (as the Admin API does); returns its uid. */
export async function createAccount(
  auth: AuthEmulatorTarget,
  account: { email: string; password: string; displayName?: string; emailVerified?: boolean },
): Promise<string> {
  const { localId } = await call<{ localId: string }>(admin(auth, ''), {
    method: 'POST',
    headers: OWNER,
    body: JSON.stringify(account),
  });
  return localId;
}

/** Changes an account as the Admin API would (verify its e-mail, disable it…). */
export async function updateAccount(
  auth: AuthEmulatorTarget,
  uid: string,
  changes: { emailVerified?: boolean; disableUser?: boolean; password?: string },
): Promise<void> {
  await call(admin(auth, ':update'), { method: 'POST', headers: OWNER, body: JSON.stringify({ localId: uid, ...changes }) });
}

/** Deletes an account as the Admin API would (as if from another device or the console). */
export async function removeAccount(auth: AuthEmulatorTarget, uid: string): Promise<void> {
  await call(admin(auth, ':delete'), { method: 'POST', headers: OWNER, body: JSON.stringify({ localId: uid }) });
}

export async function findAccount(auth: AuthEmulatorTarget, email: string): Promise<EmulatedAccount | null> {
  const { users = [] } = await call<{ users?: EmulatedAccount[] }>(admin(auth, ':lookup'), {
    method: 'POST',
    headers: OWNER,
    body: JSON.stringify({ email: [email] }),
  });
  return users[0] ?? null;
}

export async function listOobCodes(auth: AuthEmulatorTarget): Promise<OobCode[]> {
  const { oobCodes = [] } = await call<{ oobCodes?: OobCode[] }>(
    `${base(auth)}/emulator/v1/projects/${auth.projectId}/oobCodes`,
    { method: 'GET' },
  );
  return oobCodes;
}

/** The latest e-mail of that kind sent to `email`; throws when there is none. */
async function latestOob(auth: AuthEmulatorTarget, email: string, requestType: OobRequestType): Promise<OobCode> {
  const wanted = email.toLowerCase();
  const codes = (await listOobCodes(auth)).filter(
    (code) => code.requestType === requestType && code.email.toLowerCase() === wanted,
  );
  const latest = codes.at(-1);
  if (!latest) throw new Error(`No ${requestType} e-mail was sent to ${email}.`);
  return latest;
}

/** The code of the latest e-mail of that kind sent to `email`; throws when there is none. */
export async function latestOobCode(auth: AuthEmulatorTarget, email: string, requestType: OobRequestType): Promise<string> {
  return (await latestOob(auth, email, requestType)).oobCode;
}

/** The link the latest e-mail of that kind sent to `email` carries, as a reader would click it. */
export async function latestOobLink(auth: AuthEmulatorTarget, email: string, requestType: OobRequestType): Promise<string> {
  return (await latestOob(auth, email, requestType)).oobLink;
}

/** Uses a password reset code, as the reset page of another tab would. */
export async function resetPasswordWithCode(auth: AuthEmulatorTarget, oobCode: string, newPassword: string): Promise<void> {
  await call(`${base(auth)}/identitytoolkit.googleapis.com/v1/accounts:resetPassword?key=fake-api-key`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ oobCode, newPassword }),
  });
}

/** Follows an e-mail's link at the emulator, as a click in the e-mail would (verifies, changes the address…). */
export async function applyOobCode(auth: AuthEmulatorTarget, oobCode: string): Promise<void> {
  await call(`${base(auth)}/identitytoolkit.googleapis.com/v1/accounts:update?key=fake-api-key`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ oobCode }),
  });
}

/** The project of the Auth emulator that tests/support/auth-global-setup.ts starts. */
const GLOBAL_SETUP_PROJECT = 'demo-test';

/**
 * An Auth emulator for a Vitest file: the run's shared one when the global setup provides
 * it (`inject('authEmulator')`), else one of its own (about ten seconds to start).
 * The emulator answers every client for its own project, whatever project the app names.
 */
export async function authEmulatorForTests(
  provided: { host: string; port: number } | undefined,
  projectId: string,
): Promise<{ target: AuthEmulatorTarget; stop: () => Promise<void> }> {
  if (provided) return { target: { ...provided, projectId: GLOBAL_SETUP_PROJECT }, stop: () => Promise.resolve() };
  const started = await startAuthEmulator({ port: 0, projectId });
  return { target: { host: started.host, port: started.port, projectId }, stop: () => started.stop() };
}
