/**
 * Calls the Firestore route table directly, without a server, over a context whose access
 * policy a test chooses (e.g. one that records what the rules hook is asked).
 */
import { ownerOrOpenAccess, type FirestoreAccess } from '../../src/firestore/access.js';
import type { FirestoreContext } from '../../src/firestore/context.js';
import { noIndexCheck } from '../../src/firestore/query/indexes.js';
import { firestoreHandler } from '../../src/firestore/routes.js';
import { FirestoreStore } from '../../src/firestore/store.js';
import { Clock } from '../../src/firestore/timestamp.js';
import { TransactionRegistry } from '../../src/firestore/transactions.js';
import { errorResponse } from '../../src/http/server.js';
import { RulesRegistry } from '../../src/rules/registry.js';

export interface TestFirestore {
  readonly ctx: FirestoreContext;
  /** How many changes the store told its journal of. */
  readonly changes: () => number;
  request(
    method: string,
    url: string,
    options?: { body?: unknown; auth?: string | null },
  ): Promise<{ status: number; body: unknown }>;
}

export function testFirestore(access: FirestoreAccess = ownerOrOpenAccess({ open: true })): TestFirestore {
  let changes = 0;
  const store = new FirestoreStore();
  store.journal = {
    record: () => {
      changes++;
    },
  };
  const ctx: FirestoreContext = {
    store,
    clock: new Clock(),
    access,
    rules: new RulesRegistry(),
    indexes: noIndexCheck,
    transactions: new TransactionRegistry(),
  };
  const handle = firestoreHandler(ctx);
  return {
    ctx,
    changes: () => changes,
    async request(method, url, { body, auth = 'Bearer owner' } = {}) {
      const q = url.indexOf('?');
      const response = await Promise.resolve()
        .then(() =>
          handle({
            method,
            rawPath: q === -1 ? url : url.slice(0, q),
            query: new URLSearchParams(q === -1 ? '' : url.slice(q + 1)),
            headers: auth === null ? {} : { authorization: auth },
            body: Buffer.from(body === undefined ? '' : JSON.stringify(body)),
            baseUrl: 'http://127.0.0.1:8080',
          }),
        )
        .catch(errorResponse);
      const text = response.body === undefined ? '' : Buffer.from(response.body).toString('utf8');
      return { status: response.status, body: text.startsWith('{') || text.startsWith('[') ? JSON.parse(text) : text };
    },
  };
}
