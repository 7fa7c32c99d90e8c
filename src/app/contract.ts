import type { Disconnect } from '../core/disconnect.js';
import type { Principal } from '../core/principal.js';

/**
 * What a use case sees of an HTTP request, with no transport types: the http layer fills it
 * after routing, authentication and body parsing.
 */
export interface AppRequest<P extends Principal | undefined = Principal | undefined> {
  readonly requestId: string;
  readonly principal: P;
  readonly params: Readonly<Record<string, string>>;
  readonly query: URLSearchParams;
  /** The client address (X-Forwarded-For's first hop only when server.trust_proxy is on). */
  readonly clientAddress: string;
  /** The parsed JSON body; undefined for routes without one. */
  readonly body: unknown;
  /** Happens when the client goes away or the server gives up on the request. */
  readonly disconnect: Disconnect;
}

export type AuthenticatedRequest = AppRequest<Principal>;

/** A backpressure-aware byte sink for streamed responses (SSE). */
export interface StreamSink {
  /** Resolves once the chunk was handed to the socket or buffered below the high-water mark. */
  write(chunk: string | Uint8Array): Promise<void>;
  readonly disconnect: Disconnect;
}

export type AppResponse =
  | { readonly kind: 'json'; readonly status: number; readonly body: unknown; readonly headers?: Readonly<Record<string, string>> }
  | { readonly kind: 'text'; readonly status: number; readonly body: string; readonly contentType: string }
  | {
      readonly kind: 'stream';
      readonly status: number;
      readonly headers: Readonly<Record<string, string>>;
      /** Writes the body; the stream ends when the promise settles. */
      readonly run: (sink: StreamSink) => Promise<void>;
      /**
       * The last bytes of a stream whose run rejected after the headers, given the error's body
       * mapped as it would be for a JSON response (SSE: an error event, then `data: [DONE]`).
       * Absent: the stream just ends.
       */
      readonly failureEvent?: (errorBody: unknown) => string;
    };

export const json = (status: number, body: unknown, headers?: Readonly<Record<string, string>>): AppResponse =>
  headers === undefined ? { kind: 'json', status, body } : { kind: 'json', status, body, headers };
