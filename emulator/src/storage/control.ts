/**
 * Emulator control endpoints (docs/emulator.md §4.2), used by @firebase/rules-unit-testing and the
 * tooling: load storage rules, drop every object. No auth, like firebase-tools.
 */
import { json, text, type HttpRequest, type HttpResponse } from '../http/server.js';
import { isJsonObject } from '../firestore/values.js';
import type { StorageContext } from './context.js';
import { projectOfBucket } from './names.js';
import type { UploadSessions } from './resumable.js';

interface RulesFile {
  readonly name: string;
  readonly content: string;
  /** A bucket: the ruleset then applies to that bucket's project only. */
  readonly resource?: string;
}

const badRequest = (message: string): HttpResponse => json(400, { message });

function rulesFiles(body: unknown): RulesFile[] | string {
  const files = isJsonObject(body) && isJsonObject(body.rules) ? body.rules.files : undefined;
  if (!Array.isArray(files) || files.length === 0) return "Request body must include 'rules.files' array";
  const parsed: RulesFile[] = [];
  for (const file of files as unknown[]) {
    if (!isJsonObject(file) || typeof file.name !== 'string' || typeof file.content !== 'string') {
      return "Each member of 'rules.files' array must contain 'name' and 'content'";
    }
    const resource = typeof file.resource === 'string' ? file.resource : undefined;
    if (files.length > 1 && !resource) {
      return "Each member of 'rules.files' array must contain 'name', 'content', and 'resource'";
    }
    parsed.push({ name: file.name, content: file.content, ...(resource ? { resource } : {}) });
  }
  return parsed;
}

function parseBody(req: HttpRequest): unknown {
  try {
    return req.body.length === 0 ? {} : (JSON.parse(req.body.toString('utf8')) as unknown);
  } catch {
    return undefined;
  }
}

/**
 * PUT /internal/setRules {"rules":{"files":[{"name","content","resource"?}]}}. A file
 * without a resource becomes the ruleset of every project. A file that does not compile
 * is refused with its first issue and the previous rules stay (files before it, when
 * there are several, are installed).
 */
export function setRules(ctx: StorageContext, req: HttpRequest): HttpResponse {
  const files = rulesFiles(parseBody(req));
  if (typeof files === 'string') return badRequest(files);
  for (const file of files) {
    const project = file.resource ? projectOfBucket(file.resource) : '*';
    const result = ctx.rules.load('firebase.storage', project, file.content, file.name);
    if (!result.ok) {
      const [issue] = result.issues;
      const at = issue?.sourcePosition;
      const where = issue && at ? ` ${at.fileName}:${at.line}:${at.column}: ${issue.description}` : '';
      return json(400, { message: `There was an error updating rules.${where}`, issues: result.issues });
    }
    if (!file.resource) ctx.rules.setDefault('firebase.storage', result.ruleset);
  }
  return json(200, { message: 'Rules updated successfully' });
}

/** POST /internal/reset: drops every object and every open upload. */
export function reset(ctx: StorageContext, uploads: UploadSessions): HttpResponse {
  ctx.objects.clear();
  uploads.clear();
  ctx.onChange();
  return text(200, 'OK');
}
