import { APIError } from 'openai';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { MODELS, startChatGateway, type ChatGateway } from '../support/chat-gateway.js';
import { refusedConnectionUrl, script } from '../support/provider-simulator.js';

const ask = { messages: [{ role: 'user' as const, content: 'hello' }] };
const fixtureWorker = (name: string): URL => new URL(`../fixtures/workers/${name}.worker.ts`, import.meta.url);

async function failure(promise: Promise<unknown>): Promise<APIError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(APIError);
  return error as APIError;
}

describe('upstream failures (decisions.md §3)', () => {
  let ctx: ChatGateway;
  beforeAll(async () => {
    ctx = await startChatGateway({ env: { VEIL_UPSTREAM_TIMEOUT_MS: '800' } });
  });
  afterAll(() => ctx.close());
  beforeEach(() => ctx.sim.reset());

  test('a 500 is retried once; a second 500 is a 503 provider_unavailable', async () => {
    ctx.sim.enqueue(script.error(500), script.error(500));
    const error = await failure(ctx.client.chat.completions.create({ model: MODELS.openai, ...ask }));
    expect(error.status).toBe(503);
    expect(error.error).toMatchObject({ type: 'provider_unavailable', code: 'provider_unavailable' });
    expect(ctx.sim.requests).toHaveLength(2);
  });

  test('a 500 then a reply: the retry succeeds', async () => {
    ctx.sim.enqueue(script.error(503), script.reply('second time lucky'));
    const reply = await ctx.client.chat.completions.create({ model: MODELS.anthropic, ...ask });
    expect(reply.choices[0]?.message.content).toBe('second time lucky');
    expect(ctx.sim.requests).toHaveLength(2);
  });

  test('a connection the provider drops before answering is retried, then 503', async () => {
    ctx.sim.enqueue(script.destroy(), script.destroy());
    const error = await failure(ctx.client.chat.completions.create({ model: MODELS.google, ...ask, stream: true }));
    expect(error.status).toBe(503);
  });

  test('a hang past upstream.timeout_ms is a 503, streamed or not', async () => {
    for (const stream of [false, true]) {
      ctx.sim.enqueue(script.hang(), script.hang());
      const started = Date.now();
      const error = await failure(ctx.client.chat.completions.create({ model: MODELS.openai, ...ask, stream }));
      expect(error.status).toBe(503);
      expect(error.message).toMatch(/did not answer within 800 ms/);
      expect(Date.now() - started).toBeLessThan(5_000);
    }
  });

  test('429 is a 429 with the provider’s Retry-After', async () => {
    ctx.sim.enqueue(script.error(429, { headers: { 'retry-after': '7' } }));
    const error = await failure(ctx.client.chat.completions.create({ model: MODELS.azure, ...ask }));
    expect(error.status).toBe(429);
    expect(error.headers?.get('retry-after')).toBe('7');
    expect(error.error).toMatchObject({ type: 'rate_limit_exceeded', code: 'provider_rate_limited' });
    expect(ctx.sim.requests).toHaveLength(1);
  });

  test('400 is a 400 with the provider’s message, not retried', async () => {
    ctx.sim.enqueue(script.error(400, { message: 'messages: too many tokens for this model' }));
    const error = await failure(ctx.client.chat.completions.create({ model: MODELS.anthropic, ...ask }));
    expect(error.status).toBe(400);
    expect(error.message).toContain('messages: too many tokens for this model');
    expect(error.error).toMatchObject({ code: 'provider_rejected_request' });
    expect(ctx.sim.requests).toHaveLength(1);
  });

  test('401 from the provider is a 503 provider_auth_failed: the caller’s key was fine', async () => {
    ctx.sim.enqueue(script.error(401));
    const error = await failure(ctx.client.chat.completions.create({ model: MODELS.openai, ...ask }));
    expect(error.status).toBe(503);
    expect(error.error).toMatchObject({ code: 'provider_auth_failed' });
  });

  test('a stream the provider breaks off ends with an error event and [DONE]; held text is not released', async () => {
    ctx.sim.enqueue(script.failMidStream(['Hello ', 'there ', 'my friend'], 2));
    const res = await ctx.gw.fetch('/chat/completions', { token: ctx.apiKey, json: { model: MODELS.openai, ...ask, stream: true } });
    expect(res.status).toBe(200);
    const events = (await res.text()).split('\n\n').filter((e) => e !== '');
    expect(events.at(-1)).toBe('data: [DONE]');
    expect(JSON.parse(events.at(-2)?.slice(6) ?? '{}')).toMatchObject({ error: { type: 'provider_unavailable' } });
    // Held back (shorter than the hold-back), so never released.
    expect(events.join('')).not.toContain('there');
  });

  test('a non-streamed reply cut off mid-body is a 503 provider_unavailable', async () => {
    ctx.sim.enqueue(script.failMidStream(['Hello ', 'there'], 1));
    const error = await failure(ctx.client.chat.completions.create({ model: MODELS.openai, ...ask }));
    expect(error.status).toBe(503);
    expect(error.message).toMatch(/broke off/);
  });

  test.each(['openai', 'anthropic', 'google'] as const)('an error event inside a %s stream ends Veil’s stream with an error event and [DONE]', async (kind) => {
    ctx.sim.enqueue(script.errorMidStream(['Hello ', 'there'], 1, { status: 529, message: 'Overloaded' }));
    const res = await ctx.gw.fetch('/chat/completions', { token: ctx.apiKey, json: { model: MODELS[kind], ...ask, stream: true } });
    expect(res.status).toBe(200);
    const events = (await res.text()).split('\n\n').filter((e) => e !== '');
    expect(events.at(-1)).toBe('data: [DONE]');
    expect(JSON.parse(events.at(-2)?.slice(6) ?? '{}')).toMatchObject({ error: { type: 'provider_unavailable' } });
  });

  test('bad request bodies are 400s naming the field, and nothing is sent', async () => {
    const cases: Array<[unknown, string]> = [
      [{ messages: [{ role: 'user', content: 'hi' }] }, 'model'],
      [{ model: MODELS.openai, messages: [] }, 'messages'],
      [{ model: MODELS.openai, messages: [{ role: 'robot', content: 'hi' }] }, 'messages[0].role'],
      [{ model: MODELS.openai, messages: [{ role: 'user', content: [{ type: 'image_url', image_url: { url: 'x' } }] }] }, 'messages[0].content'],
      [{ model: MODELS.openai, ...ask, temperature: 'hot' }, 'temperature'],
      [{ model: MODELS.openai, ...ask, n: 2 }, 'n'],
      [{ model: MODELS.openai, ...ask, stream_options: { include_usage: true } }, 'stream_options'],
      [{ model: MODELS.openai, ...ask, logit_bias: { 1: 2 } }, ''],
    ];
    for (const [json, param] of cases) {
      const res = await ctx.gw.fetch('/chat/completions', { token: ctx.apiKey, json });
      expect(res.status, JSON.stringify(json)).toBe(400);
      const body = (await res.json()) as { error: { type: string; param?: string; message: string } };
      expect(body.error.type).toBe('invalid_request_error');
      if (param !== '') expect(body.error.param, JSON.stringify(json)).toBe(param);
      else expect(body.error.message).toMatch(/logit_bias/);
    }
    expect(ctx.sim.requests).toHaveLength(0);
  });

  test('a client that disconnects aborts its upstream call', async () => {
    ctx.sim.enqueue(script.reply('a b c d e f g h i j k l m n o p', { chunkSize: 2, delayBetweenChunksMs: 100 }));
    const controller = new AbortController();
    const res = await ctx.gw.fetch('/chat/completions', { token: ctx.apiKey, json: { model: MODELS.openai, ...ask, stream: true }, signal: controller.signal });
    const reader = res.body?.getReader();
    await reader?.read(); // the role chunk
    controller.abort();
    const [call] = await ctx.sim.waitForRequests(1);
    expect(call).toBeDefined();
    // The simulator sees its response abandoned well before the slow reply (1.6 s) would have ended.
    await expect.poll(() => ctx.sim.abandonedResponses, { timeout: 1_000 }).toBe(1);
  });
});

test('a refused connection is a 503 provider_unavailable', async () => {
  const refused = await refusedConnectionUrl();
  const ctx = await startChatGateway({ env: { OPENAI_BASE_URL: `${refused}/v1` } });
  try {
    const error = await failure(ctx.client.chat.completions.create({ model: MODELS.openai, ...ask }));
    expect(error.status).toBe(503);
    expect(error.message).toMatch(/unreachable/);
  } finally {
    await ctx.close();
  }
});

describe.each([
  ['a worker killed mid-task', 'crash'],
  ['an engine that throws', 'throw'],
])('detection fails closed: %s', (_, worker) => {
  let ctx: ChatGateway;
  beforeAll(async () => {
    // Every scan goes to the pool, whose worker fails.
    ctx = await startChatGateway({ detectWorkerFile: fixtureWorker(worker), file: { detection: { inline_max_chars: 0 } } });
  });
  afterAll(() => ctx.close());

  test('503, and the provider receives nothing, streamed or not', async () => {
    for (const stream of [false, true]) {
      const error = await failure(ctx.client.chat.completions.create({ model: MODELS.openai, messages: [{ role: 'user', content: 'my email is jane@example.com' }], stream }));
      expect(error.status).toBe(503);
      expect(error.error).toMatchObject({ code: 'detection_unavailable' });
    }
    expect(ctx.sim.requests).toHaveLength(0);
  });
});
