/**
 * Tokens of the rules language (docs/emulator.md §7.1). The parser pulls them one at a time, and
 * reads path text (match patterns, path literals) straight from the source through
 * `seek`/`charAt`, because the same characters mean other tokens elsewhere.
 */
import type { Pos } from './ast.js';
import { scanBytes, scanString } from './string-literals.js';
import { RulesSyntaxError } from './syntax-error.js';

interface TokenBase {
  /** The source text; '<EOF>' at the end. */
  readonly text: string;
  readonly start: number;
  readonly end: number;
  readonly pos: Pos;
}

export type Token =
  | (TokenBase & { readonly kind: 'ident' | 'punct' | 'eof' })
  | (TokenBase & { readonly kind: 'int'; readonly value: bigint })
  | (TokenBase & { readonly kind: 'float'; readonly value: number })
  | (TokenBase & { readonly kind: 'string'; readonly value: string })
  | (TokenBase & { readonly kind: 'bytes'; readonly value: Uint8Array });

const INT64_MAX = 2n ** 63n - 1n;
const TWO_CHAR_PUNCT = new Set(['&&', '||', '==', '!=', '<=', '>=']);
const ONE_CHAR_PUNCT = new Set([...'!<>+-*/%?:.,;()[]{}=']);

// Sticky regular expressions do the per-character work: they keep the lexer fast even
// before the JIT warms up (the first ruleset a process parses).
const TRIVIA = /(?:[ \t\n\r\f\v]+|\/\/[^\n]*|\/\*[\s\S]*?\*\/)*/y;
const IDENT = /[A-Za-z_][A-Za-z0-9_]*/y;
const HEX = /0[xX][0-9a-fA-F]+/y;
const DECIMAL = /\d+(\.\d+)?([eE][+-]?\d+)?/y;
const isDigit = (c: string): boolean => c >= '0' && c <= '9';

export class Lexer {
  private offset = 0;
  private readonly lineStarts: number[] = [0];
  private lastOffset = 0;
  private lastPos: Pos = { line: 1, column: 1 };
  /** Without surrogate pairs, code points and UTF-16 units count the same. */
  private readonly hasSurrogates: boolean;

  constructor(
    readonly source: string,
    readonly fileName: string,
  ) {
    for (let i = source.indexOf('\n'); i !== -1; i = source.indexOf('\n', i + 1)) this.lineStarts.push(i + 1);
    this.hasSurrogates = /[\ud800-\udfff]/.test(source);
  }

  seek(offset: number): void {
    this.offset = offset;
  }

  /** The character at `offset` (default: the current one); '' past the end. */
  charAt(offset = this.offset): string {
    return this.source[offset] ?? '';
  }

  /**
   * 1-based line and column; columns count code points, as Google's compiler does. Tokens
   * are asked for in source order, so counting goes on from the last answer on the same
   * line: a whole file on one line stays linear.
   */
  posAt(offset: number): Pos {
    let lo = 0;
    let hi = this.lineStarts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if ((this.lineStarts[mid] ?? 0) <= offset) lo = mid;
      else hi = mid - 1;
    }
    const line = lo + 1;
    if (!this.hasSurrogates) return { line, column: offset - (this.lineStarts[lo] ?? 0) + 1 };
    const resume = this.lastPos.line === line && this.lastOffset <= offset;
    let column = resume ? this.lastPos.column : 1;
    for (let i = resume ? this.lastOffset : (this.lineStarts[lo] ?? 0); i < offset; i++) {
      const unit = this.source.charCodeAt(i);
      if (unit < 0xdc00 || unit > 0xdfff) column++;
    }
    this.lastOffset = offset;
    this.lastPos = { line, column };
    return this.lastPos;
  }

  fail(offset: number, description: string): never {
    return this.failAt(this.posAt(offset), description);
  }

  failAt(pos: Pos, description: string): never {
    throw new RulesSyntaxError(this.fileName, pos.line, pos.column, description);
  }

  /** Skips whitespace and comments. */
  private skipTrivia(): void {
    TRIVIA.lastIndex = this.offset;
    TRIVIA.exec(this.source);
    this.offset = TRIVIA.lastIndex;
    if (this.source.startsWith('/*', this.offset)) this.fail(this.offset, 'Unterminated comment.');
  }

  next(): Token {
    this.skipTrivia();
    const start = this.offset;
    const pos = this.posAt(start);
    const c = this.charAt();
    if (c === '') return { kind: 'eof', text: '<EOF>', start, end: start, pos };
    if ((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c === '_') return this.identOrPrefixedLiteral(start, pos);
    if (isDigit(c)) return this.number(start, pos);
    if (c === "'" || c === '"') return this.quoted(start, start, pos, false, false);
    const two = this.source.slice(start, start + 2);
    const text = TWO_CHAR_PUNCT.has(two) ? two : ONE_CHAR_PUNCT.has(c) ? c : '';
    if (text === '') this.fail(start, `Unexpected '${String.fromCodePoint(this.source.codePointAt(start) ?? 0)}'.`);
    this.offset += text.length;
    return { kind: 'punct', text, start, end: this.offset, pos };
  }

  private identOrPrefixedLiteral(start: number, pos: Pos): Token {
    const c = this.charAt();
    const quote = this.charAt(start + 1);
    if ((quote === "'" || quote === '"') && /[rRbB]/.test(c)) {
      return this.quoted(start, start + 1, pos, c === 'r' || c === 'R', c === 'b' || c === 'B');
    }
    IDENT.lastIndex = start;
    IDENT.exec(this.source);
    const end = IDENT.lastIndex;
    this.offset = end;
    return { kind: 'ident', text: this.source.slice(start, end), start, end, pos };
  }

  private quoted(start: number, quoteAt: number, pos: Pos, raw: boolean, bytes: boolean): Token {
    const fail = (offset: number, description: string): never => this.fail(offset, description);
    const scanned = bytes
      ? scanBytes(this.source, start, quoteAt, raw, fail)
      : scanString(this.source, start, quoteAt, raw, fail);
    this.offset = scanned.end;
    const text = this.source.slice(start, scanned.end);
    return scanned.value instanceof Uint8Array
      ? { kind: 'bytes', text, value: scanned.value, start, end: scanned.end, pos }
      : { kind: 'string', text, value: scanned.value, start, end: scanned.end, pos };
  }

  private number(start: number, pos: Pos): Token {
    HEX.lastIndex = start;
    DECIMAL.lastIndex = start;
    const hex = HEX.exec(this.source);
    const decimal = hex ? null : DECIMAL.exec(this.source);
    const text = hex?.[0] ?? decimal?.[0] ?? '';
    const end = start + text.length;
    this.offset = end;
    if (decimal && (decimal[1] !== undefined || decimal[2] !== undefined)) {
      return { kind: 'float', text, value: Number(text), start, end, pos };
    }
    const value = BigInt(text);
    if (value > INT64_MAX) this.fail(start, `Integer literal out of range: ${text}.`);
    return { kind: 'int', text, value, start, end, pos };
  }
}
