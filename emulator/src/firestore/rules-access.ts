/**
 * The Firestore access policy of firestore.rules (docs/emulator.md §6.1–§6.5): the owner token
 * skips rules; a project without a ruleset is open only in open mode (Google's emulator
 * default); otherwise the project's ruleset decides each get, each query (as a whole,
 * from its constraints) and each write of a commit.
 *
 * A commit's writes are judged in order, each on the document as earlier writes left it
 * (`resource`) and as it would be after it (`request.resource`), while getAfter() sees the
 * state after the whole commit, so writes of one batch can vouch for each other.
 */
import type { Identity } from '../auth/identity.js';
import { authValue, documentPath, documentResource, fromTimestamp } from '../rules/eval/convert.js';
import { decide, type Decision } from '../rules/eval/decide.js';
import { AccessCounter, DocumentAccess } from '../rules/eval/documents.js';
import { decideList } from '../rules/eval/list-query.js';
import type { RequestMethod } from '../rules/eval/match-tree.js';
import { NULL, int, map, mapOf, path, str, type RulesValue } from '../rules/eval/value.js';
import type { RulesAst } from '../rules/ast.js';
import type { RulesRegistry } from '../rules/registry.js';
import { permissionDenied } from '../shared/errors.js';
import type { CommitRequest, FirestoreAccess, GetRequest, QueryRequest } from './access.js';
import type { StoredDocument } from './document.js';
import { formatFieldPath } from './paths.js';
import type { Query } from './query/types.js';
import type { DocumentView } from './store.js';

/** Document reads of one request: 10 per request or write, 20 per commit of several writes. */
const ACCESS_LIMIT = 10;
const COMMIT_ACCESS_LIMIT = 20;

export interface RulesAccessOptions {
  readonly rules: RulesRegistry;
  /** Without a ruleset, allow everyone (Google's emulator) instead of the owner only. */
  readonly open: boolean;
}

type Base = GetRequest | QueryRequest | CommitRequest;

const auth = (identity: Identity): RulesValue =>
  identity.kind === 'user' ? authValue({ uid: identity.uid, claims: identity.claims }) : NULL;

function requestValue(req: Base, method: RequestMethod, target: readonly string[], extra: Record<string, RulesValue>): RulesValue {
  return mapOf({
    auth: auth(req.identity),
    method: str(method),
    path: path(target),
    time: fromTimestamp(req.time),
    resource: NULL,
    ...extra,
  });
}

/** `request.query`: limit (when set), offset, and orderBy as field → 'ASC' | 'DESC'. */
function queryValue(query: Query): RulesValue {
  const orderBy = new Map(query.orderBy.map((o) => [formatFieldPath(o.field), str(o.direction === 'ASCENDING' ? 'ASC' : 'DESC')]));
  return mapOf({
    ...(query.limit === undefined ? {} : { limit: int(BigInt(query.limit)) }),
    offset: int(BigInt(query.offset)),
    orderBy: map(orderBy),
  });
}

function documents(database: string, before: DocumentView, after: DocumentView): DocumentAccess {
  return new DocumentAccess(
    {
      read: (db, docPath, useAfter) => {
        const doc = (useAfter ? after : before).get(docPath);
        return doc ? documentResource(db, doc) : null;
      },
    },
    database,
  );
}

const resourceOf = (database: string, doc: StoredDocument | null | undefined): RulesValue =>
  doc ? documentResource(database, doc) : NULL;

export function rulesFirestoreAccess(options: RulesAccessOptions): FirestoreAccess {
  /** Tells the registry's listeners (tests) of the decision, then refuses the request unless allowed. */
  const enforce = (req: Base, method: RequestMethod, docPath: string, decision: Decision): void => {
    const { allowed, expressions } = decision;
    options.rules.reportDecision({ service: 'cloud.firestore', project: req.db.project, method, path: docPath, allowed, expressions });
    if (!allowed) throw permissionDenied(decision.message);
  };

  /** The ruleset that decides, or undefined when the request is allowed without rules. */
  const rulesetFor = (req: Base): RulesAst | undefined => {
    if (req.identity.kind === 'owner') return undefined;
    const ruleset = options.rules.get('cloud.firestore', req.db.project);
    if (ruleset) return ruleset.ast;
    if (options.open) return undefined;
    throw permissionDenied(
      `\nNo security rules are loaded for project ${req.db.project}: only the owner token is allowed (start the emulator with --open to allow everyone).`,
    );
  };

  return {
    checkGet(req) {
      const ast = rulesetFor(req);
      if (!ast) return;
      const { database } = req.db;
      const target = documentPath(database, req.path);
      const access = documents(database, req.data, req.data);
      access.counters = [new AccessCounter(ACCESS_LIMIT)];
      const globals = new Map([
        ['request', requestValue(req, 'get', target, {})],
        ['resource', resourceOf(database, req.data.get(req.path))],
      ]);
      enforce(req, 'get', req.path, decide(ast, { method: 'get', path: target, globals, documents: access }));
    },

    checkQuery(req) {
      const ast = rulesetFor(req);
      if (!ast) return;
      const { database } = req.db;
      const { query } = req;
      const collection = [...(query.parent === '' ? [] : [query.parent]), query.collectionId].join('/');
      const access = documents(database, req.data, req.data);
      access.counters = [new AccessCounter(ACCESS_LIMIT)];
      enforce(
        req,
        'list',
        collection,
        decideList(ast, {
          database,
          query,
          request: requestValue(req, 'list', documentPath(database, collection), { query: queryValue(query) }),
          documents: access,
          stored: (docPath) => resourceOf(database, req.data.get(docPath)),
        }),
      );
    },

    checkCommit(req) {
      const ast = rulesetFor(req);
      if (!ast) return;
      const { database } = req.db;
      const access = documents(database, req.data, req.after);
      const commitCounter = req.writes.length > 1 ? [new AccessCounter(COMMIT_ACCESS_LIMIT)] : [];
      for (const write of req.writes) {
        access.counters = [new AccessCounter(ACCESS_LIMIT), ...commitCounter];
        const target = documentPath(database, write.path);
        const globals = new Map([
          ['request', requestValue(req, write.method, target, { resource: resourceOf(database, write.after) })],
          ['resource', resourceOf(database, write.before)],
        ]);
        enforce(req, write.method, write.path, decide(ast, { method: write.method, path: target, globals, documents: access }));
      }
    },
  };
}
