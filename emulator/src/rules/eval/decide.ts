/**
 * One rules decision (docs/emulator.md §6.1): the allow statements of every complete match that
 * cover the method are tried in source order; the first that evaluates to true allows.
 * A denial says what each one gave, as Google's emulator does:
 * "\nfalse for 'update' @ L12, Null value error. for 'update' @ L15".
 * One interpreter for the decision: the statements tried before the one that allows count
 * towards its 1,000 expressions too, and the decision says how many it took.
 */
import type { RulesAst } from '../ast.js';
import type { DocumentAccess } from './documents.js';
import { evalError, LimitExceeded, type Result } from './errors.js';
import { Interpreter } from './interpreter.js';
import { matchingAllows, type PathSegment, type RequestMethod } from './match-tree.js';
import { NO_LOCALS } from './scope.js';
import type { RulesValue } from './value.js';

export interface RulesRequest {
  readonly method: RequestMethod;
  /** The path the match tree is walked with, e.g. ['databases', '(default)', 'documents', 'users', 'alice']. */
  readonly path: readonly PathSegment[];
  /** `request` and `resource`. */
  readonly globals: ReadonlyMap<string, RulesValue>;
  readonly documents: DocumentAccess | null;
}

export interface Decision {
  readonly allowed: boolean;
  /** Why not, for the PERMISSION_DENIED message; '' when allowed. */
  readonly message: string;
  /** Expressions evaluated (docs/emulator.md §6.5, §6.7): past 1,000, the request is denied. */
  readonly expressions: number;
}

export const allowedAfter = (expressions: number): Decision => ({ allowed: true, message: '', expressions });

function outcome(result: Result, fallback: () => string): string {
  if (result.type === 'bool') return 'false';
  if (result.type === 'error') return result.message;
  return fallback();
}

export function decide(ast: RulesAst, request: RulesRequest): Decision {
  const { method } = request;
  const allows = matchingAllows(ast, request.path, method);
  if (allows.length === 0) return { allowed: false, message: '\nNo matching allow statements', expressions: 0 };
  const interpreter = new Interpreter({ service: ast.service, globals: request.globals, documents: request.documents });
  const clauses: string[] = [];
  for (const { allow, frame } of allows) {
    const condition = allow.condition;
    if (!condition) return allowedAfter(interpreter.expressions);
    const where = `for '${method}' @ L${allow.pos.line}`;
    let result: Result;
    try {
      result = interpreter.evaluate(condition, { frame, locals: NO_LOCALS });
    } catch (err) {
      if (err instanceof LimitExceeded) return { allowed: false, message: `\n${err.message} ${where}`, expressions: interpreter.expressions };
      throw err;
    }
    if (result.type === 'bool' && result.value) return allowedAfter(interpreter.expressions);
    clauses.push(`${outcome(result, () => evalError(condition.pos).message)} ${where}`);
  }
  return { allowed: false, message: `\n${clauses.join(', ')}`, expressions: interpreter.expressions };
}
