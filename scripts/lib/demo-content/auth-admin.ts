/**
 * The Auth emulator's admin REST API, called as the owner (what the Admin SDK does against
 * the emulator): create an e-mail-verified account with a chosen uid, look accounts up,
 * delete them all. See firebase-tools/lib/emulator/auth/apiSpec.js.
 */
import type { DemoAccount } from './accounts.js';

export interface AuthTarget {
  readonly projectId: string;
  readonly auth: { readonly host: string; readonly port: number };
}

const OWNER = { authorization: 'Bearer owner', 'content-type': 'application/json' };

interface AuthUser {
  readonly localId: string;
  readonly email?: string;
}

class AuthAdminError extends Error {
  override readonly name = 'AuthAdminError';
}

async function call<T>(target: AuthTarget, verb: string, body: object): Promise<T> {
  const { host, port } = target.auth;
  const url = `http://${host}:${port}/identitytoolkit.googleapis.com/v1/projects/${encodeURIComponent(target.projectId)}/accounts${verb}`;
  const response = await fetch(url, { method: 'POST', headers: OWNER, body: JSON.stringify(body) });
  const json = (await response.json()) as T & { error?: { message?: string } };
  if (!response.ok) throw new AuthAdminError(json.error?.message ?? `HTTP ${response.status}`);
  return json;
}

export async function lookupByEmail(target: AuthTarget, emails: readonly string[]): Promise<AuthUser[]> {
  const { users = [] } = await call<{ users?: AuthUser[] }>(target, ':lookup', { email: emails });
  return users;
}

export async function lookupByUid(target: AuthTarget, uids: readonly string[]): Promise<AuthUser[]> {
  const { users = [] } = await call<{ users?: AuthUser[] }>(target, ':lookup', { localId: uids });
  return users;
}

/**
 * Creates the account (with `uid`, by default the demo uid), or brings an existing one
 * (same uid or same e-mail) back to the demo password and a verified e-mail. Returns the
 * account's uid.
 */
export async function upsertAccount(target: AuthTarget, account: DemoAccount, uid = account.uid): Promise<string> {
  const profile = { email: account.email, password: account.password, displayName: account.fullName, emailVerified: true };
  try {
    const created = await call<AuthUser>(target, '', { localId: uid, ...profile });
    return created.localId;
  } catch (err) {
    if (!(err instanceof AuthAdminError) || !/^(EMAIL_EXISTS|DUPLICATE_LOCAL_ID)/.test(err.message)) throw err;
  }
  const [existing] = await lookupByEmail(target, [account.email]);
  const existingUid = existing?.localId ?? uid;
  await call(target, ':update', { localId: existingUid, ...profile });
  return existingUid;
}

/** Deletes every account of the project (the emulator's own reset endpoint). */
export async function deleteAllAccounts(target: AuthTarget): Promise<void> {
  const { host, port } = target.auth;
  const url = `http://${host}:${port}/emulator/v1/projects/${encodeURIComponent(target.projectId)}/accounts`;
  const response = await fetch(url, { method: 'DELETE' });
  if (!response.ok) throw new AuthAdminError(`Deleting the Auth accounts failed: HTTP ${response.status} ${await response.text()}`);
}
