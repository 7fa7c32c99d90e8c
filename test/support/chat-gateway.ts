import OpenAI from 'openai';
import type { ChatCompletionChunk } from 'openai/resources/chat/completions';
import type { Env } from '../../src/config/load-config.js';
import type { GatewayOptions } from '../../src/main.js';
import { startTestGateway, type TestGateway } from './gateway.js';
import type { ApiDetection } from './pii-examples.js';
import { startProviderSimulator, type ProviderSimulator } from './provider-simulator.js';

/** One model per provider kind, each routed to the simulator. */
export const MODELS = {
  openai: 'gpt-4o-mini',
  azure: 'veil-test-deployment',
  anthropic: 'claude-3-5-haiku-latest',
  google: 'gemini-2.0-flash',
} as const;
export type Kind = keyof typeof MODELS;
export const KINDS = Object.keys(MODELS) as Kind[];

export interface ChatGateway {
  readonly sim: ProviderSimulator;
  readonly gw: TestGateway;
  /** The official OpenAI client, pointed at Veil with a Veil API key; no client-side retries. */
  readonly client: OpenAI;
  readonly apiKey: string;
  readonly adminToken: string;
  close(): Promise<void>;
}

/** Provider settings that send all four kinds to one simulator. */
export function providerEnv(sim: Pick<ProviderSimulator, 'url' | 'openaiBaseUrl'>): Env {
  return {
    OPENAI_API_KEY: 'sk-test-openai',
    OPENAI_BASE_URL: sim.openaiBaseUrl,
    ANTHROPIC_API_KEY: 'sk-ant-test',
    ANTHROPIC_BASE_URL: sim.url,
    GEMINI_API_KEY: 'gemini-test-key',
    GEMINI_BASE_URL: sim.url,
    AZURE_OPENAI_API_KEY: 'azure-test-key',
    AZURE_OPENAI_ENDPOINT: sim.url,
    AZURE_OPENAI_DEPLOYMENTS: MODELS.azure,
  };
}

/** A gateway whose providers are the simulator, an API key for it, and the OpenAI SDK as the client. */
export async function startChatGateway(options: { env?: Env; file?: Record<string, unknown>; detectWorkerFile?: GatewayOptions['detectWorkerFile'] } = {}): Promise<ChatGateway> {
  const sim = await startProviderSimulator();
  const gw = await startTestGateway({
    env: { ...providerEnv(sim), ...options.env },
    file: {
      providers: { openai: { models: [MODELS.openai] }, anthropic: { models: [MODELS.anthropic] }, google: { models: [MODELS.google] } },
      ...options.file,
    },
    ...(options.detectWorkerFile === undefined ? {} : { detectWorkerFile: options.detectWorkerFile }),
  });
  const adminToken = await gw.login();
  const created = await gw.fetch('/admin/api-keys', { token: adminToken, json: { name: 'sdk', rate_limit_rpm: 100_000 } });
  const apiKey = ((await created.json()) as { key: string }).key;
  const client = new OpenAI({ apiKey, baseURL: gw.url, maxRetries: 0, timeout: 20_000 });
  return {
    sim,
    gw,
    client,
    apiKey,
    adminToken,
    async close() {
      await gw.cleanup();
      await sim.close();
    },
  };
}

export interface Detections {
  input: ApiDetection[];
  output: ApiDetection[];
}

/** Veil's fields beyond OpenAI's: the SDK passes them through untyped. */
export const detectionsOf = (value: object): Detections => (value as { detections: Detections }).detections;

/** Every chunk of a streamed completion, and their content joined. */
export async function collect(stream: AsyncIterable<ChatCompletionChunk>): Promise<{ chunks: ChatCompletionChunk[]; content: string }> {
  const chunks: ChatCompletionChunk[] = [];
  for await (const chunk of stream) chunks.push(chunk);
  return { chunks, content: chunks.map((c) => c.choices[0]?.delta.content ?? '').join('') };
}

/** What the client gets for one user message, non-streamed and then streamed (an error, when refused). */
export function bothModes(ctx: ChatGateway, model: string, content: string): Promise<unknown[]> {
  return Promise.all(
    [false, true].map((stream) => ctx.client.chat.completions.create({ model, messages: [{ role: 'user', content }], stream }).catch((e: unknown) => e)),
  );
}
