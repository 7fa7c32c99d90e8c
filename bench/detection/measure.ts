/** Timing and statistics helpers for engines.bench.ts. */
import { MatchSink, type Strategy } from './strategies.js';

export interface Workload {
  readonly name: string;
  readonly messages: readonly string[];
  /** Total UTF-8 bytes: MB/s is always UTF-8 bytes per second (1 MB = 10^6 bytes). */
  readonly bytes: number;
}

export function workload(name: string, messages: readonly string[]): Workload {
  return { name, messages, bytes: messages.reduce((n, m) => n + Buffer.byteLength(m, 'utf8'), 0) };
}

export interface Sample {
  readonly mbPerSecond: number;
  readonly p50Micros: number;
  readonly p99Micros: number;
}

const sink = new MatchSink();

/** One pass over every message; returns the wall time in ms. The sink is reused, as in a server. */
function pass(strategy: Strategy, messages: readonly string[]): number {
  const started = performance.now();
  for (const message of messages) {
    sink.reset();
    strategy.scan(message, sink);
  }
  return performance.now() - started;
}

/** Per-message hrtime, in µs; a separate pass so the timer calls do not weigh on MB/s. */
function latencies(strategy: Strategy, messages: readonly string[]): Float64Array {
  const out = new Float64Array(messages.length);
  for (let i = 0; i < messages.length; i++) {
    const message = messages[i] ?? '';
    const started = process.hrtime.bigint();
    sink.reset();
    strategy.scan(message, sink);
    out[i] = Number(process.hrtime.bigint() - started) / 1000;
  }
  return out;
}

/**
 * One round: warm-up passes, then timed passes until `budgetMs` is spent (at least one), then one
 * latency pass. Throughput is total bytes over total time of the timed passes.
 */
export function measure(strategy: Strategy, load: Workload, options: { warmupPasses: number; budgetMs: number }): Sample {
  for (let i = 0; i < options.warmupPasses; i++) pass(strategy, load.messages);
  let elapsed = 0;
  let passes = 0;
  do {
    elapsed += pass(strategy, load.messages);
    passes++;
  } while (elapsed < options.budgetMs);
  const times = latencies(strategy, load.messages).sort();
  return {
    mbPerSecond: (load.bytes * passes) / (elapsed * 1000),
    p50Micros: percentile(times, 0.5),
    p99Micros: percentile(times, 0.99),
  };
}

/** Nearest-rank percentile of sorted values. */
export function percentile(sorted: ArrayLike<number>, q: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1));
  return sorted[rank] ?? Number.NaN;
}

export function median(values: readonly number[]): number {
  return percentile(Float64Array.from(values).sort(), 0.5);
}

/** Median of each field over rounds: robust to the odd round that shared the CPU with something. */
export function medianSample(samples: readonly Sample[]): Sample {
  return {
    mbPerSecond: median(samples.map((s) => s.mbPerSecond)),
    p50Micros: median(samples.map((s) => s.p50Micros)),
    p99Micros: median(samples.map((s) => s.p99Micros)),
  };
}

/** Wall time of one call in ms, median of `runs`. */
export function timeCall(fn: () => void, runs: number): number {
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    fn();
    times.push(performance.now() - started);
  }
  return median(times);
}

/** Fixed-width text table; the first column left-aligned, the rest right-aligned. */
export function table(header: readonly string[], rows: readonly (readonly string[])[]): string {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: readonly string[]): string =>
    cells.map((c, i) => (i === 0 ? c.padEnd(widths[i] ?? 0) : c.padStart(widths[i] ?? 0))).join('  ');
  return [line(header), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)].join('\n');
}

export const fixed = (n: number, digits: number): string => (Number.isFinite(n) ? n.toFixed(digits) : '—');
