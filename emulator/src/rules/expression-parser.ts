/**
 * Expressions (docs/emulator.md §7.2), by precedence from loose to tight:
 * ?: · || · && · == != · is · in · < <= > >= · + - · * / % · unary ! - · postfix . [] [:] ().
 * Binary operators are left-associative, unary ones and ?: nest to the right.
 */
import type { BinaryOp, Expr, Pos, TypeName } from './ast.js';
import type { Token } from './lexer.js';
import { parsePathLiteral } from './path-literal.js';
import { RESERVED_WORDS, type TokenStream } from './token-stream.js';

const TYPE_NAMES = new Set<string>([
  'bool', 'int', 'float', 'number', 'string', 'bytes', 'list', 'map', 'set', 'map_diff',
  'timestamp', 'duration', 'latlng', 'path',
] satisfies TypeName[]);

/** Deep enough for any real rule, shallow enough to never exhaust the stack. */
const MAX_NESTING = 100;

/** Loosest first; `is` is a level of its own, with a type name on its right. */
const BINARY_LEVELS: readonly (readonly BinaryOp[] | 'is')[] = [
  ['||'], ['&&'], ['==', '!='], 'is', ['in'], ['<', '<=', '>', '>='], ['+', '-'], ['*', '/', '%'],
];

export class ExpressionParser {
  private depth = 0;

  constructor(private readonly ts: TokenStream) {}

  expression(): Expr {
    return this.nested(() => {
      const test = this.binary(0);
      const question = this.ts.accept('?');
      if (!question) return test;
      const consequent = this.expression();
      this.ts.expect(':');
      const alternate = this.expression();
      return { kind: 'ternary', pos: question.pos, test, consequent, alternate };
    });
  }

  private nested<T>(parse: () => T): T {
    if (++this.depth > MAX_NESTING) this.ts.fail(this.ts.tok, 'Expression nested too deeply.');
    try {
      return parse();
    } finally {
      this.depth--;
    }
  }

  private binary(level: number): Expr {
    const ops = BINARY_LEVELS[level];
    if (!ops) return this.unary();
    if (ops === 'is') return this.typeCheck(level);
    let left = this.binary(level + 1);
    for (let op = this.operator(ops); op; op = this.operator(ops)) {
      const pos = this.ts.advance().pos;
      left = { kind: 'binary', op, pos, left, right: this.binary(level + 1) };
    }
    return left;
  }

  private operator(ops: readonly BinaryOp[]): BinaryOp | undefined {
    return ops.find((op) => this.ts.is(op));
  }

  private typeCheck(level: number): Expr {
    let operand = this.binary(level + 1);
    for (let is = this.ts.accept('is'); is; is = this.ts.accept('is')) {
      const name = this.ts.tok;
      if (name.kind !== 'ident' || !TYPE_NAMES.has(name.text)) this.ts.fail(name, `Unknown type '${name.text}'.`);
      this.ts.advance();
      operand = { kind: 'is', pos: is.pos, operand, type: name.text as TypeName };
    }
    return operand;
  }

  private unary(): Expr {
    const op = this.ts.tok;
    if (!this.ts.is('!') && !this.ts.is('-')) return this.postfix();
    this.ts.advance();
    const operand = this.nested(() => this.unary());
    return { kind: 'unary', op: op.text === '!' ? '!' : '-', pos: op.pos, operand };
  }

  private postfix(): Expr {
    let expr = this.primary();
    for (;;) {
      if (this.ts.accept('.')) {
        const name = this.ts.tok;
        if (name.kind !== 'ident') this.ts.mismatched('IDENTIFIER');
        this.ts.advance();
        expr = this.ts.is('(')
          ? { kind: 'method', pos: name.pos, object: expr, name: name.text, args: this.args() }
          : { kind: 'member', pos: name.pos, object: expr, name: name.text };
      } else if (this.ts.is('[')) {
        const pos = this.ts.advance().pos;
        const index = this.expression();
        expr = this.ts.accept(':')
          ? { kind: 'slice', pos, object: expr, start: index, end: this.expression() }
          : { kind: 'index', pos, object: expr, index };
        this.ts.expect(']');
      } else if (this.ts.is('(')) {
        return this.ts.unexpected();
      } else {
        return expr;
      }
    }
  }

  private args(): Expr[] {
    this.ts.expect('(');
    const args: Expr[] = [];
    if (!this.ts.accept(')')) {
      do args.push(this.expression());
      while (this.ts.accept(','));
      this.ts.expect(')');
    }
    return args;
  }

  private primary(): Expr {
    const tok = this.ts.tok;
    switch (tok.kind) {
      case 'int':
        this.ts.advance();
        return { kind: 'int', pos: tok.pos, value: tok.value };
      case 'float':
        this.ts.advance();
        return { kind: 'float', pos: tok.pos, value: tok.value };
      case 'string':
        this.ts.advance();
        return { kind: 'string', pos: tok.pos, value: tok.value };
      case 'bytes':
        this.ts.advance();
        return { kind: 'bytes', pos: tok.pos, value: tok.value };
      case 'ident':
        return this.word(tok);
      case 'punct':
        if (tok.text === '(') {
          this.ts.advance();
          const inner = this.expression();
          this.ts.expect(')');
          return inner;
        }
        if (tok.text === '[') return this.list(tok.pos);
        if (tok.text === '{') return this.map(tok.pos);
        if (tok.text === '/') return parsePathLiteral(this.ts, tok, () => this.expression());
        return this.ts.unexpected();
      case 'eof':
        return this.ts.unexpected();
    }
  }

  private word(tok: Token): Expr {
    if (tok.text === 'true' || tok.text === 'false' || tok.text === 'null') {
      this.ts.advance();
      return tok.text === 'null' ? { kind: 'null', pos: tok.pos } : { kind: 'bool', pos: tok.pos, value: tok.text === 'true' };
    }
    if (RESERVED_WORDS.has(tok.text)) return this.ts.unexpected();
    this.ts.advance();
    if (this.ts.is('(')) return { kind: 'call', pos: tok.pos, name: tok.text, args: this.args() };
    return { kind: 'ident', pos: tok.pos, name: tok.text };
  }

  /** `[a, b]`; a trailing comma is allowed, as in CEL. */
  private list(pos: Pos): Expr {
    this.ts.expect('[');
    const items: Expr[] = [];
    while (!this.ts.accept(']')) {
      items.push(this.expression());
      if (!this.ts.accept(',') && !this.ts.is(']')) this.ts.mismatched("{',', ']'}");
    }
    return { kind: 'list', pos, items };
  }

  private map(pos: Pos): Expr {
    this.ts.expect('{');
    const entries: { key: Expr; value: Expr }[] = [];
    while (!this.ts.accept('}')) {
      const key = this.expression();
      this.ts.expect(':');
      entries.push({ key, value: this.expression() });
      if (!this.ts.accept(',') && !this.ts.is('}')) this.ts.mismatched("{',', '}'}");
    }
    return { kind: 'map', pos, entries };
  }
}
