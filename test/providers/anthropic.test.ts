import { describe, expect, test } from 'vitest';
import type { ChatMessage, CompletionRequest } from '../../src/core/chat.js';
import { isVeilError } from '../../src/core/errors.js';
import { createAdapter } from '../../src/providers/registry.js';

/** What the shared contract suite cannot express: Anthropic's conversation shape and limits. */

const adapter = createAdapter({ kind: 'anthropic', apiKey: 'k', baseUrl: 'https://api.anthropic.com' });
const encoder = new TextEncoder();

function body(messages: readonly ChatMessage[], patch: Partial<CompletionRequest> = {}): Record<string, unknown> {
  return JSON.parse(adapter.buildRequest({ model: 'claude-sonnet-4-5', messages, temperature: 1, ...patch }, { stream: false }).body) as Record<string, unknown>;
}

function refusal(run: () => unknown): { code: string; param: string | undefined; message: string } {
  try {
    run();
  } catch (error) {
    if (isVeilError(error)) return { code: error.code, param: error.options.param, message: error.message };
    throw error;
  }
  throw new Error('nothing thrown');
}

describe('anthropic request', () => {
  test('anthropic-version header and the 1024 max_tokens default', () => {
    const request = adapter.buildRequest({ model: 'claude-sonnet-4-5', messages: [{ role: 'user', content: 'hi' }], temperature: 1 }, { stream: false });
    expect(request.headers['anthropic-version']).toBe('2023-06-01');
    expect(JSON.parse(request.body)).toMatchObject({ max_tokens: 1024 });
  });

  test('system messages are hoisted to `system`, joined with blank lines, even one after the first user turn', () => {
    const sent = body([
      { role: 'system', content: 'Rule one.' },
      { role: 'user', content: 'Hi' },
      { role: 'system', content: 'Rule two.' },
      { role: 'assistant', content: 'Hello' },
      { role: 'user', content: 'Bye' },
    ]);
    expect(sent['system']).toBe('Rule one.\n\nRule two.');
    expect(sent['messages']).toEqual([
      { role: 'user', content: 'Hi' },
      { role: 'assistant', content: 'Hello' },
      { role: 'user', content: 'Bye' },
    ]);
  });

  test('no system message, no `system` field', () => {
    expect(body([{ role: 'user', content: 'Hi' }])).not.toHaveProperty('system');
  });

  test('consecutive turns of one role are merged into one (hoisting can create them too)', () => {
    const sent = body([
      { role: 'user', content: 'A' },
      { role: 'system', content: 'S' },
      { role: 'user', content: 'B' },
      { role: 'assistant', content: 'C' },
      { role: 'assistant', content: 'D' },
      { role: 'user', content: 'E' },
    ]);
    expect(sent['messages']).toEqual([
      { role: 'user', content: 'A\n\nB' },
      { role: 'assistant', content: 'C\n\nD' },
      { role: 'user', content: 'E' },
    ]);
  });

  test('a conversation that starts with the assistant, or has only system messages, is refused on `messages`', () => {
    expect(refusal(() => body([{ role: 'system', content: 'S' }, { role: 'assistant', content: 'Hi' }, { role: 'user', content: 'Q' }]))).toMatchObject({ code: 'invalid_request', param: 'messages' });
    expect(refusal(() => body([{ role: 'system', content: 'S' }]))).toMatchObject({ code: 'invalid_request', param: 'messages' });
  });

  test('temperature up to 1 is carried; above 1 is refused, saying the range', () => {
    expect(body([{ role: 'user', content: 'x' }], { temperature: 0 })['temperature']).toBe(0);
    expect(body([{ role: 'user', content: 'x' }], { temperature: 1 })['temperature']).toBe(1);
    const refused = refusal(() => body([{ role: 'user', content: 'x' }], { temperature: 1.2 }));
    expect(refused).toMatchObject({ code: 'invalid_request', param: 'temperature' });
    expect(refused.message).toMatch(/between 0 and 1/);
  });

  test('stop → stop_sequences, user → metadata.user_id, response_format text is accepted', () => {
    const sent = body([{ role: 'user', content: 'x' }], { stop: ['\n\nHuman:'], user: 'u-42', responseFormat: { type: 'text' } });
    expect(sent['stop_sequences']).toEqual(['\n\nHuman:']);
    expect(sent['metadata']).toEqual({ user_id: 'u-42' });
    expect(sent).not.toHaveProperty('response_format');
  });
});

describe('anthropic reply', () => {
  test('only text blocks make the content; cached prompt tokens count as prompt', () => {
    const completion = adapter.parseResponse(
      JSON.stringify({
        id: 'msg_1',
        type: 'message',
        role: 'assistant',
        content: [
          { type: 'thinking', thinking: 'hmm', signature: 'sig' },
          { type: 'text', text: 'Hello ' },
          { type: 'text', text: 'there' },
        ],
        stop_reason: 'stop_sequence',
        usage: { input_tokens: 5, cache_creation_input_tokens: 100, cache_read_input_tokens: 20, output_tokens: 7 },
      }),
    );
    expect(completion).toEqual({ content: 'Hello there', finishReason: 'stop', usage: { prompt_tokens: 125, completion_tokens: 7, total_tokens: 132 } });
  });

  test('a stream whose message_delta repeats input_tokens takes the latest counts; non-text deltas are skipped', () => {
    const events = [
      ['message_start', { type: 'message_start', message: { usage: { input_tokens: 3, output_tokens: 1 } } }],
      ['content_block_delta', { type: 'content_block_delta', index: 0, delta: { type: 'thinking_delta', thinking: 'hidden' } }],
      ['content_block_delta', { type: 'content_block_delta', index: 1, delta: { type: 'text_delta', text: 'ok' } }],
      ['message_delta', { type: 'message_delta', delta: { stop_reason: 'refusal' }, usage: { input_tokens: 4, output_tokens: 9 } }],
      ['message_stop', { type: 'message_stop' }],
    ] as const;
    const decoder = adapter.createStreamDecoder();
    const out = [...decoder.push(encoder.encode(events.map(([name, data]) => `event: ${name}\ndata: ${JSON.stringify(data)}\n\n`).join(''))), ...decoder.end()];
    expect(out).toEqual([
      { kind: 'delta', content: 'ok' },
      { kind: 'finish', finishReason: 'content_filter' },
      { kind: 'usage', usage: { prompt_tokens: 4, completion_tokens: 9, total_tokens: 13 } },
    ]);
  });
});
