/**
 * The emulator as a library: starts the Firestore and Storage servers (and a small
 * emulator hub for discovery) over one shared state, and stops them.
 */
import type { FirestoreContext } from './firestore/context.js';
import { noIndexCheck, type IndexChecker } from './firestore/query/indexes.js';
import { rulesFirestoreAccess } from './firestore/rules-access.js';
import { firestoreHandler } from './firestore/routes.js';
import { FirestoreStore } from './firestore/store.js';
import { Clock } from './firestore/timestamp.js';
import { TransactionRegistry } from './firestore/transactions.js';
import { json, listen, notFoundText, type RunningServer } from './http/server.js';
import { AUTOSAVE_INTERVAL_MS, openLocalData, type LocalData } from './persistence.js';
import { RulesRegistry } from './rules/registry.js';
import { loadRulesFile, watchRulesFile } from './rules-files.js';
import { lockDataFolder } from './shared/data-lock.js';
import type { StorageContext } from './storage/context.js';
import { STORAGE_EXPOSE_HEADERS, storageHandler } from './storage/routes.js';
import { rulesStorageAccess } from './storage/rules-access.js';
import { ObjectStore } from './storage/store.js';

export interface Endpoint {
  readonly host: string;
  readonly port: number;
}

export interface EmulatorOptions {
  /** Defaults to 127.0.0.1. */
  readonly host?: string;
  /** Port 0 picks a free port. `hub` is optional. */
  readonly ports: { readonly firestore: number; readonly storage: number; readonly hub?: number };
  /** Allow requests that no ruleset covers (never the default). */
  readonly open?: boolean;
  /** Rules files loaded as the default ruleset of every project. */
  readonly rules?: { readonly firestore?: string; readonly storage?: string };
  /** Reload the rules files when they change (local use). */
  readonly watchRules?: boolean;
  /** Composite index checker (see query/indexes.ts); none by default. */
  readonly indexes?: IndexChecker;
  /**
   * Folder for local persistence: read on start; Firestore changes are logged as they are
   * made, Storage is saved every AUTOSAVE_INTERVAL_MS while it changed, and on stop.
   */
  readonly dataDir?: string;
  /** Bytes of Firestore log before a compaction is considered (tests; see persistence/journal.ts). */
  readonly compactMinBytes?: number;
  /** Listed by the hub so that tools can discover the Auth emulator too. */
  readonly auth?: Endpoint;
  readonly log?: (line: string) => void;
}

export interface RunningEmulator {
  readonly firestore: Endpoint;
  readonly storage: Endpoint;
  readonly hub?: Endpoint;
  readonly firestoreStore: FirestoreStore;
  readonly objectStore: ObjectStore;
  readonly rules: RulesRegistry;
  /** Writes the data folder now (no-op without dataDir). */
  save(): Promise<void>;
  /** Writes a Firestore snapshot now and drops the logs it holds (no-op without dataDir). */
  compact(): Promise<void>;
  stop(): Promise<void>;
}

export async function startEmulator(options: EmulatorOptions): Promise<RunningEmulator> {
  const host = options.host ?? '127.0.0.1';
  const log = options.log ?? (() => undefined);
  const store = new FirestoreStore();
  const objects = new ObjectStore();
  const rules = new RulesRegistry();
  const clock = new Clock();
  const open = options.open ?? false;

  const ruleFiles = [
    ['cloud.firestore', options.rules?.firestore],
    ['firebase.storage', options.rules?.storage],
  ] as const;
  for (const [service, file] of ruleFiles) if (file) await loadRulesFile(rules, service, file);
  const unwatch = options.watchRules
    ? ruleFiles.flatMap(([service, file]) => (file ? [watchRulesFile(rules, service, file, log)] : []))
    : [];

  let unlock = (): Promise<void> => Promise.resolve();
  let data: LocalData | undefined;
  if (options.dataDir) {
    try {
      unlock = await lockDataFolder(options.dataDir);
      data = await openLocalData(options.dataDir, store, objects, { log, compactMinBytes: options.compactMinBytes });
      log(`Imported ${data.documents} documents and ${data.objects} objects from ${options.dataDir}`);
    } catch (err) {
      for (const stopWatching of unwatch) stopWatching();
      await unlock();
      throw err;
    }
  }

  const firestoreCtx: FirestoreContext = {
    store,
    clock,
    access: rulesFirestoreAccess({ rules, open }),
    rules,
    indexes: options.indexes ?? noIndexCheck,
    transactions: new TransactionRegistry(),
  };
  const storageCtx: StorageContext = {
    objects,
    access: rulesStorageAccess({ rules, open, firestore: store }),
    rules,
    firestore: store,
    clock,
    onChange: () => data?.objectsChanged(),
  };

  const servers: RunningServer[] = [];
  try {
    const firestore = await listen(firestoreHandler(firestoreCtx), {
      host,
      port: options.ports.firestore,
      cors: { preflightStatus: 200 },
    });
    servers.push(firestore);
    const storage = await listen(storageHandler(storageCtx), {
      host,
      port: options.ports.storage,
      cors: { preflightStatus: 204, exposeHeaders: STORAGE_EXPOSE_HEADERS },
    });
    servers.push(storage);

    let hub: RunningServer | undefined;
    if (options.ports.hub !== undefined) {
      const listing = (): Record<string, Endpoint> => ({
        firestore: { host, port: firestore.port },
        storage: { host, port: storage.port },
        ...(hub ? { hub: { host, port: hub.port } } : {}),
        ...(options.auth ? { auth: options.auth } : {}),
      });
      hub = await listen((req) => (req.rawPath === '/emulators' ? json(200, listing()) : notFoundText()), {
        host,
        port: options.ports.hub,
        cors: { preflightStatus: 200 },
      });
      servers.push(hub);
    }

    const save = (): Promise<void> => data?.save() ?? Promise.resolve();
    const autosave = data
      ? setInterval(() => void save().catch((err: unknown) => log(`Could not save local data: ${String(err)}`)), AUTOSAVE_INTERVAL_MS)
      : undefined;
    autosave?.unref();

    return {
      firestore: { host, port: firestore.port },
      storage: { host, port: storage.port },
      ...(hub ? { hub: { host, port: hub.port } } : {}),
      firestoreStore: store,
      objectStore: objects,
      rules,
      save,
      compact: () => data?.compact() ?? Promise.resolve(),
      async stop() {
        clearInterval(autosave);
        for (const stopWatching of unwatch) stopWatching();
        await Promise.all(servers.map((s) => s.close()));
        try {
          await data?.close();
        } finally {
          await unlock();
        }
      },
    };
  } catch (err) {
    for (const stopWatching of unwatch) stopWatching();
    await Promise.all(servers.map((s) => s.close()));
    await data?.close();
    await unlock();
    throw err;
  }
}
