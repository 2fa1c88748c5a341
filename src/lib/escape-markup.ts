const ESCAPES: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

/** Text as character data or a quoted attribute value in HTML (the boot's article head); XML takes xmlText. */
const escapeMarkup = (text: string): string => text.replace(/[&<>"']/g, (character) => ESCAPES[character] ?? character);

/**
 * The characters XML 1.0 forbids (§2.2 Char): C0 controls other than tab, LF and CR,
 * U+FFFE, U+FFFF and surrogates without their pair (with the u flag, a pair is one code
 * point and never matches). No escape can carry them: `&#1;` is as ill-formed as U+0001.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const NOT_XML_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF\uD800-\uDFFF]/gu;

/** `text` without the characters XML 1.0 forbids. */
export const xmlCharacters = (text: string): string => text.replace(NOT_XML_CHARACTER, '');

/**
 * Text as XML character data or a quoted attribute value (the feeds): the characters XML
 * 1.0 forbids removed, the rest escaped, and a carriage return written as a reference (a
 * parser reads a bare one as a line feed). escapeMarkup keeps the forbidden characters,
 * since the boot's article head must draw the same text React does.
 */
export const xmlText = (text: string): string => escapeMarkup(xmlCharacters(text)).replace(/\r/g, '&#13;');
