/**
 * Field paths of masks and transforms, held to Google's grammar: each segment is either
 * simple (`[a-zA-Z_][a-zA-Z_0-9]*`) or back-quoted with backslash escapes.
 */
import { invalidArgument } from '../../shared/errors.js';
import { parseFieldPath, type FieldPath } from '../paths.js';

const SEGMENT = '(?:[a-zA-Z_][a-zA-Z_0-9]*|`(?:[^`\\\\]|\\\\.)+`)';
const FIELD_PATH = new RegExp(`^${SEGMENT}(?:\\.${SEGMENT})*$`, 's');

export function parseStrictFieldPath(text: string): FieldPath {
  if (!FIELD_PATH.test(text)) {
    throw invalidArgument(
      `Invalid property path "${text}". Unquoted property paths must match regex ([a-zA-Z_][a-zA-Z_0-9]*), ` +
        'and quoted property paths must match regex (`(?:[^`\\\\]|(?:\\\\.))+`)',
    );
  }
  return parseFieldPath(text);
}
