import { Histogram, Registry } from 'prom-client';
import { expect, test } from 'vitest';
import { createMetrics } from '../../src/observability/metrics.js';
import { LeanHistogram, renderCounter } from '../../src/observability/lean-histogram.js';

test('renders the same exposition as prom-client for the same observations', async () => {
  const bounds = [0.001, 0.01, 0.1, 1];
  const values = [0.0005, 0.001, 0.002, 0.05, 0.1, 0.5, 3, 0.01];
  const registry = new Registry();
  const reference = new Histogram({ name: 'x_seconds', help: 'What "x" costs\\n', labelNames: ['route', 'status'] as const, buckets: bounds, registers: [registry] });
  const lean = new LeanHistogram('x_seconds', 'What "x" costs\\n', ['route', 'status'], bounds);
  const ok = lean.child({ route: '/a', status: '200' });
  const odd = lean.child({ route: 'we"ird\\path\nx', status: '500' });
  for (const value of values) {
    reference.observe({ route: '/a', status: '200' }, value);
    ok.observe(value);
  }
  reference.observe({ route: 'we"ird\\path\nx', status: '500' }, 2);
  odd.observe(2);
  expect(lean.render()).toBe(await registry.metrics());
});

test('a bound child is the same series as binding again, and a counter renders from its counts', () => {
  const lean = new LeanHistogram('y', 'y', ['k'], [1]);
  lean.child({ k: 'a' }).observe(0.5);
  lean.child({ k: 'a' }).observe(5);
  lean.child({ k: 'b' }).observe(1);
  expect(lean.counts()).toEqual([
    { labels: 'k="a"', count: 2 },
    { labels: 'k="b"', count: 1 },
  ]);
  expect(lean.render()).toBe(
    ['# HELP y y', '# TYPE y histogram', 'y_bucket{le="1",k="a"} 1', 'y_bucket{le="+Inf",k="a"} 2', 'y_sum{k="a"} 5.5', 'y_count{k="a"} 2', 'y_bucket{le="1",k="b"} 1', 'y_bucket{le="+Inf",k="b"} 1', 'y_sum{k="b"} 1', 'y_count{k="b"} 1', ''].join('\n'),
  );
  expect(renderCounter('y_total', 'ys', lean.counts())).toBe(['# HELP y_total ys', '# TYPE y_total counter', 'y_total{k="a"} 2', 'y_total{k="b"} 1', ''].join('\n'));
});

test('the gateway exposition holds every series once, each with its HELP and TYPE', async () => {
  const metrics = createMetrics({ collectProcessMetrics: false });
  metrics.observeRequest('/chat/completions', 'POST', 200, 0.002);
  metrics.observeRequest('/chat/completions', 'POST', 200, 0.004);
  metrics.observeChat('openai', { detectionSeconds: 0.0001, upstreamSeconds: 0.0015, gatewaySeconds: 0.0004 });
  for (let i = 0; i < 50; i++) metrics.observeRequest('unmatched', `M${i}`, 405, 0.0001);
  const text = await metrics.render();
  // Methods a client makes up share one series.
  expect(text).toContain('veil_http_requests_total{route="unmatched",method="OTHER",status="405"} 50\n');
  expect(text).toContain('veil_http_requests_total{route="/chat/completions",method="POST",status="200"} 2\n');
  expect(text).toContain('veil_http_request_duration_seconds_count{route="/chat/completions",method="POST",status="200"} 2\n');
  expect(text).toContain('veil_chat_upstream_seconds_bucket{le="0.005",provider="openai"} 1\n');
  const names = [...text.matchAll(/^# TYPE (\S+) (\S+)$/gm)].map((m) => m[1]);
  expect(new Set(names).size).toBe(names.length);
  expect(names).toEqual(['veil_http_requests_total', 'veil_http_request_duration_seconds', 'veil_chat_detection_seconds', 'veil_chat_upstream_seconds', 'veil_chat_gateway_seconds']);
});
