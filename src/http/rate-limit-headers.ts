import type { RateLimitState } from '../auth/rate-limiter.js';

/** The x-ratelimit-* headers, in OpenAI's format (reset as a duration such as "6m0s" or "250ms"). */
export function rateLimitHeaders(state: RateLimitState): Array<readonly [string, string]> {
  return [
    ['x-ratelimit-limit-requests', String(state.limit)],
    ['x-ratelimit-remaining-requests', String(state.remaining)],
    ['x-ratelimit-reset-requests', formatDuration(state.resetMs)],
  ];
}

export function formatDuration(ms: number): string {
  if (ms < 1000) return `${Math.max(0, Math.ceil(ms))}ms`;
  const totalSeconds = Math.ceil(ms / 100) / 10;
  const minutes = Math.floor(totalSeconds / 60);
  const seconds = Math.round((totalSeconds - minutes * 60) * 10) / 10;
  return minutes > 0 ? `${minutes}m${seconds}s` : `${seconds}s`;
}
