import { defaultPolicy, type Policy } from '../policy/policy.js';
import { json, type AppResponse } from './contract.js';

/** GET /filters: the policy in force, view-only for every authenticated principal. */
export function createGetFilters(currentPolicy: () => Policy = defaultPolicy): () => Promise<AppResponse> {
  // The policy changes rarely and is read on every request: serialize it once per policy object.
  let cachedFor: Policy | undefined;
  let cached: AppResponse = json(200, null);
  return () => {
    const policy = currentPolicy();
    if (policy !== cachedFor) {
      cachedFor = policy;
      cached = { kind: 'text', status: 200, contentType: 'application/json', body: JSON.stringify({ object: 'policy', ...policy }) };
    }
    return Promise.resolve(cached);
  };
}
