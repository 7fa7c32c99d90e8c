import { mkdirSync } from 'node:fs';
import { open, type Database, type Key, type RootDatabase } from 'lmdb';
import { CountDeltas, type DetectionCounts } from './detection-counts.js';
import { DB_NAMES, META_SCHEMA_VERSION, type DetectionLogBound, type DetectionLogKey } from './keys.js';
import type { ApiKeyRecord, DetectionLogRecord, StoredPolicy, UserRecord } from './records.js';

/** The schema this code reads and writes. Bump it and add a migration when a layout changes. */
export const SCHEMA_VERSION = 2;

/**
 * Migrations from version N to N+1, run in order inside one write transaction each.
 * Version 0 is an empty environment.
 */
const MIGRATIONS: ReadonlyArray<(dbs: StorageDatabases) => void> = [
  () => {
    /* 0 → 1: the initial layout; nothing to convert. */
  },
  (dbs) => {
    // 1 → 2: detection counts per minute and per hour, from the log entries already stored.
    const deltas = new CountDeltas();
    for (const { key, value } of dbs.detections.getRange()) deltas.add({ ms: key[0], entityType: value.entity_type, action: value.action }, 1);
    deltas.applyTo({ minutes: dbs.detectionCountsByMinute, hours: dbs.detectionCountsByHour });
  },
];

export interface StorageDatabases {
  readonly meta: Database<number, string>;
  readonly secrets: Database<Buffer, string>;
  readonly users: Database<UserRecord, string>;
  readonly usernames: Database<string, string>;
  readonly apiKeys: Database<ApiKeyRecord, string>;
  readonly apiKeyDigests: Database<string, string>;
  readonly policy: Database<StoredPolicy, string>;
  readonly sessions: Database<unknown, string>;
  readonly sessionMessages: Database<unknown, Key>;
  readonly detections: Database<DetectionLogRecord, DetectionLogKey | DetectionLogBound>;
  readonly detectionCountsByMinute: Database<DetectionCounts, number>;
  readonly detectionCountsByHour: Database<DetectionCounts, number>;
}

export interface Storage extends StorageDatabases {
  readonly root: RootDatabase;
  readonly dataDir: string;
  /** Runs `fn` in one atomic write transaction and resolves once it is durable. */
  transaction<T>(fn: () => T): Promise<T>;
  isOpen(): boolean;
  /** Waits for pending writes, then closes the environment. Idempotent. */
  close(): Promise<void>;
}

export class StorageError extends Error {
  override readonly name = 'StorageError';
}

export async function openStorage(dataDir: string): Promise<Storage> {
  try {
    mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  } catch (error) {
    throw new StorageError(`VEIL_DATA_DIR: cannot create ${dataDir}: ${(error as NodeJS.ErrnoException).code ?? 'error'}`);
  }
  let root: RootDatabase;
  try {
    root = open({ path: dataDir, maxDbs: 16, compression: false });
  } catch (error) {
    throw new StorageError(`VEIL_DATA_DIR: cannot open LMDB environment in ${dataDir}: ${(error as Error).message}`);
  }
  const dbs: StorageDatabases = {
    meta: root.openDB({ name: DB_NAMES.meta }),
    secrets: root.openDB({ name: DB_NAMES.secrets, encoding: 'binary' }),
    users: root.openDB({ name: DB_NAMES.users }),
    usernames: root.openDB({ name: DB_NAMES.usernames, encoding: 'string' }),
    apiKeys: root.openDB({ name: DB_NAMES.apiKeys }),
    apiKeyDigests: root.openDB({ name: DB_NAMES.apiKeyDigests, encoding: 'string' }),
    policy: root.openDB({ name: DB_NAMES.policy }),
    sessions: root.openDB({ name: DB_NAMES.sessions }),
    sessionMessages: root.openDB({ name: DB_NAMES.sessionMessages }),
    detections: root.openDB({ name: DB_NAMES.detections }),
    detectionCountsByMinute: root.openDB({ name: DB_NAMES.detectionCountsByMinute }),
    detectionCountsByHour: root.openDB({ name: DB_NAMES.detectionCountsByHour }),
  };

  let open_ = true;
  const storage: Storage = {
    ...dbs,
    root,
    dataDir,
    transaction: <T>(fn: () => T) => root.transaction(fn),
    isOpen: () => open_,
    close: async () => {
      if (!open_) return;
      open_ = false;
      await root.flushed;
      await root.close();
    },
  };

  try {
    await upgradeSchema(storage);
  } catch (error) {
    await storage.close();
    throw error;
  }
  return storage;
}

async function upgradeSchema(storage: Storage): Promise<void> {
  const found = storage.meta.get(META_SCHEMA_VERSION) ?? 0;
  if (found > SCHEMA_VERSION) {
    throw new StorageError(
      `data dir ${storage.dataDir} has schema version ${found}, newer than this build understands (${SCHEMA_VERSION}); refusing to open it`,
    );
  }
  for (let version = found; version < SCHEMA_VERSION; version++) {
    const migrate = MIGRATIONS[version];
    if (migrate === undefined) throw new StorageError(`no migration from schema version ${version}`);
    await storage.transaction(() => {
      // Re-check inside the write lock: another process (the CLI) may have migrated meanwhile.
      if ((storage.meta.get(META_SCHEMA_VERSION) ?? 0) !== version) return;
      migrate(storage);
      storage.meta.putSync(META_SCHEMA_VERSION, version + 1);
    });
  }
}
