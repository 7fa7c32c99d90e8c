/**
 * The one catalog of failures. Every failure Veil reports is a VeilError with a stable code;
 * src/http/error-response.ts is the only place that turns a code into a status and a body.
 * Errors that cross a thread boundary arrive as plain {code, message}: match on `code`.
 */

export const ERROR_CATALOG = {
  invalid_json: { status: 400, type: 'invalid_request_error' },
  invalid_request: { status: 400, type: 'invalid_request_error' },
  model_not_found: { status: 400, type: 'invalid_request_error' },
  invalid_pattern: { status: 400, type: 'invalid_request_error' },
  model_load_failed: { status: 422, type: 'invalid_request_error' },
  provider_rejected_request: { status: 400, type: 'invalid_request_error' },
  unauthorized: { status: 401, type: 'auth' },
  invalid_credentials: { status: 401, type: 'auth' },
  forbidden: { status: 403, type: 'auth' },
  content_blocked: { status: 403, type: 'content_blocked' },
  route_not_found: { status: 404, type: 'not_found' },
  user_not_found: { status: 404, type: 'not_found' },
  api_key_not_found: { status: 404, type: 'not_found' },
  method_not_allowed: { status: 405, type: 'method_not_allowed' },
  username_taken: { status: 409, type: 'conflict' },
  last_admin: { status: 409, type: 'conflict' },
  payload_too_large: { status: 413, type: 'payload_too_large' },
  detection_budget_exceeded: { status: 413, type: 'payload_too_large' },
  rate_limit_exceeded: { status: 429, type: 'rate_limit_exceeded' },
  login_throttled: { status: 429, type: 'rate_limit_exceeded' },
  provider_rate_limited: { status: 429, type: 'rate_limit_exceeded' },
  internal_error: { status: 500, type: 'internal_error' },
  provider_unavailable: { status: 503, type: 'provider_unavailable' },
  provider_auth_failed: { status: 503, type: 'provider_unavailable' },
  shutting_down: { status: 503, type: 'service_unavailable' },
  detection_unavailable: { status: 503, type: 'service_unavailable' },
} as const satisfies Record<string, { status: number; type: string }>;

export type ErrorCode = keyof typeof ERROR_CATALOG;

export interface ContentBlockedDetails {
  readonly reason: string;
  readonly confidence: number;
  readonly direction: 'input' | 'output';
}

export interface VeilErrorOptions {
  /** The request field at fault, reported as `param` (e.g. "messages[0].role"). */
  readonly param?: string;
  /** Seconds until a retry can succeed; becomes the Retry-After header. */
  readonly retryAfterSeconds?: number;
  /** Only for content_blocked. */
  readonly blocked?: ContentBlockedDetails;
  /** Methods the route accepts; only for method_not_allowed. */
  readonly allow?: readonly string[];
  readonly cause?: unknown;
}

export class VeilError extends Error {
  override readonly name = 'VeilError';
  readonly code: ErrorCode;
  readonly options: VeilErrorOptions;

  constructor(code: ErrorCode, message: string, options: VeilErrorOptions = {}) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.code = code;
    this.options = options;
  }
}

export function isVeilError(value: unknown): value is VeilError {
  return value instanceof VeilError;
}

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && Object.hasOwn(ERROR_CATALOG, value);
}
