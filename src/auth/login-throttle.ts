import type { Clock } from '../core/clock.js';

/** decisions.md §2: 10 failures per username or 50 per client address within 15 minutes. */
export interface LoginLimits {
  readonly perUsername: number;
  readonly perAddress: number;
  readonly windowMs: number;
}
export const LOGIN_LIMITS: LoginLimits = { perUsername: 10, perAddress: 50, windowMs: 15 * 60 * 1000 };

export interface LoginThrottle {
  /** Milliseconds until this username/address may try again; 0 when allowed now. */
  blockedForMs(username: string, address: string): number;
  recordFailure(username: string, address: string): void;
  /** A successful login clears the username's failures (the address keeps its count). */
  recordSuccess(username: string): void;
  sweep(): void;
}

/** Sliding window: the timestamps of recent failures, per username and per address. */
export function createLoginThrottle(clock: Clock, limits: LoginLimits = LOGIN_LIMITS): LoginThrottle {
  const byUsername = new Map<string, number[]>();
  const byAddress = new Map<string, number[]>();

  const recent = (map: Map<string, number[]>, key: string, now: number): number[] => {
    const times = map.get(key);
    if (times === undefined) return [];
    const cutoff = now - limits.windowMs;
    let drop = 0;
    while (drop < times.length && (times[drop] ?? 0) <= cutoff) drop++;
    if (drop > 0) times.splice(0, drop);
    if (times.length === 0) map.delete(key);
    return times;
  };
  const waitMs = (times: readonly number[], max: number, now: number): number => {
    if (times.length < max) return 0;
    // Blocked until enough of the oldest failures leave the window to fall below the limit.
    const freeing = times[times.length - max] ?? now;
    return Math.max(1, freeing + limits.windowMs - now);
  };
  const push = (map: Map<string, number[]>, key: string, now: number, max: number): void => {
    const times = recent(map, key, now);
    times.push(now);
    if (times.length > max) times.splice(0, times.length - max);
    map.set(key, times);
  };

  return {
    blockedForMs(username, address) {
      const now = clock.nowMs();
      return Math.max(
        waitMs(recent(byUsername, username, now), limits.perUsername, now),
        waitMs(recent(byAddress, address, now), limits.perAddress, now),
      );
    },
    recordFailure(username, address) {
      const now = clock.nowMs();
      push(byUsername, username, now, limits.perUsername);
      push(byAddress, address, now, limits.perAddress);
    },
    recordSuccess(username) {
      byUsername.delete(username);
    },
    sweep() {
      const now = clock.nowMs();
      for (const key of [...byUsername.keys()]) recent(byUsername, key, now);
      for (const key of [...byAddress.keys()]) recent(byAddress, key, now);
    },
  };
}
