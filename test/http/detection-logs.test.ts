import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { createDetectionLogRepo } from '../../src/storage/detection-log-repo.js';
import { openStorage } from '../../src/storage/storage.js';
import type { DetectionLogRecord } from '../../src/storage/records.js';
import { MODELS, startChatGateway, type ChatGateway } from '../support/chat-gateway.js';
import { script } from '../support/provider-simulator.js';

const INPUT_EMAIL = 'maria.gonzalez@example.org';
const INPUT_CARD = '4111 1111 1111 1111';
const OUTPUT_PHONE = '+1 415-555-2671';
const STREAMED_IBAN = 'DE89 3704 0044 0532 0130 00';

let ctx: ChatGateway;
let records: DetectionLogRecord[];
beforeAll(async () => {
  ctx = await startChatGateway();
  ctx.sim.enqueue(script.reply(`Call them at ${OUTPUT_PHONE} today.`));
  await ctx.client.chat.completions.create({
    model: MODELS.openai,
    messages: [
      { role: 'system', content: 'You are helpful.' },
      { role: 'user', content: `Write to ${INPUT_EMAIL} and charge ${INPUT_CARD}.` },
    ],
  });
  ctx.sim.enqueue(script.reply(`The IBAN is ${STREAMED_IBAN}, thanks.`, { chunkSize: 5 }));
  const stream = await ctx.client.chat.completions.create({ model: MODELS.anthropic, messages: [{ role: 'user', content: 'iban please' }], stream: true });
  for await (const chunk of stream) void chunk;
  // The gateway stops (flushing the log), then the environment is read as an operator would.
  await ctx.gw.stop();
  const storage = await openStorage(ctx.gw.dataDir);
  records = createDetectionLogRepo(storage, { onError: (error) => expect.fail(error.message) }).list({ limit: 100 }).records;
  await storage.close();
});
afterAll(() => ctx.close());

test('one entry per detection, with every field of decisions.md §6', () => {
  expect(records.map((r) => `${r.direction}:${r.entity_type}`).sort()).toEqual(['input:CREDIT_CARD', 'input:EMAIL', 'output:IBAN', 'output:PHONE']);
  const fields = ['id', 'created_at', 'tenant_id', 'principal_id', 'request_id', 'session_id', 'direction', 'message_index', 'entity_type', 'action', 'confidence', 'band', 'review', 'start', 'end', 'masked_text', 'model', 'provider', 'text_hmac'];
  for (const record of records) expect(Object.keys(record).sort()).toEqual([...fields].sort());

  const email = records.find((r) => r.entity_type === 'EMAIL');
  expect(email).toMatchObject({ direction: 'input', message_index: 1, action: 'MASK', masked_text: '[EMAIL]', session_id: null, model: MODELS.openai, provider: 'openai', band: 'high', review: false });
  expect(email?.request_id).toMatch(/^req_/);
  expect(email?.text_hmac).toMatch(/^[0-9a-f]{64}$/);
  const phone = records.find((r) => r.entity_type === 'PHONE');
  // The reply follows the two input messages.
  expect(phone).toMatchObject({ direction: 'output', message_index: 2, start: 'Call them at '.length, end: 'Call them at '.length + OUTPUT_PHONE.length });
  expect(records.find((r) => r.entity_type === 'IBAN')).toMatchObject({ direction: 'output', provider: 'anthropic', message_index: 1 });
  // Distinct values, distinct HMACs; the masked placeholder was not what got hashed.
  expect(new Set(records.map((r) => r.text_hmac)).size).toBe(4);
});

test('no raw value anywhere in the database files', () => {
  const files = readdirSync(ctx.gw.dataDir).map((name) => join(ctx.gw.dataDir, name));
  expect(files.length).toBeGreaterThan(0);
  const bytes = files.map((file) => readFileSync(file));
  // The scan can see what is there: the request ids are stored.
  expect(bytes.some((b) => b.includes(Buffer.from(records[0]?.request_id ?? 'missing')))).toBe(true);
  for (const value of [INPUT_EMAIL, INPUT_CARD, OUTPUT_PHONE, STREAMED_IBAN]) {
    for (const encoded of [Buffer.from(value, 'utf8'), Buffer.from(value, 'utf16le')]) {
      for (const b of bytes) expect(b.includes(encoded), value).toBe(false);
    }
  }
});
