/**
 * The {message} of SPEC's "Failed to … : {message}" texts. Firestore's own words for a
 * refused or unreachable request differ between the emulators ("false for 'create' @ L292")
 * and production, and say nothing an admin can act on; these are production's words, or
 * plainer ones. Storage errors already read well ("User does not have permission…").
 */
import { errorCode } from '../../../lib/firebase/errors.js';

const BY_CODE: Readonly<Record<string, string>> = {
  'permission-denied': 'Missing or insufficient permissions.',
  unavailable: 'The server could not be reached. Check your connection and try again.',
  'deadline-exceeded': 'The server took too long to answer. Please try again.',
};

export function errorMessage(error: unknown): string {
  const code = errorCode(error);
  if (typeof code === 'string' && BY_CODE[code]) return BY_CODE[code];
  // Storage adds the server's raw answer on further lines ("…(storage/unauthorized)\nForbidden").
  return (error instanceof Error ? error.message : String(error)).split('\n')[0] ?? '';
}
