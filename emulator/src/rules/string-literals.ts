/**
 * Quoted literals of the rules language (CEL heritage): '…' and "…", triple-quoted
 * '''…''' and """…""" (which may span lines), raw r'…' (no escapes) and bytes b'…'.
 */
export type Fail = (offset: number, description: string) => never;

export interface ScannedLiteral<V> {
  /** Offset just after the closing quote. */
  readonly end: number;
  readonly value: V;
}

const SIMPLE_ESCAPES: Record<string, number> = {
  '\\': 0x5c, "'": 0x27, '"': 0x22, '`': 0x60, '?': 0x3f,
  a: 0x07, b: 0x08, f: 0x0c, n: 0x0a, r: 0x0d, t: 0x09, v: 0x0b,
};

/** What one escape stands for: a code point, or in bytes literals (\x, octal) a raw byte. */
interface Escape {
  readonly length: number;
  readonly codePoint?: number;
  readonly byte?: number;
}

function hexDigits(source: string, from: number, count: number): number | undefined {
  const digits = source.slice(from, from + count);
  return digits.length === count && /^[0-9a-fA-F]+$/.test(digits) ? parseInt(digits, 16) : undefined;
}

function readEscape(source: string, at: number, fail: Fail): Escape {
  const c = source[at + 1] ?? '';
  const simple = SIMPLE_ESCAPES[c];
  if (simple !== undefined) return { length: 2, codePoint: simple };
  const hexLength = c === 'x' || c === 'X' ? 2 : c === 'u' ? 4 : c === 'U' ? 8 : 0;
  if (hexLength > 0) {
    const n = hexDigits(source, at + 2, hexLength);
    if (n === undefined || n > 0x10ffff) fail(at, `Invalid escape sequence '\\${c}'.`);
    return hexLength === 2 ? { length: 4, codePoint: n, byte: n } : { length: 2 + hexLength, codePoint: n };
  }
  const octal = source.slice(at + 1, at + 4);
  if (/^[0-3][0-7][0-7]$/.test(octal)) {
    const n = parseInt(octal, 8);
    return { length: 4, codePoint: n, byte: n };
  }
  return fail(at, `Invalid escape sequence '\\${c}'.`);
}

/**
 * Scans the literal whose opening quote is at `quoteAt`; `startAt` is where the literal
 * began (its r/b prefix, if any), which is where an unterminated literal is reported.
 */
function scan(
  source: string,
  startAt: number,
  quoteAt: number,
  raw: boolean,
  fail: Fail,
  emit: (codePoint: number, byte: number | undefined) => void,
): number {
  const quote = source[quoteAt] ?? '';
  const triple = source.startsWith(quote.repeat(3), quoteAt);
  const closing = triple ? quote.repeat(3) : quote;
  let i = quoteAt + closing.length;
  for (;;) {
    if (source.startsWith(closing, i)) return i + closing.length;
    const c = source.codePointAt(i);
    if (c === undefined || (c === 0x0a && !triple)) fail(startAt, 'Unterminated string.');
    if (c === 0x5c && !raw) {
      const escape = readEscape(source, i, fail);
      emit(escape.codePoint ?? 0, escape.byte);
      i += escape.length;
    } else {
      emit(c, undefined);
      i += c > 0xffff ? 2 : 1;
    }
  }
}

/** The common case, a one-line literal without escapes, is a slice of the source. */
function plainBody(source: string, quoteAt: number, raw: boolean): string | undefined {
  const quote = source[quoteAt] ?? '';
  if (source.startsWith(quote.repeat(3), quoteAt)) return undefined;
  const close = source.indexOf(quote, quoteAt + 1);
  const body = close === -1 ? '' : source.slice(quoteAt + 1, close);
  return close === -1 || body.includes('\n') || (!raw && body.includes('\\')) ? undefined : body;
}

export function scanString(source: string, startAt: number, quoteAt: number, raw: boolean, fail: Fail): ScannedLiteral<string> {
  const plain = plainBody(source, quoteAt, raw);
  if (plain !== undefined) return { end: quoteAt + plain.length + 2, value: plain };
  let value = '';
  const end = scan(source, startAt, quoteAt, raw, fail, (codePoint) => {
    value += String.fromCodePoint(codePoint);
  });
  return { end, value };
}

const encoder = new TextEncoder();

export function scanBytes(source: string, startAt: number, quoteAt: number, raw: boolean, fail: Fail): ScannedLiteral<Uint8Array> {
  const bytes: number[] = [];
  const end = scan(source, startAt, quoteAt, raw, fail, (codePoint, byte) => {
    if (byte !== undefined) bytes.push(byte);
    else bytes.push(...encoder.encode(String.fromCodePoint(codePoint)));
  });
  return { end, value: Uint8Array.from(bytes) };
}
