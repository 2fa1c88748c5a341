/**
 * The syntax tree of a Security Rules file, shaped for the evaluator (docs/emulator.md §7).
 *
 * Every node carries `pos`, the 1-based line and column of the token that names it: the
 * first character of a literal, identifier or path, the operator of a unary, binary, `is`
 * or ternary (`?`) expression, the member or method name of `a.b` / `a.b()`, the function
 * name of `f()`, the `[` of an index or slice, the keyword of a statement. Errors found
 * while evaluating can so point at the operation that failed, as CEL does.
 */
export interface Pos {
  readonly line: number;
  readonly column: number;
}

export type ServiceName = 'cloud.firestore' | 'firebase.storage';

export type Method = 'read' | 'write' | 'get' | 'list' | 'create' | 'update' | 'delete';

/** The type names accepted on the right of `is` (docs/emulator.md §7.4). */
export type TypeName =
  | 'bool' | 'int' | 'float' | 'number' | 'string' | 'bytes' | 'list' | 'map' | 'set'
  | 'map_diff' | 'timestamp' | 'duration' | 'latlng' | 'path';

export type UnaryOp = '!' | '-';

export type BinaryOp =
  | '||' | '&&' | '==' | '!=' | 'in' | '<' | '<=' | '>' | '>=' | '+' | '-' | '*' | '/' | '%';

interface Node<K extends string> {
  readonly kind: K;
  readonly pos: Pos;
}

type NullLiteral = Node<'null'>;
interface BoolLiteral extends Node<'bool'> { readonly value: boolean }
/** int64: literals above 2^63-1 do not parse. */
interface IntLiteral extends Node<'int'> { readonly value: bigint }
interface FloatLiteral extends Node<'float'> { readonly value: number }
interface StringLiteral extends Node<'string'> { readonly value: string }
interface BytesLiteral extends Node<'bytes'> { readonly value: Uint8Array }
export interface ListExpr extends Node<'list'> { readonly items: readonly Expr[] }
interface MapEntry { readonly key: Expr; readonly value: Expr }
export interface MapExpr extends Node<'map'> { readonly entries: readonly MapEntry[] }

/** One segment of a path literal: raw text such as `users` or `(default)`, or `$(expr)`. */
export type PathExprSegment =
  | { readonly kind: 'literal'; readonly text: string; readonly pos: Pos }
  | { readonly kind: 'interpolation'; readonly expr: Expr; readonly pos: Pos };

/** `/databases/$(database)/documents/users/$(uid)` in expression position. */
export interface PathExpr extends Node<'path'> { readonly segments: readonly PathExprSegment[] }

interface Identifier extends Node<'ident'> { readonly name: string }
interface MemberExpr extends Node<'member'> { readonly object: Expr; readonly name: string }
interface IndexExpr extends Node<'index'> { readonly object: Expr; readonly index: Expr }
/** `object[start:end]`, end exclusive. */
interface SliceExpr extends Node<'slice'> {
  readonly object: Expr;
  readonly start: Expr;
  readonly end: Expr;
}
/** `name(args)`: a function of the ruleset or a global one (get, exists, int, …). */
export interface CallExpr extends Node<'call'> { readonly name: string; readonly args: readonly Expr[] }
/** `object.name(args)`: a method of a value, or a namespace function (`math.abs(x)`). */
export interface MethodCallExpr extends Node<'method'> {
  readonly object: Expr;
  readonly name: string;
  readonly args: readonly Expr[];
}
interface UnaryExpr extends Node<'unary'> { readonly op: UnaryOp; readonly operand: Expr }
export interface BinaryExpr extends Node<'binary'> {
  readonly op: BinaryOp;
  readonly left: Expr;
  readonly right: Expr;
}
interface IsExpr extends Node<'is'> { readonly operand: Expr; readonly type: TypeName }
interface TernaryExpr extends Node<'ternary'> {
  readonly test: Expr;
  readonly consequent: Expr;
  readonly alternate: Expr;
}

export type Expr =
  | NullLiteral | BoolLiteral | IntLiteral | FloatLiteral | StringLiteral | BytesLiteral
  | ListExpr | MapExpr | PathExpr | Identifier | MemberExpr | IndexExpr | SliceExpr
  | CallExpr | MethodCallExpr | UnaryExpr | BinaryExpr | IsExpr | TernaryExpr;

/** A match pattern segment: `users`, `{uid}` (or `{uid=*}`), `{rest=**}`. */
export type PatternSegment =
  | { readonly kind: 'literal'; readonly text: string; readonly pos: Pos }
  | { readonly kind: 'wildcard'; readonly name: string; readonly pos: Pos }
  | { readonly kind: 'recursive'; readonly name: string; readonly pos: Pos };

export interface LetBinding {
  readonly name: string;
  readonly value: Expr;
  readonly pos: Pos;
}

export interface FunctionDecl {
  readonly name: string;
  readonly params: readonly string[];
  /** In order; each may use the parameters and the bindings before it. */
  readonly lets: readonly LetBinding[];
  /** The `return` expression. */
  readonly result: Expr;
  readonly pos: Pos;
}

export interface AllowStatement {
  readonly methods: readonly Method[];
  /** null for `allow read;`, which always allows. */
  readonly condition: Expr | null;
  readonly pos: Pos;
}

export interface MatchBlock {
  /** Relative to the enclosing match (or the service root). */
  readonly pattern: readonly PatternSegment[];
  readonly functions: readonly FunctionDecl[];
  readonly allows: readonly AllowStatement[];
  readonly matches: readonly MatchBlock[];
  readonly pos: Pos;
}

export interface RulesAst {
  /** 1 without a `rules_version` declaration. */
  readonly rulesVersion: 1 | 2;
  readonly service: ServiceName;
  /** Functions of the service block and of the file's top level. */
  readonly functions: readonly FunctionDecl[];
  readonly matches: readonly MatchBlock[];
  /** Position of the `service` keyword. */
  readonly pos: Pos;
}
