/**
 * Walking the `match` tree (docs/emulator.md §6.1, §7.3): a nested pattern continues its parent's;
 * a block whose full pattern covers the whole path is a complete match, and its `allow`
 * statements for the request's method apply, with the wildcards of every enclosing level
 * bound. `{x}` binds one segment as a string, `{x=**}` the rest as a path: zero or more
 * segments anywhere in rules_version 2, one or more (last only) in version 1.
 *
 * List queries walk a path with unknown parts: ANY_ID is the id of the documents a query
 * may return, ANY_PATH the collections between a collection group's parent and its
 * collection. Only a wildcard covers ANY_ID (binding it to an unknown value) and only a
 * recursive wildcard covers ANY_PATH: a literal covers a single document, not all of them.
 */
import type { AllowStatement, FunctionDecl, MatchBlock, Method, PatternSegment, RulesAst } from '../ast.js';
import type { Frame } from './scope.js';
import { path, str, UNKNOWN, type RulesValue } from './value.js';

export const ANY_ID = Symbol('any document id');
export const ANY_PATH = Symbol('any collections');
export type PathSegment = string | typeof ANY_ID | typeof ANY_PATH;

export type RequestMethod = 'get' | 'list' | 'create' | 'update' | 'delete';

export interface MatchedAllow {
  readonly allow: AllowStatement;
  /** Wildcards of the match and its parents, and the functions in scope there. */
  readonly frame: Frame;
}

const functionMaps = new WeakMap<object, ReadonlyMap<string, FunctionDecl>>();

function functionsOf(owner: MatchBlock | RulesAst): ReadonlyMap<string, FunctionDecl> {
  let functions = functionMaps.get(owner);
  if (!functions) {
    functions = new Map(owner.functions.map((f) => [f.name, f]));
    functionMaps.set(owner, functions);
  }
  return functions;
}

function covers(methods: readonly Method[], method: RequestMethod): boolean {
  if (methods.includes(method)) return true;
  return methods.includes(method === 'get' || method === 'list' ? 'read' : 'write');
}

type Binding = readonly [string, RulesValue];

function segmentsValue(segments: readonly PathSegment[]): RulesValue {
  return segments.every((s) => typeof s === 'string') ? path(segments) : UNKNOWN;
}

/** Every way `pattern` matches `target` from `at`: where it ends and what it binds. */
function* matchPattern(
  pattern: readonly PatternSegment[],
  target: readonly PathSegment[],
  at: number,
  version: 1 | 2,
  i = 0,
  bound: readonly Binding[] = [],
): Generator<{ end: number; bound: readonly Binding[] }> {
  const segment = pattern[i];
  if (!segment) {
    yield { end: at, bound };
    return;
  }
  const here = target[at];
  if (segment.kind === 'literal') {
    if (here === segment.text) yield* matchPattern(pattern, target, at + 1, version, i + 1, bound);
  } else if (segment.kind === 'wildcard') {
    if (here === undefined || here === ANY_PATH) return;
    const value = here === ANY_ID ? UNKNOWN : str(here);
    yield* matchPattern(pattern, target, at + 1, version, i + 1, [...bound, [segment.name, value]]);
  } else {
    for (let n = version === 2 ? 0 : 1; at + n <= target.length; n++) {
      const value = segmentsValue(target.slice(at, at + n));
      yield* matchPattern(pattern, target, at + n, version, i + 1, [...bound, [segment.name, value]]);
    }
  }
}

function walk(
  blocks: readonly MatchBlock[],
  target: readonly PathSegment[],
  at: number,
  parent: Frame,
  ctx: { readonly version: 1 | 2; readonly method: RequestMethod; readonly out: MatchedAllow[] },
): void {
  for (const block of blocks) {
    for (const { end, bound } of matchPattern(block.pattern, target, at, ctx.version)) {
      const frame: Frame = { bindings: new Map(bound), functions: functionsOf(block), parent };
      if (end === target.length) {
        for (const allow of block.allows) if (covers(allow.methods, ctx.method)) ctx.out.push({ allow, frame });
      }
      walk(block.matches, target, end, frame, ctx);
    }
  }
}

/** The allow statements that decide `method` on `target`, in source order. */
export function matchingAllows(ast: RulesAst, target: readonly PathSegment[], method: RequestMethod): MatchedAllow[] {
  const root: Frame = { bindings: new Map(), functions: functionsOf(ast), parent: null };
  const out: MatchedAllow[] = [];
  walk(ast.matches, target, 0, root, { version: ast.rulesVersion, method, out });
  return out;
}
