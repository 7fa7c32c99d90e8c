import { defaultPolicy, type Policy } from '../policy/policy.js';
import { json, type AppResponse } from './contract.js';

/** GET /filters: the policy in force, view-only for every authenticated principal. */
export function createGetFilters(currentPolicy: () => Policy = defaultPolicy): () => Promise<AppResponse> {
  return () => Promise.resolve(json(200, { object: 'policy', ...currentPolicy() }));
}
