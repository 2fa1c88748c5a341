/**
 * Emulator control endpoints used by @firebase/rules-unit-testing and the tooling:
 * load rules, clear a database, reset everything (docs/emulator.md §4.1).
 */
import { firestoreIdentity } from '../../auth/identity.js';
import { json, parseJsonBody, text, type HttpRequest, type HttpResponse } from '../../http/server.js';
import { invalidPayload } from '../../shared/errors.js';
import { isJsonObject } from '../values.js';
import { validatePath, type DatabaseRef } from '../paths.js';
import type { FirestoreContext } from '../context.js';

/** PUT /emulator/v1/projects/{p}:securityRules  {"rules":{"files":[{"content", "name"?}]}} */
export function putSecurityRules(ctx: FirestoreContext, project: string, req: HttpRequest): HttpResponse {
  const body = parseJsonBody(req, invalidPayload);
  const files = isJsonObject(body) && isJsonObject(body.rules) ? body.rules.files : undefined;
  const file = Array.isArray(files) ? (files[0] as unknown) : undefined;
  if (!isJsonObject(file) || typeof file.content !== 'string') throw invalidPayload();
  const fileName = typeof file.name === 'string' ? file.name : 'firestore.rules';
  const result = ctx.rules.load('cloud.firestore', project, file.content, fileName);
  if (!result.ok) return json(400, { issues: result.issues });
  return json(200, { issues: [] });
}

export function getSecurityRules(ctx: FirestoreContext, project: string): HttpResponse {
  const ruleset = ctx.rules.get('cloud.firestore', project);
  return json(200, ruleset ? { rules: { files: [{ name: ruleset.fileName, content: ruleset.source }] } } : {});
}

/**
 * DELETE /emulator/v1/projects/{p}/databases/{d}/documents[/path]: deletes everything, or a
 * document and all below it. Any parseable token may do this (oracle/auth.json).
 */
export function clearDocuments(ctx: FirestoreContext, db: DatabaseRef, path: string, req: HttpRequest): HttpResponse {
  validatePath(path);
  firestoreIdentity(req.headers.authorization);
  const database = ctx.store.database(db);
  if (path === '') database.clear();
  else database.deleteRecursive(path);
  return json(200, {});
}

/** POST /reset: drops every database of every project, and every transaction. */
export function reset(ctx: FirestoreContext): HttpResponse {
  ctx.store.clearAll();
  ctx.transactions.clear();
  return text(200, 'Resetting...\n');
}
