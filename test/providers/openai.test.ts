import { describe, expect, test } from 'vitest';
import type { CompletionRequest } from '../../src/core/chat.js';
import { createAdapter } from '../../src/providers/registry.js';

/** What the shared contract suite cannot express for the OpenAI wire (and Azure, which reuses it). */

const openai = createAdapter({ kind: 'openai', apiKey: 'k', baseUrl: 'https://api.openai.com/v1' });
const azure = createAdapter({ kind: 'azure', apiKey: 'k', baseUrl: 'https://r.openai.azure.com/', apiVersion: '2024-10-21' });
const encoder = new TextEncoder();

const request: CompletionRequest = {
  model: 'gpt-4o',
  messages: [
    { role: 'system', content: 'S' },
    { role: 'user', content: 'U' },
  ],
  temperature: 0.2,
  seed: 9,
  presencePenalty: 0.3,
  frequencyPenalty: -0.3,
  user: 'u-9',
  responseFormat: { type: 'json_schema', json_schema: { name: 'n', schema: { type: 'object' }, strict: true } },
};

describe('openai wire', () => {
  test('every field is carried under its OpenAI name, roles as they are', () => {
    expect(JSON.parse(openai.buildRequest(request, { stream: false }).body)).toEqual({
      model: 'gpt-4o',
      messages: [
        { role: 'system', content: 'S' },
        { role: 'user', content: 'U' },
      ],
      temperature: 0.2,
      seed: 9,
      presence_penalty: 0.3,
      frequency_penalty: -0.3,
      user: 'u-9',
      response_format: { type: 'json_schema', json_schema: { name: 'n', schema: { type: 'object' }, strict: true } },
    });
  });

  test('azure sends the same body without `model`', () => {
    const { model: _model, ...rest } = JSON.parse(openai.buildRequest(request, { stream: true }).body) as Record<string, unknown>;
    expect(JSON.parse(azure.buildRequest(request, { stream: true }).body)).toEqual(rest);
  });

  test('a refusal (content null) is carried as the content', () => {
    const body = JSON.stringify({ choices: [{ index: 0, message: { role: 'assistant', content: null, refusal: 'I can’t help with that.' }, finish_reason: 'stop' }], usage: null });
    expect(openai.parseResponse(body)).toEqual({ content: 'I can’t help with that.', finishReason: 'stop' });
  });

  test('events after [DONE] are ignored; choices other than index 0 are not mixed in', () => {
    const chunk = (choices: unknown[]): string => `data: ${JSON.stringify({ id: 'c', object: 'chat.completion.chunk', choices })}\n\n`;
    const decoder = openai.createStreamDecoder();
    const text = [
      chunk([{ index: 0, delta: { content: 'a' }, finish_reason: null }]),
      chunk([{ index: 1, delta: { content: 'other' }, finish_reason: null }]),
      chunk([{ index: 0, delta: {}, finish_reason: 'length' }]),
      'data: [DONE]\n\n',
      chunk([{ index: 0, delta: { content: 'late' }, finish_reason: null }]),
    ].join('');
    expect([...decoder.push(encoder.encode(text)), ...decoder.end()]).toEqual([
      { kind: 'delta', content: 'a' },
      { kind: 'finish', finishReason: 'length' },
    ]);
  });
});
