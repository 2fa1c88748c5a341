/**
 * Evaluates rule expressions and small rulesets without a server, for the rules-eval
 * unit tests: `value(src)` is what an expression gives, `holds(src)` whether a condition
 * allows, `decideOn(rules, …)` the decision of a whole ruleset.
 */
import { parseRuleset } from '../src/rules/parser.js';
import { decide, type Decision } from '../src/rules/eval/decide.js';
import { AccessCounter, DocumentAccess } from '../src/rules/eval/documents.js';
import type { Result } from '../src/rules/eval/errors.js';
import { Interpreter } from '../src/rules/eval/interpreter.js';
import type { PathSegment, RequestMethod } from '../src/rules/eval/match-tree.js';
import { NO_LOCALS } from '../src/rules/eval/scope.js';
import { NULL, mapOf, path, str, type RulesValue } from '../src/rules/eval/value.js';

export interface Vars {
  readonly request?: RulesValue;
  readonly resource?: RulesValue;
}

/** Documents by relative path, for get()/exists(); `after` for getAfter()/existsAfter(). */
export interface Docs {
  readonly before?: Record<string, RulesValue>;
  readonly after?: Record<string, RulesValue>;
  readonly limit?: number;
}

export function documentsOf(docs: Docs = {}, database = '(default)'): DocumentAccess & { reads: string[] } {
  const reads: string[] = [];
  const access = new DocumentAccess(
    {
      read: (_db, docPath, after) => {
        reads.push(`${after ? 'after' : 'before'}:${docPath}`);
        return (after ? docs.after : docs.before)?.[docPath] ?? null;
      },
    },
    database,
  );
  access.counters = [new AccessCounter(docs.limit ?? 10)];
  return Object.assign(access, { reads });
}

const globalsOf = (vars: Vars): ReadonlyMap<string, RulesValue> =>
  new Map([['request', vars.request ?? mapOf({ auth: NULL })], ['resource', vars.resource ?? NULL]]);

/** What `src` evaluates to, with optional functions declared beside it. */
export function value(src: string, vars: Vars = {}, options: { functions?: string; docs?: DocumentAccess } = {}): Result {
  const ast = parseRuleset(
    `rules_version = '2';\nservice cloud.firestore {\n${options.functions ?? ''}\nmatch /a { allow read: if\n${src}\n; } }`,
    'test.rules',
  ).ast;
  const block = ast.matches[0]!;
  const interpreter = new Interpreter({ service: 'cloud.firestore', globals: globalsOf(vars), documents: options.docs ?? documentsOf() });
  const functions = new Map([...ast.functions].map((f) => [f.name, f]));
  return interpreter.evaluate(block.allows[0]!.condition!, { frame: { bindings: new Map(), functions, parent: null }, locals: NO_LOCALS });
}

/** Whether `src` is true (false for false, errors and other values). */
export function holds(src: string, vars: Vars = {}, options: { functions?: string; docs?: DocumentAccess } = {}): boolean {
  const result = value(src, vars, options);
  return result.type === 'bool' && result.value;
}

/** `src` evaluates to an error. */
export const fails = (src: string, vars: Vars = {}): boolean => value(src, vars).type === 'error';

export interface DecideInput extends Vars {
  readonly method: RequestMethod;
  /** '/databases/(default)/documents/users/alice' or a segment list. */
  readonly path: string | readonly PathSegment[];
  readonly documents?: DocumentAccess;
}

export function decideOn(rules: string, input: DecideInput): Decision {
  const ast = parseRuleset(rules, 'test.rules').ast;
  const segments = typeof input.path === 'string' ? input.path.split('/').filter((s) => s !== '') : input.path;
  return decide(ast, {
    method: input.method,
    path: segments,
    globals: globalsOf(input),
    documents: input.documents ?? documentsOf(),
  });
}

/** A Firestore document as rules see it. */
export function doc(docPath: string, data: RulesValue): RulesValue {
  const segments = ['databases', '(default)', 'documents', ...docPath.split('/')];
  return mapOf({ __name__: path(segments), id: str(segments[segments.length - 1]!), data });
}
