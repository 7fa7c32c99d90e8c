import type { z } from 'zod';
import { VeilError } from '../core/errors.js';
import type { UpstreamFailure } from './contract.js';

/**
 * The few helpers every adapter needs the same way: reading a provider's JSON into a typed shape,
 * joining URLs, refusing a parameter, and pulling the provider's message out of an error body.
 */

/** A body the provider sent, parsed and checked against its wire schema; anything else is the provider's fault (503). */
export function parseProviderJson<S extends z.ZodType>(schema: S, text: string, what: string): z.output<S> {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new VeilError('provider_unavailable', `the provider's ${what} is not JSON`, { cause: error });
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const at = issue === undefined || issue.path.length === 0 ? '' : ` at ${issue.path.join('.')}`;
    throw new VeilError('provider_unavailable', `the provider's ${what} does not have the expected shape${at}`, { cause: parsed.error });
  }
  return parsed.data;
}

/** base + path, whether or not the configured base URL ends with a slash. */
export function joinUrl(base: string, path: string): string {
  return `${base.replace(/\/+$/, '')}${path}`;
}

/** The parameter a provider cannot take: refused (400) rather than silently dropped. */
export function unsupportedParam(param: string, message: string): VeilError {
  return new VeilError('invalid_request', message, { param });
}

/** Provider messages are passed on to the caller; a runaway one must not become a huge 400 body. */
export const MAX_PROVIDER_MESSAGE_LENGTH = 500;

/**
 * The provider's own message from an error body. All four providers nest it as `error.message`
 * (Anthropic inside `{type: "error", error: {...}}`; Gemini sometimes wraps the body in a one-element
 * array). Anything else, an HTML page from a proxy for instance, gets a short generic text.
 */
export function providerErrorMessage(failure: UpstreamFailure): string {
  const message = errorMessageOf(safeJson(failure.body));
  if (message === undefined || message.trim() === '') return `the provider answered HTTP ${failure.status} without an error message`;
  return truncate(message.trim(), MAX_PROVIDER_MESSAGE_LENGTH);
}

/** `error.message` of a provider's error object, when it has one. */
export function errorMessageOf(json: unknown): string | undefined {
  const body = Array.isArray(json) ? (json as unknown[])[0] : json;
  if (!isRecord(body)) return undefined;
  const error = body['error'];
  if (typeof error === 'string') return error;
  if (!isRecord(error)) return undefined;
  const message = error['message'];
  return typeof message === 'string' ? message : undefined;
}

export function isRecord(value: unknown): value is Readonly<Record<string, unknown>> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** Cuts at a code point boundary, so a surrogate pair is never split. */
export function truncate(text: string, max: number): string {
  if (text.length <= max) return text;
  let end = max - 1;
  const last = text.charCodeAt(end - 1);
  if (last >= 0xd800 && last <= 0xdbff) end -= 1;
  return `${text.slice(0, end)}…`;
}
