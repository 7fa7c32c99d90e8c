import type { Action } from '../core/entities.js';
import { detectionLogKey, type DetectionLogKey } from './keys.js';
import type { DetectionLogRecord } from './records.js';
import { StorageError, type Storage } from './storage.js';

/** Where the next page starts: the key of the last record of the previous page. */
export type DetectionLogCursor = DetectionLogKey;

export interface DetectionLogPage {
  /** Newest first. */
  readonly records: DetectionLogRecord[];
  /** Pass as `before` for the next page; null when nothing older remains. */
  readonly next: DetectionLogCursor | null;
}

/** Which records a listing or a count covers; every field optional, all of them must hold. */
export interface DetectionLogFilter {
  readonly entityType?: string;
  readonly action?: Action;
  /** Epoch ms, inclusive. */
  readonly fromMs?: number;
  /** Epoch ms, inclusive. */
  readonly toMs?: number;
}

export interface DetectionLogStats {
  readonly total: number;
  readonly byEntityType: Readonly<Record<string, number>>;
  readonly byAction: Readonly<Record<string, number>>;
  /** The oldest matching record's time; null when none matched. */
  readonly earliestMs: number | null;
}

export interface DetectionLogRepo {
  /**
   * Queues the records for the next batch (written within BATCH_WINDOW_MS, in one LMDB commit) and
   * returns at once. Never throws and never awaits: the request must not wait on, or fail because
   * of, its audit trail. Failures go to `onError`.
   */
  append(records: readonly DetectionLogRecord[]): void;
  /** Records appended but not yet durable (committed and synced to disk), or failed. */
  pending(): number;
  /** Writes what is queued, then resolves once every record appended so far is durable or has been reported to `onError`. */
  flushed(): Promise<void>;
  /**
   * Newest first, strictly older than `before` when given. At most `scanLimit` records are read
   * for one page (default: no limit): with a rare filter a page can come back short, with a
   * `next` cursor to go on from, rather than read the whole log in one call.
   */
  list(options: { readonly limit: number; readonly before?: DetectionLogCursor; readonly filter?: DetectionLogFilter; readonly scanLimit?: number }): DetectionLogPage;
  /** Counts by entity type and action, reading the time range in slices between which other work runs. */
  stats(filter?: DetectionLogFilter): Promise<DetectionLogStats>;
  /** Deletes every record older than `cutoffMs`, in bounded transactions; resolves to how many. */
  purgeBefore(cutoffMs: number): Promise<number>;
}

export interface DetectionLogRepoOptions {
  /**
   * Called once per failed batch. Receives only the error, never the records: they are
   * audit data and must not spill into application logs.
   */
  readonly onError: (error: Error) => void;
}

/** Waits for every put (not just up to the first failure) and returns the first failure, if any. */
async function settle(puts: readonly Promise<unknown>[]): Promise<PromiseRejectedResult | undefined> {
  const results = await Promise.allSettled(puts);
  return results.find((result): result is PromiseRejectedResult => result.status === 'rejected');
}

export function keyOfDetectionLogRecord(record: DetectionLogRecord): DetectionLogKey {
  return detectionLogKey(Date.parse(record.created_at), record.id);
}

/** How long appended records wait for company before they are written: one commit (and sync) per window, not per request. */
const BATCH_WINDOW_MS = 10;
/** A batch this large is written at once. */
const MAX_BATCH = 1024;
/** Records read by `stats` before it lets the event loop run. */
const STATS_SLICE = 5_000;
/** Records deleted per purge transaction: a long write transaction would hold back the log's own batches. */
const PURGE_SLICE = 1_000;

const matches = (record: DetectionLogRecord, filter: DetectionLogFilter): boolean =>
  (filter.entityType === undefined || record.entity_type === filter.entityType) && (filter.action === undefined || record.action === filter.action);

/** The first key after every record of `ms` (keys are [ms, id]; [ms + 1] sorts before [ms + 1, id]). */
const afterMs = (ms: number): DetectionLogKey => [ms + 1] as unknown as DetectionLogKey;
/** The first key of `ms`. */
const atMs = (ms: number): DetectionLogKey => [ms] as unknown as DetectionLogKey;

const yieldToEventLoop = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

export function createDetectionLogRepo(storage: Storage, options: DetectionLogRepoOptions): DetectionLogRepo {
  const { detections } = storage;
  const inFlight = new Set<Promise<void>>();
  let queued: DetectionLogRecord[] = [];
  let timer: NodeJS.Timeout | undefined;
  let pendingCount = 0;

  const report = (error: unknown): void => {
    try {
      options.onError(error instanceof Error ? error : new StorageError(String(error)));
    } catch {
      // A throwing reporter must not turn a lost log line into a failed request.
    }
  };

  // Every put issued here, in one synchronous loop, lands in one LMDB transaction: the records of
  // all requests of the last window commit together, with one sync (each commit's fsync is the
  // dear part on a busy gateway, far more than the bytes).
  const write = (): void => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    const records = queued;
    queued = [];
    if (records.length === 0) return;
    if (!storage.isOpen()) {
      pendingCount -= records.length;
      report(new StorageError(`detection log: storage is closed; ${records.length} record(s) dropped`));
      return;
    }
    const puts: Promise<unknown>[] = records.map((record) => {
      try {
        return detections.put(keyOfDetectionLogRecord(record), record);
      } catch (error) {
        // lmdb-js validates keys and values synchronously; the rest of the batch still goes ahead.
        return Promise.reject(error instanceof Error ? error : new StorageError(String(error)));
      }
    });
    // A put resolves at commit; with overlappingSync (the default off Windows) the fsync comes
    // after, so durability is only reached once `flushed` resolves too.
    const batch = settle(puts)
      .then(async (failure) => {
        if (failure !== undefined) report(failure.reason);
        await detections.flushed;
      })
      .catch(report)
      .finally(() => {
        pendingCount -= records.length;
        inFlight.delete(batch);
      });
    inFlight.add(batch);
  };

  return {
    append(records) {
      if (records.length === 0) return;
      if (!storage.isOpen()) {
        report(new StorageError(`detection log: storage is closed; ${records.length} record(s) dropped`));
        return;
      }
      queued.push(...records);
      pendingCount += records.length;
      if (queued.length >= MAX_BATCH) write();
      else timer ??= setTimeout(write, BATCH_WINDOW_MS).unref();
    },
    pending: () => pendingCount,
    async flushed() {
      write();
      await Promise.all([...inFlight]);
    },
    list({ limit, before, filter = {}, scanLimit = Infinity }) {
      const records: DetectionLogRecord[] = [];
      // Reversed, `start` is the upper end: the cursor or the end of the period, whichever is older.
      const upper = filter.toMs === undefined ? undefined : afterMs(filter.toMs);
      const fromCursor = before !== undefined && (upper === undefined || before[0] <= (filter.toMs ?? Infinity));
      const range = detections.getRange({
        reverse: true,
        ...(fromCursor ? { start: before, exclusiveStart: true } : upper === undefined ? {} : { start: upper }),
        ...(filter.fromMs === undefined ? {} : { end: atMs(filter.fromMs) }),
      });
      let scanned = 0;
      let lastKey: DetectionLogKey | undefined;
      for (const { key, value } of range) {
        // Out of budget with more to read: go on from the last record read.
        if (scanned === scanLimit) return { records, next: lastKey ?? null };
        scanned++;
        lastKey = key;
        if (!matches(value, filter)) continue;
        // A match beyond the page: there is a next page, and it starts after the page's last record.
        if (records.length === limit) return { records, next: keyOfDetectionLogRecord(records[limit - 1] as DetectionLogRecord) };
        records.push(value);
      }
      return { records, next: null };
    },
    async stats(filter = {}) {
      const byEntityType: Record<string, number> = {};
      const byAction: Record<string, number> = {};
      let total = 0;
      let earliestMs: number | null = null;
      let start: DetectionLogKey | undefined = filter.fromMs === undefined ? undefined : atMs(filter.fromMs);
      let exclusiveStart = false;
      const end = filter.toMs === undefined ? undefined : afterMs(filter.toMs);
      for (;;) {
        let read = 0;
        for (const { key, value } of detections.getRange({ ...(start === undefined ? {} : { start, exclusiveStart }), ...(end === undefined ? {} : { end }), limit: STATS_SLICE })) {
          read++;
          start = key;
          if (!matches(value, filter)) continue;
          total++;
          earliestMs ??= key[0];
          byEntityType[value.entity_type] = (byEntityType[value.entity_type] ?? 0) + 1;
          byAction[value.action] = (byAction[value.action] ?? 0) + 1;
        }
        if (read < STATS_SLICE) return { total, byEntityType, byAction, earliestMs };
        exclusiveStart = true;
        await yieldToEventLoop();
      }
    },
    async purgeBefore(cutoffMs) {
      let purged = 0;
      for (;;) {
        if (!storage.isOpen()) return purged;
        const keys = [...detections.getKeys({ end: atMs(cutoffMs), limit: PURGE_SLICE })];
        if (keys.length === 0) return purged;
        await storage.transaction(() => {
          for (const key of keys) detections.removeSync(key);
        });
        purged += keys.length;
      }
    },
  };
}
