/** Time source, injected so tests can move time (token expiry, rate-limit windows). */
export interface Clock {
  nowMs(): number;
}

export const systemClock: Clock = { nowMs: () => Date.now() };

export function unixSeconds(clock: Clock): number {
  return Math.floor(clock.nowMs() / 1000);
}

export function isoTimestamp(ms: number): string {
  return new Date(ms).toISOString();
}
