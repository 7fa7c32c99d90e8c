import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { refusedConnectionUrl, script, startProviderSimulator, type ProviderSimulator } from './provider-simulator.js';

// ---------------------------------------------------------------------------------------------
// A client's view: fetch, plus an SSE parser that accepts every line ending the spec allows
// ---------------------------------------------------------------------------------------------

interface SseEvent {
  readonly event: string | undefined;
  readonly data: string;
}

function parseSse(text: string): SseEvent[] {
  const events: SseEvent[] = [];
  for (const block of text.split(/\r\n\r\n|\n\n|\r\r/)) {
    let event: string | undefined;
    const data: string[] = [];
    for (const line of block.split(/\r\n|\n|\r/)) {
      if (line.startsWith('event:')) event = line.slice(6).trim();
      else if (line.startsWith('data:')) data.push(line.slice(5).replace(/^ /, ''));
    }
    if (data.length > 0) events.push({ event, data: data.join('\n') });
  }
  return events;
}

function json(data: string): Record<string, unknown> {
  return JSON.parse(data) as Record<string, unknown>;
}

/** Walks a path of keys/indexes into parsed JSON; undefined when any step is missing. */
function at(value: unknown, ...path: readonly (string | number)[]): unknown {
  let current = value;
  for (const key of path) {
    if (typeof current !== 'object' || current === null) return undefined;
    current = (current as Record<string | number, unknown>)[key];
  }
  return current;
}

function textAt(value: unknown, ...path: readonly (string | number)[]): string {
  const found = at(value, ...path);
  return typeof found === 'string' ? found : '';
}

function post(url: string, body: unknown, headers: Record<string, string> = {}, signal?: AbortSignal): Promise<Response> {
  return fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
    ...(signal === undefined ? {} : { signal }),
  });
}

/** Reads a body as it arrives until it ends or breaks; reports both what came and how it ended. */
async function readUntilBreak(res: Response, signal?: AbortSignal): Promise<{ text: string; error: unknown }> {
  const reader = (res.body as ReadableStream<Uint8Array>).getReader();
  const decoder = new TextDecoder();
  let text = '';
  try {
    for (;;) {
      if (signal?.aborted === true) throw signal.reason;
      const { done, value } = await reader.read();
      if (done) return { text, error: undefined };
      text += decoder.decode(value, { stream: true });
    }
  } catch (error: unknown) {
    return { text, error };
  }
}

function causeCode(error: unknown): unknown {
  return at(error, 'cause', 'code');
}

const OPENAI_HEADERS = { authorization: 'Bearer sk-test' };
const AZURE_HEADERS = { 'api-key': 'azure-test' };
const ANTHROPIC_HEADERS = { 'x-api-key': 'sk-ant-test', 'anthropic-version': '2023-06-01' };
const GOOGLE_HEADERS = { 'x-goog-api-key': 'goog-test' };

const openAiBody = (content: string, extra: Record<string, unknown> = {}): Record<string, unknown> => ({
  model: 'gpt-4o-mini',
  messages: [
    { role: 'system', content: 'Be brief.' },
    { role: 'user', content },
  ],
  ...extra,
});
const anthropicBody = (content: string, extra: Record<string, unknown> = {}): Record<string, unknown> => ({
  model: 'claude-sonnet-4-5',
  max_tokens: 256,
  system: 'Be brief.',
  messages: [{ role: 'user', content: [{ type: 'text', text: content }] }],
  ...extra,
});
const googleBody = (text: string, extra: Record<string, unknown> = {}): Record<string, unknown> => ({
  systemInstruction: { parts: [{ text: 'Be brief.' }] },
  contents: [{ role: 'user', parts: [{ text }] }],
  ...extra,
});

// ---------------------------------------------------------------------------------------------

let sim: ProviderSimulator;

beforeAll(async () => {
  sim = await startProviderSimulator();
});
afterAll(async () => {
  await sim.close();
});
beforeEach(() => {
  sim.reset();
});

describe('OpenAI', () => {
  it('answers a non-streamed completion in the chat.completion shape, echoing the last user message', async () => {
    const res = await post(`${sim.openaiBaseUrl}/chat/completions`, openAiBody('Hello there'), OPENAI_HEADERS);
    expect(res.status).toBe(200);
    expect(res.headers.get('x-request-id')).toMatch(/^req_/);
    const body = json(await res.text());
    expect(body).toMatchObject({
      object: 'chat.completion',
      model: 'gpt-4o-mini',
      choices: [{ index: 0, message: { role: 'assistant', content: 'Hello there', refusal: null }, logprobs: null, finish_reason: 'stop' }],
    });
    expect(body['id']).toMatch(/^chatcmpl-/);
    expect(typeof body['created']).toBe('number');
    expect(typeof body['system_fingerprint']).toBe('string');
    const usage = body['usage'] as { prompt_tokens: number; completion_tokens: number; total_tokens: number };
    expect(usage.prompt_tokens).toBeGreaterThan(0);
    expect(usage.completion_tokens).toBeGreaterThan(0);
    expect(usage.total_tokens).toBe(usage.prompt_tokens + usage.completion_tokens);
  });

  it('streams chunks separated by blank lines: role chunk, one per delta, finish chunk, [DONE]', async () => {
    sim.enqueue(script.reply(undefined, { deltas: ['Hel', 'lo', ', world'] }));
    const res = await post(`${sim.openaiBaseUrl}/chat/completions`, openAiBody('ignored', { stream: true }), OPENAI_HEADERS);
    expect(res.headers.get('content-type')).toMatch(/^text\/event-stream/);
    const text = await res.text();
    expect(text.endsWith('data: [DONE]\n\n')).toBe(true);
    expect(text).not.toContain('\r');
    const events = parseSse(text);
    expect(events.at(-1)?.data).toBe('[DONE]');
    const chunks = events.slice(0, -1).map((event) => json(event.data));
    expect(chunks.every((chunk) => chunk['object'] === 'chat.completion.chunk' && !('usage' in chunk))).toBe(true);
    expect(at(chunks[0], 'choices', 0, 'delta')).toEqual({ role: 'assistant', content: '' });
    const deltas = chunks.slice(1, -1).map((chunk) => at(chunk, 'choices', 0, 'delta', 'content'));
    expect(deltas).toEqual(['Hel', 'lo', ', world']);
    expect(at(chunks.at(-1), 'choices', 0)).toMatchObject({ delta: {}, finish_reason: 'stop' });
    expect(new Set(chunks.map((chunk) => chunk['id'])).size).toBe(1);
  });

  it('adds the usage-only chunk (choices: []) only when stream_options.include_usage is set', async () => {
    sim.enqueue(script.reply('one two three'));
    const res = await post(`${sim.openaiBaseUrl}/chat/completions`, openAiBody('hi', { stream: true, stream_options: { include_usage: true } }), OPENAI_HEADERS);
    const chunks = parseSse(await res.text())
      .slice(0, -1)
      .map((event) => json(event.data));
    const last = chunks.at(-1);
    expect(last?.['choices']).toEqual([]);
    expect(last?.['usage']).toMatchObject({ completion_tokens: expect.any(Number) as number, prompt_tokens: expect.any(Number) as number });
    // Every other chunk carries usage: null, as OpenAI's do.
    expect(chunks.slice(0, -1).every((chunk) => chunk['usage'] === null)).toBe(true);
    const content = chunks.map((chunk) => textAt(chunk, 'choices', 0, 'delta', 'content')).join('');
    expect(content).toBe('one two three');
  });

  it('rejects stream_options without stream, and a missing model, as OpenAI does', async () => {
    const withoutStream = await post(`${sim.openaiBaseUrl}/chat/completions`, openAiBody('hi', { stream_options: { include_usage: true } }), OPENAI_HEADERS);
    expect(withoutStream.status).toBe(400);
    expect(json(await withoutStream.text())).toMatchObject({ error: { type: 'invalid_request_error', param: 'stream_options' } });
    const noModel = await post(`${sim.openaiBaseUrl}/chat/completions`, { messages: [{ role: 'user', content: 'x' }] }, OPENAI_HEADERS);
    expect(noModel.status).toBe(400);
  });
});

describe('Azure OpenAI', () => {
  const azureUrl = (query = '?api-version=2024-10-21'): string => `${sim.url}/openai/deployments/my-gpt4o/chat/completions${query}`;

  it('answers with the deployment as the model, streamed and not', async () => {
    const res = await post(azureUrl(), { messages: [{ role: 'user', content: 'Azure hi' }] }, AZURE_HEADERS);
    expect(res.status).toBe(200);
    expect(json(await res.text())).toMatchObject({ model: 'my-gpt4o', choices: [{ message: { content: 'Azure hi' } }] });

    const streamed = await post(azureUrl(), { messages: [{ role: 'user', content: 'streamed azure' }], stream: true }, AZURE_HEADERS);
    const chunks = parseSse(await streamed.text())
      .filter((event) => event.data !== '[DONE]')
      .map((event) => json(event.data));
    expect(chunks.map((chunk) => textAt(chunk, 'choices', 0, 'delta', 'content')).join('')).toBe('streamed azure');
    expect(chunks.every((chunk) => chunk['model'] === 'my-gpt4o')).toBe(true);
  });

  it('answers 404 without api-version and 401 without api-key, in Azure’s {code, message} shape', async () => {
    const noVersion = await post(azureUrl(''), { messages: [{ role: 'user', content: 'x' }] }, AZURE_HEADERS);
    expect(noVersion.status).toBe(404);
    expect(json(await noVersion.text())).toEqual({ error: { code: '404', message: 'Resource not found' } });
    const noKey = await post(azureUrl(), { messages: [{ role: 'user', content: 'x' }] }, OPENAI_HEADERS);
    expect(noKey.status).toBe(401);
    expect(json(await noKey.text())).toMatchObject({ error: { code: '401' } });
    expect(sim.requests.map((request) => request.provider)).toEqual(['azure', 'azure']);
  });
});

describe('Anthropic', () => {
  it('answers a non-streamed message', async () => {
    const res = await post(`${sim.url}/v1/messages`, anthropicBody('Bonjour'), ANTHROPIC_HEADERS);
    expect(res.status).toBe(200);
    expect(res.headers.get('request-id')).toMatch(/^req_/);
    const body = json(await res.text());
    expect(body).toMatchObject({
      type: 'message',
      role: 'assistant',
      model: 'claude-sonnet-4-5',
      content: [{ type: 'text', text: 'Bonjour' }],
      stop_reason: 'end_turn',
      stop_sequence: null,
    });
    expect(body['id']).toMatch(/^msg_/);
    expect(at(body, 'usage', 'input_tokens')).toBeGreaterThan(0);
    expect(at(body, 'usage', 'output_tokens')).toBeGreaterThan(0);
  });

  it('streams the named events in Anthropic’s order, each event name matching its data type', async () => {
    sim.enqueue(script.reply('Hi there friend', { chunkSize: 4 }));
    const res = await post(`${sim.url}/v1/messages`, anthropicBody('x', { stream: true }), ANTHROPIC_HEADERS);
    const events = parseSse(await res.text());
    const names = events.map((event) => event.event);
    expect(names).toEqual([
      'message_start',
      'content_block_start',
      'ping',
      'content_block_delta',
      'content_block_delta',
      'content_block_delta',
      'content_block_delta',
      'content_block_stop',
      'message_delta',
      'message_stop',
    ]);
    const payloads = events.map((event) => json(event.data));
    expect(payloads.map((payload) => payload['type'])).toEqual(names);
    expect(at(payloads[0], 'message', 'usage', 'output_tokens')).toBe(1);
    expect(at(payloads[0], 'message', 'content')).toEqual([]);
    expect(payloads[1]).toEqual({ type: 'content_block_start', index: 0, content_block: { type: 'text', text: '' } });
    const text = payloads.filter((payload) => payload['type'] === 'content_block_delta').map((payload) => at(payload, 'delta', 'text'));
    expect(text).toEqual(['Hi t', 'here', ' fri', 'end']);
    expect(payloads[8]).toMatchObject({ delta: { stop_reason: 'end_turn', stop_sequence: null }, usage: { output_tokens: 4 } });
  });

  it('requires anthropic-version and max_tokens, and refuses a system-role message', async () => {
    const noVersion = await post(`${sim.url}/v1/messages`, anthropicBody('x'), { 'x-api-key': 'k' });
    expect(noVersion.status).toBe(400);
    expect(json(await noVersion.text())).toMatchObject({ type: 'error', error: { type: 'invalid_request_error' } });
    const { max_tokens: _omitted, ...withoutMaxTokens } = anthropicBody('x');
    const noMax = await post(`${sim.url}/v1/messages`, withoutMaxTokens, ANTHROPIC_HEADERS);
    expect(noMax.status).toBe(400);
    expect(json(await noMax.text())).toMatchObject({ error: { type: 'invalid_request_error', message: 'max_tokens: Field required' } });
    const systemRole = await post(`${sim.url}/v1/messages`, { ...anthropicBody('x'), messages: [{ role: 'system', content: 'x' }] }, ANTHROPIC_HEADERS);
    expect(systemRole.status).toBe(400);
  });
});

describe('Google Gemini', () => {
  it('answers generateContent', async () => {
    const res = await post(`${sim.url}/v1beta/models/gemini-2.0-flash:generateContent`, googleBody('Hallo'), GOOGLE_HEADERS);
    expect(res.status).toBe(200);
    const body = json(await res.text());
    expect(body).toMatchObject({
      candidates: [{ content: { role: 'model', parts: [{ text: 'Hallo' }] }, finishReason: 'STOP', index: 0 }],
      modelVersion: 'gemini-2.0-flash',
    });
    const usage = body['usageMetadata'] as { promptTokenCount: number; candidatesTokenCount: number; totalTokenCount: number };
    expect(usage.totalTokenCount).toBe(usage.promptTokenCount + usage.candidatesTokenCount);
  });

  it('streams with alt=sse as CRLF-framed data events, the last one carrying finishReason and full usage, no [DONE]', async () => {
    sim.enqueue(script.reply('alpha beta gamma'));
    const res = await post(`${sim.url}/v1beta/models/gemini-2.0-flash:streamGenerateContent?alt=sse`, googleBody('x'), GOOGLE_HEADERS);
    expect(res.headers.get('content-type')).toMatch(/^text\/event-stream/);
    const text = await res.text();
    expect(text.endsWith('}\r\n\r\n')).toBe(true);
    expect(text.split('\r\n\r\n').filter((part) => part !== '')).toHaveLength(3);
    expect(text).not.toContain('[DONE]');
    const chunks = parseSse(text).map((event) => json(event.data));
    expect(chunks.map((chunk) => textAt(chunk, 'candidates', 0, 'content', 'parts', 0, 'text')).join('')).toBe('alpha beta gamma');
    expect(chunks.slice(0, -1).every((chunk) => at(chunk, 'candidates', 0, 'finishReason') === undefined)).toBe(true);
    expect(at(chunks.at(-1), 'candidates', 0, 'finishReason')).toBe('STOP');
    expect(at(chunks.at(-1), 'usageMetadata', 'candidatesTokenCount')).toBeGreaterThan(0);
  });

  it('streams a JSON array without alt=sse, and accepts the key as ?key=', async () => {
    sim.enqueue(script.reply('one two'));
    const res = await post(`${sim.url}/v1beta/models/gemini-2.0-flash:streamGenerateContent?key=goog-test`, googleBody('x'));
    expect(res.status).toBe(200);
    const chunks = JSON.parse(await res.text()) as unknown[];
    expect(chunks.map((chunk) => textAt(chunk, 'candidates', 0, 'content', 'parts', 0, 'text')).join('')).toBe('one two');
  });
});

describe('scripted errors and finish reasons', () => {
  it('answers a scripted status in each provider’s error shape, with extra headers', async () => {
    sim.enqueue(
      script.error(429, { headers: { 'retry-after': '3' } }),
      script.error(529),
      script.error(503, { message: 'The model is overloaded.' }),
      script.error(500, { message: 'boom', type: 'server_error', code: 'internal' }),
    );
    const openai = await post(`${sim.openaiBaseUrl}/chat/completions`, openAiBody('x'), OPENAI_HEADERS);
    expect(openai.status).toBe(429);
    expect(openai.headers.get('retry-after')).toBe('3');
    expect(json(await openai.text())).toMatchObject({ error: { code: 'rate_limit_exceeded', param: null, message: expect.any(String) as string } });

    const anthropic = await post(`${sim.url}/v1/messages`, anthropicBody('x'), ANTHROPIC_HEADERS);
    expect(anthropic.status).toBe(529);
    expect(json(await anthropic.text())).toMatchObject({ type: 'error', error: { type: 'overloaded_error', message: 'Overloaded' } });

    const google = await post(`${sim.url}/v1beta/models/gemini-2.0-flash:generateContent`, googleBody('x'), GOOGLE_HEADERS);
    expect(google.status).toBe(503);
    expect(json(await google.text())).toEqual({ error: { code: 503, message: 'The model is overloaded.', status: 'UNAVAILABLE' } });

    const azure = await post(`${sim.url}/openai/deployments/d/chat/completions?api-version=2024-10-21`, { messages: [{ role: 'user', content: 'x' }] }, AZURE_HEADERS);
    expect(azure.status).toBe(500);
    expect(json(await azure.text())).toEqual({ error: { message: 'boom', type: 'server_error', param: null, code: 'internal' } });
  });

  it('maps a neutral finish reason to each provider’s own', async () => {
    sim.enqueue(script.reply('cut', { finishReason: 'length' }), script.reply('cut', { finishReason: 'length' }), script.reply('cut', { finishReason: 'length' }));
    const openai = json(await (await post(`${sim.openaiBaseUrl}/chat/completions`, openAiBody('x'), OPENAI_HEADERS)).text());
    const anthropic = json(await (await post(`${sim.url}/v1/messages`, anthropicBody('x'), ANTHROPIC_HEADERS)).text());
    const google = json(await (await post(`${sim.url}/v1beta/models/g:generateContent`, googleBody('x'), GOOGLE_HEADERS)).text());
    expect(at(openai, 'choices', 0, 'finish_reason')).toBe('length');
    expect(anthropic['stop_reason']).toBe('max_tokens');
    expect(at(google, 'candidates', 0, 'finishReason')).toBe('MAX_TOKENS');
  });

  it('answers 401 in each provider’s shape when the key is missing, and checks a configured key', async () => {
    const openai = await post(`${sim.openaiBaseUrl}/chat/completions`, openAiBody('x'));
    expect(openai.status).toBe(401);
    expect(json(await openai.text())).toMatchObject({ error: { type: 'invalid_request_error' } });
    const anthropic = await post(`${sim.url}/v1/messages`, anthropicBody('x'), { 'anthropic-version': '2023-06-01' });
    expect(json(await anthropic.text())).toMatchObject({ type: 'error', error: { type: 'authentication_error' } });
    const google = await post(`${sim.url}/v1beta/models/g:generateContent`, googleBody('x'));
    expect(json(await google.text())).toMatchObject({ error: { code: 401, status: 'UNAUTHENTICATED' } });

    const strict = await startProviderSimulator({ apiKey: 'right' });
    try {
      expect((await post(`${strict.openaiBaseUrl}/chat/completions`, openAiBody('x'), { authorization: 'Bearer wrong' })).status).toBe(401);
      expect((await post(`${strict.openaiBaseUrl}/chat/completions`, openAiBody('x'), { authorization: 'Bearer right' })).status).toBe(200);
    } finally {
      await strict.close();
    }
  });

  it('refuses a step whose deltas do not join to its content', () => {
    expect(() => sim.enqueue(script.reply('abc', { deltas: ['a', 'b'] }))).toThrow(/deltas/);
  });
});

describe('timing and transport failures', () => {
  it('waits latencyMs before the headers and delayBetweenChunksMs between deltas', async () => {
    sim.enqueue(script.reply(undefined, { deltas: ['a', 'b', 'c'], latencyMs: 120, delayBetweenChunksMs: 60 }));
    const started = performance.now();
    const res = await post(`${sim.openaiBaseUrl}/chat/completions`, openAiBody('x', { stream: true }), OPENAI_HEADERS);
    const headersAfter = performance.now() - started;
    await res.text();
    const doneAfter = performance.now() - started;
    expect(headersAfter).toBeGreaterThanOrEqual(110);
    expect(doneAfter - headersAfter).toBeGreaterThanOrEqual(100);
  });

  it('sends a burst stream in one write: the same events as a paced one', async () => {
    const contents = (body: string): string[] => [...body.matchAll(/"delta":\{(?:"role":"assistant",)?"content":"([^"]*)"/g)].map((m) => m[1] ?? '');
    sim.enqueue(script.reply('one two three four', { burst: true }));
    const burst = await (await post(`${sim.openaiBaseUrl}/chat/completions`, openAiBody('x', { stream: true }), OPENAI_HEADERS)).text();
    sim.enqueue(script.reply('one two three four'));
    const paced = await (await post(`${sim.openaiBaseUrl}/chat/completions`, openAiBody('x', { stream: true }), OPENAI_HEADERS)).text();
    expect(contents(burst)).toEqual(contents(paced));
    expect(contents(burst).join('')).toBe('one two three four');
    expect(burst.trimEnd().endsWith('data: [DONE]')).toBe(true);
    expect(() => sim.enqueue(script.reply('abc', { burst: true, delayBetweenChunksMs: 5 }))).toThrow(/burst/);
  });

  it('hangs without headers until the client gives up, and still records the request', async () => {
    sim.enqueue(script.hang());
    const attempt = post(`${sim.openaiBaseUrl}/chat/completions`, openAiBody('x'), OPENAI_HEADERS, AbortSignal.timeout(200));
    await expect(attempt).rejects.toMatchObject({ name: 'TimeoutError' });
    expect(sim.requests).toHaveLength(1);
    // The next request is served normally on the same simulator.
    expect((await post(`${sim.openaiBaseUrl}/chat/completions`, openAiBody('x'), OPENAI_HEADERS)).status).toBe(200);
  });

  it('closes promptly while a request hangs and a keep-alive socket is idle', async () => {
    const own = await startProviderSimulator({ script: [script.reply('warm'), script.hang()] });
    await (await post(`${own.openaiBaseUrl}/chat/completions`, openAiBody('x'), OPENAI_HEADERS)).text();
    const hung = post(`${own.openaiBaseUrl}/chat/completions`, openAiBody('x'), OPENAI_HEADERS);
    hung.catch(() => undefined);
    await own.waitForRequests(2);
    const started = performance.now();
    await own.close();
    expect(performance.now() - started).toBeLessThan(1_000);
    await expect(hung).rejects.toThrow();
  });

  it('destroys the socket before answering', async () => {
    sim.enqueue(script.destroy());
    const error = await post(`${sim.url}/v1/messages`, anthropicBody('x'), ANTHROPIC_HEADERS).then(
      () => undefined,
      (reason: unknown) => reason,
    );
    expect(error).toBeInstanceOf(TypeError);
    expect(sim.requests).toHaveLength(1);
  });

  it('fails mid-stream: some deltas arrive, then the connection breaks', async () => {
    sim.enqueue(script.failMidStream(['one', ' two', ' three', ' four'], 2));
    const res = await post(`${sim.url}/v1/messages`, anthropicBody('x', { stream: true }), ANTHROPIC_HEADERS);
    expect(res.status).toBe(200);
    const { text, error } = await readUntilBreak(res);
    expect(error).toBeDefined();
    const received = parseSse(text)
      .filter((event) => event.event === 'content_block_delta')
      .map((event) => at(json(event.data), 'delta', 'text'));
    expect(received).toEqual(['one', ' two']);
    expect(text).not.toContain('message_stop');
  });

  it('sends the provider’s in-stream error event after some deltas, then ends the stream', async () => {
    sim.enqueue(script.errorMidStream(['a', 'b', 'c'], 1), script.errorMidStream(['a', 'b'], 2, { status: 429 }), script.errorMidStream(['a', 'b'], 1, { status: 503 }));

    const anthropic = parseSse(await (await post(`${sim.url}/v1/messages`, anthropicBody('x', { stream: true }), ANTHROPIC_HEADERS)).text());
    expect(anthropic.at(-1)?.event).toBe('error');
    expect(json(anthropic.at(-1)?.data ?? '')).toMatchObject({ type: 'error', error: { type: 'overloaded_error' } });
    expect(anthropic.filter((event) => event.event === 'content_block_delta')).toHaveLength(1);

    const openaiText = await (await post(`${sim.openaiBaseUrl}/chat/completions`, openAiBody('x', { stream: true }), OPENAI_HEADERS)).text();
    expect(openaiText).not.toContain('[DONE]');
    const openai = parseSse(openaiText);
    expect(json(openai.at(-1)?.data ?? '')).toMatchObject({ error: { code: 'rate_limit_exceeded' } });
    expect(openai.slice(1, -1).map((event) => textAt(json(event.data), 'choices', 0, 'delta', 'content'))).toEqual(['a', 'b']);

    const google = await (await post(`${sim.url}/v1beta/models/g:streamGenerateContent?alt=sse`, googleBody('x'), GOOGLE_HEADERS)).text();
    expect(google.endsWith('"status":"UNAVAILABLE"}}\r\n\r\n')).toBe(true);
  });

  it('answers the error event as an HTTP error when the call was not streamed', async () => {
    sim.enqueue(script.errorMidStream(['a', 'b'], 1, { status: 500, message: 'kaput' }));
    const res = await post(`${sim.url}/v1beta/models/g:generateContent`, googleBody('x'), GOOGLE_HEADERS);
    expect(res.status).toBe(500);
    expect(json(await res.text())).toEqual({ error: { code: 500, message: 'kaput', status: 'INTERNAL' } });
  });

  it('truncates a non-streamed body when told to fail', async () => {
    sim.enqueue(script.reply('a complete reply', { failAfterDeltas: 0 }));
    const res = await post(`${sim.openaiBaseUrl}/chat/completions`, openAiBody('x'), OPENAI_HEADERS);
    await expect(res.json()).rejects.toThrow();
  });

  it('stalls mid-stream: deltas arrive, then silence until the client aborts', async () => {
    sim.enqueue(script.reply(undefined, { deltas: ['x', 'y', 'z'], stallAfterDeltas: 1 }));
    const signal = AbortSignal.timeout(300);
    const res = await post(`${sim.url}/v1beta/models/g:streamGenerateContent?alt=sse`, googleBody('x'), GOOGLE_HEADERS, signal);
    const { text, error } = await readUntilBreak(res, signal);
    expect(error).toMatchObject({ name: 'TimeoutError' });
    expect(parseSse(text).map((event) => at(json(event.data), 'candidates', 0, 'content', 'parts', 0, 'text'))).toEqual(['x']);
  });

  it('gives a URL where the connection is refused', async () => {
    const url = await refusedConnectionUrl();
    const error = await post(`${url}/v1/chat/completions`, openAiBody('x'), OPENAI_HEADERS).then(
      () => undefined,
      (reason: unknown) => reason,
    );
    expect(causeCode(error)).toBe('ECONNREFUSED');
  });
});

describe('recording and script', () => {
  it('records provider, path, query, lower-case headers, parsed body and model', async () => {
    await post(`${sim.url}/openai/deployments/dep-1/chat/completions?api-version=2024-10-21`, { messages: [{ role: 'user', content: 'mail [EMAIL] please' }] }, { 'API-Key': 'k', 'X-Custom': 'v' });
    const [request] = sim.requests;
    expect(request).toMatchObject({
      provider: 'azure',
      method: 'POST',
      path: '/openai/deployments/dep-1/chat/completions',
      query: { 'api-version': '2024-10-21' },
      headers: { 'api-key': 'k', 'x-custom': 'v' },
      body: { messages: [{ role: 'user', content: 'mail [EMAIL] please' }] },
      model: 'dep-1',
      stream: false,
    });
    expect(request?.rawBody).toContain('[EMAIL]');
    expect(request?.receivedAt).toBeGreaterThan(0);
  });

  it('consumes the script FIFO, one step per accepted request; refused requests consume none', async () => {
    sim.enqueue(script.reply('first'), script.reply('second'));
    expect(sim.pendingSteps).toBe(2);
    expect((await post(`${sim.openaiBaseUrl}/chat/completions`, openAiBody('x'))).status).toBe(401);
    expect(sim.pendingSteps).toBe(2);
    const texts: unknown[] = [];
    for (let i = 0; i < 3; i += 1) {
      const body = json(await (await post(`${sim.openaiBaseUrl}/chat/completions`, openAiBody(`echo ${i}`), OPENAI_HEADERS)).text());
      texts.push(at(body, 'choices', 0, 'message', 'content'));
    }
    expect(texts).toEqual(['first', 'second', 'echo 2']);
    expect(sim.pendingSteps).toBe(0);
  });

  it('uses a configured default reply and forgets everything on reset()', async () => {
    sim.setDefaultReply((context) => `${context.provider}:${context.model}:${context.lastUserText.toUpperCase()}`);
    const body = json(await (await post(`${sim.url}/v1/messages`, anthropicBody('quiet'), ANTHROPIC_HEADERS)).text());
    expect(at(body, 'content', 0, 'text')).toBe('anthropic:claude-sonnet-4-5:QUIET');
    sim.enqueue(script.hang());
    sim.reset();
    expect(sim.requests).toHaveLength(0);
    expect(sim.pendingSteps).toBe(0);
    const echoed = json(await (await post(`${sim.url}/v1/messages`, anthropicBody('quiet'), ANTHROPIC_HEADERS)).text());
    expect(at(echoed, 'content', 0, 'text')).toBe('quiet');
  });

  it('answers 404 for a path no provider serves, recorded as unknown', async () => {
    const res = await post(`${sim.url}/v2/whatever`, {});
    expect(res.status).toBe(404);
    expect(sim.requests[0]?.provider).toBe('unknown');
  });
});
