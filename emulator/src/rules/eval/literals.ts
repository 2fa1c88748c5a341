/**
 * List, map and path literals. Their parts are evaluated in order; the first error is the
 * literal's. A symbolic value (list queries) cannot be put into a literal.
 */
import type { Expr, ListExpr, MapExpr, PathExpr } from '../ast.js';
import { evalError, isError, type Result } from './errors.js';
import { isSymbolic, list, map, path, type RulesValue } from './value.js';

export type Evaluate = (expr: Expr) => Result;

/** The first error among results, or their values. */
export function allValues(results: readonly Result[]): RulesValue[] | Result {
  const error = results.find(isError);
  return error ?? (results as RulesValue[]);
}

export function listLiteral(expr: ListExpr, evaluate: Evaluate): Result {
  const items = allValues(expr.items.map(evaluate));
  if (!Array.isArray(items)) return items;
  return items.some(isSymbolic) ? evalError(expr.pos) : list(items);
}

/** `{'k': v}`: keys must be strings. */
export function mapLiteral(expr: MapExpr, evaluate: Evaluate): Result {
  const out = new Map<string, RulesValue>();
  for (const entry of expr.entries) {
    const key = evaluate(entry.key);
    if (isError(key)) return key;
    if (key.type !== 'string') return evalError(entry.key.pos);
    const value = evaluate(entry.value);
    if (isError(value)) return value;
    if (isSymbolic(value)) return evalError(expr.pos);
    out.set(key.value, value);
  }
  return map(out);
}

/** `/a/$(x)/b`: a string (or int) fills one segment, a path its segments. */
export function pathLiteral(expr: PathExpr, evaluate: Evaluate): Result {
  const segments: string[] = [];
  for (const segment of expr.segments) {
    if (segment.kind === 'literal') {
      segments.push(segment.text);
      continue;
    }
    const value = evaluate(segment.expr);
    if (isError(value)) return value;
    if (value.type === 'string') segments.push(value.value);
    else if (value.type === 'path') segments.push(...value.segments);
    else if (value.type === 'int') segments.push(value.value.toString());
    else return evalError(segment.pos);
  }
  return path(segments);
}
