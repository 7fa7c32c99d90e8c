import type { App } from '../app/create-app.js';
import type { RouteSpec } from './route-spec.js';

/**
 * The route table: method, path, who may call it (decisions.md §2), and the use case.
 * docs/openapi.yaml documents exactly these rows (test/http/openapi.test.ts checks both ways).
 */
export function buildRoutes(app: App): RouteSpec[] {
  return [
    { method: 'GET', path: '/healthz', access: 'public', hasBody: false, handler: app.healthz },
    { method: 'GET', path: '/readyz', access: 'public', hasBody: false, handler: app.readyz },
    { method: 'GET', path: '/openapi.json', access: 'public', hasBody: false, handler: app.openApi },
    { method: 'GET', path: '/metrics', access: 'admin', hasBody: false, handler: app.metrics },
    { method: 'POST', path: '/auth/login', access: 'public', hasBody: true, handler: app.login },
    { method: 'GET', path: '/filters', access: 'authenticated', hasBody: false, handler: app.filters.get },
    { method: 'PUT', path: '/admin/filters', access: 'admin', hasBody: true, handler: app.filters.replace },
    { method: 'POST', path: '/chat/completions', access: 'authenticated', hasBody: true, handler: app.chatCompletion },
    { method: 'GET', path: '/models', access: 'authenticated', hasBody: false, handler: app.listModels },
    { method: 'POST', path: '/detect', access: 'authenticated', hasBody: true, handler: app.detect },
    { method: 'POST', path: '/admin/users', access: 'admin', hasBody: true, handler: app.adminUsers.create },
    { method: 'GET', path: '/admin/users', access: 'admin', hasBody: false, handler: app.adminUsers.list },
    { method: 'DELETE', path: '/admin/users/:id', access: 'admin', hasBody: false, handler: app.adminUsers.remove },
    { method: 'POST', path: '/admin/api-keys', access: 'admin', hasBody: true, handler: app.adminApiKeys.create },
    { method: 'GET', path: '/admin/api-keys', access: 'admin', hasBody: false, handler: app.adminApiKeys.list },
    { method: 'DELETE', path: '/admin/api-keys/:id', access: 'admin', hasBody: false, handler: app.adminApiKeys.revoke },
    { method: 'GET', path: '/admin/models', access: 'admin', hasBody: false, handler: app.adminModels.list },
    { method: 'POST', path: '/admin/models/reload', access: 'admin', hasBody: false, handler: app.adminModels.reload },
    { method: 'GET', path: '/admin/detections', access: 'admin', hasBody: false, handler: app.adminDetections.list },
    { method: 'GET', path: '/admin/detections/stats', access: 'admin', hasBody: false, handler: app.adminDetections.stats },
  ];
}
