import type { Action } from '../core/entities.js';
import { bucketsIn, countPlan, CountDeltas, HOUR_MS, MINUTE_MS, type CountBuckets, type DetectionCounts, type TimeSpan } from './detection-counts.js';
import { detectionLogBound, detectionLogKey, isDetectionLogKey, type DetectionLogBound, type DetectionLogKey } from './keys.js';
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
  /**
   * Counts by entity type and action: whole hours and minutes from the pre-aggregated counts,
   * the partial minutes at the range's ends from the entries (read in slices between which other
   * work runs).
   */
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

/** Before every entry of the millisecond after `ms`. */
const afterMs = (ms: number): DetectionLogBound => detectionLogBound(ms + 1);
/** Before every entry of `ms`. */
const atMs = (ms: number): DetectionLogBound => detectionLogBound(ms);

const yieldToEventLoop = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

export function createDetectionLogRepo(storage: Storage, options: DetectionLogRepoOptions): DetectionLogRepo {
  const { detections } = storage;
  const counts: CountBuckets = { minutes: storage.detectionCountsByMinute, hours: storage.detectionCountsByHour };
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

  // The records of every request of the last window commit in one write transaction, with one
  // sync (each commit's fsync is the dear part on a busy gateway, far more than the bytes), and
  // with them the minute and hour counts that statistics read.
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
    const batch = storage
      .transaction(() => {
        const deltas = new CountDeltas();
        let failure: unknown;
        for (const record of records) {
          const key = keyOfDetectionLogRecord(record);
          try {
            detections.putSync(key, record);
          } catch (error) {
            // lmdb-js refuses a bad key or value before writing it; the rest of the batch goes ahead.
            failure ??= error;
            continue;
          }
          deltas.add({ ms: key[0], entityType: record.entity_type, action: record.action }, 1);
        }
        deltas.applyTo(counts);
        return failure;
      })
      .then(async (failure) => {
        if (failure !== undefined) report(failure);
        // The transaction resolves at commit; with overlappingSync (the default off Windows) the
        // fsync comes after, so durability is only reached once `flushed` resolves too.
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
        if (!isDetectionLogKey(key)) continue;
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
      const count = (entityType: string, action: Action, n: number): void => {
        total += n;
        byEntityType[entityType] = (byEntityType[entityType] ?? 0) + n;
        byAction[action] = (byAction[action] ?? 0) + n;
      };
      const span: TimeSpan = { from: filter.fromMs ?? -Infinity, to: filter.toMs === undefined ? Infinity : filter.toMs + 1 };
      for (const piece of countPlan(span)) {
        if (piece.source === 'entries') {
          await scanEntries(piece, (ms, record) => {
            if (!matches(record, filter)) return;
            earliestMs ??= ms;
            count(record.entity_type, record.action, 1);
          });
          continue;
        }
        for (const { key, value } of bucketsIn(piece.source === 'hours' ? counts.hours : counts.minutes, piece)) {
          let inBucket = 0;
          forEachCount(value, filter, (entityType, action, n) => {
            inBucket += n;
            count(entityType, action, n);
          });
          if (inBucket > 0 && earliestMs === null) earliestMs = await earliestIn({ from: key, to: key + (piece.source === 'hours' ? HOUR_MS : MINUTE_MS) }, filter);
        }
      }
      return { total, byEntityType, byAction, earliestMs };
    },
    async purgeBefore(cutoffMs) {
      let purged = 0;
      for (;;) {
        if (!storage.isOpen()) return purged;
        // Read inside the transaction: the counts lose exactly the entries that are deleted.
        const deleted = await storage.transaction(() => {
          const deltas = new CountDeltas();
          let n = 0;
          for (const { key, value } of detections.getRange({ end: atMs(cutoffMs), limit: PURGE_SLICE })) {
            if (!detections.removeSync(key)) continue;
            deltas.add({ ms: key[0], entityType: value.entity_type, action: value.action }, -1);
            n++;
          }
          deltas.applyTo(counts);
          return n;
        });
        if (deleted === 0) return purged;
        purged += deleted;
      }
    },
  };

  /** Visits the entries of the span oldest first, in slices between which other work runs. */
  async function scanEntries(span: TimeSpan, visit: (ms: number, record: DetectionLogRecord) => void): Promise<void> {
    let start: DetectionLogKey | DetectionLogBound | undefined = Number.isFinite(span.from) ? atMs(span.from) : undefined;
    let exclusiveStart = false;
    const end = Number.isFinite(span.to) ? atMs(span.to) : undefined;
    for (;;) {
      let read = 0;
      for (const { key, value } of detections.getRange({ ...(start === undefined ? {} : { start, exclusiveStart }), ...(end === undefined ? {} : { end }), limit: STATS_SLICE })) {
        read++;
        start = key;
        visit(key[0], value);
      }
      if (read < STATS_SLICE) return;
      exclusiveStart = true;
      await yieldToEventLoop();
    }
  }

  /** The time of the oldest matching entry of a bucket known to hold one: its minutes first, then the entries of the first such minute. */
  async function earliestIn(bucket: TimeSpan, filter: DetectionLogFilter): Promise<number | null> {
    let minute: TimeSpan = bucket;
    if (bucket.to - bucket.from > MINUTE_MS) {
      for (const { key, value } of bucketsIn(counts.minutes, bucket)) {
        let n = 0;
        forEachCount(value, filter, (_type, _action, k) => (n += k));
        if (n > 0) {
          minute = { from: key, to: key + MINUTE_MS };
          break;
        }
      }
    }
    let earliest: number | null = null;
    await scanEntries(minute, (ms, record) => {
      if (earliest === null && matches(record, filter)) earliest = ms;
    });
    return earliest;
  }
}

/** The bucket's counts that the filter's entity type and action select. */
function forEachCount(counts: DetectionCounts, filter: DetectionLogFilter, visit: (entityType: string, action: Action, n: number) => void): void {
  for (const [entityType, byAction] of Object.entries(counts)) {
    if (filter.entityType !== undefined && entityType !== filter.entityType) continue;
    for (const [action, n] of Object.entries(byAction) as Array<[Action, number]>) {
      if (filter.action !== undefined && action !== filter.action) continue;
      if (n > 0) visit(entityType, action, n);
    }
  }
}
