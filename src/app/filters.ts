import { policyBodySchema } from '../policy/policy-schema.js';
import { json, type AppResponse, type AuthenticatedRequest } from './contract.js';
import type { PolicyStore, VersionedPolicy } from './policy-store.js';
import { parseBody } from './validate-input.js';

export interface Filters {
  /** GET /filters: the policy in force, view-only for every authenticated principal. */
  readonly get: () => Promise<AppResponse>;
  /** PUT /admin/filters: validate, persist, and use from the next request on. */
  readonly replace: (req: AuthenticatedRequest) => Promise<AppResponse>;
}

export function createFilters(policies: PolicyStore): Filters {
  // The policy changes rarely and is read often: serialize it once per version.
  let cachedFor: VersionedPolicy | undefined;
  let cached: AppResponse = json(200, null);
  const render = (versioned: VersionedPolicy): AppResponse => {
    if (versioned !== cachedFor) {
      cachedFor = versioned;
      const body = { object: 'policy', version: versioned.version, updated_at: versioned.updated_at, ...versioned.policy };
      cached = { kind: 'text', status: 200, contentType: 'application/json', body: JSON.stringify(body) };
    }
    return cached;
  };
  return {
    get: () => Promise.resolve(render(policies.current())),
    async replace(req) {
      const policy = parseBody(policyBodySchema, req.body);
      return render(await policies.replace(policy));
    },
  };
}
