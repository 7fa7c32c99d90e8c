import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import type { ChatMessage, CompletionRequest } from '../../src/core/chat.js';
import { isVeilError } from '../../src/core/errors.js';
import { createAdapter } from '../../src/providers/registry.js';

/** What the shared contract suite cannot express: Gemini's roles, config mapping and prompt blocks. */

const adapter = createAdapter({ kind: 'google', apiKey: 'k', baseUrl: 'https://generativelanguage.googleapis.com/' });
const encoder = new TextEncoder();

function body(messages: readonly ChatMessage[], patch: Partial<CompletionRequest> = {}): Record<string, unknown> {
  return JSON.parse(adapter.buildRequest({ model: 'gemini-2.0-flash', messages, temperature: 0.7, ...patch }, { stream: false }).body) as Record<string, unknown>;
}

describe('gemini request', () => {
  test('assistant → model, system → systemInstruction (one part each), same-role turns → one content with several parts', () => {
    const sent = body([
      { role: 'system', content: 'Be brief.' },
      { role: 'user', content: 'Hi' },
      { role: 'assistant', content: 'Hello' },
      { role: 'system', content: 'Be kind.' },
      { role: 'user', content: 'One' },
      { role: 'user', content: 'Two' },
    ]);
    expect(sent['systemInstruction']).toEqual({ parts: [{ text: 'Be brief.' }, { text: 'Be kind.' }] });
    expect(sent['contents']).toEqual([
      { role: 'user', parts: [{ text: 'Hi' }] },
      { role: 'model', parts: [{ text: 'Hello' }] },
      { role: 'user', parts: [{ text: 'One' }, { text: 'Two' }] },
    ]);
  });

  test('only system messages is refused on `messages`', () => {
    try {
      body([{ role: 'system', content: 'S' }]);
      expect.unreachable();
    } catch (error) {
      expect(isVeilError(error) && error.code === 'invalid_request' && error.options.param === 'messages').toBe(true);
    }
  });

  test('generationConfig carries penalties, seed and max tokens; user is dropped (no Gemini counterpart)', () => {
    const sent = body([{ role: 'user', content: 'x' }], { maxTokens: 10, presencePenalty: 0.1, frequencyPenalty: 0.2, seed: 3, user: 'u-1' });
    expect(sent['generationConfig']).toEqual({ temperature: 0.7, maxOutputTokens: 10, presencePenalty: 0.1, frequencyPenalty: 0.2, seed: 3 });
    expect(JSON.stringify(sent)).not.toContain('u-1');
  });

  test('response_format: json_object → JSON mime type; json_schema → responseJsonSchema; text → nothing', () => {
    expect(body([{ role: 'user', content: 'x' }], { responseFormat: { type: 'json_object' } })['generationConfig']).toMatchObject({ responseMimeType: 'application/json' });
    const schema = { type: 'object', properties: { answer: { type: 'string' } }, required: ['answer'] };
    expect(body([{ role: 'user', content: 'x' }], { responseFormat: { type: 'json_schema', json_schema: { name: 'a', schema, strict: true } } })['generationConfig']).toMatchObject({
      responseMimeType: 'application/json',
      responseJsonSchema: schema,
    });
    expect(body([{ role: 'user', content: 'x' }], { responseFormat: { type: 'text' } })['generationConfig']).toEqual({ temperature: 0.7 });
  });

  test('the model name is escaped in the URL', () => {
    expect(adapter.buildRequest({ model: 'gemini/../x', messages: [{ role: 'user', content: 'x' }], temperature: 1 }, { stream: true }).url).toBe(
      'https://generativelanguage.googleapis.com/v1beta/models/gemini%2F..%2Fx:streamGenerateContent?alt=sse',
    );
  });
});

describe('gemini reply', () => {
  test('a blocked prompt (no candidates, promptFeedback.blockReason) is an empty content_filter completion', () => {
    const blocked = readFileSync(join(import.meta.dirname, '../fixtures/providers/google/blocked.json'), 'utf8');
    expect(adapter.parseResponse(blocked)).toEqual({ content: '', finishReason: 'content_filter', usage: { prompt_tokens: 8, completion_tokens: 0, total_tokens: 8 } });
  });

  test('a blocked prompt in a stream finishes with content_filter', () => {
    const decoder = adapter.createStreamDecoder();
    const events = [...decoder.push(encoder.encode('data: {"promptFeedback": {"blockReason": "SAFETY"}, "usageMetadata": {"promptTokenCount": 8, "totalTokenCount": 8}}\r\n\r\n')), ...decoder.end()];
    expect(events).toEqual([
      { kind: 'finish', finishReason: 'content_filter' },
      { kind: 'usage', usage: { prompt_tokens: 8, completion_tokens: 0, total_tokens: 8 } },
    ]);
  });

  test('thought parts are not reply text; thinking tokens count as completion', () => {
    const completion = adapter.parseResponse(
      JSON.stringify({
        candidates: [{ content: { role: 'model', parts: [{ text: 'reasoning…', thought: true }, { text: 'Answer' }] }, finishReason: 'STOP' }],
        usageMetadata: { promptTokenCount: 4, candidatesTokenCount: 2, thoughtsTokenCount: 30, totalTokenCount: 36 },
      }),
    );
    expect(completion).toEqual({ content: 'Answer', finishReason: 'stop', usage: { prompt_tokens: 4, completion_tokens: 32, total_tokens: 36 } });
  });

  test('a candidate stopped for safety with no content is an empty content_filter completion', () => {
    expect(adapter.parseResponse(JSON.stringify({ candidates: [{ finishReason: 'SAFETY', index: 0 }] }))).toEqual({ content: '', finishReason: 'content_filter' });
  });

  test('an error body wrapped in an array still yields its message', () => {
    expect(adapter.errorMessage({ status: 400, body: '[{"error": {"code": 400, "message": "API key not valid.", "status": "INVALID_ARGUMENT"}}]' })).toBe('API key not valid.');
  });
});
