/**
 * Transaction ids for beginTransaction/rollback and `newTransaction` reads. The lite SDK
 * never uses them (contract §3.9); they exist for REST parity with Google's emulator.
 */
import type { DatabaseRef } from './paths.js';

export class TransactionRegistry {
  private next = 1;
  private readonly open = new Map<string, { db: DatabaseRef; readOnly: boolean }>();

  begin(db: DatabaseRef, readOnly: boolean): string {
    const id = Buffer.alloc(9);
    id.writeUInt8(0x11, 0);
    id.writeBigUInt64LE(BigInt(this.next++), 1);
    const token = id.toString('base64');
    this.open.set(token, { db, readOnly });
    return token;
  }

  isOpen(token: string): boolean {
    return this.open.has(token);
  }

  end(token: string): boolean {
    return this.open.delete(token);
  }
}
