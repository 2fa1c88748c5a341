/**
 * The statements inside `service { … }` (docs/emulator.md §7.3): nested `match` blocks, `allow`
 * statements and `function` declarations, with the static limits of §6.5.
 */
import type { AllowStatement, FunctionDecl, LetBinding, MatchBlock, Method, PatternSegment } from './ast.js';
import { ExpressionParser } from './expression-parser.js';
import { scanPattern } from './match-pattern.js';
import type { TokenStream } from './token-stream.js';

const METHODS = new Set<string>(['read', 'write', 'get', 'list', 'create', 'update', 'delete'] satisfies Method[]);
const MAX_LETS = 10;
const MAX_MATCH_DEPTH = 10;
const MAX_PATH_SEGMENTS = 100;

/** Function names declared in one block: a name may be declared once per block. */
export type FunctionScope = Set<string>;

export class BlockParser {
  private readonly expressions: ExpressionParser;

  constructor(
    private readonly ts: TokenStream,
    private readonly rulesVersion: 1 | 2,
  ) {
    this.expressions = new ExpressionParser(ts);
  }

  /** `match` at `depth` (1 for a match directly in the service). */
  match(depth: number, outerSegments: number): MatchBlock {
    const keyword = this.ts.advance();
    if (depth > MAX_MATCH_DEPTH) this.ts.fail(keyword, `Nested match depth exceeds the limit of ${MAX_MATCH_DEPTH}.`);
    const { segments, end } = scanPattern(this.ts.lexer, keyword.end);
    this.checkPattern(segments, outerSegments);
    this.ts.resume(end);
    this.ts.expect('{');
    const functions: FunctionDecl[] = [];
    const allows: AllowStatement[] = [];
    const matches: MatchBlock[] = [];
    const scope: FunctionScope = new Set();
    while (!this.ts.accept('}')) {
      if (this.ts.is('allow')) allows.push(this.allow());
      else if (this.ts.is('function')) functions.push(this.function(scope));
      else if (this.ts.is('match')) matches.push(this.match(depth + 1, outerSegments + segments.length));
      else this.unexpectedInBlock();
    }
    return { pattern: segments, functions, allows, matches, pos: keyword.pos };
  }

  private checkPattern(segments: readonly PatternSegment[], outerSegments: number): void {
    const lexer = this.ts.lexer;
    const recursive = segments.filter((s) => s.kind === 'recursive');
    const last = segments[segments.length - 1];
    const misplaced = this.rulesVersion === 1 ? recursive.find((s) => s !== last) : recursive[1];
    if (misplaced) {
      lexer.failAt(
        misplaced.pos,
        this.rulesVersion === 1
          ? 'Invalid glob match expression. Glob matches are permitted as the last segment in a match declaration path.'
          : 'Only one recursive wildcard (**) is permitted in a match declaration path.',
      );
    }
    const first = segments[0];
    if (first && outerSegments + segments.length > MAX_PATH_SEGMENTS) {
      lexer.failAt(first.pos, `Match path exceeds the limit of ${MAX_PATH_SEGMENTS} segments.`);
    }
  }

  /** In a service or match block, after the statements it may hold. */
  unexpectedInBlock(): never {
    if (this.ts.is('/')) this.ts.fail(this.ts.tok, "Missing 'match' keyword before path.");
    if (this.ts.tok.kind === 'eof') this.ts.mismatched("'}'");
    return this.ts.unexpected();
  }

  /** `allow m1, m2: if expr;` — the condition and the `;` are optional. */
  private allow(): AllowStatement {
    const keyword = this.ts.advance();
    const methods: Method[] = [];
    do {
      const method = this.ts.tok;
      if (method.kind !== 'ident' || !METHODS.has(method.text)) {
        this.ts.fail(method, `Invalid method '${method.text}'. Expected one of read, write, get, list, create, update, delete.`);
      }
      methods.push(this.ts.advance().text as Method);
    } while (this.ts.accept(','));
    let condition = null;
    if (this.ts.accept(':')) {
      if (!this.ts.accept('if')) this.ts.fail(this.ts.tok, "Missing 'if' before conditional expression.");
      condition = this.expressions.expression();
    } else if (this.ts.is('if')) {
      this.ts.fail(this.ts.tok, "missing ':' at 'if'");
    }
    this.ts.accept(';');
    return { methods, condition, pos: keyword.pos };
  }

  /** `function f(a, b) { let x = …; return …; }` with at most 10 `let`s. */
  function(scope: FunctionScope): FunctionDecl {
    const keyword = this.ts.advance();
    const name = this.ts.identifier();
    if (scope.has(name.text)) this.ts.fail(name, `Function '${name.text}' is already defined.`);
    scope.add(name.text);
    this.ts.expect('(');
    const params: string[] = [];
    if (!this.ts.is(')')) {
      do {
        const param = this.ts.identifier();
        if (params.includes(param.text)) this.ts.fail(param, `Duplicate parameter '${param.text}'.`);
        params.push(param.text);
      } while (this.ts.accept(','));
    }
    this.ts.expect(')');
    this.ts.expect('{');
    const lets: LetBinding[] = [];
    while (this.ts.is('let')) {
      const let_ = this.ts.advance();
      if (lets.length === MAX_LETS) this.ts.fail(let_, `A function may have at most ${MAX_LETS} let bindings.`);
      const binding = this.ts.identifier();
      this.ts.expect('=');
      lets.push({ name: binding.text, value: this.expressions.expression(), pos: let_.pos });
      this.ts.expectSemicolon();
    }
    if (!this.ts.accept('return')) this.ts.mismatched("{'let', 'return'}");
    const result = this.expressions.expression();
    this.ts.accept(';');
    this.ts.expect('}');
    return { name: name.text, params, lets, result, pos: keyword.pos };
  }
}
