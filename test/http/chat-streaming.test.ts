import type { ChatCompletionChunk } from 'openai/resources/chat/completions';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { MODELS, startChatGateway, type ChatGateway } from '../support/chat-gateway.js';
import { script } from '../support/provider-simulator.js';

/** A 200-character reply in 40 paced deltas, with an e-mail address in the middle. */
const REPLY = `${'Sure, here is the summary you asked for. '.repeat(2)}Write to ana.lopez@example.com for details. ${'Thanks, and have a good day. '.repeat(2)}`.slice(0, 200);
const DELTAS = Array.from({ length: 40 }, (_, i) => REPLY.slice(i * 5, i * 5 + 5));

async function contentChunks(ctx: ChatGateway): Promise<string[]> {
  ctx.sim.enqueue(script.reply(REPLY, { deltas: DELTAS, delayBetweenChunksMs: 2 }));
  const stream = await ctx.client.chat.completions.create({ model: MODELS.openai, messages: [{ role: 'user', content: 'summary' }], stream: true });
  const chunks: ChatCompletionChunk[] = [];
  for await (const chunk of stream) chunks.push(chunk);
  return chunks.map((c) => c.choices[0]?.delta.content ?? '').filter((c) => c !== '');
}

let guarded: ChatGateway;
let eager: ChatGateway;
beforeAll(async () => {
  guarded = await startChatGateway();
  eager = await startChatGateway({ file: { streaming: { hold_back_chars: 32 } } });
});
afterAll(async () => {
  await guarded.close();
  await eager.close();
});

test('by default, text that can no longer become part of a value is released as it arrives; the value is held until whole, then masked', async () => {
  const chunks = await contentChunks(guarded);
  expect(chunks.length).toBeGreaterThan(3);
  expect(chunks.join('')).toBe(REPLY.replace('ana.lopez@example.com', '[EMAIL]'));
  for (const chunk of chunks) expect(chunk).not.toMatch(/ana|lopez|example\.com/);
  // The text before the address left before the address was whole.
  expect(chunks[0]?.length).toBeLessThan(REPLY.indexOf('ana.lopez'));
});

test('a shorter streaming.hold_back_chars releases the reply as it comes, still masked', async () => {
  const chunks = await contentChunks(eager);
  expect(chunks.length).toBeGreaterThan(3);
  expect(chunks.join('')).toBe(REPLY.replace('ana.lopez@example.com', '[EMAIL]'));
  for (const chunk of chunks) expect(chunk).not.toMatch(/ana|lopez|example\.com/);
});

test('a reply that arrives in one burst starts with its first words, not with the whole burst, and is still masked', async () => {
  // About 150 words, one event each: some 35 KB of events written at once, as a buffering proxy
  // or a cached answer delivers them. The gateway reads them in one or a few reads.
  const words = Array.from({ length: 150 }, (_, i) => (i === 20 ? 'ana.lopez@example.com' : i === 130 ? '+44 20 7946 0958' : `word${i}`));
  const reply = words.join(' ');
  guarded.sim.enqueue(script.reply(reply, { burst: true }));
  const stream = await guarded.client.chat.completions.create({ model: MODELS.openai, messages: [{ role: 'user', content: 'list' }], stream: true });
  const chunks: string[] = [];
  for await (const chunk of stream) {
    const content = chunk.choices[0]?.delta.content ?? '';
    if (content !== '') chunks.push(content);
  }
  expect(chunks.join('')).toBe(reply.replace('ana.lopez@example.com', '[EMAIL]').replace('+44 20 7946 0958', '[PHONE]'));
  for (const chunk of chunks) expect(chunk).not.toMatch(/ana\.lopez|example\.com|7946/);
  // Before its first release the gateway guards a large read a slice at a time: the first chunk
  // holds the first few events' words, not most of the reply.
  expect(chunks[0]?.length).toBeLessThan(reply.length / 10);
});
