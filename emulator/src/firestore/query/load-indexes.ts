/**
 * Loads firestore.indexes.json into an IndexChecker (to be implemented with the index check).
 */
import { noIndexCheck, type IndexChecker } from './indexes.js';

export function loadIndexChecker(_file: string): IndexChecker {
  return noIndexCheck;
}
