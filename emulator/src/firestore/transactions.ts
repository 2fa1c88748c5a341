/**
 * Transaction ids for beginTransaction/rollback, `newTransaction` reads and commits with a
 * `transaction`. The lite SDK never uses them (docs/emulator.md §3.9); they exist for REST parity
 * with Google's emulator, whose messages they give (oracle rest.json, transactions.json).
 * Ids look like Google's: 0x11 then a little-endian counter, 9 bytes. No locks are taken
 * and reads are not pinned to a snapshot.
 */
import { ApiError, invalidArgument } from '../shared/errors.js';
import type { DatabaseRef } from './paths.js';

interface Transaction {
  readonly db: DatabaseRef;
  readonly readOnly: boolean;
  open: boolean;
}

const ID_MARKER = 0x11;
const ID_BYTES = 9;

const malformed = (): ApiError => invalidArgument('Invalid transaction.');
const expired = (): ApiError => new ApiError('ABORTED', 'The referenced transaction has expired or is no longer valid.');

export class TransactionRegistry {
  private next = 1;
  private readonly issued = new Map<string, Transaction>();

  begin(db: DatabaseRef, readOnly: boolean): string {
    const id = Buffer.alloc(ID_BYTES);
    id.writeUInt8(ID_MARKER, 0);
    id.writeBigUInt64LE(BigInt(this.next++), 1);
    const token = id.toString('base64');
    this.issued.set(token, { db, readOnly, open: true });
    return token;
  }

  /** Throws INVALID_ARGUMENT unless `bytes` could be an id of ours (retryTransaction too). */
  checkWellFormed(bytes: Buffer): void {
    if (bytes.length !== ID_BYTES || bytes[0] !== ID_MARKER) throw malformed();
  }

  /** The open transaction a read or commit names; ABORTED once it has ended. */
  use(bytes: Buffer, db: DatabaseRef): { readonly token: string; readonly readOnly: boolean } {
    this.checkWellFormed(bytes);
    const token = bytes.toString('base64');
    const tx = this.issued.get(token);
    if (!tx?.open || tx.db.project !== db.project || tx.db.database !== db.database) throw expired();
    return { token, readOnly: tx.readOnly };
  }

  end(token: string): void {
    const tx = this.issued.get(token);
    if (tx) tx.open = false;
  }

  /** Rolling back an ended transaction is fine; one never issued is not. */
  rollback(bytes: Buffer): void {
    this.checkWellFormed(bytes);
    const token = bytes.toString('base64');
    if (!this.issued.has(token)) throw invalidArgument('Transaction is invalid or expired.');
    this.end(token);
  }

  clear(): void {
    this.issued.clear();
  }
}
