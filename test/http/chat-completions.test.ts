import { APIError } from 'openai';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { bothModes, collect, detectionsOf, KINDS, MODELS, startChatGateway, type ChatGateway, type Kind } from '../support/chat-gateway.js';
import { EXAMPLES } from '../support/pii-examples.js';
import { script } from '../support/provider-simulator.js';

/** All the text a provider received for one call, whatever its wire format. */
const received = (body: unknown): string => JSON.stringify(body);

/** `value` cut into `parts` pieces at spread-out points, so it arrives over several deltas. */
function split(text: string, value: string, parts: number): string[] {
  const at = text.indexOf(value);
  const cuts = Array.from({ length: parts - 1 }, (_, i) => at + Math.max(1, Math.floor(((i + 1) * value.length) / parts)));
  const pieces: string[] = [];
  let from = 0;
  for (const cut of cuts) {
    pieces.push(text.slice(from, cut));
    from = cut;
  }
  pieces.push(text.slice(from));
  return pieces;
}

let ctx: ChatGateway;
beforeAll(async () => {
  ctx = await startChatGateway();
});
afterAll(() => ctx.close());
beforeEach(() => ctx.sim.reset());

describe.each(KINDS)('through %s', (kind: Kind) => {
  const model = MODELS[kind];

  test('a non-streamed completion: the reply, usage, detections, Server-Timing', async () => {
    ctx.sim.enqueue(script.reply('Paris is the capital of France.'));
    const { data, response } = await ctx.client.chat.completions
      .create({ model, messages: [{ role: 'system', content: 'Be brief.' }, { role: 'user', content: 'Capital of France?' }], temperature: 0.5, max_tokens: 50 })
      .withResponse();
    expect(data.id).toMatch(/^chatcmpl-/);
    expect(data.object).toBe('chat.completion');
    expect(data.model).toBe(model);
    expect(data.choices[0]?.message).toMatchObject({ role: 'assistant', content: 'Paris is the capital of France.' });
    expect(data.choices[0]?.finish_reason).toBe('stop');
    expect(data.usage?.completion_tokens).toBeGreaterThan(0);
    expect(data.usage?.total_tokens).toBe((data.usage?.prompt_tokens ?? 0) + (data.usage?.completion_tokens ?? 0));
    expect(detectionsOf(data)).toEqual({ input: [], output: [] });
    expect(response.headers.get('server-timing')).toMatch(/detection;dur=[\d.]+, upstream;dur=[\d.]+, gateway;dur=[\d.]+, total;dur=[\d.]+/);

    const [call] = ctx.sim.requests;
    expect(call?.provider).toBe(kind);
    expect(received(call?.body)).toContain('Capital of France?');
    expect(received(call?.body)).toContain('Be brief.');
  });

  test('a streamed completion: role first, content deltas, a last chunk with usage and detections, [DONE]', async () => {
    ctx.sim.enqueue(script.reply('One two three four.', { deltas: ['One', ' two', ' three', ' four.'] }));
    const stream = await ctx.client.chat.completions.create({ model, messages: [{ role: 'user', content: 'Count to four' }], stream: true });
    const { chunks, content } = await collect(stream);
    expect(content).toBe('One two three four.');
    expect(chunks[0]?.choices[0]?.delta.role).toBe('assistant');
    const last = chunks.at(-1);
    expect(last?.choices[0]?.finish_reason).toBe('stop');
    expect(last?.usage?.completion_tokens).toBeGreaterThan(0);
    expect(detectionsOf(last ?? {})).toEqual({ input: [], output: [] });
    expect(new Set(chunks.map((c) => c.id)).size).toBe(1);
  });
});

test('the guardrails’ cost is visible in Prometheus: detection, upstream and gateway histograms per provider', async () => {
  ctx.sim.enqueue(script.reply('fine'));
  await ctx.client.chat.completions.create({ model: MODELS.google, messages: [{ role: 'user', content: 'hello' }] });
  const metrics = await (await ctx.gw.fetch('/metrics', { token: ctx.adminToken })).text();
  for (const name of ['veil_chat_detection_seconds', 'veil_chat_upstream_seconds', 'veil_chat_gateway_seconds']) {
    expect(metrics).toMatch(new RegExp(`^${name}_count\\{provider="google"\\} [1-9]`, 'm'));
  }
});

test('models.list lists the configured models', async () => {
  const page = await ctx.client.models.list();
  const ids = page.data.map((m) => m.id);
  expect(ids).toEqual(expect.arrayContaining([MODELS.openai, MODELS.anthropic, MODELS.google, MODELS.azure]));
  expect(page.data.find((m) => m.id === MODELS.azure)?.owned_by).toBe('azure');
});

test('a model no configured provider serves is a 400 model_not_found, and nothing is sent', async () => {
  const error = await ctx.client.chat.completions.create({ model: 'mistral-large', messages: [{ role: 'user', content: 'hi' }] }).catch((e: unknown) => e);
  expect(error).toBeInstanceOf(APIError);
  expect((error as APIError).status).toBe(400);
  expect((error as APIError).code).toBe('model_not_found');
  expect(ctx.sim.requests).toHaveLength(0);
});

test('parameters: one a provider cannot take is refused with 400 naming it; unknown ones too', async () => {
  const seeded = await ctx.client.chat.completions.create({ model: MODELS.anthropic, messages: [{ role: 'user', content: 'hi' }], seed: 7 }).catch((e: unknown) => e);
  expect((seeded as APIError).status).toBe(400);
  expect((seeded as APIError).param).toBe('seed');
  const tools = await ctx.client.chat.completions
    .create({ model: MODELS.openai, messages: [{ role: 'user', content: 'hi' }], tools: [{ type: 'function', function: { name: 'f' } }] })
    .catch((e: unknown) => e);
  expect((tools as APIError).status).toBe(400);
  expect((tools as APIError).message).toMatch(/tools/);
  const hot = await ctx.client.chat.completions.create({ model: MODELS.openai, messages: [{ role: 'user', content: 'hi' }], temperature: 2.5 }).catch((e: unknown) => e);
  expect((hot as APIError).param).toBe('temperature');
  expect(ctx.sim.requests).toHaveLength(0);

  ctx.sim.enqueue(script.reply('ok'));
  await ctx.client.chat.completions.create({ model: MODELS.google, messages: [{ role: 'user', content: 'hi' }], top_p: 0.5, stop: ['END'], max_tokens: 20 });
  expect(ctx.sim.requests[0]?.body).toMatchObject({ generationConfig: { topP: 0.5, stopSequences: ['END'], maxOutputTokens: 20 } });
});

describe.each(EXAMPLES)('%s', (type, text, value) => {
  test.each(KINDS)('input through %s: the provider receives [TYPE], never the value', async (kind) => {
    ctx.sim.enqueue(script.reply('Noted.'));
    const reply = await ctx.client.chat.completions.create({ model: MODELS[kind], messages: [{ role: 'user', content: text }] });
    const body = received(ctx.sim.requests[0]?.body);
    expect(body).toContain(`[${type}]`);
    expect(body).not.toContain(value);
    expect(detectionsOf(reply).input).toContainEqual(expect.objectContaining({ entity_type: type, text: value, action: 'MASK', masked_text: `[${type}]`, message_index: 0 }));
  });

  test('output, non-streamed: masked in the reply; the detection shows the placeholder', async () => {
    ctx.sim.enqueue(script.reply(`Sure. ${text}`));
    const reply = await ctx.client.chat.completions.create({ model: MODELS.openai, messages: [{ role: 'user', content: 'repeat it' }] });
    const content = reply.choices[0]?.message.content ?? '';
    expect(content).not.toContain(value);
    expect(content).toContain(`[${type}]`);
    expect(detectionsOf(reply).output).toContainEqual(expect.objectContaining({ entity_type: type, text: `[${type}]`, action: 'MASK' }));
  });

  test.each([2, 3, 4, 5])('output, streamed, the value split over %i deltas: no chunk carries it, the text is masked', async (parts) => {
    const reply = `Sure. ${text}`;
    // Paced, so each delta arrives in its own read (a burst would reach the guard as one text).
    ctx.sim.enqueue(script.reply(reply, { deltas: split(reply, value, parts), delayBetweenChunksMs: 3 }));
    const stream = await ctx.client.chat.completions.create({ model: MODELS.openai, messages: [{ role: 'user', content: 'repeat it' }], stream: true });
    const { chunks, content } = await collect(stream);
    for (const chunk of chunks) expect(JSON.stringify(chunk)).not.toContain(value);
    expect(content).toContain(`[${type}]`);
    expect(content).not.toContain(value);
    expect(detectionsOf(chunks.at(-1) ?? {}).output).toContainEqual(expect.objectContaining({ entity_type: type, text: `[${type}]`, action: 'MASK' }));
  });
});

describe('REJECT', () => {
  beforeAll(async () => {
    const res = await ctx.gw.fetch('/admin/filters', { token: ctx.adminToken, method: 'PUT', json: { entities: { SSN: { action: 'REJECT' } } } });
    expect(res.status).toBe(200);
  });
  afterAll(async () => {
    await ctx.gw.fetch('/admin/filters', { token: ctx.adminToken, method: 'PUT', json: {} });
  });

  test('on input: 403 content_blocked, and the provider receives nothing (streamed or not)', async () => {
    for (const error of await bothModes(ctx, MODELS.openai, 'my SSN is 536-22-8735')) {
      expect(error).toBeInstanceOf(APIError);
      expect((error as APIError).status).toBe(403);
      expect((error as APIError).error).toMatchObject({ type: 'content_blocked', details: { reason: 'SSN', direction: 'input' } });
    }
    expect(ctx.sim.requests).toHaveLength(0);
  });

  test('on output, non-streamed: 403 with direction output; the value is not in the body', async () => {
    ctx.sim.enqueue(script.reply('Your SSN is 536-22-8735.'));
    const res = await ctx.gw.fetch('/chat/completions', { token: ctx.apiKey, json: { model: MODELS.anthropic, messages: [{ role: 'user', content: 'what is my ssn' }] } });
    expect(res.status).toBe(403);
    const text = await res.text();
    expect(text).not.toContain('536-22-8735');
    expect(JSON.parse(text)).toMatchObject({ error: { type: 'content_blocked', details: { reason: 'SSN', direction: 'output' } } });
  });

  test('on output, streamed: released text, then an error event and [DONE]; the value never leaves', async () => {
    const reply = 'Here it is: your SSN is 536-22-8735, keep it safe. '.repeat(2) + 'x'.repeat(400);
    ctx.sim.enqueue(script.reply(reply, { chunkSize: 7 }));
    const res = await ctx.gw.fetch('/chat/completions', { token: ctx.apiKey, json: { model: MODELS.google, messages: [{ role: 'user', content: 'ssn?' }], stream: true } });
    expect(res.status).toBe(200);
    const body = await res.text();
    expect(body).not.toContain('536-22-8735');
    const events = body.split('\n\n').filter((e) => e !== '');
    expect(events.at(-1)).toBe('data: [DONE]');
    expect(JSON.parse(events.at(-2)?.slice('data: '.length) ?? '{}')).toMatchObject({ error: { type: 'content_blocked', details: { reason: 'SSN', direction: 'output' } } });

    // The SDK surfaces the event as an APIError.
    ctx.sim.enqueue(script.reply(reply, { chunkSize: 7 }));
    const stream = await ctx.client.chat.completions.create({ model: MODELS.openai, messages: [{ role: 'user', content: 'ssn?' }], stream: true });
    await expect(collect(stream)).rejects.toBeInstanceOf(APIError);
  });
});
