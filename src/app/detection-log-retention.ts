import type { Clock } from '../core/clock.js';
import type { DetectionLogRepo } from '../storage/detection-log-repo.js';

const DAY_MS = 86_400_000;
/** How often old records are looked for; the first look is at start-up. */
const DEFAULT_INTERVAL_MS = 3_600_000;

export interface DetectionLogRetention {
  /** Purges now (after any purge already running); resolves to how many records went. */
  runNow(): Promise<number>;
  /** No further runs; resolves once a running purge has finished. */
  stop(): Promise<void>;
}

export interface DetectionLogRetentionDeps {
  readonly repo: DetectionLogRepo;
  readonly clock: Clock;
  /** logs.retention_days: records older than this many days are deleted. */
  readonly retentionDays: number;
  readonly intervalMs?: number;
  readonly onPurged: (count: number, cutoffMs: number) => void;
  readonly onError: (error: Error) => void;
}

/** Deletes detection-log records older than the retention period (decisions.md §6), in the background. */
export function startDetectionLogRetention(deps: DetectionLogRetentionDeps): DetectionLogRetention {
  let running: Promise<number> = Promise.resolve(0);
  let stopped = false;
  const purge = (): Promise<number> => {
    running = running.then(async () => {
      if (stopped) return 0;
      const cutoffMs = deps.clock.nowMs() - deps.retentionDays * DAY_MS;
      try {
        const count = await deps.repo.purgeBefore(cutoffMs);
        if (count > 0) deps.onPurged(count, cutoffMs);
        return count;
      } catch (error) {
        deps.onError(error instanceof Error ? error : new Error(String(error)));
        return 0;
      }
    });
    return running;
  };
  const timer = setInterval(() => void purge(), deps.intervalMs ?? DEFAULT_INTERVAL_MS).unref();
  void purge();
  return {
    runNow: purge,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
