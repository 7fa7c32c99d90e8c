import { createHmac, randomBytes } from 'node:crypto';
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, expect, test } from 'vitest';
import { createDetectionLogger, type DetectionLogContext } from '../../src/app/log-detections.js';
import type { Detection } from '../../src/core/detection.js';
import type { Principal } from '../../src/core/principal.js';
import { createDetectionLogRepo, type DetectionLogRepo } from '../../src/storage/detection-log-repo.js';
import type { DetectionLogRecord } from '../../src/storage/records.js';
import { openStorage, type Storage } from '../../src/storage/storage.js';
import { FakeClock } from '../support/fake-clock.js';
import { newDataDir } from '../support/gateway.js';

const dirs: string[] = [];
const opened: Storage[] = [];
afterEach(async () => {
  for (const storage of opened.splice(0)) await storage.close();
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

interface Setup {
  readonly storage: Storage;
  readonly repo: DetectionLogRepo;
  readonly appends: (readonly DetectionLogRecord[])[];
  readonly errors: Error[];
  readonly dir: string;
}

async function setup(): Promise<Setup> {
  const dir = newDataDir();
  dirs.push(dir);
  const storage = await openStorage(dir);
  opened.push(storage);
  const errors: Error[] = [];
  const real = createDetectionLogRepo(storage, { onError: (error) => errors.push(error) });
  const appends: (readonly DetectionLogRecord[])[] = [];
  const repo: DetectionLogRepo = {
    ...real,
    append(records) {
      appends.push(records);
      real.append(records);
    },
  };
  return { storage, repo, appends, errors, dir };
}

const principal: Principal = { kind: 'api_key', id: 'key_abc', tenantId: 'tnt_xyz', role: 'normal_user', rateLimitRpm: 60 };

const context = (overrides: Partial<DetectionLogContext> = {}): DetectionLogContext => ({
  principal,
  requestId: 'req_123',
  sessionId: null,
  model: 'gpt-4o-mini',
  provider: 'openai',
  inputMessageCount: 3,
  ...overrides,
});

function detection(entity_type: string, text: string, overrides: Partial<Detection> = {}): Detection {
  return {
    entity_type,
    text,
    start: 5,
    end: 5 + [...text].length,
    confidence: 0.95,
    action: 'MASK',
    band: 'high',
    review: false,
    masked_text: `[${entity_type}]`,
    ...overrides,
  };
}

/** FLAG detections carry no masked_text. */
function unmasked({ masked_text: _masked, ...rest }: Detection): Detection {
  return rest;
}

const hmac = (key: Buffer, text: string): string => createHmac('sha256', key).update(text, 'utf8').digest('hex');

const EMAIL = 'alice.johnson@example.com';
const CARD = '4111 1111 1111 1111';
const PHONE = '+1 415 555 0132';
const NAME = 'Alice Johnson';

test('one record per detection, in one append, with the fields of decisions.md §6', async () => {
  const { repo, appends, errors } = await setup();
  const key = randomBytes(32);
  const clock = new FakeClock();
  const logger = createDetectionLogger({ repo, hmacKey: key, clock });

  const flag = unmasked(detection('TOXIC_CONTENT', 'you are awful', { action: 'FLAG', band: 'medium', review: true, confidence: 0.8 }));
  logger.log(
    context(),
    [
      { messageIndex: 0, detection: detection('EMAIL', EMAIL) },
      { messageIndex: 2, detection: flag },
    ],
    // As returned to the caller: a masked output detection's text is its masked_text.
    [{ detection: detection('PHONE', '[PHONE]', { start: 10, end: 25 }), originalText: PHONE }],
  );
  expect(appends).toHaveLength(1);
  await repo.flushed();
  expect(errors).toEqual([]);

  const stored = repo.list({ limit: 10 }).records;
  expect(stored).toHaveLength(3);
  const byType = new Map(stored.map((r) => [r.entity_type, r]));
  const common = {
    created_at: new Date(clock.nowMs()).toISOString(),
    tenant_id: 'tnt_xyz',
    principal_id: 'key_abc',
    request_id: 'req_123',
    session_id: null,
    model: 'gpt-4o-mini',
    provider: 'openai',
  };
  const email = byType.get('EMAIL');
  expect(email?.id).toMatch(/^det_/);
  expect(email).toEqual({
    ...common,
    id: email?.id,
    direction: 'input',
    message_index: 0,
    entity_type: 'EMAIL',
    action: 'MASK',
    confidence: 0.95,
    band: 'high',
    review: false,
    start: 5,
    end: 5 + EMAIL.length,
    masked_text: '[EMAIL]',
    text_hmac: hmac(key, EMAIL),
  });
  expect(byType.get('TOXIC_CONTENT')).toMatchObject({ direction: 'input', message_index: 2, action: 'FLAG', band: 'medium', review: true, masked_text: null });
  // The reply takes the index after the input messages; its HMAC is of the original, not of "[PHONE]".
  expect(byType.get('PHONE')).toMatchObject({ direction: 'output', message_index: 3, start: 10, end: 25, text_hmac: hmac(key, PHONE) });
  expect(byType.get('PHONE')?.text_hmac).not.toBe(hmac(key, '[PHONE]'));
  expect(new Set(stored.map((r) => r.id)).size).toBe(3);
});

test('a session request records its session id; a request without detections appends nothing', async () => {
  const { repo, appends } = await setup();
  const logger = createDetectionLogger({ repo, hmacKey: randomBytes(32), clock: new FakeClock() });
  logger.log(context(), [], []);
  expect(appends).toEqual([]);
  logger.log(context({ sessionId: 'ses_9' }), [{ messageIndex: 1, detection: detection('EMAIL', EMAIL) }], []);
  await repo.flushed();
  expect(repo.list({ limit: 10 }).records.map((r) => r.session_id)).toEqual(['ses_9']);
});

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(path) : [path];
  });
}

test('no raw detected value reaches any file of the data dir; HMACs correlate repeats under one key only', async () => {
  const { storage, repo, errors, dir } = await setup();
  const key = randomBytes(32);
  const clock = new FakeClock();
  const logger = createDetectionLogger({ repo, hmacKey: key, clock });
  const values = { EMAIL, CREDIT_CARD: CARD, PHONE, PERSON: NAME };

  for (let request = 0; request < 3; request++) {
    logger.log(
      context({ requestId: `req_${request}`, sessionId: request === 0 ? null : 'ses_1', inputMessageCount: 2 }),
      Object.entries(values).map(([type, text], i) => ({ messageIndex: i % 2, detection: detection(type, text) })),
      [
        { detection: detection('EMAIL', '[EMAIL]'), originalText: EMAIL },
        { detection: unmasked(detection('PERSON', NAME, { action: 'FLAG' })), originalText: NAME },
        { detection: detection('CREDIT_CARD', '[CREDIT_CARD]', { action: 'REJECT' }), originalText: CARD },
      ],
    );
    clock.advance(1000);
  }
  await repo.flushed();
  expect(errors).toEqual([]);
  const stored = repo.list({ limit: 100 }).records;
  expect(stored).toHaveLength(3 * 7);

  // Equal values correlate across records, requests and directions; distinct values do not collide.
  for (const [type, text] of Object.entries(values)) {
    const hmacs = new Set(stored.filter((r) => r.entity_type === type).map((r) => r.text_hmac));
    expect(hmacs).toEqual(new Set([hmac(key, text)]));
  }
  expect(new Set(stored.map((r) => r.text_hmac)).size).toBe(4);
  // Under another key the same value gives another HMAC, so the log alone cannot be brute-forced.
  const otherKey = randomBytes(32);
  for (const text of Object.values(values)) expect(hmac(otherKey, text)).not.toBe(hmac(key, text));

  await storage.close();
  const files = filesUnder(dir);
  expect(files.length).toBeGreaterThan(0);
  const contents = files.map((file) => readFileSync(file));
  // Positive control: the scan does see what was written, so an absence below means something.
  expect(contents.some((bytes) => bytes.includes(Buffer.from('req_2', 'utf8')))).toBe(true);
  expect(contents.some((bytes) => bytes.includes(Buffer.from(hmac(key, EMAIL), 'utf8')))).toBe(true);
  for (const text of Object.values(values)) {
    for (const encoding of ['utf8', 'utf16le'] as const) {
      const needle = Buffer.from(text, encoding);
      for (const [i, bytes] of contents.entries()) {
        expect(bytes.includes(needle), `${text} (${encoding}) found in ${files[i] ?? '?'}`).toBe(false);
      }
    }
  }
});
