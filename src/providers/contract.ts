import type { Completion, CompletionEvent, CompletionRequest } from '../core/chat.js';
import type { VeilError } from '../core/errors.js';

/** The provider kinds of decisions.md §1. Azure is the cloud-hosted variant of openai. */
export const PROVIDER_KINDS = ['openai', 'azure', 'anthropic', 'google'] as const;
export type ProviderKind = (typeof PROVIDER_KINDS)[number];

/** An HTTP request to a provider, as an adapter builds it; transport.ts sends it. */
export interface UpstreamRequest {
  /** Absolute URL (base URL + path + query). */
  readonly url: string;
  readonly headers: Readonly<Record<string, string>>;
  /** The JSON body, serialized. */
  readonly body: string;
}

/** An upstream reply whose status is not 2xx, as transport.ts read it (body capped, as text). */
export interface UpstreamFailure {
  readonly status: number;
  readonly body: string;
  /** The upstream's Retry-After, in seconds, when it sent one. */
  readonly retryAfterSeconds?: number;
}

/**
 * Reads one provider's stream body. The transport feeds it the body's bytes as they arrive
 * (already split at no particular boundary) and calls end() once the body is complete; both
 * return the events that the bytes so far complete. Throws VeilError('provider_unavailable')
 * on a malformed stream or an error event from the provider.
 */
export interface StreamDecoder {
  push(chunk: Uint8Array): CompletionEvent[];
  end(): CompletionEvent[];
}

/**
 * One provider kind: pure translation between Veil's chat types and the provider's wire format.
 * No I/O here: transport.ts sends what buildRequest returns, so adapters are tested on bytes.
 * The rest of Veil never branches on the provider kind; it calls these.
 */
export interface ProviderAdapter {
  readonly kind: ProviderKind;
  /**
   * The provider's request for a completion. Throws VeilError('invalid_request', …, {param}) for a
   * parameter this provider cannot take (rather than dropping it silently).
   */
  buildRequest(request: CompletionRequest, options: { readonly stream: boolean }): UpstreamRequest;
  /** The reply of a 2xx non-streamed call, parsed from its body text. Throws provider_unavailable when it is not the provider's shape. */
  parseResponse(body: string): Completion;
  /** A fresh decoder for one streamed reply. */
  createStreamDecoder(): StreamDecoder;
  /** The provider's error message from a failed reply's body, for the 400 that passes it on (decisions.md §3). */
  errorMessage(failure: UpstreamFailure): string;
}

/** The settings of one configured provider, as the adapters need them. */
export interface ProviderSettings {
  readonly kind: ProviderKind;
  readonly apiKey: string;
  /** openai, anthropic, google: the base URL (openai's includes /v1). azure: the resource endpoint. */
  readonly baseUrl: string;
  /** azure only. */
  readonly apiVersion?: string;
}

export type AdapterFactory = (settings: ProviderSettings) => ProviderAdapter;

/** Re-exported for adapters: the error type they throw. */
export type { VeilError };
