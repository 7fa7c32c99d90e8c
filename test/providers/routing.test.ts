import { expect, test } from 'vitest';
import { loadConfig } from '../../src/config/load-config.js';
import { VeilError } from '../../src/core/errors.js';
import { createModelRouter } from '../../src/providers/routing.js';

const configured = {
  OPENAI_API_KEY: 'sk-o',
  ANTHROPIC_API_KEY: 'sk-a',
  GEMINI_API_KEY: 'g',
  AZURE_OPENAI_API_KEY: 'az',
  AZURE_OPENAI_ENDPOINT: 'https://res.openai.azure.com',
  AZURE_OPENAI_DEPLOYMENTS: 'gpt-4o-prod,shared-name',
};

const router = (env: Record<string, string>, file: unknown = {}) => createModelRouter(loadConfig(env, file));

test('decisions.md §1 order: explicit lists, then Azure deployments, then prefixes', () => {
  const r = router(configured, { providers: { anthropic: { models: ['shared-name', 'my-finetune'] } } });
  expect(r.route('my-finetune').provider.kind).toBe('anthropic');
  // Listed explicitly for anthropic and as an Azure deployment: the explicit list wins.
  expect(r.route('shared-name').provider.kind).toBe('anthropic');
  // A deployment whose name has an OpenAI prefix goes to Azure.
  expect(r.route('gpt-4o-prod').provider).toMatchObject({ kind: 'azure', baseUrl: 'https://res.openai.azure.com', apiVersion: '2024-10-21' });
  for (const [model, kind] of [
    ['gpt-4o-mini', 'openai'],
    ['o1-preview', 'openai'],
    ['o3-mini', 'openai'],
    ['o4-mini', 'openai'],
    ['chatgpt-4o-latest', 'openai'],
    ['claude-3-5-sonnet-latest', 'anthropic'],
    ['gemini-2.0-flash', 'google'],
  ] as const) {
    expect(r.route(model).provider.kind, model).toBe(kind);
  }
  expect(r.listed()).toEqual([
    { id: 'shared-name', kind: 'anthropic' },
    { id: 'my-finetune', kind: 'anthropic' },
    { id: 'gpt-4o-prod', kind: 'azure' },
  ]);
});

test('a model no configured provider serves is 400 model_not_found, naming why', () => {
  const r = router({ OPENAI_API_KEY: 'sk-o' });
  const refused = (model: string): VeilError => {
    try {
      r.route(model);
    } catch (error) {
      if (error instanceof VeilError) return error;
    }
    throw new Error(`${model} was routed`);
  };
  expect(refused('mistral-large')).toMatchObject({ code: 'model_not_found', options: { param: 'model' } });
  expect(refused('mistral-large').message).toMatch(/no configured provider/);
  expect(refused('claude-3-opus').message).toMatch(/anthropic\) is not configured/);
  // Azure needs its endpoint as well as its key.
  const noEndpoint = router({ AZURE_OPENAI_API_KEY: 'az', AZURE_OPENAI_DEPLOYMENTS: 'prod' });
  expect(() => noEndpoint.route('prod')).toThrow(/azure\) is not configured/);
  expect(noEndpoint.listed()).toEqual([]);
});
