import { EventEmitter } from 'node:events';
import { Agent, errors as undiciErrors } from 'undici';
import type { Disconnect } from '../core/disconnect.js';
import { VeilError } from '../core/errors.js';
import type { ProviderAdapter, UpstreamRequest } from './contract.js';
import { isRetryableStatus, parseRetryAfter, upstreamError } from './upstream-errors.js';

/**
 * The only module that talks to providers over the network (undici). One Agent keeps a pool of
 * keep-alive connections per provider origin. A call is retried once (upstream.retries) when it
 * failed before the first byte of a reply: the connection broke or the provider answered 5xx.
 * Nothing reached the model's output in that case, so resending the same request is safe.
 */
export interface TransportOptions {
  /** The whole call until the first byte of a 2xx reply, retries included (upstream.timeout_ms). */
  readonly timeoutMs: number;
  readonly connectTimeoutMs: number;
  /** Longest silence between two chunks of a reply's body. */
  readonly bodyTimeoutMs: number;
  readonly retries: number;
  /** Keep-alive connections per provider origin. */
  readonly connectionsPerOrigin: number;
}

/** A provider's 2xx reply, headers received, body not yet read. */
export interface UpstreamReply {
  /** The body's bytes as they arrive; iterating after the client went away throws. */
  readonly body: AsyncIterable<Uint8Array>;
  /** The whole body as text (non-streamed calls), refused past `maxBytes`. */
  text(maxBytes: number): Promise<string>;
  /** Stops reading and frees the connection (idempotent). */
  discard(): void;
}

export interface Transport {
  /**
   * Sends a request and resolves once a 2xx reply's headers arrive. Rejects with a VeilError
   * (decisions.md §3): provider_unavailable (unreachable, timed out, 5xx after the retry),
   * provider_rate_limited, provider_auth_failed, provider_rejected_request. When the client
   * goes away (`client`), the call, and later the body, ends with the disconnect's reason.
   */
  send(adapter: ProviderAdapter, request: UpstreamRequest, client: Disconnect): Promise<UpstreamReply>;
  close(): Promise<void>;
}

/** Error bodies are read only for their message: a provider's is small, a broken one need not be. */
const MAX_ERROR_BODY_BYTES = 64 * 1024;

export function createTransport(options: TransportOptions): Transport {
  const agent = new Agent({
    connections: options.connectionsPerOrigin,
    connect: { timeout: options.connectTimeoutMs },
    // The call's own deadline (below) covers the headers; undici's would fire per attempt.
    headersTimeout: 0,
    bodyTimeout: options.bodyTimeoutMs,
    keepAliveTimeout: 30_000,
  });

  return {
    async send(adapter, request, client) {
      client.throwIfHappened();
      // One abort source for the call's lifetime: the deadline aborts it until the first byte,
      // the client's disconnect at any time (the body's reading included).
      const upstream = new UpstreamAbort();
      const release = client.listen((reason) => upstream.abort(reason));
      let timedOut = false;
      const deadline = setTimeout(() => {
        timedOut = true;
        upstream.abort(new DOMException('upstream deadline passed', 'TimeoutError'));
      }, options.timeoutMs);

      const target = targetOf(request.url);
      let lastError: VeilError | undefined;
      try {
        for (let attempt = 0; attempt <= options.retries; attempt++) {
          let response: Awaited<ReturnType<Agent['request']>>;
          try {
            response = await agent.request({
              origin: target.origin,
              path: target.path,
              method: 'POST',
              headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream', ...request.headers },
              body: request.body,
              signal: upstream,
            });
          } catch (error) {
            client.throwIfHappened();
            if (timedOut) throw timeout(adapter, options.timeoutMs);
            lastError = new VeilError('provider_unavailable', `the ${adapter.kind} provider is unreachable (${describeNetworkError(error)})`, { cause: error });
            continue;
          }
          if (response.statusCode >= 200 && response.statusCode < 300) {
            clearTimeout(deadline);
            return reply(adapter, response.body, client, release);
          }
          const failureBody = await readCapped(response.body, MAX_ERROR_BODY_BYTES).catch(() => '');
          const retryAfter = response.headers['retry-after'];
          const failure = {
            status: response.statusCode,
            body: failureBody,
            ...optionalRetryAfter(parseRetryAfter(Array.isArray(retryAfter) ? retryAfter[0] : retryAfter, Date.now())),
          };
          const error = upstreamError(adapter.kind, failure, adapter.errorMessage(failure));
          if (!isRetryableStatus(response.statusCode)) throw error;
          lastError = error;
        }
        throw lastError ?? new VeilError('provider_unavailable', `the ${adapter.kind} provider failed`);
      } catch (error) {
        clearTimeout(deadline);
        release();
        throw error;
      }
    },
    close: () => agent.close(),
  };
}

/**
 * What aborts an upstream call. undici takes an EventEmitter as well as an AbortSignal, and an
 * AbortController costs several microseconds to create on Node 20 (its EventTarget machinery),
 * once per chat request on the gateway's hottest path.
 */
class UpstreamAbort extends EventEmitter {
  aborted = false;
  reason: unknown = undefined;

  abort(reason: unknown): void {
    if (this.aborted) return;
    this.aborted = true;
    this.reason = reason;
    this.emit('abort');
  }
}

/**
 * Where a request goes, as undici takes it. Parsed once per distinct URL: the URLs come from the
 * configuration (an origin and a path per model), and a WHATWG URL parse costs microseconds.
 */
interface Target {
  readonly origin: string;
  readonly path: string;
}
const MAX_TARGETS = 1024;
const targets = new Map<string, Target>();

function targetOf(url: string): Target {
  let target = targets.get(url);
  if (target === undefined) {
    const parsed = new URL(url);
    target = { origin: parsed.origin, path: parsed.pathname + parsed.search };
    // A bound for configurations that build URLs from request data (none does today).
    if (targets.size >= MAX_TARGETS) targets.clear();
    targets.set(url, target);
  }
  return target;
}

function optionalRetryAfter(seconds: number | undefined): { retryAfterSeconds?: number } {
  return seconds === undefined ? {} : { retryAfterSeconds: seconds };
}

function timeout(adapter: ProviderAdapter, timeoutMs: number): VeilError {
  return new VeilError('provider_unavailable', `the ${adapter.kind} provider did not answer within ${timeoutMs} ms`);
}

type ResponseBody = Awaited<ReturnType<Agent['request']>>['body'];

function reply(adapter: ProviderAdapter, body: ResponseBody, client: Disconnect, release: () => void): UpstreamReply {
  let isDone = false;
  // A body that breaks off (socket closed, body timeout) is the provider failing mid-reply; a
  // client that went away is not a failure to report.
  const brokeOff = (error: unknown): unknown =>
    client.happened || error instanceof VeilError
      ? error
      : new VeilError('provider_unavailable', `the ${adapter.kind} provider broke off its reply (${describeNetworkError(error)})`, { cause: error });
  const done = (): void => {
    if (isDone) return;
    isDone = true;
    release();
  };
  return {
    body: (async function* chunks() {
      try {
        for await (const chunk of body) yield chunk as Uint8Array;
      } catch (error) {
        throw brokeOff(error);
      } finally {
        done();
      }
    })(),
    async text(maxBytes) {
      try {
        return await readCapped(body, maxBytes);
      } catch (error) {
        throw brokeOff(error);
      } finally {
        done();
      }
    },
    discard() {
      if (!body.destroyed) body.destroy();
      done();
    },
  };
}

// Read with for-await: through 'data' events, the chat benchmark lost 10-13 % of its requests per
// second (two same-run A/B runs, session 8), though a loop of bare undici calls gained.
async function readCapped(body: ResponseBody, maxBytes: number): Promise<string> {
  const parts: Buffer[] = [];
  let size = 0;
  for await (const chunk of body) {
    const buffer = chunk as Buffer;
    size += buffer.byteLength;
    if (size > maxBytes) {
      body.destroy();
      throw new VeilError('provider_unavailable', `the provider's reply exceeds ${maxBytes} bytes`);
    }
    parts.push(buffer);
  }
  return Buffer.concat(parts, size).toString('utf8');
}

/** A network failure in words an operator can act on, without internals. */
function describeNetworkError(error: unknown): string {
  if (error instanceof undiciErrors.ConnectTimeoutError) return 'connect timeout';
  if (error instanceof undiciErrors.SocketError) return 'connection closed by the provider';
  if (error instanceof undiciErrors.BodyTimeoutError) return 'body timeout';
  const code = typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : undefined;
  return code ?? 'network error';
}
