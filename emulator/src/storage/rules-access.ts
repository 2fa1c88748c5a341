/**
 * The Storage access policy of storage.rules (docs/emulator.md §6.6): the owner skips rules; a
 * project without a ruleset is open only in open mode; otherwise the ruleset decides on
 * the path `/b/{bucket}/o/{name segments}`, with `resource` the stored object and
 * `request.resource` the object after an upload or metadata update.
 *
 * firestore.get()/exists() read the project's (default) database directly, at most twice
 * per request. Lists need rules_version 2, as in Google's emulator.
 */
import type { Identity } from '../auth/identity.js';
import type { FirestoreStore } from '../firestore/store.js';
import { authValue, documentResource, fromTimestamp } from '../rules/eval/convert.js';
import { storageResource } from '../rules/eval/convert-storage.js';
import { decide } from '../rules/eval/decide.js';
import { AccessCounter, DocumentAccess } from '../rules/eval/documents.js';
import { NULL, mapOf, path, type RulesValue } from '../rules/eval/value.js';
import type { RulesRegistry } from '../rules/registry.js';
import { storageDenied, type StorageAccess, type StorageAccessRequest } from './access.js';

const FIRESTORE_ACCESS_LIMIT = 2;
const DEFAULT_DATABASE = '(default)';

export interface StorageRulesOptions {
  readonly rules: RulesRegistry;
  /** Without a ruleset, allow everyone instead of the owner only. */
  readonly open: boolean;
  /** For firestore.get() / firestore.exists(). */
  readonly firestore: FirestoreStore;
}

const auth = (identity: Identity): RulesValue =>
  identity.kind === 'user' ? authValue({ uid: identity.uid, claims: identity.claims }) : NULL;

export function rulesStorageAccess(options: StorageRulesOptions): StorageAccess {
  const firestoreReads = (project: string): DocumentAccess => {
    const database = options.firestore.database({ project, database: DEFAULT_DATABASE });
    const access = new DocumentAccess(
      {
        read: (db, docPath) => {
          const doc = database.get(docPath);
          return doc ? documentResource(db, doc) : null;
        },
      },
      DEFAULT_DATABASE,
    );
    access.counters = [new AccessCounter(FIRESTORE_ACCESS_LIMIT)];
    return access;
  };

  return {
    check(req: StorageAccessRequest) {
      if (req.identity.kind === 'owner') return;
      const ruleset = options.rules.get('firebase.storage', req.project);
      if (!ruleset) {
        if (options.open) return;
        throw storageDenied(req.method);
      }
      if (req.method === 'list' && ruleset.ast.rulesVersion !== 2) throw storageDenied(req.method);
      const target = ['b', req.bucket, 'o', ...(req.name === '' ? [] : req.name.split('/'))];
      const request = mapOf({
        auth: auth(req.identity),
        path: path(target),
        time: fromTimestamp(req.time),
        resource: req.requestResource ? storageResource(req.requestResource) : NULL,
      });
      const resource = req.resource ? storageResource(req.resource) : NULL;
      const globals = new Map([['request', request], ['resource', resource]]);
      const { allowed, expressions } = decide(ruleset.ast, { method: req.method, path: target, globals, documents: firestoreReads(req.project) });
      options.rules.reportDecision({ service: 'firebase.storage', project: req.project, method: req.method, path: req.name, allowed, expressions });
      if (!allowed) throw storageDenied(req.method);
    },
  };
}
