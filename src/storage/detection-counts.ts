import type { Database } from 'lmdb';
import type { Action } from '../core/entities.js';

/**
 * Pre-aggregated detection counts, so that statistics over a month of a busy gateway's log read
 * a few hundred small records instead of every log entry. Every log entry is counted in the
 * bucket of its minute and in the bucket of its hour, in the same write transaction that stores
 * (or deletes) the entry: the counts never disagree with the log.
 *
 * A time range is answered from whole hours, then whole minutes at its two ends, then the log
 * entries of the partial minutes at its very ends (countPlan).
 */

/** One bucket: entity type → action → how many entries. */
export type DetectionCounts = Record<string, Partial<Record<Action, number>>>;

/** minutes / hours: bucket start (epoch ms, a multiple of the unit) → counts. */
export interface CountBuckets {
  readonly minutes: Database<DetectionCounts, number>;
  readonly hours: Database<DetectionCounts, number>;
}

export const MINUTE_MS = 60_000;
export const HOUR_MS = 3_600_000;

/** What one log entry contributes. */
export interface CountedEntry {
  readonly ms: number;
  readonly entityType: string;
  readonly action: Action;
}

/** Count changes per bucket, gathered before they are written once per bucket. */
export class CountDeltas {
  private readonly minutes = new Map<number, DetectionCounts>();
  private readonly hours = new Map<number, DetectionCounts>();

  add(entry: CountedEntry, sign: 1 | -1): void {
    bump(this.minutes, Math.floor(entry.ms / MINUTE_MS) * MINUTE_MS, entry, sign);
    bump(this.hours, Math.floor(entry.ms / HOUR_MS) * HOUR_MS, entry, sign);
  }

  /** Must run inside a write transaction: each bucket is read, changed and written back. */
  applyTo(buckets: CountBuckets): void {
    applyAll(buckets.minutes, this.minutes);
    applyAll(buckets.hours, this.hours);
  }
}

function bump(buckets: Map<number, DetectionCounts>, start: number, entry: CountedEntry, sign: 1 | -1): void {
  let counts = buckets.get(start);
  if (counts === undefined) buckets.set(start, (counts = {}));
  const byAction = (counts[entry.entityType] ??= {});
  byAction[entry.action] = (byAction[entry.action] ?? 0) + sign;
}

function applyAll(db: Database<DetectionCounts, number>, deltas: ReadonlyMap<number, DetectionCounts>): void {
  for (const [start, delta] of deltas) {
    const merged: DetectionCounts = {};
    for (const counts of [db.get(start) ?? {}, delta]) {
      for (const [entityType, byAction] of Object.entries(counts)) {
        for (const [action, n] of Object.entries(byAction) as Array<[Action, number]>) {
          const into = (merged[entityType] ??= {});
          into[action] = (into[action] ?? 0) + n;
        }
      }
    }
    const kept = prune(merged);
    if (Object.keys(kept).length === 0) db.removeSync(start);
    else db.putSync(start, kept);
  }
}

/** Without the zero counts (and the types left with none): an emptied bucket is deleted. */
function prune(counts: DetectionCounts): DetectionCounts {
  const kept: DetectionCounts = {};
  for (const [entityType, byAction] of Object.entries(counts)) {
    for (const [action, n] of Object.entries(byAction) as Array<[Action, number]>) {
      if (n !== 0) (kept[entityType] ??= {})[action] = n;
    }
  }
  return kept;
}

/** A half-open time range [from, to) in epoch ms; either end may be infinite. */
export interface TimeSpan {
  readonly from: number;
  readonly to: number;
}

export interface CountPiece extends TimeSpan {
  /** Where the range's count comes from: hour or minute buckets, or the log entries themselves. */
  readonly source: 'hours' | 'minutes' | 'entries';
}

const ceilTo = (ms: number, unit: number): number => (Number.isFinite(ms) ? Math.ceil(ms / unit) * unit : ms);
const floorTo = (ms: number, unit: number): number => (Number.isFinite(ms) ? Math.floor(ms / unit) * unit : ms);

/**
 * The range cut into pieces, oldest first, that together cover it exactly once: whole hours from
 * hour buckets, whole minutes from minute buckets, and the rest (under a minute at each end)
 * from the log entries.
 */
export function countPlan(span: TimeSpan): CountPiece[] {
  const { from, to } = span;
  if (!(from < to)) return [];
  const fromMinute = ceilTo(from, MINUTE_MS);
  const toMinute = floorTo(to, MINUTE_MS);
  if (!(fromMinute < toMinute)) return [{ source: 'entries', from, to }];
  const fromHour = ceilTo(from, HOUR_MS);
  const toHour = floorTo(to, HOUR_MS);
  const pieces: CountPiece[] =
    fromHour < toHour
      ? [
          { source: 'entries', from, to: fromMinute },
          { source: 'minutes', from: fromMinute, to: fromHour },
          { source: 'hours', from: fromHour, to: toHour },
          { source: 'minutes', from: toHour, to: toMinute },
          { source: 'entries', from: toMinute, to },
        ]
      : [
          { source: 'entries', from, to: fromMinute },
          { source: 'minutes', from: fromMinute, to: toMinute },
          { source: 'entries', from: toMinute, to },
        ];
  return pieces.filter((piece) => piece.from < piece.to);
}

/** The buckets whose start lies in the span, oldest first (the span's ends are multiples of the unit). */
export function bucketsIn(db: Database<DetectionCounts, number>, span: TimeSpan): Iterable<{ key: number; value: DetectionCounts }> {
  return db.getRange({
    ...(Number.isFinite(span.from) ? { start: span.from } : {}),
    ...(Number.isFinite(span.to) ? { end: span.to } : {}),
  });
}
