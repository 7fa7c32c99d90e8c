import { collectDefaultMetrics, Registry } from 'prom-client';
import { LeanHistogram, renderCounter, type HistogramChild } from './lean-histogram.js';

export interface Metrics {
  readonly registry: Registry;
  observeRequest(route: string, method: string, status: number, seconds: number): void;
  /**
   * What the guardrails cost on one chat call: detection time (input and output scans), the
   * provider's time, and the gateway's own time (everything but the provider), in seconds.
   */
  observeChat(provider: string, phases: ChatPhases): void;
  render(): Promise<string>;
  readonly contentType: string;
}

const KNOWN_METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

export interface ChatPhases {
  readonly detectionSeconds: number;
  readonly upstreamSeconds: number;
  readonly gatewaySeconds: number;
}

/**
 * Request counts and latency by route and status, and the chat path's phases; one registry per
 * gateway (tests run several). prom-client keeps the process metrics; the per-request series are
 * lean histograms (lean-histogram.ts), rendered after them in the same exposition.
 */
export function createMetrics(options: { collectProcessMetrics?: boolean } = {}): Metrics {
  const registry = new Registry();
  if (options.collectProcessMetrics ?? true) collectDefaultMetrics({ register: registry, prefix: 'veil_' });
  const duration = new LeanHistogram(
    'veil_http_request_duration_seconds',
    'Time from request to last byte written, by route pattern, method and status',
    ['route', 'method', 'status'],
    [0.0001, 0.00025, 0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60],
  );
  const fine = [0.00005, 0.0001, 0.00025, 0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1];
  const chatDetection = new LeanHistogram('veil_chat_detection_seconds', 'Time spent scanning one chat call (input and output), by provider', ['provider'], fine);
  const chatUpstream = new LeanHistogram(
    'veil_chat_upstream_seconds',
    "The provider's time for one chat call (request to last byte), by provider",
    ['provider'],
    [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 120],
  );
  const chatGateway = new LeanHistogram('veil_chat_gateway_seconds', "The gateway's own time on one chat call (total minus the provider's), by provider", ['provider'], fine);
  const requestChildren = new Map<string, HistogramChild>();
  const chatChildren = new Map<string, readonly [HistogramChild, HistogramChild, HistogramChild]>();
  return {
    registry,
    observeRequest(route, rawMethod, status, seconds) {
      // Any token is a method to uWS: a client must not be able to mint series at will.
      const method = KNOWN_METHODS.has(rawMethod) ? rawMethod : 'OTHER';
      const key = `${route} ${method} ${status}`;
      let child = requestChildren.get(key);
      if (child === undefined) {
        child = duration.child({ route, method, status: String(status) });
        requestChildren.set(key, child);
      }
      child.observe(seconds);
    },
    observeChat(provider, phases) {
      let child = chatChildren.get(provider);
      if (child === undefined) {
        child = [chatDetection.child({ provider }), chatUpstream.child({ provider }), chatGateway.child({ provider })];
        chatChildren.set(provider, child);
      }
      child[0].observe(phases.detectionSeconds);
      child[1].observe(phases.upstreamSeconds);
      child[2].observe(phases.gatewaySeconds);
    },
    render: async () =>
      (await registry.metrics()) +
      // The request counter counts what the duration histogram counts: one series, two names.
      renderCounter('veil_http_requests_total', 'HTTP requests answered, by route pattern, method and status', duration.counts()) +
      [duration, chatDetection, chatUpstream, chatGateway].map((histogram) => histogram.render()).join(''),
    contentType: registry.contentType,
  };
}
