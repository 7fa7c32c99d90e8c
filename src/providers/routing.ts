import type { VeilConfig } from '../config/schema.js';
import { VeilError } from '../core/errors.js';
import type { ProviderKind, ProviderSettings } from './contract.js';

/** Model-name prefixes of each first-party family (decisions.md §1), tried after explicit lists. */
const PREFIXES: ReadonlyArray<readonly [string, ProviderKind]> = [
  ['gpt-', 'openai'],
  ['o1', 'openai'],
  ['o3', 'openai'],
  ['o4', 'openai'],
  ['chatgpt-', 'openai'],
  ['claude-', 'anthropic'],
  ['gemini-', 'google'],
];

export interface ModelRoute {
  readonly model: string;
  readonly provider: ProviderSettings;
}

export interface ModelRouter {
  /** The provider that serves `model`, or 400 model_not_found. */
  route(model: string): ModelRoute;
  /** The models that can be listed (explicit lists and Azure deployments), in config order. */
  listed(): ReadonlyArray<{ readonly id: string; readonly kind: ProviderKind }>;
}

/**
 * Routing for /chat/completions, decisions.md §1: explicit model lists in config first, then Azure
 * deployment names, then the families' prefixes. A provider counts only when it is configured
 * (it has an API key; Azure also an endpoint).
 */
export function createModelRouter(config: Pick<VeilConfig, 'providers'>): ModelRouter {
  const { openai, anthropic, google, azure } = config.providers;
  const configured = new Map<ProviderKind, ProviderSettings>();
  if (openai.api_key !== undefined) configured.set('openai', { kind: 'openai', apiKey: openai.api_key, baseUrl: openai.base_url });
  if (anthropic.api_key !== undefined) configured.set('anthropic', { kind: 'anthropic', apiKey: anthropic.api_key, baseUrl: anthropic.base_url });
  if (google.api_key !== undefined) configured.set('google', { kind: 'google', apiKey: google.api_key, baseUrl: google.base_url });
  if (azure.api_key !== undefined && azure.endpoint !== undefined) {
    configured.set('azure', { kind: 'azure', apiKey: azure.api_key, baseUrl: azure.endpoint, apiVersion: azure.api_version });
  }

  const explicit = new Map<string, ProviderKind>();
  const listed: Array<{ id: string; kind: ProviderKind }> = [];
  const addExplicit = (kind: ProviderKind, models: readonly string[]): void => {
    for (const id of models) {
      if (explicit.has(id)) continue;
      explicit.set(id, kind);
      if (configured.has(kind)) listed.push({ id, kind });
    }
  };
  addExplicit('openai', openai.models);
  addExplicit('anthropic', anthropic.models);
  addExplicit('google', google.models);
  addExplicit('azure', azure.deployments);

  const kindOf = (model: string): ProviderKind | undefined => explicit.get(model) ?? PREFIXES.find(([prefix]) => model.startsWith(prefix))?.[1];

  return {
    route(model) {
      const kind = kindOf(model);
      const provider = kind === undefined ? undefined : configured.get(kind);
      if (provider === undefined) {
        const why = kind === undefined ? 'no configured provider serves it' : `its provider (${kind}) is not configured`;
        throw new VeilError('model_not_found', `model '${model}' is not available: ${why}`, { param: 'model' });
      }
      return { model, provider };
    },
    listed: () => listed,
  };
}
