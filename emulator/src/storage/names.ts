/**
 * Buckets and object names as the SDK sends them: `<project>.appspot.com`,
 * `<project>.firebasestorage.app`, or a bare `<project>` (rules-unit-testing).
 */
import { invalidArgument } from '../shared/errors.js';

export const projectOfBucket = (bucket: string): string => bucket.replace(/\.(appspot\.com|firebasestorage\.app)$/, '');

/** GCS limits: 1–1024 bytes of UTF-8, no CR or LF, not `.` or `..`. */
export function validateObjectName(name: string): void {
  if (name === '' || name === '.' || name === '..') throw invalidArgument(`Invalid object name '${name}'.`);
  if (Buffer.byteLength(name, 'utf8') > 1024) throw invalidArgument('Object names must be at most 1024 bytes long.');
  if (/[\r\n]/.test(name)) throw invalidArgument('Object names must not contain carriage returns or line feeds.');
}
