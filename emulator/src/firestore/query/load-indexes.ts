/**
 * Loads firestore.indexes.json into an IndexChecker. A file that does not parse stops the
 * emulator at start, so a typo cannot silently turn the check off.
 */
import { readFileSync } from 'node:fs';
import { parseIndexConfig } from './index-config.js';
import { createIndexChecker, type IndexChecker } from './indexes.js';

export function loadIndexChecker(file: string): IndexChecker {
  let json: unknown;
  try {
    json = JSON.parse(readFileSync(file, 'utf8'));
  } catch (err) {
    throw new Error(`Cannot read the indexes file ${file}: ${err instanceof Error ? err.message : String(err)}`);
  }
  return createIndexChecker(parseIndexConfig(json));
}
