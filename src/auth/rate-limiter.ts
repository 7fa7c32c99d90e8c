import type { Clock } from '../core/clock.js';

/** What the x-ratelimit-* headers report after one request was counted. */
export interface RateLimitState {
  readonly allowed: boolean;
  readonly limit: number;
  readonly remaining: number;
  /** Time until the bucket is full again (x-ratelimit-reset-requests). */
  readonly resetMs: number;
  /** Time until one request is allowed again; 0 when allowed. */
  readonly retryAfterMs: number;
}

export interface RateLimiter {
  /** Takes one token from the bucket named `key`, whose capacity is `rpm` requests per minute. */
  take(key: string, rpm: number): RateLimitState;
  /** Drops buckets that have refilled completely; they would start full anyway. */
  sweep(): void;
  size(): number;
}

interface Bucket {
  tokens: number;
  updatedMs: number;
  rpm: number;
}

/**
 * Token bucket per principal: capacity `rpm`, refilled continuously at rpm/60 tokens a second,
 * so a client may burst up to its minute's allowance and then proceeds at the steady rate.
 */
export function createRateLimiter(clock: Clock): RateLimiter {
  const buckets = new Map<string, Bucket>();
  const refill = (bucket: Bucket, now: number): void => {
    const elapsed = Math.max(0, now - bucket.updatedMs);
    bucket.tokens = Math.min(bucket.rpm, bucket.tokens + (elapsed * bucket.rpm) / 60_000);
    bucket.updatedMs = now;
  };
  return {
    take(key, rpm) {
      const now = clock.nowMs();
      let bucket = buckets.get(key);
      if (bucket === undefined) {
        bucket = { tokens: rpm, updatedMs: now, rpm };
        buckets.set(key, bucket);
      } else {
        if (bucket.rpm !== rpm) {
          // The key's limit was changed: keep the fraction used, scaled to the new capacity.
          bucket.tokens = (bucket.tokens / bucket.rpm) * rpm;
          bucket.rpm = rpm;
        }
        refill(bucket, now);
      }
      const msPerToken = 60_000 / rpm;
      const allowed = bucket.tokens >= 1;
      if (allowed) bucket.tokens -= 1;
      return {
        allowed,
        limit: rpm,
        remaining: Math.floor(bucket.tokens),
        resetMs: Math.ceil((rpm - bucket.tokens) * msPerToken),
        retryAfterMs: allowed ? 0 : Math.ceil((1 - bucket.tokens) * msPerToken),
      };
    },
    sweep() {
      const now = clock.nowMs();
      for (const [key, bucket] of buckets) {
        refill(bucket, now);
        if (bucket.tokens >= bucket.rpm) buckets.delete(key);
      }
    },
    size: () => buckets.size,
  };
}
