import { VeilError } from '../core/errors.js';
import type { ProviderKind, UpstreamFailure } from './contract.js';

/**
 * What a provider's refusal means for Veil's caller (decisions.md §3), in one place:
 * 429 → 429 (the provider's Retry-After kept); 401/403 → 503, the gateway's own key is at fault,
 * not the caller's token; other 4xx → 400 with the provider's message; 5xx → 503.
 */
export function upstreamError(kind: ProviderKind, failure: UpstreamFailure, message: string): VeilError {
  const { status } = failure;
  if (status === 429) {
    return new VeilError(
      'provider_rate_limited',
      `the ${kind} provider is rate-limiting requests: ${message}`,
      failure.retryAfterSeconds === undefined ? {} : { retryAfterSeconds: failure.retryAfterSeconds },
    );
  }
  if (status === 401 || status === 403) {
    return new VeilError('provider_auth_failed', `the ${kind} provider refused the gateway's credentials (upstream ${status}); check the provider's API key in Veil's configuration`);
  }
  if (status >= 400 && status < 500) return new VeilError('provider_rejected_request', `the ${kind} provider rejected the request: ${message}`);
  return new VeilError('provider_unavailable', `the ${kind} provider failed (upstream ${status}) after the retry`);
}

/** Whether a failed reply may be retried: the provider's side broke, so the same request can succeed. */
export function isRetryableStatus(status: number): boolean {
  return status >= 500;
}

/** Retry-After in seconds from the header's value (seconds or an HTTP date). */
export function parseRetryAfter(value: string | undefined, nowMs: number): number | undefined {
  if (value === undefined || value === '') return undefined;
  const seconds = Number(value);
  if (Number.isFinite(seconds) && seconds >= 0) return seconds;
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, (date - nowMs) / 1000);
}
