import { rmSync } from 'node:fs';
import { afterEach, expect, test } from 'vitest';
import { createDetectionLogRepo, type DetectionLogRepo } from '../../src/storage/detection-log-repo.js';
import type { DetectionLogRecord } from '../../src/storage/records.js';
import { openStorage, type Storage } from '../../src/storage/storage.js';
import { newDataDir } from '../support/gateway.js';

const dirs: string[] = [];
const opened: Storage[] = [];
afterEach(async () => {
  for (const storage of opened.splice(0)) await storage.close();
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

async function setup(dir = newDataDir()): Promise<{ storage: Storage; repo: DetectionLogRepo; errors: Error[]; dir: string }> {
  dirs.push(dir);
  const storage = await openStorage(dir);
  opened.push(storage);
  const errors: Error[] = [];
  return { storage, repo: createDetectionLogRepo(storage, { onError: (error) => errors.push(error) }), errors, dir };
}

const BASE_MS = Date.UTC(2026, 0, 1);

function record(overrides: Partial<DetectionLogRecord> = {}): DetectionLogRecord {
  return {
    id: 'det_0001',
    created_at: new Date(BASE_MS).toISOString(),
    tenant_id: 'tnt_a',
    principal_id: 'key_a',
    request_id: 'req_a',
    session_id: null,
    direction: 'input',
    message_index: 0,
    entity_type: 'EMAIL',
    action: 'MASK',
    confidence: 0.97,
    band: 'high',
    review: false,
    start: 3,
    end: 20,
    masked_text: '[EMAIL]',
    model: 'gpt-4o-mini',
    provider: 'openai',
    text_hmac: 'a'.repeat(64),
    ...overrides,
  };
}

test('a record round-trips with every field of decisions.md §6, also after reopening', async () => {
  const { storage, repo, errors, dir } = await setup();
  const inSession = record({ id: 'det_s', session_id: 'ses_1', direction: 'output', message_index: 4, action: 'FLAG', band: 'medium', review: true, masked_text: null, confidence: 0.75 });
  const plain = record({ id: 'det_p', created_at: new Date(BASE_MS + 1).toISOString() });
  repo.append([inSession, plain]);
  await repo.flushed();
  expect(errors).toEqual([]);
  expect(repo.list({ limit: 10 }).records).toEqual([plain, inSession]);
  expect(Object.keys(plain).sort()).toEqual(
    ['id', 'created_at', 'tenant_id', 'principal_id', 'request_id', 'session_id', 'direction', 'message_index', 'entity_type', 'action', 'confidence', 'band', 'review', 'start', 'end', 'masked_text', 'model', 'provider', 'text_hmac'].sort(),
  );

  await storage.close();
  const again = await setup(dir);
  expect(again.repo.list({ limit: 10 }).records).toEqual([plain, inSession]);
});

test('listing is newest first and a cursor pages through ties within one millisecond', async () => {
  const { repo } = await setup();
  // Appended out of order: the key, not the insertion order, decides the listing order.
  const at = (offsetMs: number, id: string) => record({ id, created_at: new Date(BASE_MS + offsetMs).toISOString() });
  repo.append([at(1000, 'det_b'), at(0, 'det_old'), at(2000, 'det_new'), at(1000, 'det_a'), at(1000, 'det_c')]);
  await repo.flushed();

  const seen: string[] = [];
  let page = repo.list({ limit: 2 });
  seen.push(...page.records.map((r) => r.id));
  while (page.next !== null) {
    page = repo.list({ limit: 2, before: page.next });
    seen.push(...page.records.map((r) => r.id));
  }
  expect(seen).toEqual(['det_new', 'det_c', 'det_b', 'det_a', 'det_old']);

  const exact = repo.list({ limit: 5 });
  expect(exact.records).toHaveLength(5);
  expect(exact.next).toBeNull();
  expect(repo.list({ limit: 3 }).next).toEqual([BASE_MS + 1000, 'det_b']);
});

test('appends from many requests in one tick all land, and append returns before they are durable', async () => {
  const { repo, errors } = await setup();
  const requests = 200;
  for (let r = 0; r < requests; r++) {
    repo.append([0, 1, 2].map((i) => record({ id: `det_${r}_${i}`, request_id: `req_${r}`, created_at: new Date(BASE_MS + r).toISOString() })));
  }
  expect(repo.pending()).toBe(requests * 3);
  await repo.flushed();
  expect(repo.pending()).toBe(0);
  expect(errors).toEqual([]);
  const all = repo.list({ limit: 10_000 }).records;
  expect(all).toHaveLength(requests * 3);
  expect(new Set(all.map((r) => r.request_id)).size).toBe(requests);
  expect(all[0]?.request_id).toBe(`req_${requests - 1}`);
});

test('an empty append is a no-op', async () => {
  const { repo, errors } = await setup();
  repo.append([]);
  expect(repo.pending()).toBe(0);
  await repo.flushed();
  expect(errors).toEqual([]);
  expect(repo.list({ limit: 1 })).toEqual({ records: [], next: null });
});

test('a write after the storage is closed is reported to onError, without the record, and does not throw', async () => {
  const { storage, repo, errors } = await setup();
  await storage.close();
  const secret = record({ text_hmac: 'f'.repeat(64), request_id: 'req_secret' });
  expect(() => repo.append([secret])).not.toThrow();
  await repo.flushed();
  expect(repo.pending()).toBe(0);
  expect(errors).toHaveLength(1);
  expect(errors[0]?.message).not.toContain('req_secret');
  expect(errors[0]?.message).not.toContain('f'.repeat(64));
});

test('a throwing onError does not escape append', async () => {
  const dir = newDataDir();
  dirs.push(dir);
  const storage = await openStorage(dir);
  const repo = createDetectionLogRepo(storage, {
    onError: () => {
      throw new Error('reporter broke');
    },
  });
  await storage.close();
  expect(() => repo.append([record()])).not.toThrow();
  await repo.flushed();
});

test('a batch LMDB refuses is reported to onError and later appends still land', async () => {
  const { repo, errors } = await setup();
  // Over LMDB's key size limit (≈1978 bytes): the put fails inside lmdb-js, not in our checks.
  expect(() => repo.append([record({ id: `det_${'x'.repeat(4000)}` })])).not.toThrow();
  repo.append([record({ id: 'det_ok' })]);
  await repo.flushed();
  expect(errors).toHaveLength(1);
  expect(repo.pending()).toBe(0);
  expect(repo.list({ limit: 10 }).records.map((r) => r.id)).toEqual(['det_ok']);
});

test('a listing reads at most scanLimit records a page and says where to go on', async () => {
  const { repo } = await setup();
  repo.append(Array.from({ length: 30 }, (_, i) => record({ id: `det_${String(i).padStart(2, '0')}`, created_at: new Date(BASE_MS + i).toISOString(), entity_type: i === 3 ? 'PHONE' : 'EMAIL' })));
  await repo.flushed();
  // One PHONE among 30: pages of at most 10 reads come back empty until it is reached.
  const seen: string[] = [];
  let pages = 0;
  for (let before = undefined as Parameters<typeof repo.list>[0]['before'], more = true; more; pages++) {
    const page = repo.list({ limit: 5, filter: { entityType: 'PHONE' }, scanLimit: 10, ...(before === undefined ? {} : { before }) });
    seen.push(...page.records.map((r) => r.id));
    more = page.next !== null;
    before = page.next ?? undefined;
  }
  expect(seen).toEqual(['det_03']);
  expect(pages).toBe(3);
});

test('statistics count over slices, and a purge deletes exactly what is older than the cutoff', async () => {
  const { repo } = await setup();
  const total = 12_000;
  repo.append(Array.from({ length: total }, (_, i) => record({ id: `det_${i}`, created_at: new Date(BASE_MS + i * 10).toISOString(), action: i % 3 === 0 ? 'FLAG' : 'MASK' })));
  await repo.flushed();
  const stats = await repo.stats({ fromMs: BASE_MS + 10, toMs: BASE_MS + 10 * (total - 2) });
  expect(stats).toEqual({ total: total - 2, byEntityType: { EMAIL: total - 2 }, byAction: { FLAG: 3999, MASK: 7999 }, earliestMs: BASE_MS + 10 });
  expect(await repo.purgeBefore(BASE_MS + 10 * 7_500)).toBe(7_500);
  expect((await repo.stats()).total).toBe(total - 7_500);
  expect(repo.list({ limit: 1, filter: { toMs: BASE_MS + 10 * 7_500 } }).records.map((r) => r.id)).toEqual(['det_7500']);
  expect(await repo.purgeBefore(BASE_MS)).toBe(0);
});
