/**
 * A small router built once from the route table: static paths in a Map, parameterised paths
 * (`/admin/users/:id`) as segment lists. It distinguishes 404 (no such path) from 405 (path
 * exists, method does not) and refuses to be changed after it is built.
 */
export interface RoutePattern {
  readonly method: string;
  readonly path: string;
}

export type RouteMatch<R> =
  | { readonly kind: 'found'; readonly route: R; readonly params: Readonly<Record<string, string>> }
  | { readonly kind: 'method_not_allowed'; readonly allow: readonly string[] }
  | { readonly kind: 'not_found' };

interface DynamicEntry<R> {
  readonly segments: readonly string[];
  readonly byMethod: Map<string, R>;
}

export class Router<R extends RoutePattern> {
  private readonly staticPaths = new Map<string, Map<string, R>>();
  private readonly dynamicPaths: DynamicEntry<R>[] = [];

  constructor(routes: readonly R[]) {
    for (const route of routes) {
      const method = route.method.toUpperCase();
      if (!route.path.includes('/:')) {
        const byMethod = this.staticPaths.get(route.path) ?? new Map<string, R>();
        if (byMethod.has(method)) throw new Error(`duplicate route ${method} ${route.path}`);
        byMethod.set(method, route);
        this.staticPaths.set(route.path, byMethod);
        continue;
      }
      const segments = route.path.split('/');
      let entry = this.dynamicPaths.find((e) => e.segments.join('/') === segments.join('/'));
      if (entry === undefined) {
        entry = { segments, byMethod: new Map() };
        this.dynamicPaths.push(entry);
      }
      if (entry.byMethod.has(method)) throw new Error(`duplicate route ${method} ${route.path}`);
      entry.byMethod.set(method, route);
    }
    Object.freeze(this.dynamicPaths);
  }

  match(method: string, path: string): RouteMatch<R> {
    const upper = method.toUpperCase();
    const byStatic = this.staticPaths.get(path);
    if (byStatic !== undefined) return pick(byStatic, upper, {});

    const parts = path.split('/');
    for (const entry of this.dynamicPaths) {
      const params = matchSegments(entry.segments, parts);
      if (params !== undefined) return pick(entry.byMethod, upper, params);
    }
    return { kind: 'not_found' };
  }
}

function pick<R>(byMethod: ReadonlyMap<string, R>, method: string, params: Record<string, string>): RouteMatch<R> {
  const route = byMethod.get(method) ?? (method === 'HEAD' ? byMethod.get('GET') : undefined);
  if (route !== undefined) return { kind: 'found', route, params };
  const allow = [...byMethod.keys()];
  if (allow.includes('GET')) allow.push('HEAD');
  return { kind: 'method_not_allowed', allow };
}

function matchSegments(pattern: readonly string[], parts: readonly string[]): Record<string, string> | undefined {
  if (pattern.length !== parts.length) return undefined;
  const params: Record<string, string> = {};
  for (let i = 0; i < pattern.length; i++) {
    const expected = pattern[i] ?? '';
    const actual = parts[i] ?? '';
    if (expected.startsWith(':')) {
      if (actual === '') return undefined;
      let decoded: string;
      try {
        decoded = decodeURIComponent(actual);
      } catch {
        return undefined; // malformed percent-encoding names no resource
      }
      params[expected.slice(1)] = decoded;
    } else if (expected !== actual) {
      return undefined;
    }
  }
  return params;
}
