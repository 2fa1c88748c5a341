/**
 * Requests as an attacker would craft them: straight to the Firestore REST API, with
 * values and preconditions the SDK never sends (a 6.0 written as a double, 500 writes in
 * one commit, an offset). A refusal rejects with the status as `code` (permission-denied,
 * already-exists…), so assertFails() tells a rules denial from any other error.
 */
import type { TestEmulator, TestToken } from '../../support/emulator.js';

const base64url = (value: object): string => Buffer.from(JSON.stringify(value)).toString('base64url');

/** An unsigned token with the claims given, as the SDK's mockUserToken sends it. */
function mockToken(claims: Exclude<TestToken, 'owner' | undefined>, projectId: string): string {
  const payload = { iss: `https://securetoken.google.com/${projectId}`, aud: projectId, user_id: claims.sub, ...claims };
  return `${base64url({ alg: 'none', type: 'JWT' })}.${base64url(payload)}.`;
}

export type RestValue =
  | { integerValue: string }
  | { doubleValue: number }
  | { stringValue: string }
  | { booleanValue: boolean }
  | { nullValue: null }
  | { timestampValue: string };

export interface RestWrite {
  readonly update?: { name: string; fields: Record<string, RestValue> };
  readonly delete?: string;
  readonly updateMask?: { fieldPaths: string[] };
  readonly updateTransforms?: readonly object[];
  readonly currentDocument?: { exists: boolean };
}

export interface RestAnswer {
  readonly status: number;
  readonly body: unknown;
}

class RestError extends Error {
  constructor(
    readonly code: string,
    readonly answer: RestAnswer,
  ) {
    super(`${code}: ${JSON.stringify(answer.body)}`);
  }
}

export interface RawFirestore {
  /** The REST name of a document path such as `articles/a1`. */
  name(path: string): string;
  /** POST …:commit; resolves with the answer on 200, rejects with a RestError otherwise. */
  commit(writes: readonly RestWrite[]): Promise<RestAnswer>;
  /** The answer, whatever its status: for comparing two answers. */
  commitAnswer(writes: readonly RestWrite[]): Promise<RestAnswer>;
  /** POST …:runQuery on a top-level collection; rejects like commit. */
  runQuery(structuredQuery: object): Promise<RestAnswer>;
}

export function rawFirestore(emulator: TestEmulator, projectId: string, token: TestToken): RawFirestore {
  const base = `http://${emulator.firestore.host}:${emulator.firestore.port}/v1/projects/${projectId}/databases/(default)/documents`;
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (token === 'owner') headers.authorization = 'Bearer owner';
  else if (token) headers.authorization = `Bearer ${mockToken(token, projectId)}`;

  const post = async (url: string, body: object): Promise<RestAnswer> => {
    const response = await fetch(url, { method: 'POST', headers, body: JSON.stringify(body) });
    return { status: response.status, body: (await response.json()) as unknown };
  };
  const orReject = (answer: RestAnswer): RestAnswer => {
    if (answer.status === 200) return answer;
    const body = answer.body as { error?: { status?: string } } | [{ error?: { status?: string } }];
    const status = (Array.isArray(body) ? body[0]?.error?.status : body.error?.status) ?? `http-${answer.status}`;
    throw new RestError(status.toLowerCase().replace(/_/g, '-'), answer);
  };

  const commitAnswer = (writes: readonly RestWrite[]) => post(`${base}:commit`, { writes });
  return {
    name: (path) => `projects/${projectId}/databases/(default)/documents/${path}`,
    commitAnswer,
    commit: async (writes) => orReject(await commitAnswer(writes)),
    runQuery: async (structuredQuery) => orReject(await post(`${base}:runQuery`, { structuredQuery })),
  };
}

/** A REST update of one field, as `updateDoc(ref, {field: value})` would send it. */
export function setField(name: string, field: string, value: RestValue): RestWrite {
  return { update: { name, fields: { [field]: value } }, updateMask: { fieldPaths: [field] }, currentDocument: { exists: true } };
}

/** `updateDoc(ref, {field: increment(by)})` as REST. */
export function incrementField(name: string, field: string, by: number): RestWrite {
  return {
    update: { name, fields: {} },
    updateMask: { fieldPaths: [] },
    updateTransforms: [{ fieldPath: field, increment: { integerValue: String(by) } }],
    currentDocument: { exists: true },
  };
}
