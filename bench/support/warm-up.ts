import { load } from './run-target.js';

/**
 * Loads every target until its JIT has settled, before anything is measured. A server's first
 * tens of seconds under load are not its steady state: V8 keeps optimizing functions that become
 * hot late, and when clients hang up on requests in flight (every autocannon run ends so) the
 * aborted provider calls change the shapes of undici's objects, and the optimized code that
 * depended on them is thrown away and compiled again. Measured on Veil at 50 connections, in runs
 * of 5 s: 226, 159, 16, 7 and 0 functions optimized per run; each of V8's four worker threads
 * (compiler and GC) took 55–75 µs of CPU per request early on and 7–10 µs from the fourth run on.
 * A bare proxy has far less code and settles within seconds. Gateways run for days, so the figures
 * that matter are the settled ones, for the baseline as much as for Veil: every target gets the
 * same warm-up (docs/performance.md, session 10).
 */
export interface WarmUpTarget {
  readonly url: string;
  readonly headers: Record<string, string>;
  readonly bodies: readonly string[];
}

/** The default, from the measurements above: four 5-second runs per target. */
export const DEFAULT_WARM_UP_SECONDS = 20;
const SLICE_SECONDS = 5;

/**
 * Loads the targets in turn, `seconds` each in all, in slices so that each run also ends with
 * clients hanging up (the path that deoptimizes) and the next run finds it compiled.
 */
export async function warmUp(targets: readonly WarmUpTarget[], seconds: number, log: (line: string) => void = () => {}): Promise<void> {
  if (seconds <= 0) return;
  const slices = Math.max(1, Math.round(seconds / SLICE_SECONDS));
  for (let slice = 0; slice < slices; slice++) {
    for (const target of targets) {
      const result = await load(target.url, { connections: 50, durationSeconds: seconds / slices, headers: target.headers, bodies: target.bodies });
      if (result.non2xx > 0 || result.errors > 0) throw new Error(`warm-up of ${target.url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
    }
    log(`warm-up ${slice + 1}/${slices} done`);
  }
}
