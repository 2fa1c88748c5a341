/**
 * Which documents one request may touch more than once (oracle transactions.json,
 * document_writes.json): a commit may write a document several times but not mix verifies
 * and writes of it; a batchWrite touches each document once.
 */
import { invalidArgument } from '../../shared/errors.js';
import type { Write } from './types.js';

const once = (what: string): Error => invalidArgument(`the same document cannot be ${what} in a single request`);

export function checkCommitTargets(writes: readonly Write[]): void {
  const verified = new Set<string>();
  const written = new Set<string>();
  for (const { kind, path } of writes) {
    if (kind === 'verify') {
      if (verified.has(path)) throw once('verified more than once');
      if (written.has(path)) throw once('written and then verified');
      verified.add(path);
    } else {
      if (verified.has(path)) throw once('verified and then written');
      written.add(path);
    }
  }
}

export function checkBatchTargets(writes: readonly Write[]): void {
  const seen = new Set<string>();
  for (const { path } of writes) {
    if (seen.has(path)) throw once('written more than once');
    seen.add(path);
  }
}
