import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import uWS, { type HttpRequest, type HttpResponse } from 'uWebSockets.js';
import type { AppRequest, AppResponse } from '../app/contract.js';
import type { Authenticator } from '../auth/authenticator.js';
import type { RateLimiter } from '../auth/rate-limiter.js';
import { VeilError } from '../core/errors.js';
import { isAdmin, type Principal } from '../core/principal.js';
import type { Logger } from '../observability/logger.js';
import type { Metrics } from '../observability/metrics.js';
import { toErrorResponse } from './error-response.js';
import { Exchange } from './exchange.js';
import { rateLimitHeaders } from './rate-limit-headers.js';
import type { RouteSpec } from './route-spec.js';
import { Router, type RouteMatch } from './router.js';

export interface HttpServerDeps {
  readonly routes: readonly RouteSpec[];
  readonly authenticator: Authenticator;
  readonly rateLimiter: RateLimiter;
  readonly metrics: Metrics;
  readonly logger: Logger;
  readonly maxBodyBytes: number;
  readonly trustProxy: boolean;
  readonly accessLog: boolean;
}

export interface HttpServer {
  /** The bound port (useful when listening on port 0). */
  readonly port: number;
  inFlight(): number;
  /**
   * Stops accepting connections, answers new requests on open connections with 503, and
   * resolves once every in-flight request has finished or `graceMs` has passed (then it aborts
   * what is left). Resolves the number of requests that had to be aborted.
   */
  drain(graceMs: number): Promise<number>;
}

const REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;
const JSON_TYPE = /^application\/([a-z0-9.+-]*\+)?json\s*(;|$)/i;

export function listen(host: string, port: number, deps: HttpServerDeps): Promise<HttpServer> {
  const router = new Router(deps.routes);
  const app = uWS.App();
  const open = new Set<Exchange>();
  let isDraining = false;
  let onIdle: (() => void) | undefined;

  app.any('/*', (res, req) => {
    const startedMs = performance.now();
    // HttpRequest is stack-allocated: copy everything needed before the first await.
    const head = copyHead(req, deps.trustProxy);
    const requestId = REQUEST_ID.test(head.incomingId) ? head.incomingId : `req_${randomUUID().replaceAll('-', '')}`;
    // The Exchange attaches onAborted first thing: from here on, returning without answering is safe.
    const exchange = new Exchange(res, [['x-request-id', requestId]], head.method === 'HEAD');
    open.add(exchange);
    const match = router.match(head.method, head.path);
    const routeLabel = match.kind === 'found' ? match.route.path : 'unmatched';
    exchange.onFinished((status) => {
      open.delete(exchange);
      const elapsedMs = performance.now() - startedMs;
      deps.metrics.observeRequest(routeLabel, head.method, status, elapsedMs / 1000);
      if (deps.accessLog) deps.logger.info({ req_id: requestId, method: head.method, route: routeLabel, status, ms: Math.round(elapsedMs * 100) / 100 }, 'request');
      if (open.size === 0) onIdle?.();
    });
    try {
      dispatch(exchange, res, head, requestId, match);
    } catch (error) {
      failExchange(exchange, error, requestId, deps.logger);
    }
  });

  /** Synchronous part of a request: routing, authentication, rate limit, role; then the async rest. */
  function dispatch(exchange: Exchange, res: HttpResponse, head: RequestHead, requestId: string, match: RouteMatch<RouteSpec>): void {
    const fail = (error: unknown): void => failExchange(exchange, error, requestId, deps.logger);
    if (isDraining) {
      exchange.closeConnection = true;
      return fail(new VeilError('shutting_down', 'the gateway is shutting down; retry on a new connection'));
    }
    if (match.kind === 'not_found') return fail(new VeilError('route_not_found', `no route ${head.method} ${head.path}`));
    if (match.kind === 'method_not_allowed') {
      return fail(new VeilError('method_not_allowed', `${head.method} is not allowed on ${head.path}`, { allow: match.allow }));
    }
    const route = match.route;

    let clientAddress: string | undefined;
    const toRequest = <P extends Principal | undefined>(principal: P, body: unknown): AppRequest<P> => ({
      requestId,
      principal,
      params: match.params,
      // Read on first use, as the query is: only login needs it, and the peer's address costs a
      // system call (getpeername) per request. The response stays valid until it ends or aborts.
      get clientAddress() {
        return (clientAddress ??= head.forwardedFor.split(',')[0]?.trim() || Buffer.from(res.getRemoteAddressAsText()).toString());
      },
      body,
      // Built on first use: most handlers need neither.
      get query() {
        return new URLSearchParams(head.rawQuery);
      },
      disconnect: exchange.disconnect,
    });
    let invoke: (body: unknown) => Promise<AppResponse>;
    if (route.access === 'public') {
      invoke = (body) => route.handler(toRequest(undefined, body));
    } else {
      const principal = deps.authenticator.authenticate(head.authorization);
      invoke = (body) => route.handler(toRequest(principal, body));
      const limit = deps.rateLimiter.take(`${principal.kind}:${principal.id}`, principal.rateLimitRpm);
      for (const [name, value] of rateLimitHeaders(limit)) exchange.addHeader(name, value);
      if (!limit.allowed) {
        return fail(new VeilError('rate_limit_exceeded', `rate limit of ${limit.limit} requests per minute exceeded`, { retryAfterSeconds: limit.retryAfterMs / 1000 }));
      }
      if (route.access === 'admin' && !isAdmin(principal)) {
        return fail(new VeilError('forbidden', 'Insufficient permissions for this operation'));
      }
    }

    const declaredLength = head.contentLength === '' ? undefined : Number(head.contentLength);
    const body = route.hasBody ? exchange.readBody(deps.maxBodyBytes, declaredLength) : undefined;
    // The rejection is handled in run(); this keeps an early 413 from counting as unhandled.
    body?.catch(() => undefined);

    const run = async (): Promise<void> => {
      const parsed = body === undefined ? undefined : parseJsonBody(await body, head.contentType);
      const response = await invoke(parsed);
      await deliver(exchange, response, requestId, deps.logger);
    };
    run().catch(fail);
  }

  return new Promise((resolve, reject) => {
    app.listen(host, port, (listenSocket) => {
      if (listenSocket === false) {
        reject(new Error(`cannot listen on ${host}:${port}`));
        return;
      }
      resolve({
        port: uWS.us_socket_local_port(listenSocket),
        inFlight: () => open.size,
        drain(graceMs) {
          if (!isDraining) {
            isDraining = true;
            uWS.us_listen_socket_close(listenSocket);
            for (const exchange of open) exchange.closeConnection = true;
          }
          if (open.size === 0) return Promise.resolve(0);
          return new Promise((done) => {
            const timer = setTimeout(() => {
              const left = open.size;
              for (const exchange of open) failExchange(exchange, new VeilError('shutting_down', 'the gateway shut down before this request finished'), 'shutdown', deps.logger);
              done(left);
            }, graceMs);
            onIdle = () => {
              clearTimeout(timer);
              done(0);
            };
          });
        },
      });
    });
  });
}

interface RequestHead {
  readonly method: string;
  readonly path: string;
  readonly rawQuery: string;
  readonly incomingId: string;
  readonly authorization: string;
  readonly contentType: string;
  readonly contentLength: string;
  readonly forwardedFor: string;
}

function copyHead(req: HttpRequest, trustProxy: boolean): RequestHead {
  return {
    method: req.getCaseSensitiveMethod().toUpperCase(),
    path: req.getUrl(),
    rawQuery: req.getQuery(),
    incomingId: req.getHeader('x-request-id'),
    authorization: req.getHeader('authorization'),
    contentType: req.getHeader('content-type'),
    contentLength: req.getHeader('content-length'),
    forwardedFor: trustProxy ? req.getHeader('x-forwarded-for') : '',
  };
}

function parseJsonBody(raw: Buffer, contentType: string): unknown {
  if (raw.length === 0) return undefined;
  if (contentType !== '' && !JSON_TYPE.test(contentType)) {
    throw new VeilError('invalid_json', `Content-Type must be application/json, got '${contentType.slice(0, 100)}'`);
  }
  try {
    return JSON.parse(raw.toString('utf8')) as unknown;
  } catch (error) {
    throw new VeilError('invalid_json', `request body is not valid JSON: ${(error as Error).message}`);
  }
}

async function deliver(exchange: Exchange, response: AppResponse, requestId: string, logger: Logger): Promise<void> {
  switch (response.kind) {
    case 'json':
      exchange.sendJson(response.status, response.body, response.headers);
      return;
    case 'text':
      exchange.send(response.status, {}, response.body, response.contentType);
      return;
    case 'stream': {
      const sink = exchange.startStream(response.status, response.headers);
      try {
        await response.run(sink);
      } catch (error) {
        // The status line is gone: the failure becomes the stream's last event, in the same body
        // shape as a JSON error, framed by the producer (decisions.md §3, §4).
        if (!exchange.disconnect.happened) {
          const { response: mapped, isUnexpected } = toErrorResponse(error, requestId);
          if (isUnexpected) logger.error({ req_id: requestId, err: error }, 'stream failed after headers were sent');
          if (response.failureEvent !== undefined) await sink.write(response.failureEvent(mapped.body)).catch(() => undefined);
        }
      } finally {
        sink.end();
      }
      return;
    }
    default:
      response satisfies never;
  }
}

function failExchange(exchange: Exchange, error: unknown, requestId: string, logger: Logger): void {
  if (!exchange.isOpen) return;
  const { response, isUnexpected } = toErrorResponse(error, requestId);
  if (isUnexpected) logger.error({ req_id: requestId, err: error }, 'unexpected error');
  exchange.sendJson(response.status, response.body, response.headers);
}
