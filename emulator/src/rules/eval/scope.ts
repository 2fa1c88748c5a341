/**
 * What a name means where an expression is evaluated: the wildcards and functions of the
 * enclosing match blocks (a chain of frames, innermost first), and inside a function its
 * parameters and `let` bindings.
 */
import type { Expr, FunctionDecl } from '../ast.js';
import type { Result } from './errors.js';
import type { RulesValue } from './value.js';

export interface Frame {
  readonly bindings: ReadonlyMap<string, RulesValue>;
  readonly functions: ReadonlyMap<string, FunctionDecl>;
  readonly parent: Frame | null;
}

/** A parameter (evaluated) or a `let` (evaluated on first use, in the scope before it). */
export interface Slot {
  value?: Result;
  readonly expr?: Expr;
  readonly scope?: Scope;
}

export interface Scope {
  readonly frame: Frame;
  readonly locals: ReadonlyMap<string, Slot>;
}

export const NO_LOCALS: ReadonlyMap<string, Slot> = new Map();

/** The function `name` visible from `frame`, and the frame that declares it. */
export function findFunction(name: string, frame: Frame | null): { decl: FunctionDecl; frame: Frame } | undefined {
  for (let f = frame; f; f = f.parent) {
    const decl = f.functions.get(name);
    if (decl) return { decl, frame: f };
  }
  return undefined;
}

/** A wildcard bound by an enclosing match. */
export function findBinding(name: string, frame: Frame | null): RulesValue | undefined {
  for (let f = frame; f; f = f.parent) {
    const value = f.bindings.get(name);
    if (value) return value;
  }
  return undefined;
}
