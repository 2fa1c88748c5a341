/**
 * What @firebase/app takes from the `idb` package: `openDB`, with which it keeps one small
 * record per day (its "heartbeat") in IndexedDB. The package wraps every IndexedDB type in
 * proxies, about 1 KiB gzip that every page would download for one get and one put, so
 * vite.config.ts points the SDK here instead. This covers exactly what the SDK calls:
 * `openDB(name, version, { upgrade })`, `db.transaction(store, mode)`, `tx.objectStore(store)`
 * with `get` and `put` as promises, and `tx.done`. idb-for-app.test.ts fails if the SDK
 * starts to use anything else, and the browser tests read the record it writes.
 */
interface Upgrade {
  readonly upgrade?: (db: IDBDatabase, oldVersion: number) => void;
}

function settled<T>(request: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB request failed'));
  });
}

function wrapTransaction(tx: IDBTransaction) {
  const done = new Promise<void>((resolve, reject) => {
    tx.oncomplete = () => resolve();
    tx.onerror = tx.onabort = () => reject(tx.error ?? new Error('IndexedDB transaction aborted'));
  });
  return {
    done,
    objectStore(name: string) {
      const store = tx.objectStore(name);
      return {
        get: (key: IDBValidKey) => settled(store.get(key)),
        put: (value: unknown, key?: IDBValidKey) => settled(store.put(value, key)),
      };
    },
  };
}

export function openDB(name: string, version: number, { upgrade }: Upgrade = {}) {
  return new Promise<{ transaction: (store: string, mode?: IDBTransactionMode) => ReturnType<typeof wrapTransaction> }>((resolve, reject) => {
    const request = indexedDB.open(name, version);
    request.onupgradeneeded = (event) => upgrade?.(request.result, event.oldVersion);
    request.onsuccess = () => {
      const db = request.result;
      resolve({ transaction: (store, mode) => wrapTransaction(db.transaction(store, mode)) });
    };
    request.onerror = () => reject(request.error ?? new Error('IndexedDB could not be opened'));
  });
}
