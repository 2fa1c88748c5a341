/**
 * One token of lookahead over the lexer, with the error messages of a parser that expects
 * something: "mismatched input 'x' expecting '}'", "missing ';' at 'return'", "Unexpected 'x'."
 */
import type { Lexer, Token } from './lexer.js';

/**
 * Words that never name a variable or function. Statement keywords (match, allow, service,
 * function) are not among them: a wildcard such as `{service}` is a variable like any other.
 */
export const RESERVED_WORDS = new Set(['true', 'false', 'null', 'if', 'in', 'is', 'let', 'return']);

export class TokenStream {
  tok: Token;

  constructor(readonly lexer: Lexer) {
    this.tok = lexer.next();
  }

  advance(): Token {
    const token = this.tok;
    this.tok = this.lexer.next();
    return token;
  }

  /** Drops the lookahead and reads on from `offset` (after text the parser read itself). */
  resume(offset: number): void {
    this.lexer.seek(offset);
    this.tok = this.lexer.next();
  }

  /** Whether the current token is the punctuation or word `text`. */
  is(text: string): boolean {
    return (this.tok.kind === 'punct' || this.tok.kind === 'ident') && this.tok.text === text;
  }

  accept(text: string): Token | undefined {
    return this.is(text) ? this.advance() : undefined;
  }

  expect(text: string): Token {
    return this.accept(text) ?? this.mismatched(`'${text}'`);
  }

  /** A `;` the grammar requires. */
  expectSemicolon(): void {
    if (!this.accept(';')) this.fail(this.tok, `missing ';' at '${this.tok.text}'`);
  }

  /** An identifier that is not a reserved word. */
  identifier(): Token {
    if (this.tok.kind !== 'ident' || RESERVED_WORDS.has(this.tok.text)) this.mismatched('IDENTIFIER');
    return this.advance();
  }

  mismatched(expecting: string): never {
    return this.fail(this.tok, `mismatched input '${this.tok.text}' expecting ${expecting}`);
  }

  unexpected(token: Token = this.tok): never {
    return this.fail(token, token.kind === 'eof' ? 'Unexpected end of file.' : `Unexpected '${token.text}'.`);
  }

  fail(token: Token, description: string): never {
    return this.lexer.fail(token.start, description);
  }
}
