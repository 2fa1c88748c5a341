/**
 * The path pattern after `match` (docs/emulator.md §7.3), read straight from the source:
 * `/literal`, `/{name}` or `/{name=*}` (one segment), `/{name=**}` (the rest of the path).
 */
import type { PatternSegment } from './ast.js';
import type { Lexer } from './lexer.js';

export interface ScannedPattern {
  readonly segments: PatternSegment[];
  /** Offset just after the pattern. */
  readonly end: number;
}

const WILDCARD = /\{([A-Za-z_][A-Za-z0-9_]*)(=\*\*?)?\}/y;
/** A literal segment runs up to whitespace, the next `/` or a brace; `$` has no place in it. */
const LITERAL = /[^\s/{}$]+/y;

export function scanPattern(lexer: Lexer, from: number): ScannedPattern {
  const source = lexer.source;
  let at = from;
  while (/\s/.test(lexer.charAt(at))) at++;
  if (lexer.charAt(at) !== '/') {
    lexer.seek(at);
    lexer.fail(at, `mismatched input '${lexer.next().text}' expecting '/'`);
  }
  const segments: PatternSegment[] = [];
  while (lexer.charAt(at) === '/') {
    const start = at + 1;
    const pos = lexer.posAt(start);
    const c = lexer.charAt(start);
    if (c === '{') {
      WILDCARD.lastIndex = start;
      const wildcard = WILDCARD.exec(source);
      if (!wildcard) lexer.fail(start, 'Invalid wildcard: expected {name}, {name=*} or {name=**}.');
      const name = wildcard[1] ?? '';
      segments.push({ kind: wildcard[2] === '=**' ? 'recursive' : 'wildcard', name, pos });
      at = WILDCARD.lastIndex;
      continue;
    }
    LITERAL.lastIndex = start;
    const literal = LITERAL.exec(source);
    if (!literal) {
      if (c === '/') lexer.fail(start, "Forward slash '/' found where identifier or binding expected.");
      if (c === '$') lexer.fail(start, "Unexpected '$'.");
      lexer.fail(at, "Missing path segment after '/'.");
    }
    segments.push({ kind: 'literal', text: literal[0], pos });
    at = LITERAL.lastIndex;
  }
  if (lexer.charAt(at) === '$') lexer.fail(at, "Unexpected '$'.");
  return { segments, end: at };
}
