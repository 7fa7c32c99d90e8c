import { expect, test } from 'vitest';
import { Router } from '../../src/http/router.js';

const router = new Router([
  { method: 'GET', path: '/admin/users' },
  { method: 'POST', path: '/admin/users' },
  { method: 'DELETE', path: '/admin/users/:id' },
  { method: 'GET', path: '/sessions/:id/messages' },
]);

test('static, parameterised, 405 and 404 matches', () => {
  expect(router.match('GET', '/admin/users')).toMatchObject({ kind: 'found', params: {} });
  expect(router.match('DELETE', '/admin/users/usr_1')).toMatchObject({ kind: 'found', params: { id: 'usr_1' } });
  expect(router.match('GET', '/sessions/a%20b/messages')).toMatchObject({ kind: 'found', params: { id: 'a b' } });
  expect(router.match('PUT', '/admin/users')).toEqual({ kind: 'method_not_allowed', allow: ['GET', 'POST', 'HEAD'] });
  expect(router.match('GET', '/admin/users/')).toEqual({ kind: 'not_found' });
  expect(router.match('DELETE', '/admin/users/%E0%A4%A')).toEqual({ kind: 'not_found' });
  expect(router.match('GET', '/admin/users/x/y')).toEqual({ kind: 'not_found' });
});

test('duplicate routes are refused when the table is built', () => {
  expect(() => new Router([{ method: 'GET', path: '/a' }, { method: 'GET', path: '/a' }])).toThrow(/duplicate/);
  expect(() => new Router([{ method: 'GET', path: '/a/:x' }, { method: 'GET', path: '/a/:x' }])).toThrow(/duplicate/);
});
