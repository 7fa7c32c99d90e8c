import type { z } from 'zod';
import { VeilError } from '../core/errors.js';

/**
 * Parses a request body with a schema compiled once at module load; the first problem becomes
 * a 400 naming the field (`param`), e.g. "messages[0].role: expected one of user|assistant|system".
 */
export function parseBody<S extends z.ZodType>(schema: S, body: unknown): z.output<S> {
  if (body === undefined) throw new VeilError('invalid_request', 'a JSON request body is required');
  const result = schema.safeParse(body);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const param = issue === undefined ? '' : formatPath(issue.path);
  const detail = issue === undefined ? 'invalid body' : describe(issue);
  const message = param === '' ? detail : `${param}: ${detail}`;
  return param === '' ? fail(message) : fail(message, param);
}

/**
 * Parses a query string: each parameter at most once, none the schema does not know (a mistyped
 * filter must not silently widen a listing); the first problem becomes a 400 naming it.
 */
export function parseQuery<S extends z.ZodType>(schema: S, query: URLSearchParams): z.output<S> {
  const values: Record<string, string> = {};
  for (const [name, value] of query) {
    if (name in values) fail(`${name}: given more than once`, name);
    values[name] = value;
  }
  const result = schema.safeParse(values);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  if (issue?.code === 'unrecognized_keys') fail(`unknown query parameter${issue.keys.length > 1 ? 's' : ''} ${issue.keys.map((k) => `'${k}'`).join(', ')}`, issue.keys[0]);
  const param = issue === undefined ? '' : formatPath(issue.path);
  const detail = issue === undefined ? 'invalid query' : describe(issue);
  return param === '' ? fail(detail) : fail(`${param}: ${detail}`, param);
}

function fail(message: string, param?: string): never {
  throw new VeilError('invalid_request', message, param === undefined ? {} : { param });
}

function describe(issue: z.core.$ZodIssue): string {
  switch (issue.code) {
    case 'unrecognized_keys':
      return `unknown field${issue.keys.length > 1 ? 's' : ''} ${issue.keys.map((k) => `'${k}'`).join(', ')}`;
    case 'invalid_type':
      return issue.input === undefined ? `is required (${issue.expected})` : `expected ${issue.expected}`;
    default:
      return issue.message;
  }
}

export function formatPath(path: readonly PropertyKey[]): string {
  let out = '';
  for (const key of path) {
    if (typeof key === 'number') out += `[${key}]`;
    else out += out === '' ? String(key) : `.${String(key)}`;
  }
  return out;
}
