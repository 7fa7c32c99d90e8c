import { afterAll, beforeAll, expect, test } from 'vitest';
import { buildRoutes } from '../../src/http/routes.js';
import type { App } from '../../src/app/create-app.js';
import { loadOpenApiDocument } from '../../src/main.js';
import { startTestGateway, type TestGateway } from '../support/gateway.js';

interface OpenApiDoc {
  openapi: string;
  paths: Record<string, Record<string, { security?: unknown[]; responses: Record<string, unknown> }>>;
}

const doc = loadOpenApiDocument() as OpenApiDoc;
// The route table only needs the App's shape to list its rows; no handler runs here.
const noop = (): Promise<never> => Promise.reject(new Error('not called'));
const handlers = new Proxy({}, { get: () => noop });
const routes = buildRoutes(new Proxy({}, { get: () => handlers }) as unknown as App);
const toOpenApiPath = (path: string): string => path.replace(/:([a-z_]+)/g, '{$1}');

test('every route is in docs/openapi.yaml and every documented operation is a route', () => {
  const fromRoutes = routes.map((r) => `${r.method} ${toOpenApiPath(r.path)}`).sort();
  const fromDoc = Object.entries(doc.paths)
    .flatMap(([path, ops]) => Object.keys(ops).map((method) => `${method.toUpperCase()} ${path}`))
    .sort();
  expect(fromDoc).toEqual(fromRoutes);
});

test('the document marks exactly the public routes as needing no authentication', () => {
  for (const route of routes) {
    const op = doc.paths[toOpenApiPath(route.path)]?.[route.method.toLowerCase()];
    const isPublic = Array.isArray(op?.security) && op.security.length === 0;
    expect(isPublic, `${route.method} ${route.path}`).toBe(route.access === 'public');
    if (route.access !== 'public') expect(Object.keys(op?.responses ?? {}), `${route.method} ${route.path}`).toContain('401');
    if (route.access === 'admin') expect(Object.keys(op?.responses ?? {}), `${route.method} ${route.path}`).toContain('403');
  }
});

let gw: TestGateway;
beforeAll(async () => {
  gw = await startTestGateway();
});
afterAll(() => gw.cleanup());

test('GET /openapi.json serves the document', async () => {
  const res = await gw.fetch('/openapi.json');
  expect(res.status).toBe(200);
  const served = (await res.json()) as OpenApiDoc;
  expect(served.openapi).toBe('3.1.0');
  expect(served).toEqual(doc);
});
