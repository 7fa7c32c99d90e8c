import { ERROR_CATALOG, isErrorCode, isVeilError, VeilError } from '../core/errors.js';

export interface ErrorResponse {
  readonly status: number;
  readonly headers: Readonly<Record<string, string>>;
  readonly body: unknown;
}

/**
 * The only place where failures become HTTP. Three body shapes exist:
 *  - 401/403 authentication and authorization: spec 7.2 `{statusCode, message, error}`;
 *  - content_blocked: spec 7.2 `{error: {type, message, details}}`;
 *  - everything else: decisions.md §3 `{error: {type, message, code, param?}}`.
 * An unknown error becomes 500 internal_error with the request id and nothing of its internals.
 */
export function toErrorResponse(error: unknown, requestId: string): { response: ErrorResponse; isUnexpected: boolean } {
  const veil = asVeilError(error);
  if (veil === undefined) {
    return {
      isUnexpected: true,
      response: {
        status: 500,
        headers: {},
        body: { error: { type: 'internal_error', code: 'internal_error', message: `Internal server error (request id ${requestId})` } },
      },
    };
  }
  return { isUnexpected: false, response: shape(veil) };
}

function shape(error: VeilError): ErrorResponse {
  const { status, type } = ERROR_CATALOG[error.code];
  const headers: Record<string, string> = {};
  if (error.options.retryAfterSeconds !== undefined) headers['retry-after'] = String(Math.max(1, Math.ceil(error.options.retryAfterSeconds)));
  if (error.options.allow !== undefined) headers.allow = error.options.allow.join(', ');

  if (type === 'auth') {
    return { status, headers, body: { statusCode: status, message: error.message, error: status === 401 ? 'Unauthorized' : 'Forbidden' } };
  }
  if (type === 'content_blocked') {
    return {
      status,
      headers,
      body: { error: { type, message: 'Request blocked due to a policy violation', details: error.options.blocked ?? null } },
    };
  }
  const body: Record<string, unknown> = { type, code: error.code, message: error.message };
  if (error.options.param !== undefined) body.param = error.options.param;
  return { status, headers, body: { error: body } };
}

/** Errors from worker threads arrive as plain objects: rebuild them from their code. */
function asVeilError(error: unknown): VeilError | undefined {
  if (isVeilError(error)) return error;
  if (typeof error === 'object' && error !== null && 'code' in error && isErrorCode(error.code)) {
    const message = 'message' in error && typeof error.message === 'string' ? error.message : error.code;
    return new VeilError(error.code, message);
  }
  return undefined;
}
