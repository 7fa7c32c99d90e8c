import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import type { Completion, CompletionEvent, CompletionRequest, FinishReason } from '../../src/core/chat.js';
import { isVeilError } from '../../src/core/errors.js';
import type { ProviderAdapter, ProviderKind, ProviderSettings, StreamDecoder } from '../../src/providers/contract.js';
import { createAdapter } from '../../src/providers/registry.js';

/**
 * The one suite every provider adapter passes (STYLE.md §7, hono's common.case.test.ts pattern).
 * Each kind supplies only data: its settings, where its wire puts each field, and what its
 * recorded-style fixtures in test/fixtures/providers/<kind>/ must translate to.
 */

const FIXTURES = join(import.meta.dirname, '../fixtures/providers');

type Path = readonly string[];

interface KindCase {
  readonly kind: ProviderKind;
  readonly settings: ProviderSettings;
  readonly model: string;
  readonly url: { readonly plain: string; readonly stream: string };
  readonly auth: readonly [header: string, value: string];
  /** Where the body carries each mapped field; `model` is absent where the URL names it. */
  readonly paths: { readonly model?: Path; readonly temperature: Path; readonly maxTokens: Path; readonly topP: Path; readonly stop: Path };
  /** Body fields present only on a streamed call. */
  readonly streamFields: readonly (readonly [Path, unknown])[];
  /** OpenAI parameter names this provider refuses (for the values of PARAMETER_PROBES). */
  readonly refused: readonly string[];
  readonly reply: Completion;
  readonly stream: readonly CompletionEvent[];
  readonly errorMessage: string;
  /** A minimal successful reply body whose finish reason is the provider's `reason`. */
  readonly replyWithReason: (reason: string) => string;
  readonly finishReasons: readonly (readonly [string, FinishReason])[];
}

const TEXT = 'Héllo, wörld! 🌍 日本語.';
const USAGE = { prompt_tokens: 19, completion_tokens: 10, total_tokens: 29 };
const SPLIT_TEXT: CompletionEvent[] = ['Héllo', ', wörld', '! 🌍 ', '日本語', '.'].map((content) => ({ kind: 'delta', content }));

const CASES: readonly KindCase[] = [
  {
    kind: 'openai',
    settings: { kind: 'openai', apiKey: 'sk-test', baseUrl: 'https://api.openai.com/v1/' },
    model: 'gpt-4o-mini',
    url: { plain: 'https://api.openai.com/v1/chat/completions', stream: 'https://api.openai.com/v1/chat/completions' },
    auth: ['authorization', 'Bearer sk-test'],
    paths: { model: ['model'], temperature: ['temperature'], maxTokens: ['max_tokens'], topP: ['top_p'], stop: ['stop'] },
    streamFields: [
      [['stream'], true],
      [['stream_options', 'include_usage'], true],
    ],
    refused: [],
    reply: { content: TEXT, finishReason: 'stop', usage: USAGE },
    stream: [...SPLIT_TEXT, { kind: 'finish', finishReason: 'stop' }, { kind: 'usage', usage: USAGE }],
    errorMessage: "Invalid value for 'temperature': expected a decimal between 0 and 2.",
    replyWithReason: (reason) => JSON.stringify({ choices: [{ index: 0, message: { role: 'assistant', content: 'x' }, finish_reason: reason }] }),
    finishReasons: [
      ['stop', 'stop'],
      ['length', 'length'],
      ['content_filter', 'content_filter'],
      ['tool_calls', 'tool_calls'],
      ['function_call', 'tool_calls'],
    ],
  },
  {
    kind: 'azure',
    settings: { kind: 'azure', apiKey: 'az-test', baseUrl: 'https://veil-test.openai.azure.com', apiVersion: '2024-10-21' },
    model: 'gpt-4o prod',
    url: {
      plain: 'https://veil-test.openai.azure.com/openai/deployments/gpt-4o%20prod/chat/completions?api-version=2024-10-21',
      stream: 'https://veil-test.openai.azure.com/openai/deployments/gpt-4o%20prod/chat/completions?api-version=2024-10-21',
    },
    auth: ['api-key', 'az-test'],
    paths: { temperature: ['temperature'], maxTokens: ['max_tokens'], topP: ['top_p'], stop: ['stop'] },
    streamFields: [
      [['stream'], true],
      [['stream_options', 'include_usage'], true],
    ],
    refused: [],
    reply: { content: TEXT, finishReason: 'length', usage: USAGE },
    stream: [...SPLIT_TEXT, { kind: 'finish', finishReason: 'content_filter' }, { kind: 'usage', usage: USAGE }],
    errorMessage: "The response was filtered due to the prompt triggering Azure OpenAI's content management policy.",
    replyWithReason: (reason) => JSON.stringify({ choices: [{ index: 0, message: { role: 'assistant', content: 'x' }, finish_reason: reason }] }),
    finishReasons: [
      ['stop', 'stop'],
      ['length', 'length'],
      ['content_filter', 'content_filter'],
      ['tool_calls', 'tool_calls'],
    ],
  },
  {
    kind: 'anthropic',
    settings: { kind: 'anthropic', apiKey: 'sk-ant-test', baseUrl: 'https://api.anthropic.com' },
    model: 'claude-sonnet-4-5',
    url: { plain: 'https://api.anthropic.com/v1/messages', stream: 'https://api.anthropic.com/v1/messages' },
    auth: ['x-api-key', 'sk-ant-test'],
    paths: { model: ['model'], temperature: ['temperature'], maxTokens: ['max_tokens'], topP: ['top_p'], stop: ['stop_sequences'] },
    streamFields: [[['stream'], true]],
    refused: ['frequency_penalty', 'presence_penalty', 'response_format', 'seed', 'temperature'],
    reply: { content: TEXT, finishReason: 'length', usage: USAGE },
    stream: [...SPLIT_TEXT, { kind: 'finish', finishReason: 'stop' }, { kind: 'usage', usage: USAGE }],
    errorMessage: 'max_tokens: 100000 > 64000, which is the maximum allowed number of output tokens for claude-sonnet-4-5-20250929',
    replyWithReason: (reason) =>
      JSON.stringify({ id: 'msg_1', type: 'message', role: 'assistant', content: [{ type: 'text', text: 'x' }], stop_reason: reason, usage: { input_tokens: 1, output_tokens: 1 } }),
    finishReasons: [
      ['end_turn', 'stop'],
      ['stop_sequence', 'stop'],
      ['max_tokens', 'length'],
      ['refusal', 'content_filter'],
      ['tool_use', 'tool_calls'],
    ],
  },
  {
    kind: 'google',
    settings: { kind: 'google', apiKey: 'AIza-test', baseUrl: 'https://generativelanguage.googleapis.com' },
    model: 'gemini-2.0-flash',
    url: {
      plain: 'https://generativelanguage.googleapis.com/v1beta/models/gemini-2.0-flash:generateContent',
      stream: 'https://generativelanguage.googleapis.com/v1beta/models/gemini-2.0-flash:streamGenerateContent?alt=sse',
    },
    auth: ['x-goog-api-key', 'AIza-test'],
    paths: {
      temperature: ['generationConfig', 'temperature'],
      maxTokens: ['generationConfig', 'maxOutputTokens'],
      topP: ['generationConfig', 'topP'],
      stop: ['generationConfig', 'stopSequences'],
    },
    streamFields: [],
    refused: [],
    reply: { content: TEXT, finishReason: 'stop', usage: USAGE },
    stream: [
      { kind: 'delta', content: 'Héllo, wörld' },
      { kind: 'delta', content: '! 🌍 日本語' },
      { kind: 'delta', content: '.' },
      { kind: 'finish', finishReason: 'stop' },
      { kind: 'usage', usage: USAGE },
    ],
    errorMessage: '* GenerateContentRequest.generation_config.max_output_tokens: max_output_tokens must be positive.',
    replyWithReason: (reason) => JSON.stringify({ candidates: [{ content: { parts: [{ text: 'x' }], role: 'model' }, finishReason: reason, index: 0 }] }),
    finishReasons: [
      ['STOP', 'stop'],
      ['MAX_TOKENS', 'length'],
      ['SAFETY', 'content_filter'],
      ['RECITATION', 'content_filter'],
      ['BLOCKLIST', 'content_filter'],
      ['PROHIBITED_CONTENT', 'content_filter'],
      ['SPII', 'content_filter'],
      ['OTHER', 'stop'],
    ],
  },
];

/** Each optional parameter alone, with its OpenAI name: every one is either carried or refused by name. */
const PARAMETER_PROBES: readonly (readonly [param: string, patch: Partial<CompletionRequest>])[] = [
  ['temperature', { temperature: 1.5 }],
  ['max_tokens', { maxTokens: 64 }],
  ['top_p', { topP: 0.5 }],
  ['stop', { stop: ['END'] }],
  ['presence_penalty', { presencePenalty: 0.5 }],
  ['frequency_penalty', { frequencyPenalty: 0.5 }],
  ['seed', { seed: 42 }],
  ['user', { user: 'end-user-7' }],
  ['response_format', { responseFormat: { type: 'json_object' } }],
  ['response_format', { responseFormat: { type: 'json_schema', json_schema: { name: 'answer', schema: { type: 'object' } } } }],
];

function fixture(kind: ProviderKind, name: string): string {
  return readFileSync(join(FIXTURES, kind, name), 'utf8');
}

function fixtureBytes(kind: ProviderKind, name: string): Uint8Array {
  return new Uint8Array(readFileSync(join(FIXTURES, kind, name)));
}

function at(value: unknown, path: Path): unknown {
  let current = value;
  for (const key of path) {
    if (typeof current !== 'object' || current === null) return undefined;
    current = (current as Record<string, unknown>)[key];
  }
  return current;
}

function baseRequest(model: string, patch: Partial<CompletionRequest> = {}): CompletionRequest {
  return {
    model,
    messages: [
      { role: 'system', content: 'Be brief.' },
      { role: 'user', content: 'Say hello in three scripts.' },
      { role: 'assistant', content: 'Hello!' },
      { role: 'user', content: 'Again, with ümlauts.' },
    ],
    temperature: 0.5,
    ...patch,
  };
}

function decodeAll(decoder: StreamDecoder, chunks: readonly Uint8Array[]): CompletionEvent[] {
  return [...chunks.flatMap((chunk) => decoder.push(chunk)), ...decoder.end()];
}

/** A small deterministic generator, so a failing random split can be replayed. */
function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function splitAt(bytes: Uint8Array, cuts: readonly number[]): Uint8Array[] {
  const points = [0, ...[...cuts].sort((a, b) => a - b), bytes.length];
  return points.slice(1).map((end, i) => bytes.subarray(points[i], end));
}

function randomSplit(bytes: Uint8Array, random: () => number): Uint8Array[] {
  const count = 1 + Math.floor(random() * 12);
  return splitAt(
    bytes,
    Array.from({ length: count }, () => Math.floor(random() * bytes.length)),
  );
}

/** Whatever a call throws, as {code, message}; match on code (STYLE.md §3). */
function caught(run: () => unknown): { code: string; message: string; param: string | undefined } {
  try {
    run();
  } catch (error) {
    if (isVeilError(error)) return { code: error.code, message: error.message, param: error.options.param };
    throw error;
  }
  throw new Error('expected a VeilError, nothing was thrown');
}

/** The start of the stream's last event, so everything before it is a stream cut off early. */
function withoutLastEvent(text: string): string {
  const ends = [...text.matchAll(/\r\n\r\n|\n\n|\r\r/g)].map((m) => m.index + m[0].length);
  return text.slice(0, ends.at(-2) ?? 0);
}

describe.each(CASES)('$kind adapter', (c) => {
  const adapter: ProviderAdapter = createAdapter(c.settings);
  const encoder = new TextEncoder();

  test('the registry builds this kind', () => {
    expect(adapter.kind).toBe(c.kind);
  });

  describe('buildRequest', () => {
    test('URL and auth header, non-streamed and streamed', () => {
      const plain = adapter.buildRequest(baseRequest(c.model), { stream: false });
      const streamed = adapter.buildRequest(baseRequest(c.model), { stream: true });
      expect(plain.url).toBe(c.url.plain);
      expect(streamed.url).toBe(c.url.stream);
      for (const request of [plain, streamed]) expect(request.headers[c.auth[0]]).toBe(c.auth[1]);
    });

    test('carries model, sampling fields and every message text', () => {
      const request = baseRequest(c.model, { maxTokens: 77, topP: 0.9, stop: ['END', '###'] });
      const body: unknown = JSON.parse(adapter.buildRequest(request, { stream: false }).body);
      if (c.paths.model !== undefined) expect(at(body, c.paths.model)).toBe(c.model);
      else expect(at(body, ['model'])).toBeUndefined();
      expect(at(body, c.paths.temperature)).toBe(0.5);
      expect(at(body, c.paths.maxTokens)).toBe(77);
      expect(at(body, c.paths.topP)).toBe(0.9);
      expect(at(body, c.paths.stop)).toEqual(['END', '###']);
      const serialized = JSON.stringify(body);
      for (const { content } of request.messages) expect(serialized).toContain(JSON.stringify(content).slice(1, -1));
    });

    test('stream-only fields appear exactly when streaming', () => {
      const plain: unknown = JSON.parse(adapter.buildRequest(baseRequest(c.model), { stream: false }).body);
      const streamed: unknown = JSON.parse(adapter.buildRequest(baseRequest(c.model), { stream: true }).body);
      for (const [path, value] of c.streamFields) {
        expect(at(streamed, path)).toEqual(value);
        expect(at(plain, path)).toBeUndefined();
      }
    });

    test('omits optional fields the client did not send', () => {
      const body: unknown = JSON.parse(adapter.buildRequest(baseRequest(c.model), { stream: false }).body);
      expect(at(body, c.paths.topP)).toBeUndefined();
      expect(at(body, c.paths.stop)).toBeUndefined();
      expect(JSON.stringify(body)).not.toContain('null');
    });

    test('each parameter is carried or refused with invalid_request naming it', () => {
      const refused = new Set<string>();
      for (const [param, patch] of PARAMETER_PROBES) {
        try {
          adapter.buildRequest(baseRequest(c.model, patch), { stream: false });
        } catch (error) {
          if (!isVeilError(error)) throw error;
          expect(error.code).toBe('invalid_request');
          expect(error.options.param).toBe(param);
          expect(error.message).toContain(param);
          refused.add(param);
        }
      }
      expect([...refused].sort()).toEqual(c.refused);
    });
  });

  describe('parseResponse', () => {
    test('the recorded reply: content, finish reason and usage', () => {
      expect(adapter.parseResponse(fixture(c.kind, 'reply.json'))).toEqual(c.reply);
    });

    test.each(c.finishReasons)('finish reason %s → %s', (reason, expected) => {
      expect(adapter.parseResponse(c.replyWithReason(reason)).finishReason).toBe(expected);
    });

    test.each(['not json', '{"unexpected": true}', '[]', 'null'])('a body that is not the provider\'s shape (%s) is provider_unavailable', (body) => {
      expect(caught(() => adapter.parseResponse(body)).code).toBe('provider_unavailable');
    });
  });

  describe('stream decoding', () => {
    const bytes = fixtureBytes(c.kind, 'stream.txt');

    test('the recorded stream, whole', () => {
      expect(decodeAll(adapter.createStreamDecoder(), [bytes])).toEqual(c.stream);
    });

    test('one byte at a time', () => {
      const chunks = Array.from({ length: bytes.length }, (_, i) => bytes.subarray(i, i + 1));
      expect(decodeAll(adapter.createStreamDecoder(), chunks)).toEqual(c.stream);
    });

    test('split in two at every position (inside every multi-byte character and CRLF)', () => {
      for (let cut = 0; cut <= bytes.length; cut++) {
        expect(decodeAll(adapter.createStreamDecoder(), splitAt(bytes, [cut])), `cut at ${cut}`).toEqual(c.stream);
      }
    });

    test('random splits', () => {
      const random = seeded(0x5eed + c.kind.length);
      for (let round = 0; round < 200; round++) {
        expect(decodeAll(adapter.createStreamDecoder(), randomSplit(bytes, random)), `round ${round}`).toEqual(c.stream);
      }
    });

    test('an error event from the provider is provider_unavailable with its message', () => {
      const errorStream = fixtureBytes(c.kind, 'stream-error.txt');
      const failure = caught(() => decodeAll(adapter.createStreamDecoder(), [errorStream]));
      expect(failure.code).toBe('provider_unavailable');
      const errorEvent = /"message":"([^"]+)"/.exec(fixture(c.kind, 'stream-error.txt').split(/\r?\n\r?\n/).filter(Boolean).at(-1) ?? '');
      expect(failure.message).toContain(errorEvent?.[1]);
    });

    test('deltas before an error event are delivered before it throws', () => {
      const decoder = adapter.createStreamDecoder();
      const errorStream = fixture(c.kind, 'stream-error.txt');
      const head = withoutLastEvent(errorStream);
      const events = decoder.push(encoder.encode(head));
      expect(events.some((e) => e.kind === 'delta')).toBe(true);
      expect(caught(() => decoder.push(encoder.encode(errorStream.slice(head.length)))).code).toBe('provider_unavailable');
    });

    test('a stream cut off before its end is provider_unavailable at end()', () => {
      const decoder = adapter.createStreamDecoder();
      decoder.push(encoder.encode(withoutLastEvent(fixture(c.kind, 'stream.txt'))));
      expect(caught(() => decoder.end()).code).toBe('provider_unavailable');
    });

    test('an event whose data is not JSON is provider_unavailable', () => {
      expect(caught(() => adapter.createStreamDecoder().push(encoder.encode('data: {not json\n\n'))).code).toBe('provider_unavailable');
    });

    test('an event larger than the bound is provider_unavailable, not unbounded memory', () => {
      const decoder = adapter.createStreamDecoder();
      const chunk = encoder.encode(`data: ${'x'.repeat(64 * 1024)}`);
      expect(
        caught(() => {
          for (let i = 0; i < 32; i++) decoder.push(chunk);
        }).code,
      ).toBe('provider_unavailable');
    });
  });

  describe('errorMessage', () => {
    test('the provider\'s message from its recorded 400 body', () => {
      expect(adapter.errorMessage({ status: 400, body: fixture(c.kind, 'error-400.json') })).toBe(c.errorMessage);
    });

    test.each(['<html><body>502 Bad Gateway</body></html>', '', '{"error": {}}', '{"message": 3}'])('a body without a message (%j) gets a short generic text', (body) => {
      const message = adapter.errorMessage({ status: 502, body });
      expect(message).toContain('502');
      expect(message.length).toBeLessThan(120);
    });

    test('a huge message is cut to about 500 characters', () => {
      const body = JSON.stringify({ type: 'error', error: { type: 'invalid_request_error', message: '🌍'.repeat(2000) } });
      const message = adapter.errorMessage({ status: 400, body });
      expect(message.length).toBeLessThanOrEqual(500);
      expect(message.endsWith('…')).toBe(true);
      expect(() => encodeURIComponent(message)).not.toThrow();
    });
  });
});
