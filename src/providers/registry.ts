import type { AdapterFactory, ProviderAdapter, ProviderKind, ProviderSettings } from './contract.js';
import { createAnthropicAdapter } from './anthropic/adapter.js';
import { createAzureAdapter } from './azure/adapter.js';
import { createGoogleAdapter } from './google/adapter.js';
import { createOpenAiAdapter } from './openai/adapter.js';

/** The one place that knows every provider folder; a missing kind is a type error here. */
const FACTORIES: Readonly<Record<ProviderKind, AdapterFactory>> = {
  openai: createOpenAiAdapter,
  azure: createAzureAdapter,
  anthropic: createAnthropicAdapter,
  google: createGoogleAdapter,
};

export function createAdapter(settings: ProviderSettings): ProviderAdapter {
  return FACTORIES[settings.kind](settings);
}
