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
  /** Newest first, strictly older than `before` when given. */
  list(options: { readonly limit: number; readonly before?: DetectionLogCursor }): DetectionLogPage;
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
    list({ limit, before }) {
      const records: DetectionLogRecord[] = [];
      let more = false;
      const range = detections.getRange({
        reverse: true,
        ...(before === undefined ? {} : { start: before, exclusiveStart: true }),
        // One extra entry tells whether another page exists without a second read.
        limit: limit + 1,
      });
      for (const { value } of range) {
        if (records.length === limit) {
          more = true;
          break;
        }
        records.push(value);
      }
      const last = records.at(-1);
      return { records, next: more && last !== undefined ? keyOfDetectionLogRecord(last) : null };
    },
  };
}
