import type { Providers } from '../providers/providers.js';
import { json, type AppResponse } from './contract.js';

/**
 * GET /models in OpenAI's list shape: the models config names (explicit lists and Azure
 * deployments) of configured providers. Models reached only by prefix (any gpt-… once OpenAI is
 * configured) are routable but cannot be enumerated without asking the provider, which a
 * listing must not depend on.
 */
export function createListModels(deps: { providers: Providers; startedAtSeconds: number }): () => Promise<AppResponse> {
  return () =>
    Promise.resolve(
      json(200, {
        object: 'list',
        data: deps.providers.listed().map((m) => ({ id: m.id, object: 'model', created: deps.startedAtSeconds, owned_by: m.kind })),
      }),
    );
}
