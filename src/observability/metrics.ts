import { collectDefaultMetrics, Counter, Histogram, Registry } from 'prom-client';

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

export interface ChatPhases {
  readonly detectionSeconds: number;
  readonly upstreamSeconds: number;
  readonly gatewaySeconds: number;
}

/** Request counts and latency by route and status; one registry per gateway (tests run several). */
export function createMetrics(options: { collectProcessMetrics?: boolean } = {}): Metrics {
  const registry = new Registry();
  if (options.collectProcessMetrics ?? true) collectDefaultMetrics({ register: registry, prefix: 'veil_' });
  const requests = new Counter({
    name: 'veil_http_requests_total',
    help: 'HTTP requests answered, by route pattern, method and status',
    labelNames: ['route', 'method', 'status'] as const,
    registers: [registry],
  });
  const duration = new Histogram({
    name: 'veil_http_request_duration_seconds',
    help: 'Time from request to last byte written, by route pattern, method and status',
    labelNames: ['route', 'method', 'status'] as const,
    buckets: [0.0001, 0.00025, 0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60],
    registers: [registry],
  });
  const fine = [0.00005, 0.0001, 0.00025, 0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1];
  const chatDetection = new Histogram({
    name: 'veil_chat_detection_seconds',
    help: 'Time spent scanning one chat call (input and output), by provider',
    labelNames: ['provider'] as const,
    buckets: fine,
    registers: [registry],
  });
  const chatUpstream = new Histogram({
    name: 'veil_chat_upstream_seconds',
    help: "The provider's time for one chat call (request to last byte), by provider",
    labelNames: ['provider'] as const,
    buckets: [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 120],
    registers: [registry],
  });
  const chatGateway = new Histogram({
    name: 'veil_chat_gateway_seconds',
    help: "The gateway's own time on one chat call (total minus the provider's), by provider",
    labelNames: ['provider'] as const,
    buckets: fine,
    registers: [registry],
  });
  const chatChildren = new Map<string, readonly [Histogram.Internal<'provider'>, Histogram.Internal<'provider'>, Histogram.Internal<'provider'>]>();
  // Resolving label sets is the costly part of an observation: keep the children per label set.
  const children = new Map<string, { count: Counter.Internal; time: Histogram.Internal<'route' | 'method' | 'status'> }>();
  return {
    registry,
    observeRequest(route, method, status, seconds) {
      const key = `${route} ${method} ${status}`;
      let child = children.get(key);
      if (child === undefined) {
        const labels = { route, method, status: String(status) };
        child = { count: requests.labels(labels), time: duration.labels(labels) };
        children.set(key, child);
      }
      child.count.inc();
      child.time.observe(seconds);
    },
    observeChat(provider, phases) {
      let child = chatChildren.get(provider);
      if (child === undefined) {
        child = [chatDetection.labels({ provider }), chatUpstream.labels({ provider }), chatGateway.labels({ provider })];
        chatChildren.set(provider, child);
      }
      child[0].observe(phases.detectionSeconds);
      child[1].observe(phases.upstreamSeconds);
      child[2].observe(phases.gatewaySeconds);
    },
    render: () => registry.metrics(),
    contentType: registry.contentType,
  };
}
