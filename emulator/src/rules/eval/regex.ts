/**
 * RE2 patterns of `matches`, `replace` and `split` (docs/emulator.md §7.6) as JavaScript RegExps,
 * compiled once per pattern and kept: rules run the same few patterns on every request.
 *
 * RE2 and JavaScript agree on the syntax rules use; the differences handled here are
 * RE2's leading flag groups (`(?i)`), named groups `(?P<name>…)`, and `\A` / `\z`.
 */

/** Bounded so that patterns built from request data cannot grow memory without end. */
const MAX_CACHED = 500;
const cache = new Map<string, RegExp | null>();

function translate(pattern: string): { source: string; flags: string } {
  let source = pattern;
  let flags = '';
  const leading = /^\(\?([imsU]+)\)/.exec(source);
  if (leading) {
    source = source.slice(leading[0].length);
    for (const f of leading[1]!) if (f !== 'U' && !flags.includes(f)) flags += f;
  }
  source = source.replace(/\(\?P</g, '(?<').replace(/\\A/g, '^').replace(/\\z/g, '$');
  return { source, flags };
}

function compile(key: string, build: (source: string) => string, extraFlags: string): RegExp | null {
  const cached = cache.get(key);
  if (cached !== undefined) return cached;
  const { source, flags } = translate(key.slice(1));
  let regex: RegExp | null = null;
  for (const unicode of ['u', '']) {
    try {
      regex = new RegExp(build(source), flags + extraFlags + unicode);
      break;
    } catch {
      regex = null;
    }
  }
  if (cache.size >= MAX_CACHED) cache.clear();
  cache.set(key, regex);
  return regex;
}

/** A regex that must match the whole string; null when the pattern is invalid. */
export const fullMatchRegex = (pattern: string): RegExp | null => compile(`F${pattern}`, (s) => `^(?:${s})$`, '');

/** A global regex for replace and split; null when the pattern is invalid. */
export const globalRegex = (pattern: string): RegExp | null => compile(`G${pattern}`, (s) => s, 'g');
