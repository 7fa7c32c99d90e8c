import type { VeilConfig } from '../config/schema.js';
import type { ProviderAdapter, ProviderKind } from './contract.js';
import { createAdapter } from './registry.js';
import { createModelRouter } from './routing.js';

export interface ResolvedModel {
  readonly model: string;
  readonly adapter: ProviderAdapter;
}

/** The configured providers: which adapter serves a model, and which models can be listed. */
export interface Providers {
  /** The adapter for `model`, or 400 model_not_found. */
  resolve(model: string): ResolvedModel;
  listed(): ReadonlyArray<{ readonly id: string; readonly kind: ProviderKind }>;
}

export function createProviders(config: Pick<VeilConfig, 'providers'>): Providers {
  const router = createModelRouter(config);
  // One adapter per provider kind, built on first use: adapters are pure and hold only settings.
  const adapters = new Map<ProviderKind, ProviderAdapter>();
  return {
    resolve(model) {
      const { provider } = router.route(model);
      let adapter = adapters.get(provider.kind);
      if (adapter === undefined) {
        adapter = createAdapter(provider);
        adapters.set(provider.kind, adapter);
      }
      return { model, adapter };
    },
    listed: () => router.listed(),
  };
}
